import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  ageVerifications,
  authorSubscriptions,
  contentPurchases,
  subscriptionTiers,
} from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import { needsEntitlements, type StoryForAccess } from './access.policy.js';

/**
 * What a viewer holds that the access decision reads (issue "Money" §1, ADR 0014). Prices in cents.
 * - `subscriptions`: author id -> monthly price of the viewer's active subscription's tier (0 when
 *   the subscription has no tier any more);
 * - `tierPrices`: tier id -> monthly price, for the tiers the stories asked about require;
 * - `storyPurchases` / `chapterPurchases`: story ids bought whole, chapter ids bought singly;
 * - `ageVerified`: story ids the viewer confirmed being 18 or older for.
 */
export interface Entitlements {
  subscriptions: ReadonlyMap<number, number>;
  tierPrices: ReadonlyMap<number, number>;
  storyPurchases: ReadonlySet<number>;
  chapterPurchases: ReadonlySet<number>;
  ageVerified: ReadonlySet<number>;
}

/** An anonymous visitor's entitlements: none. */
export const NO_ENTITLEMENTS: Entitlements = {
  subscriptions: new Map(),
  tierPrices: new Map(),
  storyPurchases: new Set(),
  chapterPurchases: new Set(),
  ageVerified: new Set(),
};

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
  const now = sql`now()`;
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
              eq(authorSubscriptions.isActive, true),
              or(isNull(authorSubscriptions.endDate), gt(authorSubscriptions.endDate, now)),
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
          or(isNull(contentPurchases.expiresAt), gt(contentPurchases.expiresAt, now)),
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
    storyPurchases: new Set(purchases.flatMap((p) => (p.chapterId === null ? [p.storyId] : []))),
    chapterPurchases: new Set(purchases.flatMap((p) => (p.chapterId === null ? [] : [p.chapterId]))),
    ageVerified: new Set(verified.map((v) => v.storyId)),
  };
}
