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
