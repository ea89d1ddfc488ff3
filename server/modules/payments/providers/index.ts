import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.js';
import { createDemoProvider } from './demo.js';
import type { PaymentProvider } from './provider.js';
import { createStripeClient, createStripeProvider } from './stripe.js';

export type { PaymentProvider } from './provider.js';

/** The app's payment provider and, with Stripe, its client (for webhooks' re-reads). */
export interface Payments {
  provider: PaymentProvider;
  stripe: Stripe | null;
}

/** `stripe` when configured (PaymentsConfig.provider), else `demo` (issue "Money" §2). */
export function createPayments(config: PaymentsConfig): Payments {
  if (config.provider === 'stripe') {
    const stripe = createStripeClient(config);
    return { provider: createStripeProvider(stripe), stripe };
  }
  return { provider: createDemoProvider(), stripe: null };
}
