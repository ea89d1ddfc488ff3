import { z } from 'zod';
import {
  MAX_CONTENT_PRICE_CENTS,
  MAX_TIP_CENTS,
  MIN_CONTENT_PRICE_CENTS,
  MIN_TIP_CENTS,
  parseAmount,
} from './money.js';
import { ZId } from './stories.js';

/**
 * Payments: purchases, tips, the payment history and the provider the server uses (docs/reference/money.md,
 * docs/reference/routes.md#api-money). Money is a decimal string
 * with two decimals ("2.99", ADR 0003); read it with `toCents` / `formatAmount` from contract/money.ts.
 *
 * Purchases and tips accept an `Idempotency-Key` request header (1-255 visible ASCII characters): the
 * same key from the same user makes one payment however often the request is sent.
 */

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_TYPES = ['purchase', 'subscription', 'tip', 'gift'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** docs/reference/routes.md#my-subscriptions History: the label of each payment type. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  subscription: 'Subscription',
  tip: 'Tip',
  purchase: 'Content Purchase',
  gift: 'Gift membership',
};

/** The paywall's line for the demo provider (docs/reference/money.md#providers), word for word. */
export const DEMO_PAYMENT_NOTICE = 'Demo payment, no money moves';

/** The request header that makes a purchase or tip happen once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { error: 'Idempotency-Key must be 1-255 visible ASCII characters' });

/** A money amount as clients send it: a decimal string ("2.99") or a JSON number (2.99); -> cents. */
export const ZAmountInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = parseAmount(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars and cents, e.g. 2.99' });
    return z.NEVER;
  }
  return cents;
});

/** GET /api/payments/config (public): which provider runs, so the web shows the demo notice or Stripe. */
export const ZPaymentsConfig = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe publishable key (pk_...) for Stripe.js; null with the demo provider. */
  publishableKey: z.string().nullable(),
  /** The platform's share, e.g. 15 (authors earn the rest). */
  platformFeePercent: z.number(),
  tipPresets: z.array(z.string()),
  minTip: z.string(),
  maxTip: z.string(),
});
export type PaymentsConfig = z.infer<typeof ZPaymentsConfig>;

/**
 * POST /api/purchase-content. `chapterId` null or absent buys the
 * whole story; a chapter with its own price (content_pricing) is bought alone, any other chapter of a
 * premium story buys the whole story. `amount` is the price the reader saw: the server charges its own
 * price and refuses a different amount with 409 PRICE_MISMATCH (message names the current price).
 */
export const ZPurchaseRequest = z.object({
  storyId: ZId,
  chapterId: ZId.nullable().optional(),
  amount: ZAmountInput,
});
export type PurchaseRequest = z.input<typeof ZPurchaseRequest>;

/**
 * The answer of a purchase, tip or subscription payment. Demo: `status: 'completed'` at once (access
 * already granted), `clientSecret` null. Stripe: `status: 'pending'` and `clientSecret` for the
 * Payment Element; access follows when Stripe confirms (webhook), so poll GET /api/content-access or
 * GET /api/user/payments after `stripe.confirmPayment`.
 */
export const ZPaymentResult = z.object({
  paymentId: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True for the demo provider: no money moved. */
  demo: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  clientSecret: z.string().nullable(),
  amount: z.string(),
  /** What a purchase unlocked: the story, and the chapter when only that chapter was bought. */
  storyId: z.number().int().nullable(),
  chapterId: z.number().int().nullable(),
});
export type PaymentResult = z.infer<typeof ZPaymentResult>;

/**
 * docs/reference/money.md#prices: a tip of 1-500 USD (presets 5, 10, 25), optional message up to 500
 * characters.
 */
export const ZTipRequest = z.object({
  authorId: ZId,
  amount: ZAmountInput.refine((cents) => cents >= MIN_TIP_CENTS && cents <= MAX_TIP_CENTS, {
    error: 'A tip is between $1.00 and $500.00',
  }),
  message: z.string().trim().max(500, { error: 'Keep the message under 500 characters' }).optional(),
  /** The story the tip was given from, if any (shown to the author). */
  storyId: ZId.nullable().optional(),
});
export type TipRequest = z.input<typeof ZTipRequest>;

/**
 * One row of GET /api/user/payments (at most 20, newest first) and of
 * GET /api/creator/payments (the author's received payments, with `payerName`).
 */
export const ZPayment = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENT_TYPES),
  /** "Subscription", "Tip" or "Content Purchase". */
  label: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.string(),
  platformFee: z.string(),
  authorEarning: z.string(),
  /** Null once the author deleted their account (the payment stays; `authorName` "Deleted author"). */
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  authorUsername: z.string().nullable(),
  /** The payer's name, "A reader" when they have none, "Deleted reader" once their account is gone. */
  payerName: z.string(),
  storyId: z.number().int().nullable(),
  storyTitle: z.string().nullable(),
  chapterId: z.number().int().nullable(),
  message: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  demo: z.boolean(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof ZPayment>;

/** GET /api/creator/payments?limit= (default 50, max 200). */
export const ZPaymentListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * POST /api/creator/payments/{id}/refund: the author refunds a completed demo payment made to them
 * (docs/reference/money.md#ledger). The access it bought is revoked (purchase: `expiresAt` set to now;
 * subscription: the period it paid ends now) and its earning reversed, in one transaction; answers the
 * `ZPayment` with status `refunded`. Stripe payments are refunded in Stripe (its `charge.refunded` webhook
 * does the same); for them this answers 409 NOT_REFUNDABLE.
 */
export const REFUND_ROUTE = '/api/creator/payments/:id/refund';

/**
 * GET /api/purchase-offer?storyId=&chapterId= (public): what POST /api/purchase-content would sell and
 * at what price, by the server's rules: a chapter with its own price alone, otherwise the whole premium
 * story (its price, or 2.99). `forSale` false (price null) for stories that are not sold (public,
 * subscribers only). The paywall shows this price and sends it back as `amount`.
 */
export const ZPurchaseOfferQuery = z.object({ storyId: ZId, chapterId: ZId.optional() });
export const ZPurchaseOffer = z.object({
  storyId: z.number().int(),
  /** The chapter sold alone, or null when the offer is the whole story. */
  chapterId: z.number().int().nullable(),
  forSale: z.boolean(),
  price: z.string().nullable(),
});
export type PurchaseOffer = z.infer<typeof ZPurchaseOffer>;

/**
 * PUT /api/creator/chapters/{id}/price: the story's author sells one chapter of a premium story alone
 * (content_pricing; docs/reference/access.md#policy), at 0.99-999.99 USD; `price: null` removes the chapter's
 * price. Answers the chapter's offer.
 */
export const ZChapterPriceRequest = z.object({
  price: ZAmountInput.refine((c) => c >= MIN_CONTENT_PRICE_CENTS && c <= MAX_CONTENT_PRICE_CENTS, {
    error: 'A price is between $0.99 and $999.99',
  }).nullable(),
});
