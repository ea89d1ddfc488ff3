import { and, desc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { preparedFor } from '../../db/prepared.js';
import { bookmarks, stories, storyReads, storyTrending } from '../../db/schema.js';

/**
 * Trending points per story, the rule of docs/reference/performance.md#trending: 1 point per read in the last
 * 7 days, 2 per bookmark in the last 30 days (a bookmark is a stronger signal than an open). Bounded by
 * recent activity, not by the catalogue. `story_trending` keeps these scores (see `refreshTrendingScores`).
 */
export const recentActivity = sql`(
  SELECT a.story_id, sum(a.points)::int AS score FROM (
    SELECT ${storyReads.storyId} AS story_id, 1 AS points FROM ${storyReads}
      WHERE ${storyReads.readAt} > now() - interval '7 days'
    UNION ALL
    SELECT ${bookmarks.storyId}, 2 FROM ${bookmarks} WHERE ${bookmarks.createdAt} > now() - interval '30 days'
  ) a GROUP BY a.story_id
)`;

/**
 * Recomputes every stored trending score from the rule above (docs/reference/performance.md#trending): the
 * triggers of migration 0007 add points as reads and bookmarks happen; this drops the points whose read or
 * bookmark left its window, and repairs any drift. Idempotent (absolute values, one statement).
 * @returns the number of scores changed or removed
 */
export async function refreshTrendingScores(db: DbOrTx): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`
    WITH activity AS ${recentActivity},
    changed AS (
      INSERT INTO ${storyTrending} (story_id, score)
        SELECT a.story_id, a.score FROM activity a JOIN ${stories} s ON s.id = a.story_id
      ON CONFLICT (story_id) DO UPDATE SET score = excluded.score
        WHERE ${storyTrending.score} <> excluded.score
      RETURNING 1
    ),
    removed AS (
      DELETE FROM ${storyTrending} t WHERE NOT EXISTS (SELECT 1 FROM activity a WHERE a.story_id = t.story_id)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM changed)::int + (SELECT count(*) FROM removed)::int AS n`,
  );
  return row?.n ?? 0;
}

const active = (withGenre: boolean) => (db: DbOrTx, name: string) =>
  db
    .select({ id: stories.id })
    .from(storyTrending)
    .innerJoin(stories, eq(stories.id, storyTrending.storyId))
    .where(
      and(
        gt(storyTrending.score, 0),
        eq(stories.isPublished, true),
        withGenre ? eq(stories.genre, sql.placeholder('genre')) : undefined,
      ),
    )
    // NULLS LAST as in story_trending_score_idx, so the index gives the order (PostgreSQL does not
    // match `DESC` to it, though the column is NOT NULL) and only the top rows are read.
    .orderBy(sql`${storyTrending.score} DESC NULLS LAST`, desc(stories.updatedAt), desc(stories.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);

const quiet = (withGenre: boolean) => (db: DbOrTx, name: string) =>
  db
    .select({ id: stories.id })
    .from(stories)
    .where(
      and(
        eq(stories.isPublished, true),
        withGenre ? eq(stories.genre, sql.placeholder('genre')) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(storyTrending)
            .where(and(eq(storyTrending.storyId, stories.id), gt(storyTrending.score, 0))),
        ),
      ),
    )
    .orderBy(desc(stories.updatedAt), desc(stories.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);

/**
 * Ids of the trending published stories (docs/reference/performance.md#trending): by stored score (see
 * `recentActivity`), then latest update, then id; stories without recent activity follow by latest
 * update. Reads only the stories with activity plus, when those are fewer than `limit`, the latest
 * quiet ones, so its cost does not grow with the catalogue.
 * @param genre a genre, or '' / 'All' for any
 * @param limit maximum ids (1-50, contract ZListQuery)
 */
export async function rankTrending(db: DbOrTx, genre: string, limit: number): Promise<number[]> {
  const withGenre = genre !== '' && genre !== 'All';
  const suffix = withGenre ? 'genre' : 'all';
  const params = { genre, limit };
  const ids = (await preparedFor(db, `trending_active_${suffix}`, active(withGenre)).execute(params)).map(
    (row) => row.id,
  );
  if (ids.length >= limit) return ids;
  const rest = await preparedFor(db, `trending_quiet_${suffix}`, quiet(withGenre)).execute({
    genre,
    limit: limit - ids.length,
  });
  return [...ids, ...rest.map((row) => row.id)];
}
