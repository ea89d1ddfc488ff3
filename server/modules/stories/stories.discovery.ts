import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { stories } from '../../db/schema.js';
import { type StoryCardRow, selectLatestStoryCards, selectStoryCardsByIds } from './story-card.query.js';
import { rankTrending } from './trending.js';

/**
 * Trending published stories as cards (docs/reference/performance.md#trending; ranking in `rankTrending`):
 * never by creation date. Ranks ids first, then builds cards for just those rows.
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

/** The stored search document (migration 0009: generated from `storyloom_story_document`, GIN-indexed). */
const searchDocument = sql`"stories"."search_document"`;

/**
 * At most this many matches are ranked (docs/reference/performance.md#search: a bounded candidate set). A
 * word found in more stories ranks the first 10,000 the index yields; below that the ranking is exact.
 */
export const MAX_SEARCH_CANDIDATES = 10_000;

const rankedMatches = (withGenre: boolean) => (db: DbOrTx, name: string) => {
  const tsQuery = sql`to_tsquery('simple', ${sql.placeholder('query')})`;
  const matches = db
    .select({
      id: stories.id,
      updatedAt: stories.updatedAt,
      rank: sql<number>`ts_rank(${searchDocument}, ${tsQuery})`.as('rank'),
    })
    .from(stories)
    .where(
      and(
        eq(stories.isPublished, true),
        withGenre ? eq(stories.genre, sql.placeholder('genre')) : undefined,
        sql`${searchDocument} @@ ${tsQuery}`,
      ),
    )
    .limit(MAX_SEARCH_CANDIDATES)
    .as('matches');
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(desc(matches.rank), desc(matches.updatedAt), desc(matches.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
};

/**
 * Full-text search over title (weight A), summary and tags (weight B) of published stories, ranked by
 * ts_rank over the stored document, then latest update (docs/reference/routes.md#api-stories GET
 * /api/stories/search). Empty `q` lists the latest published stories. Cards are built for the returned rows
 * only.
 * @param genre a genre, or '' / 'All' for any
 * @param limit maximum cards (1-50, contract ZSearchQuery)
 */
export async function searchStories(
  db: DbOrTx,
  q: string,
  genre: string,
  limit: number,
): Promise<StoryCardRow[]> {
  const query = toPrefixQuery(q);
  if (!query) return selectLatestStoryCards(db, genre, limit);
  const withGenre = genre !== '' && genre !== 'All';
  const ranked = await preparedFor(
    db,
    `search_ids_${withGenre ? 'genre' : 'all'}`,
    rankedMatches(withGenre),
  ).execute({
    query,
    genre,
    limit,
  });
  return selectStoryCardsByIds(
    db,
    ranked.map((row) => row.id),
  );
}
