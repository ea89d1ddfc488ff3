/*
 * The monthly billing period as plain date arithmetic, without zod or server code, so the web app can say
 * when a subscription it is about to start renews with the server's own rule.
 */

/**
 * The end of a monthly period that starts at `start` (docs/reference/money.md#subscriptions: tiers are
 * billed per month): the same day and time next calendar month in UTC, clamped to the month's last day
 * (Jan 31 -> Feb 28/29), as Stripe Billing does for monthly prices. The same arithmetic as the server's
 * `addMonth` (server/modules/subscriptions/period.ts).
 */
export function addBillingMonth(start: Date): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** How often a subscription is charged: monthly, or yearly at the tier's annual discount. */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * The end of a period of `period` starting at `start`: a month (`addBillingMonth`) or twelve of them,
 * clamped the same way (Feb 29 -> Feb 28 next year), as Stripe Billing does for yearly prices.
 */
export function addBillingPeriod(start: Date, period: BillingPeriod): Date {
  if (period === 'month') return addBillingMonth(start);
  const year = start.getUTCFullYear() + 1;
  const month = start.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/**
 * What a year of a tier costs, in cents: twelve months at `monthlyCents` less `discountPercent` (0–50),
 * rounded to the cent (half up). 0 percent means no annual option is offered, but the arithmetic holds.
 */
export function annualPriceCents(monthlyCents: number, discountPercent: number): number {
  return Math.round((monthlyCents * 12 * (100 - discountPercent)) / 100);
}

/**
 * Proration of a tier change inside a paid period (docs/reference/money.md#subscriptions, the arithmetic of
 * Stripe's `proration_behavior`): the unused fraction of the period, `(periodEnd − now) / (periodEnd −
 * periodStart)` in ms, applied to the old and the new price (cents per period). Positive `dueCents` is
 * charged now (an upgrade); a negative one is a credit taken off the next renewal (a downgrade). Each
 * side is rounded to the cent (half up) before the difference, as Stripe itemises a credit line and a
 * charge line.
 */
export function prorateTierChange(input: {
  oldCents: number;
  newCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): { unusedFraction: number; creditCents: number; chargeCents: number; dueCents: number } {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const unusedFraction = total > 0 ? left / total : 0;
  const creditCents = Math.round(input.oldCents * unusedFraction);
  const chargeCents = Math.round(input.newCents * unusedFraction);
  return { unusedFraction, creditCents, chargeCents, dueCents: chargeCents - creditCents };
}
