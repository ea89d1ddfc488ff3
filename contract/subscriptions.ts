import { z } from 'zod';
import { BILLING_PERIODS } from './billing-period.js';
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
 * - `trialing`: in a free trial (access until `trialEndsAt`, when the first charge falls);
 * - `active`: paid for the current period, renews at `endDate`;
 * - `canceling`: cancelled by the reader, access until `endDate`, no renewal;
 * - `canceled`: ended (cancelled and lapsed, or payment failed for good); `isActive` false.
 * - `past_due`: Stripe could not collect a renewal and is retrying; access until `endDate`.
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'trialing',
  'active',
  'canceling',
  'canceled',
  'past_due',
] as const;
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
/** Percent off twelve months for annual billing; 0 offers no annual option. */
const ZAnnualDiscount = z
  .number()
  .int({ error: 'The annual discount is a whole percent' })
  .min(0, { error: 'The annual discount is between 0% and 50%' })
  .max(50, { error: 'The annual discount is between 0% and 50%' });
/** Days free before the first charge, once per reader and author; 0 offers no trial. */
const ZTrialDays = z
  .number()
  .int({ error: 'Trial days are whole days' })
  .min(0, { error: 'A free trial lasts 0 to 90 days' })
  .max(90, { error: 'A free trial lasts 0 to 90 days' });
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
  annualDiscountPercent: ZAnnualDiscount.default(0),
  trialDays: ZTrialDays.default(0),
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
  annualDiscountPercent: ZAnnualDiscount.optional(),
  trialDays: ZTrialDays.optional(),
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
  annualDiscountPercent: z.number().int(),
  /** What a year costs at the discount (cents); null when no annual option is offered (0%). */
  annualPriceCents: z.number().int().nullable(),
  trialDays: z.number().int(),
  /** Readers with access through this tier now. */
  subscriberCount: z.number().int(),
  /** Of them, those paying another price than `price` (before a price change), who "Move subscribers" would move. */
  subscribersOnOtherPrices: z.number().int(),
  createdAt: z.string(),
});
export type CreatorTier = z.infer<typeof ZCreatorTier>;

/**
 * POST /api/subscriptions and POST /api/create-subscription. `period: 'year'` bills a year at the tier's
 * annual price (409 ANNUAL_NOT_OFFERED when the tier has no annual discount). A tier with a free trial
 * starts with it unless this reader had a trial of this author before.
 */
export const ZSubscribeRequest = z.object({
  authorId: ZId,
  tierId: ZId,
  period: z.enum(BILLING_PERIODS).default('month'),
});
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
  /** How often `priceCents` is charged. */
  billingPeriod: z.enum(BILLING_PERIODS),
  /** The end of a free trial while `status` is trialing (the first charge falls then), else null. */
  trialEndsAt: z.string().nullable(),
  /** A new price the author moved subscribers to, charged from the first renewal on or after `priceChangeAt`. */
  pendingPriceCents: z.number().int().nullable(),
  priceChangeAt: z.string().nullable(),
  /** A downgrade's credit (cents), taken off the next renewal. */
  creditCents: z.number().int(),
  /** True when a gift pays the current period (provider 'gift'): access until `endDate`, no renewal. */
  isGift: z.boolean(),
  /** When the reader cancelled (null while active or after resuming). */
  canceledAt: z.string().nullable(),
  provider: z.enum(['demo', 'stripe', 'gift']),
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
  /**
   * Whether subscribing now to a tier with a free trial would start the trial: false once this reader
   * had a trial of this author (one per reader and author) and while they have access.
   */
  trialAvailable: z.boolean(),
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

/**
 * POST /api/subscriptions/{id}/change-tier: move to another tier of the same author inside the paid period,
 * prorated (`prorateTierChange`, contract/billing-period.ts): an upgrade charges the difference now, a
 * downgrade credits it to the next renewal; the period end stays. Errors: 404 (not the reader's), 409
 * SUBSCRIPTION_NOT_CHANGEABLE (not active, trialing or a gift), 400 SAME_TIER, 404 tier not this author's.
 */
export const ZChangeTierRequest = z.object({ tierId: ZId });
export type ChangeTierRequest = z.infer<typeof ZChangeTierRequest>;

/** The answer of change-tier: the subscription on its new tier, and the proration charge (null for a credit). */
export const ZChangeTierResult = z.object({
  subscription: ZUserSubscription,
  payment: ZPaymentResult.nullable(),
  /** Positive: charged now; negative: credited to the next renewal (cents). */
  prorationCents: z.number().int(),
});
export type ChangeTierResult = z.infer<typeof ZChangeTierResult>;

/**
 * POST /api/creator/subscription-tiers/{id}/move-subscribers: every subscriber of the tier paying another
 * price pays the tier's price from their first renewal on or after `noticeDays` from now (default 30,
 * at least 30 as consumer rules ask); each is told at once, in the app and by email.
 */
export const ZMoveSubscribersRequest = z.object({
  noticeDays: z.number().int().min(30, { error: 'Give at least 30 days of notice' }).max(365).default(30),
});
export const ZMoveSubscribersResult = z.object({
  moved: z.number().int(),
  /** When the new price starts to apply (ISO). */
  effectiveAt: z.string(),
});
export type MoveSubscribersResult = z.infer<typeof ZMoveSubscribersResult>;

/**
 * POST /api/gifts: a month or a year of a tier for someone. With `recipientUsername` the gift applies when
 * paid (404 USER_NOT_FOUND; 409 GIFT_RECIPIENT_SUBSCRIBED when they already have access through a
 * subscription to this author; 400 CANNOT_GIFT_SELF); without it, the answer carries a code, shown once.
 * A year needs the tier's annual option (409 ANNUAL_NOT_OFFERED).
 */
export const ZGiftRequest = z.object({
  tierId: ZId,
  period: z.enum(BILLING_PERIODS),
  recipientUsername: z.string().trim().min(1).max(50).optional(),
});
export type GiftRequest = z.infer<typeof ZGiftRequest>;

export const ZGiftResult = z.object({
  giftId: z.number().int(),
  payment: ZPaymentResult,
  /** The code to give (code gifts only, once the payment completed); never shown again. */
  code: z.string().nullable(),
  recipientUsername: z.string().nullable(),
});
export type GiftResult = z.infer<typeof ZGiftResult>;

/** POST /api/gifts/redeem: 404 GIFT_NOT_FOUND (unknown or unpaid code), 409 GIFT_ALREADY_REDEEMED, 409 GIFT_RECIPIENT_SUBSCRIBED. */
export const ZRedeemGiftRequest = z.object({ code: z.string().trim().min(1).max(64) });
export const ZRedeemGiftResult = z.object({ subscription: ZUserSubscription });
export type RedeemGiftResult = z.infer<typeof ZRedeemGiftResult>;
