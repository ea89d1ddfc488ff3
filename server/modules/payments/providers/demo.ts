import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider.js';

/**
 * The demo provider (docs/reference/money.md#providers), the default with no configuration: every payment
 * completes at once with a `demo_…` reference and no money moves. The payment is recorded, granted and
 * counted by the same ledger code as a Stripe payment; the row's provider says `demo`.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    async charge() {
      return { reference: `demo_${randomUUID()}`, clientSecret: null, completed: true };
    },
    async subscribe() {
      return {
        reference: `demo_${randomUUID()}`,
        clientSecret: null,
        completed: true,
        providerSubscriptionId: null,
      };
    },
    // Demo tier changes and price moves are billed by our own code (change-tier.ts, the renewal job).
    async changeTier() {
      return null;
    },
    async clientSecretFor() {
      return null;
    },
    async setCancelAtPeriodEnd() {},
  };
}
