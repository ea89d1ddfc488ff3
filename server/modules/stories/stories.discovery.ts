import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stories } from '../../db/schema.js';
import { publishedInGenre } from './stories.service.js';
import { type StoryCardRow, selectStoryCards, selectStoryCardsByIds } from './story-card.query.js';
import { rankTrending } from './trending.js';

/**
 * Trending published stories as cards (issue #2 section 4; ranking in `rankTrending`): never by
 * creation date. Ranks ids first, then builds cards for just those rows.
 * @param genre a genre, or '' / 'All' for any
 */
export async function trendingStories(db: DbOrTx, genre: string, limit: number): Promise<StoryCardRow[]> {
  return selectStoryCardsByIds(db, await rankTrending(db, genre, limit));
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
