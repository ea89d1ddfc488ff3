import type { FastifyPluginAsync } from 'fastify';
import { ZWebhookReceived } from '../../../contract/openapi.js';
import { AppError } from '../../lib/errors.js';
import { handleStripeEvent, verifyEvent } from './webhook.service.js';

/**
 * POST /api/webhooks/stripe (docs/reference/money.md#providers): Stripe's events, verified on the RAW body
 * (this plugin is encapsulated: here alone every body is kept as a Buffer, unparsed). Public (no session) and
 * passed by the same-origin check (Stripe sends neither Origin nor Sec-Fetch-Site). 200 `{received: true}`
 * once applied or already applied; 400 WEBHOOK_SIGNATURE_INVALID changes nothing; 404 when Stripe is
 * not configured; 502 when Stripe cannot be re-read (Stripe retries the delivery).
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/stripe',
    {
      config: { public: true },
      // The body is Stripe's signed event, read raw (no body schema: it is verified, not parsed, here).
      schema: { description: "Stripe's webhook events (signed)", response: { 200: ZWebhookReceived } },
    },
    async (request) => {
      const { stripe } = app.payments;
      const secret = app.config.payments.stripeWebhookSecret;
      if (!stripe || !secret) throw new AppError('NOT_FOUND');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verifyEvent(stripe, body, request.headers['stripe-signature'], secret);
      const outcome = await handleStripeEvent(
        { db: app.db, stripe, platformFeePercent: app.config.platformFeePercent, log: request.log, app },
        event,
      );
      request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe event');
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
  );
};
