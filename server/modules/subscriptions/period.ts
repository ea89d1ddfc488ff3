/**
 * The end of a monthly period that starts at `start` (docs/reference/money.md#subscriptions: tiers are billed per
 * month): the same day and time next calendar month in UTC, clamped to the month's last day (Jan 31 -> Feb
 * 28/29), as Stripe Billing does for monthly prices.
 */
export function addMonth(start: Date): Date {
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
