import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outerUserId } from '../../db/outer-refs.js';
import { authorSubscriptions, stories, users } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import { liveSubscriptionAs } from '../access/live-subscription.js';
import { followerCountSql } from '../follows/follows.query.js';
import { imageUrlFor, imageVersion, listedImage } from '../images/listed-image.js';
import { trendingStories } from '../stories/stories.discovery.js';
import { selectStoryCards } from '../stories/story-card.query.js';

/** Featured creators on the hub (docs/reference/routes.md#home): at most 6. */
export const FEATURED_CREATORS_MAX = 6;

/**
 * Authors of the trending stories, in trending order, with their real active-subscriber, follower
 * (docs/reference/people.md#follows) and published-story counts (the prototype made subscriber counts
 * up; docs/reference/routes.md#home).
 */
export async function featuredCreators(db: Db) {
  const trending = await trendingStories(db, '', 50);
  const authorIds = [...new Set(trending.map((row) => row.story.authorId))].slice(0, FEATURED_CREATORS_MAX);
  if (authorIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profileImageUrl: listedImage(users.profileImageUrl),
      imageVersion: imageVersion(users.updatedAt),
      bio: users.bio,
      subscriberCount: sql<number>`(SELECT count(*)::int FROM ${authorSubscriptions} s WHERE s.author_id = ${outerUserId} AND ${liveSubscriptionAs('s')})`,
      storyCount: sql<number>`(SELECT count(*)::int FROM ${stories} st WHERE st.author_id = ${outerUserId} AND st.is_published)`,
      followerCount: followerCountSql(outerUserId),
    })
    .from(users)
    .where(inArray(users.id, authorIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return authorIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { imageVersion: version, ...creator } = row;
    return [
      {
        ...creator,
        profileImageUrl: imageUrlFor(row.profileImageUrl, `/api/users/${row.id}/avatar`, version),
        username: row.username ?? `user-${row.id}`,
        displayName: row.displayName ?? row.username ?? 'Unknown',
      },
    ];
  });
}

/** Published stories by authors the user actively subscribes to, newest first (hub "From Your Subscriptions"). */
export function subscribedStories(db: Db, user: SessionUser, limit: number) {
  return selectStoryCards(
    db,
    and(
      eq(stories.isPublished, true),
      sql`${stories.authorId} IN (SELECT s.author_id FROM ${authorSubscriptions} s WHERE s.user_id = ${user.id} AND ${liveSubscriptionAs('s')})`,
    ),
    { limit },
  );
}
