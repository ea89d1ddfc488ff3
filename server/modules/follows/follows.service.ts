import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { FOLLOWER_PAGE_SIZE, type FollowerPage, type FollowState } from '../../../contract/follows.js';
import type { DbOrTx } from '../../db/client.js';
import { outerUserId } from '../../db/outer-refs.js';
import { authorFollows, authorSubscriptions, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { liveSubscriptionAs } from '../access/live-subscription.js';
import { imageUrlFor, imageVersion, listedImage } from '../images/listed-image.js';
import type { NewNotification } from '../notifications/notifications.query.js';
import { followerCountSql, followerFigures } from './follows.query.js';

/**
 * The id of the user named `username` (case-insensitive, as author pages find them).
 * @throws AppError USER_NOT_FOUND (404, the author page's code)
 */
async function authorIdOf(db: DbOrTx, username: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row.id;
}

async function stateOf(db: DbOrTx, authorId: number, following: boolean): Promise<FollowState> {
  const [row] = await db.select({ n: followerCountSql(authorId) }).from(sql`(SELECT 1) AS one`);
  return { following, followerCount: Number(row?.n ?? 0) };
}

/**
 * POST /api/authors/{username}/follow: `viewer` follows the author for free
 * (docs/reference/people.md#follows). Idempotent: following again keeps the one row (its primary key).
 * `notification` is the author's `new_follower` notification when this call made a new follow (its
 * dedupe key `follow:{followerId}` keeps follow, unfollow, follow to one notification); the caller
 * inserts it after this returns.
 * @throws AppError USER_NOT_FOUND (404), CANNOT_FOLLOW_SELF (400)
 */
export async function followAuthor(
  db: DbOrTx,
  viewer: SessionUser,
  username: string,
): Promise<{ state: FollowState; notification: NewNotification | null }> {
  const authorId = await authorIdOf(db, username);
  if (authorId === viewer.id) throw new AppError('CANNOT_FOLLOW_SELF');
  const inserted = await db
    .insert(authorFollows)
    .values({ followerId: viewer.id, authorId })
    .onConflictDoNothing()
    .returning({ authorId: authorFollows.authorId });
  const state = await stateOf(db, authorId, true);
  return { state, notification: inserted.length > 0 ? newFollowerNotification(viewer.id, authorId) : null };
}

/**
 * DELETE /api/authors/{username}/follow: `viewer` stops following the author; idempotent (not following
 * is not an error). The author is not told.
 * @throws AppError USER_NOT_FOUND (404), CANNOT_FOLLOW_SELF (400)
 */
export async function unfollowAuthor(
  db: DbOrTx,
  viewer: SessionUser,
  username: string,
): Promise<FollowState> {
  const authorId = await authorIdOf(db, username);
  if (authorId === viewer.id) throw new AppError('CANNOT_FOLLOW_SELF');
  await db
    .delete(authorFollows)
    .where(and(eq(authorFollows.followerId, viewer.id), eq(authorFollows.authorId, authorId)));
  return stateOf(db, authorId, false);
}

/**
 * The author's `new_follower` notification (docs/reference/people.md#notifications): "{name} followed
 * you.", linking to the dashboard's followers; the name is read in the insert itself.
 */
function newFollowerNotification(followerId: number, authorId: number): NewNotification {
  const name = sql<string>`(SELECT coalesce(nullif(display_name, ''), username, 'Someone') FROM ${users} WHERE id = ${followerId})`;
  return {
    userId: authorId,
    actorId: followerId,
    type: 'new_follower',
    title: 'New follower',
    body: sql`${name} || ' followed you.'`,
    link: '/creator-dashboard?tab=followers',
    dedupeKey: `follow:${followerId}`,
  };
}

/**
 * GET /api/creator/followers: the author's followers, FOLLOWER_PAGE_SIZE per page, newest follow first,
 * followed before `before` (ISO 8601) when given; with `total` and `gained30d` (follows of the last 30
 * days still standing) and, per follower, whether they also hold a live subscription now (the rule of
 * `liveSubscriptionAs`). Names and photos only: never an email.
 */
export async function listFollowers(db: DbOrTx, authorId: number, before?: string): Promise<FollowerPage> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profileImageUrl: listedImage(users.profileImageUrl),
      imageVersion: imageVersion(users.updatedAt),
      followedAt: authorFollows.createdAt,
      isSubscriber: sql<boolean>`EXISTS (SELECT 1 FROM ${authorSubscriptions} s WHERE s.user_id = ${outerUserId} AND s.author_id = ${authorId} AND ${liveSubscriptionAs('s')})`,
    })
    .from(authorFollows)
    .innerJoin(users, eq(users.id, authorFollows.followerId))
    .where(
      and(
        eq(authorFollows.authorId, authorId),
        before === undefined ? undefined : lt(authorFollows.createdAt, new Date(before)),
      ),
    )
    .orderBy(desc(authorFollows.createdAt), desc(authorFollows.followerId))
    .limit(FOLLOWER_PAGE_SIZE + 1);
  const figures = await followerFigures(db, authorId);
  return {
    followers: rows.slice(0, FOLLOWER_PAGE_SIZE).map((row) => ({
      id: row.id,
      username: row.username ?? `user-${row.id}`,
      displayName: row.displayName ?? row.username ?? 'Unknown',
      profileImageUrl: imageUrlFor(
        row.profileImageUrl,
        `/api/users/${row.id}/avatar`,
        Number(row.imageVersion),
      ),
      followedAt: row.followedAt.toISOString(),
      isSubscriber: Boolean(row.isSubscriber),
    })),
    hasMore: rows.length > FOLLOWER_PAGE_SIZE,
    total: figures.total,
    gained30d: figures.gained30d,
  };
}
