import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { annualPriceCents } from '../../../contract/billing-period.js';
import type { ZPublicTier } from '../../../contract/creators.js';
import type { CreatorTier } from '../../../contract/subscriptions.js';
import type { DbOrTx } from '../../db/client.js';
import { authorSubscriptions, subscriptionTiers, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { fromCents, toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { liveSubscriptionAs } from '../access/live-subscription.js';

/** Most tiers one author may have (a dashboard list, not a catalogue). */
export const MAX_TIERS_PER_AUTHOR = 20;

type TierRow = typeof subscriptionTiers.$inferSelect;

// Qualified by hand: drizzle renders an outer column unqualified when the query has no join.
const outerTierId = sql.raw('"subscription_tiers"."id"');
const subscriberCount = sql<number>`(SELECT count(*)::int FROM ${authorSubscriptions} s WHERE s.tier_id = ${outerTierId} AND ${liveSubscriptionAs('s')})`;
/**
 * Live paid subscribers of the tier whose kept price is not the tier's price for their billing period
 * (monthly: `price`; yearly: the annual price), with no move already pending to it: who "Move subscribers"
 * would move (docs/reference/money.md#subscriptions).
 */
const subscribersOnOtherPrices = sql<number>`(SELECT count(*)::int FROM ${authorSubscriptions} s WHERE s.tier_id = ${outerTierId} AND ${liveSubscriptionAs('s')} AND s.provider <> 'gift' AND s.price_cents IS NOT NULL AND coalesce(s.pending_price_cents, s.price_cents) <> ${tierPriceForPeriodSql('s')})`;

/**
 * SQL: the tier's price (cents) for the billing period of subscription alias `alias`, the annual one
 * rounded half up as `annualPriceCents` (contract/billing-period.ts) does.
 */
function tierPriceForPeriodSql(alias: string) {
  const a = sql.raw(alias);
  return sql`(CASE WHEN ${a}.billing_period = 'year' THEN round("subscription_tiers"."price" * 100 * 12 * (100 - "subscription_tiers"."annual_discount_percent") / 100)::int ELSE round("subscription_tiers"."price" * 100)::int END)`;
}

/** What a year of `tier` costs (cents), or null when the tier offers no annual option (0% discount). */
export function annualOptionCents(tier: Pick<TierRow, 'price' | 'annualDiscountPercent'>): number | null {
  return tier.annualDiscountPercent > 0
    ? annualPriceCents(toCents(tier.price), tier.annualDiscountPercent)
    : null;
}

/**
 * A tier as readers see it (contract ZPublicTier): also used by the author page
 * (creators/authors.service.ts).
 */
export function presentPublicTier(t: TierRow): z.infer<typeof ZPublicTier> {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    price: t.price,
    benefits: t.benefits,
    annualPriceCents: annualOptionCents(t),
    annualDiscountPercent: t.annualDiscountPercent,
    trialDays: t.trialDays,
  };
}

type Counted = TierRow & { subscriberCount: number; subscribersOnOtherPrices: number };

function present(row: Counted): CreatorTier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    benefits: row.benefits,
    isActive: row.isActive,
    welcomeNote: row.welcomeNote,
    annualDiscountPercent: row.annualDiscountPercent,
    annualPriceCents: annualOptionCents(row),
    trialDays: row.trialDays,
    subscriberCount: row.subscriberCount,
    subscribersOnOtherPrices: row.subscribersOnOtherPrices,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The author's own tiers, active and inactive, cheapest first, with live subscriber counts (dashboard). */
export async function listCreatorTiers(db: DbOrTx, authorId: number): Promise<CreatorTier[]> {
  const rows = await db
    .select({ tier: subscriptionTiers, subscriberCount, subscribersOnOtherPrices })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.authorId, authorId))
    .orderBy(asc(subscriptionTiers.price), asc(subscriptionTiers.id));
  return rows.map((r) => present({ ...r.tier, ...counts(r) }));
}

/**
 * GET /api/authors/{authorId}/subscription-tiers (docs/reference/routes.md#api-money): the author's active
 * tiers, cheapest first, as readers see them.
 * @throws AppError USER_NOT_FOUND
 */
export async function listPublicTiers(db: DbOrTx, authorId: number): Promise<z.infer<typeof ZPublicTier>[]> {
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.id, authorId));
  if (!author) throw new AppError('USER_NOT_FOUND');
  const rows = await db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.authorId, authorId), eq(subscriptionTiers.isActive, true)))
    .orderBy(asc(subscriptionTiers.price), asc(subscriptionTiers.id));
  return rows.map(presentPublicTier);
}

const counts = (r: { subscriberCount: number; subscribersOnOtherPrices: number }) => ({
  subscriberCount: r.subscriberCount,
  subscribersOnOtherPrices: r.subscribersOnOtherPrices,
});

/** Input of a new tier (contract ZCreateTierRequest, price already in cents). */
export interface TierInput {
  name: string;
  description?: string | null;
  price: number;
  benefits: string[];
  isActive: boolean;
  /** Sent to each new subscriber (welcome-note.ts); empty or null: none. */
  welcomeNote?: string | null;
  /** Percent off twelve months (0–50; 0: monthly only). */
  annualDiscountPercent?: number;
  /** Free days before the first charge (0–90). */
  trialDays?: number;
}

