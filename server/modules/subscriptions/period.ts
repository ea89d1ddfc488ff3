/**
 * The end of a monthly period that starts at `start` (docs/reference/money.md#subscriptions): one rule for
 * the server and the web app, kept in contract/billing-period.ts so the subscribe dialog can say when a
 * subscription renews.
 */
export { addBillingMonth as addMonth } from '../../../contract/billing-period.js';
