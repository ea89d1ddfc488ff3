/**
 * Money tables, re-exported by `schema.ts` (the one schema Drizzle reads):
 * subscriptions, content pricing, payments, author earnings and
 * content purchases, and the payment provider's bookkeeping (docs/reference/money.md#providers). Amounts are
 * numeric; code works in integer cents (ADR 0003).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, total } from './columns.js';
import { chapters, stories, subscriptionTiers, users } from './schema-core.js';

export const authorSubscriptions = pgTable(
  'author_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id').references(() => subscriptionTiers.id, { onDelete: 'set null' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }).unique(),
    /** contract/subscriptions.ts SUBSCRIPTION_STATUSES: pending, active, canceling, canceled, past_due. */
    status: varchar('status', { length: 20 }).notNull().default('active'),
    /** The reader cancelled: access lasts to `endDate`, then the subscription lapses (no renewal). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * 'demo' (renewed by our job), 'stripe' (renewed by Stripe Billing, told by webhook) or 'gift' (paid by
     * a gift: access until `endDate`, no renewal).
     */
    provider: varchar('provider', { length: 20 }).notNull().default('demo'),
    /**
     * What this subscriber pays per month, in cents, fixed when they subscribed (or changed tier): a later
     * change of the tier's price applies to new subscribers only (docs/reference/money.md#subscriptions).
     * Migration 0019 set it to the tier's price for existing rows; null only where the tier is gone.
     */
    priceCents: integer('price_cents'),
    /** month or year: how often `priceCents` is charged. */
    billingPeriod: varchar('billing_period', { length: 8 }).notNull().default('month'),
    /**
     * A price the author moved every subscriber to, with notice: charged from the first renewal on or
     * after `priceChangeAt` (docs/reference/money.md#subscriptions).
     */
    pendingPriceCents: integer('pending_price_cents'),
    priceChangeAt: timestamp('price_change_at', { withTimezone: true }),
    /** A downgrade's prorated credit (demo mode), taken off the next renewal's charge. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** The free trial's end while `status` is trialing; the first charge falls then. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** When this reader had a free trial of this author: one trial per reader and author, ever. */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    /** The gift that pays the current period (provider 'gift': no renewal, access until `endDate`). */
    giftId: integer('gift_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('author_subscriptions_user_author_uq').on(t.userId, t.authorId),
    index('author_subscriptions_author_idx').on(t.authorId),
    check(
      'author_subscriptions_status_check',
      sql`${t.status} in ('pending', 'trialing', 'active', 'canceling', 'canceled', 'past_due')`,
    ),
    check('author_subscriptions_billing_period_check', sql`${t.billingPeriod} in ('month', 'year')`),
    check('author_subscriptions_provider_check', sql`${t.provider} in ('demo', 'stripe', 'gift')`),
  ],
);