/**
 * Creates a tier for the signed-in author (docs/reference/money.md#prices: name 1-100, price 0.99-999.99 per
 * month, validated by the contract).
 * @throws AppError VALIDATION_ERROR when the author already has MAX_TIERS_PER_AUTHOR tiers
 */
export async function createTier(db: DbOrTx, author: SessionUser, input: TierInput): Promise<CreatorTier> {
  const [existing] = await db
    .select({ n: count() })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.authorId, author.id));
  if ((existing?.n ?? 0) >= MAX_TIERS_PER_AUTHOR) {
    throw new AppError('VALIDATION_ERROR', `At most ${MAX_TIERS_PER_AUTHOR} tiers per author`);
  }
  const [row] = await db
    .insert(subscriptionTiers)
    .values({
      authorId: author.id,
      name: input.name,
      description: input.description || null,
      price: fromCents(input.price),
      benefits: input.benefits,
      isActive: input.isActive,
      welcomeNote: input.welcomeNote || null,
      annualDiscountPercent: input.annualDiscountPercent ?? 0,
      trialDays: input.trialDays ?? 0,
    })
    .returning();
  return present({ ...row!, subscriberCount: 0, subscribersOnOtherPrices: 0 });
}

/** One of the author's own tiers. @throws AppError TIER_NOT_FOUND (not the author's) */
export async function ownTier(db: DbOrTx, author: SessionUser, tierId: number): Promise<TierRow> {
  const [row] = await db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.id, tierId), eq(subscriptionTiers.authorId, author.id)));
  if (!row) throw new AppError('TIER_NOT_FOUND');
  return row;
}

/**
 * Edits or (de)activates one of the author's tiers. A new price applies to new subscribers only: existing
 * ones keep the `price_cents` they subscribed at (docs/reference/money.md#subscriptions); nothing is sent to
 * Stripe here (a new Price is made on the next subscribe; existing Stripe subscriptions keep theirs).
 * An empty edit (`{}`, or only unknown fields, which the contract strips) changes nothing and returns
 * the tier as it is: a merge patch with no members is a no-op (RFC 7396 section 2).
 * @throws AppError TIER_NOT_FOUND (not the author's)
 */
export async function updateTier(
  db: DbOrTx,
  author: SessionUser,
  tierId: number,
  input: Partial<TierInput>,
): Promise<CreatorTier> {
  await ownTier(db, author, tierId);
  const changes: Partial<typeof subscriptionTiers.$inferInsert> = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description || null } : {}),
    ...(input.price !== undefined ? { price: fromCents(input.price) } : {}),
    ...(input.benefits !== undefined ? { benefits: input.benefits } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    ...(input.welcomeNote !== undefined ? { welcomeNote: input.welcomeNote || null } : {}),
    ...(input.annualDiscountPercent !== undefined
      ? { annualDiscountPercent: input.annualDiscountPercent }
      : {}),
    ...(input.trialDays !== undefined ? { trialDays: input.trialDays } : {}),
  };
  // Drizzle throws on an empty SET ("No values to set"): there is nothing to write.
  if (Object.keys(changes).length > 0) {
    await db.update(subscriptionTiers).set(changes).where(eq(subscriptionTiers.id, tierId));
  }
  const [row] = await db
    .select({ tier: subscriptionTiers, subscriberCount, subscribersOnOtherPrices })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, tierId));
  return present({ ...row!.tier, ...counts(row!) });
}

/**
 * Deletes one of the author's tiers; its subscriptions keep running with no tier
 * (docs/reference/data.md#entities: "tierId cleared if the tier is deleted"; shown as "Basic").
 * @throws AppError TIER_NOT_FOUND
 */
export async function deleteTier(db: DbOrTx, author: SessionUser, tierId: number): Promise<void> {
  await ownTier(db, author, tierId);
  await db.delete(subscriptionTiers).where(eq(subscriptionTiers.id, tierId));
}

/** A tier for subscribing: active and the author's. @throws AppError TIER_NOT_FOUND */
export async function subscribableTier(db: DbOrTx, authorId: number, tierId: number): Promise<TierRow> {
  const [row] = await db
    .select()
    .from(subscriptionTiers)
    .where(
      and(
        eq(subscriptionTiers.id, tierId),
        eq(subscriptionTiers.authorId, authorId),
        eq(subscriptionTiers.isActive, true),
      ),
    );
  if (!row) throw new AppError('TIER_NOT_FOUND');
  return row;
}

/** An active tier by id alone (a gift names only the tier). @throws AppError TIER_NOT_FOUND */
export async function subscribableTierById(db: DbOrTx, tierId: number): Promise<TierRow> {
  const [row] = await db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.id, tierId), eq(subscriptionTiers.isActive, true)));
  if (!row?.authorId) throw new AppError('TIER_NOT_FOUND');
  return row;
}
