import { CheckCircle2, Gift } from 'lucide-react';
import { useState } from 'react';
import type { BillingPeriod } from '../../../contract/billing-period';
import type { AuthorProfile } from '../../../contract/creators';
import { DEMO_PAYMENT_NOTICE } from '../../../contract/payments';
import { GiftDialog } from '../../components/paywall/gift-dialog';
import { PaywallDialog } from '../../components/paywall/paywall-dialog';
import { PeriodChoice } from '../../components/paywall/period-choice';
import { SubscribeConfirmation, type TierToConfirm } from '../../components/paywall/subscribe-confirmation';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { useIdempotencyKey } from '../../lib/idempotency';
import { hasAnnualOption, trialText, withTrialFor } from '../../lib/memberships';
import { formatAmount } from '../../lib/money';
import { useCreateSubscription, usePaymentConfig, useSubscriptionStatus } from '../../lib/payments';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { showToast } from '../../lib/toast';

/**
 * The author page's Subscribe tab (docs/reference/routes.md#author-page): a card per active tier (name,
 * description, price per month, benefits, "Subscribe to {tier name}"), and the green "You're subscribed!"
 * card when the reader is. Demo subscriptions complete here after the reader confirms the terms (price per
 * month, period, renewal date: `SubscribeConfirmation`), with POST /api/subscriptions and an
 * Idempotency-Key ("Subscription Successful!" per docs/reference/texts.md#subscriptions); under Stripe the
 * paywall takes the card. A tier with an annual option offers Monthly / Yearly, one with a trial says "Free
 * for N days, then $X.XX/month"; "Gift a membership" opens `GiftDialog`. A tip opens the paywall's Tip tab.
 */
