import { useEffect, useRef } from 'react';
import { addBillingMonth, type BillingPeriod } from '../../../contract/billing-period';
import { formatDate } from '../../lib/dates';
import { type MembershipTier, membershipTerms } from '../../lib/memberships';
import { formatAmount } from '../../lib/money';
import { Button } from '../ui/button';

/**
 * A tier as the confirmation needs it: its name, price per month (the API's decimal string) and, when
 * offered, its annual price and trial days.
 */
export type TierToConfirm = MembershipTier;

/**
 * What a demo subscription started at `now` will be (docs/reference/money.md#subscriptions): the price per
 * month ("$3.99 per month"), the period ("Monthly") and the renewal date ("Renews on Dec 26, 2026", one
 * billing month later by the server's own arithmetic, shown in the reader's time zone).
 */
export function subscriptionTerms(
  price: string,
  now: Date,
): { price: string; period: string; renews: string } {
  return {
    price: `${formatAmount(price)} per month`,
    period: 'Monthly',
    renews: `Renews on ${formatDate(addBillingMonth(now))}`,
  };
}

/**
 * The step before a demo subscription starts (docs/reference/money.md#paywall): the tier, its price per
 * period, the period (Monthly / Yearly), the trial's end when the tier has one and the renewal date
 * (`membershipTerms`), then "Confirm subscription" or "Back". Nothing is sent until the reader confirms.
 */
export function SubscribeConfirmation({
  tier,
  authorName,
  isPending,
  onConfirm,
  onBack,
  period = 'month',
  now = new Date(),
}: {
  tier: TierToConfirm;
  authorName: string;
  isPending: boolean;
  onConfirm: () => void;
  onBack: () => void;
  period?: BillingPeriod;
  now?: Date;
}) {
  const terms = membershipTerms(tier, period, now);
  const rows: [string, string][] = [
    ['Tier', tier.name],
    ['Price', terms.price],
    ['Billing period', terms.period],
  ];
  if (terms.trialEnds) rows.push(['Free trial', terms.trialEnds]);
  // The tier's button is gone: focus moves to the step's heading, so a screen reader reads the terms next.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="subscribe-confirm-heading" className="flex flex-col gap-3">
      <h3
        id="subscribe-confirm-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-white outline-none"
      >
        Confirm your subscription to {authorName}
      </h3>
      <div className="flex flex-col gap-1.5 rounded-xl border border-line bg-ink/40 p-3 text-sm">
        <dl className="flex flex-col gap-1.5">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className="text-neutral-400">{label}</dt>
              <dd className="text-right font-medium text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="border-t border-line pt-1.5 font-medium text-white">{terms.renews}</p>
      </div>
      <p className="text-sm text-neutral-300">
        You can cancel at any time on My Subscriptions; access stays until the paid period ends.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={isPending}>
          Back
        </Button>
        <Button onClick={onConfirm} disabled={isPending}>
          {isPending ? 'Subscribing...' : 'Confirm subscription'}
        </Button>
      </div>
    </section>
  );
}
