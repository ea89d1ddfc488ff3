import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outerStoryId } from '../../db/outer-refs.js';
import { bookmarks, stories, storyReads } from '../../db/schema.js';
import { publishedInGenre } from './stories.service.js';
import { selectStoryCards } from './story-card.query.js';

/** Trending window for reads (7 days) and bookmarks (30 days). */
const recentReads = sql<number>`(SELECT count(*) FROM ${storyReads} WHERE ${storyReads.storyId} = ${outerStoryId} AND ${storyReads.readAt} > now() - interval '7 days')`;
const recentBookmarks = sql<number>`(SELECT count(*) FROM ${bookmarks} WHERE ${bookmarks.storyId} = ${outerStoryId} AND ${bookmarks.createdAt} > now() - interval '30 days')`;

/**
 * Trending published stories: ranked by reads in the last 7 days plus twice the bookmarks of the
 * last 30 days (a bookmark is a stronger signal than an open), then by all-time reads; never by
 * creation date alone (issue #2 section 4).
 */
export function trendingStories(db: DbOrTx, genre: string, limit: number) {
  return selectStoryCards(db, publishedInGenre(genre), {
    orderBy: [
      desc(sql`${recentReads} + 2 * ${recentBookmarks}`),
      desc(sql`(SELECT count(*) FROM ${storyReads} WHERE ${storyReads.storyId} = ${outerStoryId})`),
      desc(stories.updatedAt),
    ],
    limit,
  });
}

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
