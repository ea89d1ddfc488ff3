import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authorFollows } from '../../db/schema.js';

/** How far back the dashboard's follower growth looks (docs/reference/people.md#follows). */
export const FOLLOWER_GROWTH_DAYS = 30;

/**
 * SQL for the follower count of the user whose id is `authorId` (a column of the outer query, such as
 * `users.id`), as an int: `count(*)` over the `author_follows_author_idx` index.
 */
export function followerCountSql(authorId: SQL | SQL.Aliased | number): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM ${authorFollows} af WHERE af.author_id = ${authorId})`;
}

/**
 * The author's follower figures: `total` followers now and `gained30d`, the follows made in the last
 * FOLLOWER_GROWTH_DAYS days that still stand (an unfollow deletes the row, so who left is not counted).
 */
export async function followerFigures(
  db: DbOrTx,
  authorId: number,
): Promise<{ total: number; gained30d: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      gained30d: sql<number>`(count(*) FILTER (WHERE ${authorFollows.createdAt} > now() - make_interval(days => ${FOLLOWER_GROWTH_DAYS})))::int`,
    })
    .from(authorFollows)
    .where(eq(authorFollows.authorId, authorId));
  return { total: Number(row?.total ?? 0), gained30d: Number(row?.gained30d ?? 0) };
}

/** Whether `followerId` follows `authorId` now. */
export async function isFollowingAuthor(db: DbOrTx, followerId: number, authorId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(authorFollows)
    .where(and(eq(authorFollows.followerId, followerId), eq(authorFollows.authorId, authorId)));
  return (row?.n ?? 0) > 0;
}
