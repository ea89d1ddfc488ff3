import { Check } from 'lucide-react';
import { useState } from 'react';
import type { BillingPeriod } from '../../../contract/billing-period';
import { toCents } from '../../../contract/money';
import { useCurrentUser } from '../../lib/auth';
import { hasAnnualOption, trialText, withTrialFor } from '../../lib/memberships';
import { formatAmount } from '../../lib/money';
import { useAuthorTiers, useSubscriptionStatus } from '../../lib/payments';
import { Button } from '../ui/button';
import { ErrorState, ListSkeleton } from '../ui/states';
import { PeriodChoice } from './period-choice';
import { SubscribeConfirmation, type TierToConfirm } from './subscribe-confirmation';

/** docs/reference/limits.md#lists: the paywall shows the first 3 benefits of a tier. */
export const PAYWALL_BENEFITS = 3;

/**
 * The paywall's Subscribe tab: the author's active tiers (GET /api/authors/{authorId}/subscription-tiers,
 * fetched when the paywall opens), each with its price per month, first 3 benefits and "Subscribe to
 * {name}" (for a tier_specific story only the required tier and pricier ones). A tier with an annual option
 * offers Monthly / Yearly ("$X.XX/year · save N%"); one with a trial says "Free for N days, then $X.XX/month". No tiers: "No
 * subscription tiers available for this author." and a hint to buy directly. With `confirmFirst` (the demo
 * provider, which charges at once) a tier's button opens `SubscribeConfirmation` (price, period, renewal
 * date) and only "Confirm subscription" subscribes.
 */
export function SubscribePanel({
  authorId,
  requiredTierId,
  authorName,
  canBuy,
  confirmFirst,
  pendingTierId,
  onSubscribe,
  onBuyInstead,
}: {
  authorId: number;
  /**
   * A tier_specific story's tier: only it and pricier tiers are offered (docs/reference/access.md#policy).
   */
  requiredTierId?: number | null;
  authorName: string;
  canBuy: boolean;
  /** Show the terms and ask before subscribing (demo mode; under Stripe the card form is that step). */
  confirmFirst: boolean;
  pendingTierId: number | null;
  onSubscribe: (tierId: number, period: BillingPeriod) => void;
  onBuyInstead: () => void;
}) {
  const tiers = useAuthorTiers(authorId);
  const user = useCurrentUser();
  const status = useSubscriptionStatus(authorId, Boolean(user.data));
  const [confirming, setConfirming] = useState<TierToConfirm | null>(null);
  const [periods, setPeriods] = useState<Record<number, BillingPeriod>>({});
  const periodOf = (tierId: number): BillingPeriod => periods[tierId] ?? 'month';
  if (tiers.isPending) return <ListSkeleton rows={2} label="Loading tiers..." />;
  if (tiers.isError) return <ErrorState error={tiers.error} onRetry={() => tiers.refetch()} />;
  const required = tiers.data.find((tier) => tier.id === requiredTierId);
  const offered = (
    required ? tiers.data.filter((tier) => toCents(tier.price) >= toCents(required.price)) : tiers.data
  ).map((tier) => withTrialFor(tier, status.data?.trialAvailable));
  if (offered.length === 0) {
    return (
      <div className="flex flex-col gap-3 text-sm text-neutral-300">
        <p role="status">No subscription tiers available for this author.</p>
        {canBuy ? (
          <>
            <p>You can still buy this story directly.</p>
            <Button variant="secondary" onClick={onBuyInstead}>
              Buy Once instead
            </Button>
          </>
        ) : null}
      </div>
    );
  }
  if (confirming) {
    return (
      <SubscribeConfirmation
        tier={confirming}
        authorName={authorName}
        period={periodOf(confirming.id)}
        isPending={pendingTierId === confirming.id}
        onConfirm={() => onSubscribe(confirming.id, periodOf(confirming.id))}
        onBack={() => setConfirming(null)}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {offered.map((tier) => (
        <li key={tier.id} className="flex flex-col gap-2 rounded-xl border border-line bg-ink/40 p-3">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-semibold text-white">{tier.name}</h3>
            <p className="text-sm text-neutral-200">
              <span className="font-semibold text-white">{formatAmount(tier.price)}</span>/month
            </p>
          </div>
          {tier.description ? <p className="text-sm text-neutral-400">{tier.description}</p> : null}
          {trialText(tier, periodOf(tier.id)) ? (
            <p className="text-sm font-medium text-emerald-300">{trialText(tier, periodOf(tier.id))}</p>
          ) : null}
          {hasAnnualOption(tier) ? (
            <PeriodChoice
              tier={tier}
              value={periodOf(tier.id)}
              onChange={(period) => setPeriods((all) => ({ ...all, [tier.id]: period }))}
            />
          ) : null}
          {tier.benefits.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm text-neutral-300">
              {tier.benefits.slice(0, PAYWALL_BENEFITS).map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" />
                  {benefit}
                </li>
              ))}
            </ul>
          ) : null}
          <Button
            disabled={pendingTierId !== null}
            onClick={() => (confirmFirst ? setConfirming(tier) : onSubscribe(tier.id, periodOf(tier.id)))}
          >
            {pendingTierId === tier.id ? 'Subscribing...' : `Subscribe to ${tier.name}`}
          </Button>
        </li>
      ))}
    </ul>
  );
}