export function SubscribeTab({ author }: { author: AuthorProfile }) {
  const promptSignIn = useSignInPrompt();
  const user = useCurrentUser();
  const isOwn = user.data?.id === author.id;
  const status = useSubscriptionStatus(author.id, Boolean(user.data) && !isOwn);
  const config = usePaymentConfig();
  const subscribe = useCreateSubscription();
  const idempotency = useIdempotencyKey();
  const [pendingTierId, setPendingTierId] = useState<number | null>(null);
  const [paywall, setPaywall] = useState<'subscribe' | 'tip' | null>(null);
  const [confirming, setConfirming] = useState<TierToConfirm | null>(null);
  const [periods, setPeriods] = useState<Record<number, BillingPeriod>>({});
  const [isGifting, setGifting] = useState(false);
  const periodOf = (tierId: number): BillingPeriod => periods[tierId] ?? 'month';
  const subscribedTierId = status.data?.isSubscribed ? status.data.subscription?.tier?.id : undefined;

  const choose = (tier: TierToConfirm) => {
    if (!user.data) {
      promptSignIn('Please log in to subscribe to this author');
      return;
    }
    if (config.data?.provider === 'stripe') {
      setPaywall('subscribe');
      return;
    }
    setConfirming(tier);
  };

  const confirm = (tierId: number) => {
    if (pendingTierId !== null) return;
    const body = { authorId: author.id, tierId, period: periodOf(tierId) };
    setPendingTierId(tierId);
    subscribe.mutate(
      { body, key: idempotency.keyFor(body) },
      {
        onSuccess: () => {
          idempotency.settle();
          setConfirming(null);
          showToast('Subscription Successful!', `You're now subscribed to ${author.displayName}`);
        },
        onError: (error) => {
          // A refusal (4xx) ends the attempt: the next click is a new one with a new key. No answer or
          // a 5xx keeps the key, so trying again cannot subscribe twice (web/lib/idempotency.ts).
          if (error instanceof ApiError && error.status < 500) idempotency.settle();
          showToast('Subscription Failed', 'Something went wrong. Please try again.', { destructive: true });
        },
        onSettled: () => setPendingTierId(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {status.data?.isSubscribed ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-emerald-700 bg-emerald-950/50 p-4"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" />
          <div>
            <p className="font-semibold text-emerald-200">You're subscribed!</p>
            <p className="text-sm text-emerald-100">You have access to this author's content</p>
          </div>
        </div>
      ) : null}
      {author.subscriptionTiers.length === 0 ? (
        <EmptyState
          title="No subscription tiers yet"
          description={`${author.displayName} has not opened subscriptions.`}
          headingLevel={3}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {author.subscriptionTiers
            .map((listed) => withTrialFor(listed, status.data?.trialAvailable))
            .map((tier) => (
              <li key={tier.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-white">{tier.name}</h3>
                  <p className="text-white">
                    <span className="text-lg font-bold">{formatAmount(tier.price)}</span>
                    <span className="text-sm text-neutral-400">/month</span>
                  </p>
                </div>
                {tier.description ? <p className="text-sm text-neutral-300">{tier.description}</p> : null}
                {trialText(tier, periodOf(tier.id)) ? (
                  <p className="text-sm font-medium text-emerald-300">{trialText(tier, periodOf(tier.id))}</p>
                ) : null}
                {!isOwn && subscribedTierId !== tier.id && hasAnnualOption(tier) ? (
                  <PeriodChoice
                    tier={tier}
                    value={periodOf(tier.id)}
                    onChange={(period) => setPeriods((all) => ({ ...all, [tier.id]: period }))}
                  />
                ) : null}
                {tier.benefits.length > 0 ? (
                  <ul className="list-inside list-disc text-sm text-neutral-300">
                    {tier.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                ) : null}
                {isOwn ? null : subscribedTierId === tier.id ? (
                  <p className="mt-auto text-sm font-medium text-emerald-300">Your current tier</p>
                ) : (
                  <Button className="mt-auto" disabled={pendingTierId !== null} onClick={() => choose(tier)}>
                    {pendingTierId === tier.id ? 'Subscribing...' : `Subscribe to ${tier.name}`}
                  </Button>
                )}
              </li>
            ))}
        </ul>
      )}
      {!isOwn && author.subscriptionTiers.length > 0 ? (
        <Button
          variant="secondary"
          onClick={() => {
            if (!user.data) promptSignIn('Please log in to gift a membership');
            else setGifting(true);
          }}
        >
          <Gift aria-hidden="true" className="h-4 w-4" /> Gift a membership
        </Button>
      ) : null}
      {isGifting ? (
        <GiftDialog
          authorName={author.displayName}
          tiers={author.subscriptionTiers}
          onOpenChange={(open) => {
            if (!open) setGifting(false);
          }}
        />
      ) : null}
      {!isOwn && author.tipJarEnabled ? (
        <Button variant="secondary" onClick={() => setPaywall('tip')}>
          Send a Tip
        </Button>
      ) : null}
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && pendingTierId === null) setConfirming(null);
          }}
          title={`Subscribe to ${confirming.name}`}
        >
          <div className="flex flex-col gap-3">
            <p
              role="note"
              className="rounded-xl border border-sky-800 bg-sky-950/40 p-3 text-sm text-sky-100"
            >
              {DEMO_PAYMENT_NOTICE}.
            </p>
            <SubscribeConfirmation
              tier={confirming}
              period={periodOf(confirming.id)}
              authorName={author.displayName}
              isPending={pendingTierId !== null}
              onConfirm={() => confirm(confirming.id)}
              onBack={() => setConfirming(null)}
            />
          </div>
        </Dialog>
      ) : null}
      {paywall ? (
        <PaywallDialog
          open
          onOpenChange={(open) => {
            if (!open) setPaywall(null);
          }}
          initialMode={paywall}
          target={{
            authorId: author.id,
            authorName: author.displayName,
            contentTitle: author.displayName,
            isTipJarEnabled: author.tipJarEnabled,
          }}
        />
      ) : null}
    </div>
  );
}
