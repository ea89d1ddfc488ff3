import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.js';
import { createDemoProvider } from './demo.js';
import type { PaymentProvider } from './provider.js';

export type { PaymentProvider } from './provider.js';

/** The app's payment provider and, with Stripe, its client (for webhooks' re-reads). */
export interface Payments {
  provider: PaymentProvider;
  stripe: Stripe | null;
}

/**
 * `stripe` when configured (PaymentsConfig.provider), else `demo` (docs/reference/money.md#providers). The
 * Stripe SDK is imported only in Stripe mode (~90 ms and ~7 MB a process otherwise;
 * docs/reference/performance.md#memory).
 */
export async function createPayments(config: PaymentsConfig): Promise<Payments> {
  if (config.provider === 'stripe') {
    const { createStripeClient, createStripeProvider } = await import('./stripe.js');
    const stripe = createStripeClient(config);
    return { provider: createStripeProvider(stripe), stripe };
  }
  return { provider: createDemoProvider(), stripe: null };
}
