import { z } from 'zod';
import { MAX_TIER_PRICE_CENTS, MIN_TIER_PRICE_CENTS } from './money.js';
import { ZAmountInput, ZPaymentResult } from './payments.js';
import { ZId } from './stories.js';

/**
 * Subscription tiers and author subscriptions (docs/reference/money.md#subscriptions,
 * docs/reference/routes.md#my-subscriptions, docs/reference/routes.md#api-money). Money is a decimal string
 * per month ("4.99").
 *
 * Entitlement (what the access policy reads): a subscription grants access while `isActive` and
 * (`endDate` null or in the future). `endDate` is the end of the paid period; cancelling keeps access to
 * it (`status: 'canceling'`, `cancelAtPeriodEnd: true`) and POST /api/subscriptions/{id}/resume undoes that
 * until then; a lapsed one has `isActive: false` (subscribe again).
 */

/**
 * - `pending`: created with Stripe, waiting for the first payment (no access yet);
 * - `active`: paid for the current period, renews at `endDate`;
 * - `canceling`: cancelled by the reader, access until `endDate`, no renewal;
 * - `canceled`: ended (cancelled and lapsed, or payment failed for good); `isActive` false.
 * - `past_due`: Stripe could not collect a renewal and is retrying; access until `endDate`.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'canceling', 'canceled', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const ZTierName = z
  .string()
  .trim()
  .min(1, { error: 'Tier name is required' })
  .max(100, { error: 'Tier name cannot exceed 100 characters' });
const ZTierPrice = ZAmountInput.refine((c) => c >= MIN_TIER_PRICE_CENTS && c <= MAX_TIER_PRICE_CENTS, {
  error: 'Price per month must be between $0.99 and $999.99',
});
/**
 * A tier's welcome note: sent to each new subscriber of the tier, in the app and by email
 * (docs/reference/money.md#subscriptions); null or empty sends none.
 */
const ZWelcomeNote = z
  .string()
  .trim()
  .max(2000, { error: 'A welcome note cannot exceed 2,000 characters' })
  .nullable()
  .optional();
const ZBenefits = z
  .array(z.string().trim().min(1, { error: 'A benefit cannot be empty' }).max(200))
  .max(20, { error: 'At most 20 benefits' });

/** POST /api/creator/subscription-tiers: the author's new tier (price in dollars, e.g. "4.99"). */
export const ZCreateTierRequest = z.object({
  name: ZTierName,
  description: z.string().trim().max(2000).nullable().optional(),
  price: ZTierPrice,
  benefits: ZBenefits.default([]),
  isActive: z.boolean().default(true),
  welcomeNote: ZWelcomeNote,
});
export type CreateTierRequest = z.input<typeof ZCreateTierRequest>;

/** PATCH /api/creator/subscription-tiers/{id}: any of the fields; `isActive: false` deactivates. */
export const ZUpdateTierRequest = z.object({
  name: ZTierName.optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  price: ZTierPrice.optional(),
  benefits: ZBenefits.optional(),
  isActive: z.boolean().optional(),
  welcomeNote: ZWelcomeNote,
});
export type UpdateTierRequest = z.input<typeof ZUpdateTierRequest>;

/**
 * A tier on the author's dashboard: GET /api/creator/subscription-tiers
 * and GET /api/user/subscription-tiers (the signed-in author's own, active and inactive).
 * Readers get the active ones as `ZPublicTier` (contract/creators.ts) from
 * GET /api/authors/{authorId}/subscription-tiers, cheapest first.
 */
export const ZCreatorTier = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  benefits: z.array(z.string()),
  isActive: z.boolean(),
  /** Sent to each new subscriber (the author's own view only; readers never see it before subscribing). */
  welcomeNote: z.string().nullable(),
  /** Readers with access through this tier now. */
  subscriberCount: z.number().int(),
  createdAt: z.string(),
});
export type CreatorTier = z.infer<typeof ZCreatorTier>;

/** POST /api/subscriptions and POST /api/create-subscription. */
export const ZSubscribeRequest = z.object({ authorId: ZId, tierId: ZId });
export type SubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** A reader's subscription, GET /api/user/subscriptions. */
export const ZUserSubscription = z.object({
  id: z.number().int(),
  /** True while the reader has access: status active, canceling or past_due within the period. */
  isActive: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  startDate: z.string(),
  /** End of the paid period (next billing, or the day access ends when cancelling); null if pending. */
  endDate: z.string().nullable(),
  /**
   * The same instant as `endDate` under its billing name (ISO): "Renews on {date}" while active, "Access until
   * {date}" while cancelling, "Ended on {date}" once lapsed (docs/reference/routes.md#my-subscriptions).
   */
  currentPeriodEnd: z.string().nullable(),
  /**
   * What this subscriber pays per month, in integer cents, fixed when they subscribed or changed tier: a
   * later change of the tier's price applies to new subscribers only (docs/reference/money.md#subscriptions).
   * The tier's price for rows from before prices were kept; null only when neither is known (tier deleted).
   */
  priceCents: z.number().int().nullable(),
  /** When the reader cancelled (null while active or after resuming). */
  canceledAt: z.string().nullable(),
  provider: z.enum(['demo', 'stripe']),
  author: z.object({
    id: z.number().int(),
    username: z.string().nullable(),
    displayName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  /** Null when the author deleted the tier (shown as "Basic"). */
  tier: z.object({ id: z.number().int(), name: z.string(), price: z.string() }).nullable(),
  createdAt: z.string(),
});
export type UserSubscription = z.infer<typeof ZUserSubscription>;

/**
 * The answer of POST /api/subscriptions: the subscription and its first payment. Demo: active at once.
 * Stripe: `payment.clientSecret` for the Payment Element; the subscription stays `pending` (or keeps
 * its old tier when changing tier) until Stripe confirms the invoice. Subscribing again to the same tier
 * changes nothing (resumes one that was cancelling); another tier of the same author replaces the tier
 * and starts a new monthly period at its price.
 */
export const ZSubscribeResult = z.object({
  subscription: ZUserSubscription,
  payment: ZPaymentResult.nullable(),
});
export type SubscribeResult = z.infer<typeof ZSubscribeResult>;

/** GET /api/user/subscription-status/{authorId}. */
export const ZSubscriptionStatus = z.object({
  isSubscribed: z.boolean(),
  subscription: ZUserSubscription.nullable(),
});
export type SubscriptionStatusResult = z.infer<typeof ZSubscriptionStatus>;

/** One row of GET /api/creator/subscribers (the screen shows 10). */
export const ZSubscriber = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    displayName: z.string(),
    username: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
  tier: z.object({ id: z.number().int(), name: z.string(), price: z.string() }).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof ZSubscriber>;
