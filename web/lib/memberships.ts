import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addBillingPeriod,
  annualPriceCents,
  type BillingPeriod,
  prorateTierChange,
} from '../../contract/billing-period';
import { toCents } from '../../contract/money';
import type { GiftRequest } from '../../contract/subscriptions';
import { invalidateAccess } from './access';
import { api } from './api';
import { creatorKeys } from './creator';
import { formatDate } from './dates';
import { formatCents } from './money';
import { paymentKeys } from './payments';

/**
 * Memberships in the web app (docs/reference/money.md#subscriptions): the texts a reader sees before
 * choosing a period, changing tier or giving a membership, computed with contract/billing-period.ts (the
 * server's own arithmetic), and the mutations of change-tier, move-subscribers, gifts and redeem.
 */

/** A tier as these texts need it: its price per month (decimal string) and annual and trial terms. */
export interface MembershipTier {
  id: number;
  name: string;
  price: string;
  annualDiscountPercent?: number;
  annualPriceCents?: number | null;
  trialDays?: number;
}

/** What one period of `tier` costs, in cents: the price per month, or the annual price (contract's rule). */
export function periodPriceCents(tier: MembershipTier, period: BillingPeriod): number {
  const monthly = toCents(tier.price);
  if (period === 'month') return monthly;
  return tier.annualPriceCents ?? annualPriceCents(monthly, tier.annualDiscountPercent ?? 0);
}

/**
 * The tier as this reader would get it: without its free trial once they had one of this author
 * (`trialAvailable` of GET /api/user/subscription-status: one trial per reader and author); unchanged
 * while that is unknown (a visitor, or still loading), since the server decides at subscribe time.
 */
export function withTrialFor<T extends { trialDays?: number }>(
  tier: T,
  trialAvailable: boolean | undefined,
): T {
  return trialAvailable === false ? { ...tier, trialDays: 0 } : tier;
}

/** Whether the tier offers a yearly option (an annual discount above 0%). */
export function hasAnnualOption(tier: MembershipTier): boolean {
  return (tier.annualDiscountPercent ?? 0) > 0 && (tier.annualPriceCents ?? 1) !== null;
}

/** "$47.90/year · save 20%" for a tier with an annual option. */
export function yearlyOptionText(tier: MembershipTier): string {
  return `${formatCents(periodPriceCents(tier, 'year'))}/year · save ${tier.annualDiscountPercent ?? 0}%`;
}

/** "Free for 14 days, then $4.99/month" (or "/year"), or null without a trial. */
export function trialText(tier: MembershipTier, period: BillingPeriod = 'month'): string | null {
  const days = tier.trialDays ?? 0;
  if (days <= 0) return null;
  return `Free for ${days} ${days === 1 ? 'day' : 'days'}, then ${formatCents(periodPriceCents(tier, period))}/${period}`;
}

/**
 * The terms a demo subscription started at `now` will have: price per period ("$3.99 per month"), the
 * period ("Monthly" / "Yearly"), the trial end when the tier has one ("Free trial until {date}", `trialDays`
 * days from now) and the renewal date (the first charge: the trial's end, else one period on by
 * `addBillingPeriod`). Dates in the reader's time zone.
 */
export function membershipTerms(
  tier: MembershipTier,
  period: BillingPeriod,
  now: Date,
): { price: string; period: string; trialEnds: string | null; renews: string } {
  const days = tier.trialDays ?? 0;
  const trialEnd = days > 0 ? new Date(now.getTime() + days * 86_400_000) : null;
  return {
    price: `${formatCents(periodPriceCents(tier, period))} per ${period}`,
    period: period === 'year' ? 'Yearly' : 'Monthly',
    trialEnds: trialEnd ? `Free trial until ${formatDate(trialEnd)}` : null,
    renews: `Renews on ${formatDate(trialEnd ?? addBillingPeriod(now, period))}`,
  };
}

/**
 * What changing from the current tier to `tier` means now (prorateTierChange on the subscription's period,
 * `periodEnd` and one period before it): "You pay $X.XX now for the rest of this period" for an upgrade,
 * "$X.XX will be credited to your next renewal" for a downgrade, or "No charge" when even.
 */
export function tierChangeText(input: {
  oldCents: number;
  newTier: MembershipTier;
  period: BillingPeriod;
  periodEnd: Date;
  now: Date;
}): { dueCents: number; text: string } {
  const periodStart = periodStartBefore(input.periodEnd, input.period);
  const { dueCents } = prorateTierChange({
    oldCents: input.oldCents,
    newCents: periodPriceCents(input.newTier, input.period),
    periodStart,
    periodEnd: input.periodEnd,
    now: input.now,
  });
  if (dueCents > 0)
    return { dueCents, text: `You pay ${formatCents(dueCents)} now for the rest of this period` };
  if (dueCents < 0) {
    return { dueCents, text: `${formatCents(-dueCents)} will be credited to your next renewal` };
  }
  return { dueCents, text: 'No charge: the prices match for the rest of this period' };
}

/**
 * The start of the period ending at `end`: the latest start whose `addBillingPeriod` is `end` (a period end
 * clamped to a short month, e.g. Feb 28, came from the 28th-31st; the 28th is taken, as the server's
 * renewal keeps the period's own start only in its record).
 */
export function periodStartBefore(end: Date, period: BillingPeriod): Date {
  const months = period === 'year' ? 12 : 1;
  const start = new Date(end);
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(end.getUTCDate(), lastDay));
  return start;
}

/** The request header every payment call carries (docs/reference/money.md#providers). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * POST /api/subscriptions/{id}/change-tier {tierId} with an Idempotency-Key: the answer's `payment` (an
 * upgrade's proration; under Stripe with a client secret) and `prorationCents` (negative: a credit).
 * @throws ApiError 409 SUBSCRIPTION_NOT_CHANGEABLE, 400 SAME_TIER, 404 TIER_NOT_FOUND / SUBSCRIPTION_NOT_FOUND
 */
export function useChangeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, tierId, key }: { subscriptionId: number; tierId: number; key: string }) =>
      api.POST('/api/subscriptions/{id}/change-tier', {
        params: { path: { id: subscriptionId } },
        body: { tierId },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => invalidateAccess(queryClient),
  });
}

/**
 * POST /api/creator/subscription-tiers/{id}/move-subscribers {noticeDays: 30}: `{moved, effectiveAt}`; the
 * tiers reload. Rule: at least 30 days' notice (contract/subscriptions.ts `ZMoveSubscribersRequest`).
 */
export function useMoveSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tierId: number) =>
      api.POST('/api/creator/subscription-tiers/{id}/move-subscribers', {
        params: { path: { id: tierId } },
        body: { noticeDays: 30 },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.tiers }),
  });
}

/**
 * POST /api/gifts {tierId, period, recipientUsername?} with an Idempotency-Key: `{giftId, payment, code,
 * recipientUsername}`; `code` is shown once.
 * @throws ApiError 404 USER_NOT_FOUND, 409 GIFT_RECIPIENT_SUBSCRIBED / ANNUAL_NOT_OFFERED, 400 CANNOT_GIFT_SELF
 */
export function useSendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: GiftRequest; key: string }) =>
      api.POST('/api/gifts', { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.payments }),
  });
}

/**
 * POST /api/gifts/redeem {code}: the gift's subscription.
 * @throws ApiError 404 GIFT_NOT_FOUND, 409 GIFT_ALREADY_REDEEMED / GIFT_RECIPIENT_SUBSCRIBED
 */
export function useRedeemGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.POST('/api/gifts/redeem', { body: { code } }),
    onSuccess: () => invalidateAccess(queryClient),
  });
}
