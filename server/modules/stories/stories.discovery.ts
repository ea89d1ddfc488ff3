import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { bookmarks, stories, storyReads } from '../../db/schema.js';
import { publishedInGenre } from './stories.service.js';
import { type StoryCardRow, selectStoryCards, selectStoryCardsByIds } from './story-card.query.js';

/**
 * Recent activity per story: 1 point per read in the last 7 days, 2 per bookmark in the last 30 days
 * (a bookmark is a stronger signal than an open). Bounded by recent activity, not by the catalogue.
 */
const recentActivity = sql`(
  SELECT a.story_id, sum(a.points)::int AS score FROM (
    SELECT ${storyReads.storyId} AS story_id, 1 AS points FROM ${storyReads}
      WHERE ${storyReads.readAt} > now() - interval '7 days'
    UNION ALL
    SELECT ${bookmarks.storyId}, 2 FROM ${bookmarks} WHERE ${bookmarks.createdAt} > now() - interval '30 days'
  ) a GROUP BY a.story_id
) AS activity`;

/**
 * Trending published stories: ranked by recent activity (reads and bookmarks, see above), then by
 * the latest update; never by creation date (issue #2 section 4). Ranks ids first, then builds cards
 * for just those rows, so card aggregates are not computed for the whole catalogue.
 */
export async function trendingStories(db: DbOrTx, genre: string, limit: number): Promise<StoryCardRow[]> {
  const ranked = await preparedFor(db, 'trending_story_ids', rankTrending).execute({
    genre: genre === 'All' ? '' : genre,
    limit,
  });
  return selectStoryCardsByIds(
    db,
    ranked.map((row) => row.id),
  );
}

const rankTrending = (db: DbOrTx, name: string) =>
  db
    .select({ id: stories.id })
    .from(stories)
    .leftJoin(recentActivity, sql`activity.story_id = ${stories.id}`)
    .where(
      and(
        eq(stories.isPublished, true),
        sql`(${sql.placeholder('genre')}::text = '' OR ${stories.genre} = ${sql.placeholder('genre')}::text)`,
      ),
    )
    .orderBy(desc(sql`coalesce(activity.score, 0)`), desc(stories.updatedAt), desc(stories.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);

/**
 * Turns free text into a prefix tsquery ("dark tow" -> "dark:* & tow:*"), keeping only letters and
 * digits so user input cannot inject tsquery syntax. Returns null when nothing searchable remains.
 */
export function toPrefixQuery(q: string): string | null {
  const words = q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, 12).map((w) => `${w.toLowerCase()}:*`);
  return terms.length ? terms.join(' & ') : null;
}

/**
 * Full-text search over title (weight A), summary and tags (weight B) of published stories,
 * ranked by ts_rank (spec section 7 GET /api/stories/search). Empty `q` lists recent stories.
 */
export function searchStories(db: DbOrTx, q: string, genre: string, limit: number) {
  const query = toPrefixQuery(q);
  if (!query) return selectStoryCards(db, publishedInGenre(genre), { limit });
  const document = sql`storyloom_story_document(${stories.title}, ${stories.summary}, ${stories.tags})`;
  const tsQuery = sql`to_tsquery('simple', ${query})`;
  const where: SQL | undefined = and(publishedInGenre(genre), sql`${document} @@ ${tsQuery}`);
  return selectStoryCards(db, where, {
    orderBy: [desc(sql`ts_rank(${document}, ${tsQuery})`), desc(stories.updatedAt)],
    limit,
  });
}