export const contentPricing = pgTable(
  'content_pricing',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    tierRequired: integer('tier_required').references(() => subscriptionTiers.id, { onDelete: 'set null' }),
    isPremium: boolean('is_premium').notNull().default(false),
    previewLength: integer('preview_length').notNull().default(500),
    createdAt: createdAt(),
  },
  (t) => [index('content_pricing_story_idx').on(t.storyId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The payer; null once they deleted their account (the row stays in the author's ledger). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author paid; null once they deleted their account (the row stays in the payer's history). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown for the payer once their account is gone ("Deleted reader"), set at deletion. */
    payerNameSnapshot: varchar('payer_name_snapshot', { length: 255 }),
    /** The name shown for the author once their account is gone ("Deleted author"), set at deletion. */
    authorNameSnapshot: varchar('author_name_snapshot', { length: 255 }),
    amount: money('amount').notNull(),
    platformFee: money('platform_fee').notNull(),
    authorEarning: money('author_earning').notNull(),
    type: varchar('type', { length: 50 }).notNull(),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'set null' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    /**
     * The provider's reference: `demo_…` for the demo provider, the PaymentIntent (`pi_…`) of a Stripe
     * purchase or tip, the Invoice (`in_…`) of a Stripe subscription period.
     */
    stripePaymentId: varchar('stripe_payment_id', { length: 255 }).unique(),
    /** A Stripe subscription payment's PaymentIntent, so that its `charge.refunded` finds the row. */
    stripePaymentIntentId: varchar('stripe_payment_intent_id', { length: 255 }),
    /** pending, completed, failed, refunded (contract/payments.ts). */
    status: varchar('status', { length: 50 }).notNull().default('completed'),
    /** 'demo' (no money moved) or 'stripe'. */
    provider: varchar('provider', { length: 20 }).notNull().default('demo'),
    /** The client's Idempotency-Key: one payment per user and key (docs/reference/money.md#providers). */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** What the key was used for ("purchase:12:34:299"), to refuse the same key for another request. */
    requestFingerprint: varchar('request_fingerprint', { length: 255 }),
    /**
     * A purchase's item ("story:12" or "story:12:chapter:34"; purchase-claim.ts), fixed at insert so a
     * later deletion of the story or chapter does not change it; null for tips and subscriptions. At
     * most one pending or completed purchase per payer and item (payments_purchase_claim_uq, ADR 0024).
     */
    itemKey: varchar('item_key', { length: 64 }),
    /** The subscription a subscription payment paid for, and the start of the period it paid. */
    subscriptionId: integer('subscription_id').references(() => authorSubscriptions.id, {
      onDelete: 'set null',
    }),
    tierId: integer('tier_id').references(() => subscriptionTiers.id, { onDelete: 'set null' }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** A tip's message to the author. */
    message: text('message'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_author_idx').on(t.authorId, t.createdAt),
    index('payments_story_idx').on(t.storyId),
    uniqueIndex('payments_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    // Nobody buys one item twice: a double click, two tabs or 50 requests at once make one open or
    // completed purchase; a failed or refunded one frees the item (ADR 0024).
    uniqueIndex('payments_purchase_claim_uq')
      .on(t.userId, t.itemKey)
      .where(sql`${t.status} in ('pending', 'completed')`),
    // A renewal is paid once per period, however often the renewal job or a webhook runs.
    uniqueIndex('payments_subscription_period_uq').on(t.subscriptionId, t.periodStart),
    index('payments_intent_idx').on(t.stripePaymentIntentId),
    check('payments_type_check', sql`${t.type} in ('purchase', 'subscription', 'tip', 'gift')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed', 'refunded')`),
    check('payments_split_check', sql`${t.platformFee} + ${t.authorEarning} = ${t.amount}`),
  ],
);

export const authorEarnings = pgTable('author_earnings', {
  id: serial('id').primaryKey(),
  /** Null once the author deleted their account: the totals (and unpaid `pendingPayout`) stay (ADR 0024). */
  authorId: integer('author_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  /** The name shown for the author once their account is gone ("Deleted author"), set at deletion. */
  authorNameSnapshot: varchar('author_name_snapshot', { length: 255 }),
  totalEarned: total('total_earned'),
  totalPaidOut: total('total_paid_out'),
  pendingPayout: total('pending_payout'),
  currentMonthEarnings: total('current_month_earnings'),
  subscriberCount: integer('subscriber_count').notNull().default(0),
  averageMonthlyRevenue: total('average_monthly_revenue'),
  lastPayoutAt: timestamp('last_payout_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentPurchases = pgTable(
  'content_purchases',
  {
    id: serial('id').primaryKey(),
    /** The buyer; null once they deleted their account (the record stays, ADR 0024). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The story; null once it (or its author's account) is deleted (the record stays, ADR 0024). */
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'set null' }),
    /**
     * The chapter bought alone, or null for the whole story. Removed with the chapter: set to null it
     * would read as a whole-story grant; the payment row keeps the purchase (its item_key, ADR 0024).
     */
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    accessGrantedAt: timestamp('access_granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  // One grant per buyer, story and chapter, a whole-story grant (chapter null) included: the migration
  // (0015) makes this index NULLS NOT DISTINCT, which drizzle-kit cannot declare on an index. Records
  // whose buyer or story is gone are left out, so two deleted buyers never collide.
  (t) => [
    uniqueIndex('content_purchases_user_story_chapter_uq')
      .on(t.userId, t.storyId, t.chapterId)
      .where(sql`${t.userId} IS NOT NULL AND ${t.storyId} IS NOT NULL`),
  ],
);

/**
 * Each Stripe webhook event applied, by its id: inserted in the same transaction as the event's effect,
 * so a duplicate delivery (or a redelivery after a crash that rolled the effect back) applies it once.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  /** The object the event was about (pi_…, in_…, sub_…, ch_…). */
  objectId: varchar('object_id', { length: 255 }),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a payment's author earning was shared among a story's owner and collaborators
 * (docs/reference/stories.md#collaborators): one row per recipient, written when the payment completes
 * from the shares in force then. The amounts (cents as numeric) add up to the payment's
 * `author_earning`. A payment with no row went wholly to `payments.author_id`. The unique key makes a
 * completion run twice record one split.
 */
export const paymentSplits = pgTable(
  'payment_splits',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The recipient; null once they deleted their account (the row stays in the ledger). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'owner' | 'coauthor' | 'editor': the recipient's role on the story when the payment completed. */
    role: varchar('role', { length: 16 }).notNull(),
    /** The recipient's share in basis points (0..10000) when the payment completed. */
    shareBps: integer('share_bps').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_splits_payment_user_uq').on(t.paymentId, t.userId),
    index('payment_splits_user_idx').on(t.userId),
    check('payment_splits_role_check', sql`${t.role} in ('owner', 'coauthor', 'editor')`),
  ],
);
