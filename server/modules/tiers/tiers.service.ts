import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZPublicTier } from '../../../contract/creators.js';
import type { CreatorTier } from '../../../contract/subscriptions.js';
import type { DbOrTx } from '../../db/client.js';
import { authorSubscriptions, subscriptionTiers, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { fromCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { liveSubscriptionAs } from '../access/live-subscription.js';

/** Most tiers one author may have (a dashboard list, not a catalogue). */
export const MAX_TIERS_PER_AUTHOR = 20;

type TierRow = typeof subscriptionTiers.$inferSelect;

// Qualified by hand: drizzle renders an outer column unqualified when the query has no join.
const outerTierId = sql.raw('"subscription_tiers"."id"');
const subscriberCount = sql<number>`(SELECT count(*)::int FROM ${authorSubscriptions} s WHERE s.tier_id = ${outerTierId} AND ${liveSubscriptionAs('s')})`;

function present(row: TierRow & { subscriberCount: number }): CreatorTier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    benefits: row.benefits,
    isActive: row.isActive,
    welcomeNote: row.welcomeNote,
    subscriberCount: row.subscriberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The author's own tiers, active and inactive, cheapest first, with live subscriber counts (dashboard). */
export async function listCreatorTiers(db: DbOrTx, authorId: number): Promise<CreatorTier[]> {
  const rows = await db
    .select({ tier: subscriptionTiers, subscriberCount })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.authorId, authorId))
    .orderBy(asc(subscriptionTiers.price), asc(subscriptionTiers.id));
  return rows.map((r) => present({ ...r.tier, subscriberCount: r.subscriberCount }));
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
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    price: t.price,
    benefits: t.benefits,
  }));
}

/** Input of a new tier (contract ZCreateTierRequest, price already in cents). */
export interface TierInput {
  name: string;
  description?: string | null;
  price: number;
  benefits: string[];
  isActive: boolean;
  /** Sent to each new subscriber (welcome-note.ts); empty or null: none. */
  welcomeNote?: string | null;
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
    })
    .returning();
  return present({ ...row!, subscriberCount: 0 });
}

async function ownTier(db: DbOrTx, author: SessionUser, tierId: number): Promise<TierRow> {
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
  };
  // Drizzle throws on an empty SET ("No values to set"): there is nothing to write.
  if (Object.keys(changes).length > 0) {
    await db.update(subscriptionTiers).set(changes).where(eq(subscriptionTiers.id, tierId));
  }
  const [row] = await db
    .select({ tier: subscriptionTiers, subscriberCount })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, tierId));
  return present({ ...row!.tier, subscriberCount: row!.subscriberCount });
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
