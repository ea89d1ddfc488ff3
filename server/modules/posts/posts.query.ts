import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  authorFollows,
  authorSubscriptions,
  postPollOptions,
  postPollVotes,
  posts,
  subscriptionTiers,
  users,
} from '../../db/schema.js';
import { liveSubscription } from '../access/live-subscription.js';

/** A post with its author's public fields and its tier's name (null unless audience 'tier'). */
export interface PostRow {
  post: typeof posts.$inferSelect;
  author: { id: number; username: string; displayName: string; profileImageUrl: string | null };
  tierName: string | null;
}

/** One poll option with its vote count. */
export interface PollOptionRow {
  id: number;
  postId: number;
  label: string;
  votes: number;
}

const postColumns = {
  post: posts,
  author: {
    id: users.id,
    username: sql<string>`coalesce(${users.username}, '')`,
    displayName: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username}, '')`,
    profileImageUrl: users.profileImageUrl,
  },
  tierName: subscriptionTiers.name,
};

/** Posts matching `where`, newest first, at most `limit`, with author and tier name (one query). */
export function selectPostRows(db: DbOrTx, where: SQL | undefined, limit: number): Promise<PostRow[]> {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, posts.tierId))
    .where(where)
    .orderBy(desc(posts.id))
    .limit(limit);
}

/** The post `id`, or undefined. */
export async function selectPostRow(db: DbOrTx, id: number): Promise<PostRow | undefined> {
  const [row] = await selectPostRows(db, eq(posts.id, id), 1);
  return row;
}

/** Posts older than `before` (a post id) when given. */
export const olderThan = (before: number | undefined) =>
  before === undefined ? undefined : lt(posts.id, before);

/** Posts by the author `authorId`. */
export const byAuthor = (authorId: number) => eq(posts.authorId, authorId);

/** Posts by the authors `viewerId` follows or has a live subscription to now (the home feed). */
export const byFollowedAuthors = (viewerId: number) =>
  sql`${posts.authorId} IN (
    SELECT ${authorFollows.authorId} FROM ${authorFollows} WHERE ${authorFollows.followerId} = ${viewerId}
    UNION
    SELECT ${authorSubscriptions.authorId} FROM ${authorSubscriptions}
      WHERE ${authorSubscriptions.userId} = ${viewerId} AND ${liveSubscription}
  )`;

/** The poll options of `postIds` in order, with their counts (one query). */
export async function selectPollOptions(db: DbOrTx, postIds: readonly number[]): Promise<PollOptionRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select({
      id: postPollOptions.id,
      postId: postPollOptions.postId,
      label: postPollOptions.label,
      votes: sql<number>`(SELECT count(*)::int FROM ${postPollVotes} v WHERE v.option_id = ${postPollOptions.id})`,
    })
    .from(postPollOptions)
    .where(inArray(postPollOptions.postId, [...postIds]))
    .orderBy(asc(postPollOptions.postId), asc(postPollOptions.position), asc(postPollOptions.id));
}

/** post id -> option id of `userId`'s vote, among `postIds` (one query; none for a visitor). */
export async function selectMyVotes(
  db: DbOrTx,
  userId: number | null,
  postIds: readonly number[],
): Promise<Map<number, number>> {
  if (userId === null || postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postPollVotes.postId, optionId: postPollVotes.optionId })
    .from(postPollVotes)
    .where(and(eq(postPollVotes.userId, userId), inArray(postPollVotes.postId, [...postIds])));
  return new Map(rows.map((row) => [row.postId, row.optionId]));
}

/** The user named `username` (case-insensitive): id, or undefined. */
export async function selectAuthorId(db: DbOrTx, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row?.id;
}

/** Whether the post `id` exists (its page answers 404 otherwise, ADR 0019). */
export async function postExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).limit(1);
  return row !== undefined;
}
