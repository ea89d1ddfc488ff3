import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGiftRequest,
  ZGiftResult,
  ZRedeemGiftRequest,
  ZRedeemGiftResult,
} from '../../../contract/subscriptions.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { GIFT_RATE_MAX } from '../../plugins/rate-limits.js';
import { idempotencyKey, paymentDeps } from '../payments/payments.routes.js';
import { buyGift, redeemGift } from './gifts.service.js';

/**
 * Gift memberships (ADR 0042, docs/reference/money.md#gifts): POST /api/gifts buys one (Idempotency-Key as
 * other payments), POST /api/gifts/redeem redeems a code. Both count against the user's gift limit
 * (GIFT_RATE_MAX per hour, 429 past it): buying is a payment, redeeming a code lookup that must not be
 * brute-forced.
 */
export const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitGifts = limitRequests(
    app.limits.giftsByUser,
    (request) => String(request.requireUser().id),
    `You can buy or redeem ${GIFT_RATE_MAX} gifts per hour.`,
  );

  app.post(
    '/api/gifts',
    {
      config: { rateLimited: true },
      preHandler: limitGifts,
      schema: { body: ZGiftRequest, response: { 200: ZGiftResult } },
    },
    async (request) =>
      buyGift(paymentDeps(app), request.requireUser(), request.body, idempotencyKey(request.headers)),
  );

  app.post(
    '/api/gifts/redeem',
    {
      config: { rateLimited: true },
      preHandler: limitGifts,
      schema: { body: ZRedeemGiftRequest, response: { 200: ZRedeemGiftResult } },
    },
    async (request) => redeemGift(paymentDeps(app), request.requireUser(), request.body.code),
  );
};
