import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PostAudience } from '../../../contract/posts.js';
import type { DbOrTx } from '../../db/client.js';
import { authorFollows, authorSubscriptions, posts, subscriptionTiers } from '../../db/schema.js';
import { liveSubscription, liveSubscriptionAs } from '../access/live-subscription.js';

/** The columns of a post that decide who reads it. */
export interface PostForAccess {
  authorId: number;
  audience: PostAudience;
  /** The tier of audience 'tier'; null when none was chosen or the tier was deleted since. */
  tierId: number | null;
}

/**
 * What one viewer holds with the authors of the posts asked about, as `loadPostRelations` loads it:
 * `following` author ids the viewer follows for free; `subscriptions` author id -> tier id of the
 * viewer's live subscription to that author (null when the subscription has no tier any more);
 * `coveredTiers` the ids of those authors' tiers priced at or below the viewer's own tier with them
 * (a subscriber of a $9.99 tier reads what is for the $4.99 tier, as tier-locked stories do).
 */
export interface PostRelations {
  following: ReadonlySet<number>;
  subscriptions: ReadonlyMap<number, number | null>;
  coveredTiers: ReadonlySet<number>;
}

/** A visitor's relations: none. */
export const NO_POST_RELATIONS: PostRelations = {
  following: new Set(),
  subscriptions: new Map(),
  coveredTiers: new Set(),
};

/**
 * THE rule of who reads a post's body (docs/reference/people.md#posts, ADR 0038): the author always;
 * 'public' anyone; 'followers' followers and live subscribers of the author; 'subscribers' live
 * subscribers; 'tier' live subscribers of that tier or of one priced at least as high (the rule of
 * tier-locked stories, docs/reference/money.md), or any live subscriber once the tier was deleted
 * (`tierId` null). "Live" is the access policy's subscription rule (`liveSubscription`, ADR 0014).
 * `relations` must hold `viewerId`'s rows for the post's author (`loadPostRelations`).
 */
export function mayReadPost(viewerId: number | null, post: PostForAccess, relations: PostRelations): boolean {
  if (viewerId !== null && viewerId === post.authorId) return true;
  if (post.audience === 'public') return true;
  if (viewerId === null) return false;
  const subscribed = relations.subscriptions.has(post.authorId);
  switch (post.audience) {
    case 'followers':
      return subscribed || relations.following.has(post.authorId);
    case 'subscribers':
      return subscribed;
    case 'tier':
      return subscribed && (post.tierId === null || relations.coveredTiers.has(post.tierId));
    default:
      return false; // an unknown stored audience reads as locked
  }
}

/**
 * `viewerId`'s follows of and live subscriptions to `authorIds`, with the tiers each subscription covers,
 * in three queries however many posts a page holds (none for a visitor or no authors).
 */
export async function loadPostRelations(
  db: DbOrTx,
  viewerId: number | null,
  authorIds: readonly number[],
): Promise<PostRelations> {
  const ids = [...new Set(authorIds)].filter((id) => id !== viewerId);
  if (viewerId === null || ids.length === 0) return NO_POST_RELATIONS;
  const [follows, subscriptions] = await Promise.all([
    db
      .select({ authorId: authorFollows.authorId })
      .from(authorFollows)
      .where(and(eq(authorFollows.followerId, viewerId), inArray(authorFollows.authorId, ids))),
    db
      .select({ authorId: authorSubscriptions.authorId, tierId: authorSubscriptions.tierId })
      .from(authorSubscriptions)
      .where(
        and(
          eq(authorSubscriptions.userId, viewerId),
          inArray(authorSubscriptions.authorId, ids),
          liveSubscription,
        ),
      ),
  ]);
  const ownTiers = subscriptions.flatMap((row) => (row.tierId === null ? [] : [row.tierId]));
  const covered =
    ownTiers.length === 0
      ? []
      : await db
          .select({ id: subscriptionTiers.id })
          .from(subscriptionTiers)
          .innerJoin(
            sql`${subscriptionTiers} AS own`,
            sql`own.author_id = ${subscriptionTiers.authorId} AND ${subscriptionTiers.price} <= own.price`,
          )
          .where(inArray(sql`own.id`, ownTiers));
  return {
    following: new Set(follows.map((row) => row.authorId)),
    subscriptions: new Map(subscriptions.map((row) => [row.authorId, row.tierId])),
    coveredTiers: new Set(covered.map((row) => row.id)),
  };
}

/**
 * The same rule in SQL, for a fan-out over the `posts` row in scope: the user ids among the author's
 * followers and live subscribers who may read it (`mayReadPost`), the author not included (they
 * neither follow nor subscribe to themselves). Followers count for 'public' and 'followers' only; a
 * subscriber counts for every audience, for 'tier' only with that tier or one priced at least as high (any
 * tier once it was deleted).
 * posts.test.ts checks the two forms agree for every audience.
 */
export function postReadersSql(): SQL {
  const s = liveSubscriptionAs('s');
  return sql`(
    SELECT f.follower_id AS user_id FROM ${authorFollows} f
      WHERE f.author_id = ${posts.authorId} AND ${posts.audience} IN ('public', 'followers')
    UNION
    SELECT s.user_id FROM ${authorSubscriptions} s
      WHERE s.author_id = ${posts.authorId} AND ${s}
        AND (${posts.audience} <> 'tier' OR ${posts.tierId} IS NULL OR EXISTS (
          SELECT 1 FROM ${subscriptionTiers} own JOIN ${subscriptionTiers} wanted ON wanted.id = ${posts.tierId}
          WHERE own.id = s.tier_id AND own.price >= wanted.price))
  )`;
}
