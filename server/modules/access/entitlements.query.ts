import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  ageVerifications,
  authorSubscriptions,
  contentPurchases,
  subscriptionTiers,
} from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import { type Entitlements, needsEntitlements, type StoryForAccess } from './access.policy.js';
import { liveSubscription } from './live-subscription.js';

// The shape belongs to the decision that reads it; loaders import it from here too (ADR 0026).
export type { Entitlements } from './access.policy.js';

/** An anonymous visitor's entitlements: none. */
export const NO_ENTITLEMENTS: Entitlements = {
  subscriptions: new Map(),
  tierPrices: new Map(),
  storyPurchases: new Set(),
  chapterPurchases: new Set(),
  ageVerified: new Set(),
};

/** A purchase that grants access now: not expired (a refund sets `expires_at`, ADR 0014). */
const grantingPurchase = () =>
  or(isNull(contentPurchases.expiresAt), gt(contentPurchases.expiresAt, sql`now()`));

/** Cents of a numeric(10,2) money column, computed in SQL. */
const cents = (column: typeof subscriptionTiers.price) => sql<number>`round(${column} * 100)::int`;

/**
 * Loads `viewer`'s entitlements for `stories` (their authors, required tiers, purchases and 18+
 * confirmations) in at most four queries however many stories and chapters are asked about (none for
 * an anonymous viewer, nor for stories whose decision needs none: `needsEntitlements`). Entitlement semantics shared with the payments module (ADR 0014):
 * - a subscription counts while `is_active AND (end_date IS NULL OR end_date > now())`; cancelling at
 *   period end keeps it active until its end_date;
 * - a purchase counts while `expires_at IS NULL OR expires_at > now()`; a refund sets expires_at.
 * Takes a database or a transaction, so a purchase can be read back inside the transaction that made it.
 */
export async function loadEntitlements(
  db: DbOrTx,
  viewer: SessionUser | null,
  all: readonly StoryForAccess[],
): Promise<Entitlements> {
  const stories = all.filter((story) => needsEntitlements(viewer, story));
  if (!viewer || stories.length === 0) return NO_ENTITLEMENTS;
  const storyIds = [...new Set(stories.map((s) => s.id))];
  const authorIds = [...new Set(stories.map((s) => s.authorId).filter((id) => id !== viewer.id))];
  const tierIds = [...new Set(stories.flatMap((s) => (s.requiredTierId ? [s.requiredTierId] : [])))];
  const [subs, tiers, purchases, verified] = await Promise.all([
    authorIds.length === 0
      ? []
      : db
          .select({
            authorId: authorSubscriptions.authorId,
            cents: sql<number>`coalesce(${cents(subscriptionTiers.price)}, 0)`,
          })
          .from(authorSubscriptions)
          .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, authorSubscriptions.tierId))
          .where(
            and(
              eq(authorSubscriptions.userId, viewer.id),
              inArray(authorSubscriptions.authorId, authorIds),
              liveSubscription,
            ),
          ),
    tierIds.length === 0
      ? []
      : db
          .select({ id: subscriptionTiers.id, cents: cents(subscriptionTiers.price) })
          .from(subscriptionTiers)
          .where(inArray(subscriptionTiers.id, tierIds)),
    db
      .select({ storyId: contentPurchases.storyId, chapterId: contentPurchases.chapterId })
      .from(contentPurchases)
      .where(
        and(
          eq(contentPurchases.userId, viewer.id),
          inArray(contentPurchases.storyId, storyIds),
          grantingPurchase(),
        ),
      ),
    db
      .select({ storyId: ageVerifications.storyId })
      .from(ageVerifications)
      .where(and(eq(ageVerifications.userId, viewer.id), inArray(ageVerifications.storyId, storyIds))),
  ]);
  return {
    subscriptions: new Map(subs.map((s) => [s.authorId, Number(s.cents)])),
    tierPrices: new Map(tiers.map((t) => [t.id, Number(t.cents)])),
    storyPurchases: new Set(
      purchases.flatMap((p) => (p.chapterId === null && p.storyId !== null ? [p.storyId] : [])),
    ),
    chapterPurchases: new Set(purchases.flatMap((p) => (p.chapterId === null ? [] : [p.chapterId]))),
    ageVerified: new Set(verified.map((v) => v.storyId)),
  };
}

/**
 * The entitlements for ONE story of each of `viewerIds` (a chapter's chat room re-checked at each
 * event, ADR 0012), in at most four queries whatever the number of viewers, with the semantics of
 * `loadEntitlements`. Viewers whose decision needs none (`needsEntitlements`: the author, a public
 * story that is not 18+) are left out of the map: use NO_ENTITLEMENTS for them.
 */
export async function loadEntitlementsOfViewers(
  db: DbOrTx,
  viewerIds: readonly number[],
  story: StoryForAccess,
): Promise<Map<number, Entitlements>> {
  const ids = [...new Set(viewerIds)].filter((id) => needsEntitlements({ id, username: null }, story));
  if (ids.length === 0) return new Map();
  const [subs, tiers, purchases, verified] = await Promise.all([
    db
      .select({
        userId: authorSubscriptions.userId,
        cents: sql<number>`coalesce(${cents(subscriptionTiers.price)}, 0)`,
      })
      .from(authorSubscriptions)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, authorSubscriptions.tierId))
      .where(
        and(
          inArray(authorSubscriptions.userId, ids),
          eq(authorSubscriptions.authorId, story.authorId),
          liveSubscription,
        ),
      ),
    story.requiredTierId === null
      ? []
      : db
          .select({ id: subscriptionTiers.id, cents: cents(subscriptionTiers.price) })
          .from(subscriptionTiers)
          .where(eq(subscriptionTiers.id, story.requiredTierId)),
    db
      .select({ userId: contentPurchases.userId, chapterId: contentPurchases.chapterId })
      .from(contentPurchases)
      .where(
        and(
          inArray(contentPurchases.userId, ids),
          eq(contentPurchases.storyId, story.id),
          grantingPurchase(),
        ),
      ),
    db
      .select({ userId: ageVerifications.userId })
      .from(ageVerifications)
      .where(and(inArray(ageVerifications.userId, ids), eq(ageVerifications.storyId, story.id))),
  ]);
  const tierPrices = new Map(tiers.map((t) => [t.id, Number(t.cents)]));
  const subscribed = new Map(subs.map((sub) => [sub.userId, Number(sub.cents)]));
  const ageVerified = new Set(verified.map((v) => v.userId));
  const storyBuyers = new Set<number | null>();
  const chaptersBought = new Map<number | null, number[]>();
  for (const p of purchases) {
    if (p.chapterId === null) storyBuyers.add(p.userId);
    else chaptersBought.set(p.userId, [...(chaptersBought.get(p.userId) ?? []), p.chapterId]);
  }
  const byViewer = new Map<number, Entitlements>();
  for (const id of ids) {
    const cents = subscribed.get(id);
    byViewer.set(id, {
      subscriptions: new Map(cents === undefined ? [] : [[story.authorId, cents]]),
      tierPrices,
      storyPurchases: new Set(storyBuyers.has(id) ? [story.id] : []),
      chapterPurchases: new Set(chaptersBought.get(id) ?? []),
      ageVerified: new Set(ageVerified.has(id) ? [story.id] : []),
    });
  }
  return byViewer;
}
