import { BookHeart, Gift, Users, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { UserSubscription } from '../../../contract/subscriptions';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SettingsButton } from '../../components/settings-button';
import { Button, buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatCents } from '../../lib/money';
import { useCancelSubscription, useResumeSubscription, useUserSubscriptions } from '../../lib/payments';
import { showToast } from '../../lib/toast';
import { ChangeTierDialog } from './change-tier-dialog';
import { PaymentHistory } from './payment-history';
import { priceCentsOf, SubscriptionCard } from './subscription-card';

/**
 * Whether a subscription belongs under Active (docs/reference/money.md#subscriptions: "active appears in
 * Active; inactive appears in Cancelled"). One the reader cancelled keeps its access to the period's end but
 * is listed as cancelled, since it will not renew; a gift, which never renews, is listed under Active
 * while it gives access.
 */
export function isListedActive(subscription: UserSubscription): boolean {
  if (!subscription.isActive || subscription.status === 'canceled') return false;
  // A gift never renews (the server keeps it 'canceling'), yet it is the reader's running membership.
  return subscription.isGift || subscription.status !== 'canceling';
}

/**
 * What a subscription costs per month, in cents, for Monthly Spend: a yearly price counts a twelfth (rounded
 * to the cent); a gift costs the reader nothing.
 */
export function monthlyCentsOf(subscription: UserSubscription): number {
  if (subscription.isGift) return 0;
  const cents = priceCentsOf(subscription) ?? 0;
  return subscription.billingPeriod === 'year' ? Math.round(cents / 12) : cents;
}

/** docs/reference/texts.md#subscriptions: the cancel confirmation, word for word. */
export function cancelConfirmation(authorName: string): string {
  return `Are you sure you want to cancel your subscription to ${authorName}? You'll lose access to their premium content.`;
}

/**
 * /my-subscriptions (docs/reference/routes.md#my-subscriptions): Monthly Spend (sum of the active tiers'
 * prices each subscriber pays) and Authors summary cards, then tabs Active (N), History and Cancelled. Cancel
 * asks the spec's confirmation, then DELETE /api/subscriptions/{id} (access stays to the period's end: the card
 * says "Access until {date}" with Resume, POST /api/subscriptions/{id}/resume) and the list reloads.
 */
export function MySubscriptionsScreen() {
  const [, navigate] = useLocation();
  const subscriptions = useUserSubscriptions();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [toCancel, setToCancel] = useState<UserSubscription | null>(null);
  const [toChange, setToChange] = useState<UserSubscription | null>(null);
  const active = subscriptions.data?.filter(isListedActive) ?? [];
  const cancelled = subscriptions.data?.filter((s) => !isListedActive(s)) ?? [];
  const monthlyCents = active.reduce((sum, s) => sum + monthlyCentsOf(s), 0);

  const confirmCancel = () => {
    if (!toCancel || cancel.isPending) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        setToCancel(null);
        showToast('Subscription cancelled', 'Your subscription has been cancelled successfully.');
      },
      onError: () =>
        showToast('Cancellation failed', 'Unable to cancel subscription. Please try again.', {
          destructive: true,
        }),
    });
  };

  const resumeOne = (subscription: UserSubscription) => {
    if (resume.isPending) return;
    resume.mutate(subscription.id, {
      onSuccess: () =>
        showToast(
          'Subscription resumed',
          `Your subscription to ${subscription.author.displayName} renews again.`,
        ),
      onError: () =>
        showToast(
          'Resume failed',
          'Unable to resume this subscription. Its paid period may have ended: subscribe again.',
          {
            destructive: true,
          },
        ),
    });
  };

  const list = (items: UserSubscription[], isActiveList: boolean) => {
    if (subscriptions.isPending) return <ListSkeleton rows={2} label="Loading subscriptions..." />;
    if (subscriptions.isError) {
      return <ErrorState error={subscriptions.error} onRetry={() => subscriptions.refetch()} />;
    }
    if (items.length === 0) {
      return isActiveList ? (
        <EmptyState
          title="No Active Subscriptions"
          description="Subscribe to authors to read their subscriber-only stories."
          icon={<Users className="h-10 w-10" />}
          headingLevel={3}
        >
          <Button onClick={() => navigate('/discovery')}>Discover Authors</Button>
        </EmptyState>
      ) : (
        <EmptyState
          title="No Cancelled Subscriptions"
          icon={<XCircle className="h-10 w-10" />}
          headingLevel={3}
        />
      );
    }
    return (
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((subscription) => (
          <li key={subscription.id}>
            <SubscriptionCard
              subscription={subscription}
              onCancel={setToCancel}
              onResume={resumeOne}
              onChangeTier={setToChange}
              isResuming={resume.isPending && resume.variables === subscription.id}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <ScreenLayout
      header={<ScreenHeader title="My Subscriptions" backHref="/" actions={<SettingsButton />} />}
    >
      <div className="flex flex-col gap-5">
        <div className="grid grid-cols-2 gap-3">
          <section aria-labelledby="monthly-spend" className="rounded-2xl border border-line bg-panel p-4">
            <h2 id="monthly-spend" className="text-sm text-neutral-400">
              Monthly Spend
            </h2>
            <p className="text-2xl font-bold text-white">{formatCents(monthlyCents)}</p>
            <p className="text-xs text-neutral-400">
              Across {active.length} {active.length === 1 ? 'subscription' : 'subscriptions'}
            </p>
          </section>
          <section aria-labelledby="authors-count" className="rounded-2xl border border-line bg-panel p-4">
            <h2 id="authors-count" className="text-sm text-neutral-400">
              Authors
            </h2>
            <p className="flex items-center gap-2 text-2xl font-bold text-white">
              <BookHeart aria-hidden="true" className="h-5 w-5 text-accent-soft" />
              {active.length}
            </p>
            <p className="text-xs text-neutral-400">you support</p>
          </section>
        </div>
        <Link href="/redeem" className={buttonClass('secondary', 'md', 'self-start')}>
          <Gift aria-hidden="true" className="h-4 w-4" /> Redeem a gift code
        </Link>
        <Tabs defaultValue="active">
          <TabsList aria-label="Subscriptions">
            <TabsTrigger value="active">Active ({active.length})</TabsTrigger>
            <TabsTrigger value="history">History</TabsTrigger>
            <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
          </TabsList>
          <TabsContent value="active">{list(active, true)}</TabsContent>
          <TabsContent value="history">
            <PaymentHistory />
          </TabsContent>
          <TabsContent value="cancelled">{list(cancelled, false)}</TabsContent>
        </Tabs>
      </div>
      {toChange ? (
        <ChangeTierDialog
          subscription={toChange}
          onOpenChange={(open) => {
            if (!open) setToChange(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
        title="Cancel subscription?"
        description={toCancel ? cancelConfirmation(toCancel.author.displayName) : ''}
        confirmLabel={cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
        onConfirm={confirmCancel}
        isPending={cancel.isPending}
      />
    </ScreenLayout>
  );
}
