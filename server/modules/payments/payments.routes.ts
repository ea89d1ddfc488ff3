import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromCents, MAX_TIP_CENTS, MIN_TIP_CENTS, TIP_PRESETS_CENTS } from '../../../contract/money.js';
import {
  IDEMPOTENCY_HEADER,
  ZChapterPriceRequest,
  ZIdempotencyKey,
  ZPayment,
  ZPaymentListQuery,
  ZPaymentResult,
  ZPaymentsConfig,
  ZPurchaseOffer,
  ZPurchaseOfferQuery,
  ZPurchaseRequest,
  ZTipRequest,
} from '../../../contract/payments.js';
import { ZIdParams } from '../../../contract/stories.js';
import type { App } from '../../app-type.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentDeps } from './one-off.js';
import { creatorPayments, userPayments } from './payments.query.js';
import { purchaseContent, purchaseOffer, setChapterPrice, tipAuthor } from './purchases.service.js';
import { refundDemoPayment } from './refund.service.js';

/**
 * The request's `Idempotency-Key` header, or null when absent.
 * @throws AppError VALIDATION_ERROR (field `headers.idempotency-key`) when malformed
 */
export function idempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  const parsed = ZIdempotencyKey.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message, {
      field: `headers.${IDEMPOTENCY_HEADER}`,
    });
  }
  return parsed.data;
}

/** The payment services' dependencies from the app. */
export function paymentDeps(app: App): PaymentDeps {
  return { db: app.db, payments: app.payments, config: app.config, app };
}

/**
 * Payments (docs/reference/routes.md#api-money, docs/reference/money.md#providers,
 * docs/reference/money.md#subscriptions).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/config',
    { config: { public: true }, schema: { response: { 200: ZPaymentsConfig } } },
    async () => ({
      provider: app.payments.provider.name,
      publishableKey:
        app.payments.provider.name === 'stripe' ? (app.config.payments.stripePublishableKey ?? null) : null,
      platformFeePercent: app.config.platformFeePercent,
      tipPresets: TIP_PRESETS_CENTS.map(fromCents),
      minTip: fromCents(MIN_TIP_CENTS),
      maxTip: fromCents(MAX_TIP_CENTS),
    }),
  );

  app.get(
    '/api/purchase-offer',
    {
      config: { public: true },
      schema: { querystring: ZPurchaseOfferQuery, response: { 200: ZPurchaseOffer } },
    },
    async (request) => purchaseOffer(app.db, request.query.storyId, request.query.chapterId ?? null),
  );

  app.put(
    '/api/creator/chapters/:id/price',
    { schema: { params: ZIdParams, body: ZChapterPriceRequest, response: { 200: ZPurchaseOffer } } },
    async (request) => setChapterPrice(app.db, request.requireUser(), request.params.id, request.body.price),
  );

  app.post(
    '/api/purchase-content',
    { schema: { body: ZPurchaseRequest, response: { 200: ZPaymentResult } } },
    async (request) =>
      purchaseContent(paymentDeps(app), request.requireUser(), request.body, idempotencyKey(request.headers)),
  );

  app.post(
    '/api/tips',
    { schema: { body: ZTipRequest, response: { 200: ZPaymentResult } } },
    async (request) =>
      tipAuthor(paymentDeps(app), request.requireUser(), request.body, idempotencyKey(request.headers)),
  );

  app.get('/api/user/payments', { schema: { response: { 200: z.array(ZPayment) } } }, async (request) =>
    userPayments(app.db, request.requireUser().id),
  );

  app.get(
    '/api/creator/payments',
    { schema: { querystring: ZPaymentListQuery, response: { 200: z.array(ZPayment) } } },
    async (request) => creatorPayments(app.db, request.requireUser().id, request.query.limit),
  );

  app.post(
    '/api/creator/payments/:id/refund',
    { schema: { params: ZIdParams, response: { 200: ZPayment } } },
    async (request) =>
      refundDemoPayment(app.db, request.requireUser(), request.params.id, app.payments.stripe),
  );
};
