import { sql } from 'drizzle-orm';
import type { DiscoverCreator, DiscoverSummary } from '../../../contract/creators.js';
import type { DbOrTx } from '../../db/client.js';
import { authorSubscriptions, stories, storyReads, users } from '../../db/schema.js';
import { liveSubscriptionAs } from '../access/live-subscription.js';
import { followerCountSql } from '../follows/follows.query.js';
import { imageUrlFor, imageVersion, listedImage } from '../images/listed-image.js';

/**
 * How far back "recent readers" look (docs/reference/people.md#discovery: readers over the last 30 days).
 */
export const RECENT_READERS_DAYS = 30;
/** How many genres a discover card lists. */
export const TOP_GENRES_MAX = 3;

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A LIKE pattern that matches `text` literally anywhere: `\`, `%` and `_` are escaped with `\`
 * (PostgreSQL's default LIKE escape character, docs "9.7.1 LIKE").
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface DiscoverRow {
  id: number;
  username: string | null;
  display_name: string | null;
  profile_image_url: string | null;
  image_version: number;
  bio: string | null;
  subscriber_count: number;
  follower_count: number;
  story_count: number;
  recent_readers: number;
  top_genres: string[] | null;
}

/**
 * Creators for /discover (docs/reference/people.md#discovery), one statement: users with at least one
 * published story, ranked by distinct signed-in readers of their published stories in the last 30 days, then
 * active subscribers (the entitlement rule of `liveSubscriptionAs`), then published stories, then id;
 * each card carries its follower count (docs/reference/people.md#follows).
 * @param filter.genre keeps creators with a published story in that genre (any case); '' for all
 * @param filter.q substring of username, display name or bio (ILIKE, wildcards escaped); '' for all
 * @param filter.limit at most this many creators (the contract bounds it to 50)
 */
export async function discoverCreators(
  db: DbOrTx,
  filter: { genre: string; q: string; limit: number },
): Promise<DiscoverCreator[]> {
  const genre = filter.genre.trim();
  const q = filter.q.trim();
  const pattern = containsPattern(q);
  const result = await db.execute(sql`
    WITH pub AS (
      SELECT id, author_id, genre FROM ${stories} WHERE is_published
    ),
    genres AS (
      SELECT author_id, sum(n)::int AS story_count,
             array_agg(genre ORDER BY n DESC, genre) AS genres
      FROM (SELECT author_id, genre, count(*) AS n FROM pub GROUP BY author_id, genre) g
      GROUP BY author_id
    ),
    readers AS (
      SELECT p.author_id, count(DISTINCT r.user_id)::int AS n
      FROM ${storyReads} r JOIN pub p ON p.id = r.story_id
      WHERE r.user_id IS NOT NULL
        AND r.read_at > now() - interval '${sql.raw(String(RECENT_READERS_DAYS))} days'
      GROUP BY p.author_id
    ),
    subs AS (
      SELECT s.author_id, count(*)::int AS n FROM ${authorSubscriptions} s
      WHERE ${liveSubscriptionAs('s')} GROUP BY s.author_id
    )
    SELECT users.id, users.username, users.display_name,
           ${listedImage(users.profileImageUrl)} AS profile_image_url,
           ${imageVersion(users.updatedAt)} AS image_version,
           users.bio, coalesce(subs.n, 0) AS subscriber_count, g.story_count,
           ${followerCountSql(sql.raw('users.id'))} AS follower_count,
           coalesce(readers.n, 0) AS recent_readers,
           g.genres[1:${TOP_GENRES_MAX}] AS top_genres
    FROM genres g
    JOIN ${users} ON users.id = g.author_id
    LEFT JOIN readers ON readers.author_id = users.id
    LEFT JOIN subs ON subs.author_id = users.id
    WHERE (${genre}::text = '' OR EXISTS (
             SELECT 1 FROM pub p WHERE p.author_id = users.id AND lower(p.genre) = lower(${genre}::text)))
      AND (${q}::text = '' OR users.username ILIKE ${pattern}::text OR users.display_name ILIKE ${pattern}::text
           OR users.bio ILIKE ${pattern}::text)
    ORDER BY recent_readers DESC, subscriber_count DESC, g.story_count DESC, users.id
    LIMIT ${filter.limit}`);
  return rowsOf<DiscoverRow>(result).map((row) => ({
    id: row.id,
    username: row.username ?? `user-${row.id}`,
    displayName: row.display_name ?? row.username ?? 'Unknown',
    profileImageUrl: imageUrlFor(
      row.profile_image_url,
      `/api/users/${row.id}/avatar`,
      Number(row.image_version),
    ),
    bio: row.bio,
    subscriberCount: Number(row.subscriber_count),
    followerCount: Number(row.follower_count),
    storyCount: Number(row.story_count),
    recentReaders: Number(row.recent_readers),
    topGenres: row.top_genres ?? [],
  }));
}

/**
 * The two summary tiles of /discover (docs/reference/people.md#discovery), one statement: creators (users
 * with at least one published story) and distinct signed-in readers of published stories in the last 7 days.
 */
export async function discoverSummary(db: DbOrTx): Promise<DiscoverSummary> {
  const [row] = rowsOf<{ creators: number; readers: number }>(
    await db.execute(sql`
    SELECT
      (SELECT count(DISTINCT author_id) FROM ${stories} WHERE is_published)::int AS creators,
      (SELECT count(DISTINCT r.user_id) FROM ${storyReads} r JOIN ${stories} s ON s.id = r.story_id
        WHERE s.is_published AND r.user_id IS NOT NULL
          AND r.read_at > now() - interval '7 days')::int AS readers`),
  );
  return { creators: Number(row?.creators ?? 0), readersThisWeek: Number(row?.readers ?? 0) };
}
