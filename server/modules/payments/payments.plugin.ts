import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPayments, type Payments } from './providers/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider (demo or Stripe) and, with Stripe, its SDK client. */
    payments: Payments;
  }
}

/**
 * Decorates `app.payments` from PaymentsConfig (docs/reference/money.md#providers: demo unless
 * STRIPE_SECRET_KEY is set).
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('payments', await createPayments(app.config.payments));
  app.log.info({ provider: app.config.payments.provider }, 'payments ready');
});
