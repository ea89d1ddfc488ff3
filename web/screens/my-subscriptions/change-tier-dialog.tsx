import { lazy, Suspense, useId, useState } from 'react';
import { toCents } from '../../../contract/money';
import type { UserSubscription } from '../../../contract/subscriptions';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { EmptyState, ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { periodPriceCents, tierChangeText, useChangeTier } from '../../lib/memberships';
import { formatCents } from '../../lib/money';
import { useAuthorTiers, usePaymentConfig } from '../../lib/payments';
import { showToast } from '../../lib/toast';
import { priceCentsOf } from './subscription-card';

// Stripe's React bindings load only when an upgrade needs a card (never in demo mode).
const StripePayment = lazy(() =>
  import('../../components/paywall/stripe-payment').then((m) => ({ default: m.StripePayment })),
);

/**
 * "Change tier" of a My Subscriptions card (docs/reference/routes.md#my-subscriptions): the author's other
 * active tiers (GET /api/authors/{id}/subscription-tiers) as a radio group; for the chosen one, what the
 * change costs now (`tierChangeText`: "You pay $X.XX now for the rest of this period" or "$X.XX will be
 * credited to your next renewal"); "Confirm change" sends POST /api/subscriptions/{id}/change-tier with an
 * Idempotency-Key. Under Stripe an upgrade's client secret opens the Payment Element, as the paywall does.
 */
export function ChangeTierDialog({
  subscription,
  onOpenChange,
  now = new Date(),
}: {
  subscription: UserSubscription;
  onOpenChange: (open: boolean) => void;
  now?: Date;
}) {
  const tiers = useAuthorTiers(subscription.author.id);
  const config = usePaymentConfig();
  const change = useChangeTier();
  const idempotency = useIdempotencyKey();
  const [tierId, setTierId] = useState<number | null>(null);
  const [clientSecret, setClientSecret] = useState<{ secret: string; cents: number } | null>(null);
  const name = useId();
  const others = tiers.data?.filter((tier) => tier.id !== subscription.tier?.id) ?? [];
  const chosen = others.find((tier) => tier.id === tierId) ?? null;
  const period = subscription.billingPeriod ?? 'month';
  const oldCents = priceCentsOf(subscription) ?? 0;
  const end = subscription.currentPeriodEnd ?? subscription.endDate;
  const quote =
    chosen && end
      ? tierChangeText({ oldCents, newTier: chosen, period, periodEnd: new Date(end), now })
      : null;

  const confirm = () => {
    if (!chosen || change.isPending) return;
    const body = { subscriptionId: subscription.id, tierId: chosen.id };
    change.mutate(
      { ...body, key: idempotency.keyFor(body) },
      {
        onSuccess: (answer) => {
          idempotency.settle();
          const payment = answer.payment;
          if (payment?.clientSecret && payment.status !== 'completed') {
            setClientSecret({ secret: payment.clientSecret, cents: toCents(payment.amount) });
            return;
          }
          showToast('Tier changed', `You're now on ${chosen.name} with ${subscription.author.displayName}.`);
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500) idempotency.settle();
          showToast('Tier change failed', errorMessage(error), { destructive: true });
        },
      },
    );
  };

  const body = () => {
    if (tiers.isPending) return <ListSkeleton rows={2} label="Loading tiers..." />;
    if (tiers.isError) return <ErrorState error={tiers.error} onRetry={() => tiers.refetch()} />;
    if (others.length === 0) {
      return (
        <EmptyState
          title="No other tiers"
          description="This author has no other tier to move to."
          headingLevel={3}
        />
      );
    }
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-neutral-300">
          Now: {subscription.tier?.name ?? 'Basic'} at {formatCents(oldCents)}/{period}
        </legend>
        {others.map((tier) => (
          <label
            key={tier.id}
            className={`flex cursor-pointer items-center justify-between gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${tierId === tier.id ? 'border-accent bg-accent/10' : 'border-line bg-ink/40'}`}
          >
            <span className="flex items-center gap-2 font-medium text-white">
              <input
                type="radio"
                name={name}
                value={tier.id}
                checked={tierId === tier.id}
                onChange={() => setTierId(tier.id)}
              />
              {tier.name}
            </span>
            <span className="text-neutral-200">
              {formatCents(periodPriceCents(tier, period))}/{period}
            </span>
          </label>
        ))}
      </fieldset>
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !change.isPending && onOpenChange(open)} title="Change tier">
      {clientSecret && config.data?.publishableKey ? (
        <Suspense fallback={<Spinner label="Loading payment form..." />}>
          <StripePayment
            publishableKey={config.data.publishableKey}
            clientSecret={clientSecret.secret}
            payLabel={`Pay ${formatCents(clientSecret.cents)}`}
            onPaid={() => {
              showToast('Payment received', 'Your new tier applies as soon as Stripe confirms it.');
              onOpenChange(false);
            }}
            onError={(message) => showToast('Tier change failed', message, { destructive: true })}
          />
        </Suspense>
      ) : (
        <div className="flex flex-col gap-4">
          {body()}
          {quote ? (
            <p
              role="status"
              className="rounded-xl border border-line bg-ink/40 p-3 text-sm font-medium text-white"
            >
              {quote.text}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={change.isPending}>
              Back
            </Button>
            <Button onClick={confirm} disabled={!chosen || change.isPending}>
              {change.isPending ? 'Changing...' : 'Confirm change'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
