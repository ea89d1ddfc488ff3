import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client.js';
import { authorSubscriptions, contentPurchases, subscriptionTiers } from '../../db/schema.js';

/*
 * Test factories for entitlement rows, inserted directly (docs/reference/money.md: the payments flows that
 * create them end to end are tested in the payments module). Semantics as in ADR 0014.
 */

/** Inserts a tier of `authorId` at `price` (dollars string, "9.99"). */
export async function buildTier(db: Db, authorId: number, price: string, name = `Tier ${price}`) {
  const [tier] = await db.insert(subscriptionTiers).values({ authorId, name, price }).returning();
  return tier!;
}

/** Subscribes `userId` to `authorId` (active, no end) on `tierId`, or changes that subscription. */
export async function subscribe(
  db: Db,
  userId: number,
  authorId: number,
  values: { tierId?: number | null; isActive?: boolean; endDate?: Date | null } = {},
) {
  const row = { tierId: null, isActive: true, endDate: null, ...values };
  await db
    .insert(authorSubscriptions)
    .values({ userId, authorId, ...row })
    .onConflictDoUpdate({ target: [authorSubscriptions.userId, authorSubscriptions.authorId], set: row });
}

/** Records a purchase of a story (chapterId null) or of one chapter; `expiresAt` in the past = refunded. */
export async function purchase(
  db: Db,
  userId: number,
  storyId: number,
  chapterId: number | null = null,
  expiresAt: Date | null = null,
) {
  await db
    .insert(contentPurchases)
    .values({ userId, storyId, chapterId, expiresAt })
    .onConflictDoUpdate({
      target: [contentPurchases.userId, contentPurchases.storyId, contentPurchases.chapterId],
      // The grant index is partial (ADR 0024): records whose buyer or story is gone are outside it.
      targetWhere: sql`${contentPurchases.userId} IS NOT NULL AND ${contentPurchases.storyId} IS NOT NULL`,
      set: { expiresAt },
    });
}

/** Marks the purchase refunded now (expires_at = now, as the payments module does on a refund). */
export async function refund(db: Db, userId: number, storyId: number) {
  await db
    .update(contentPurchases)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(contentPurchases.userId, userId), eq(contentPurchases.storyId, storyId)));
}
