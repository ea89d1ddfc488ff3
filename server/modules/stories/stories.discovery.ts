import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SearchQuery, SearchSort } from '../../../contract/stories.js';
import type { DbOrTx } from '../../db/client.js';
import { outerStoryId } from '../../db/outer-refs.js';
import { preparedFor } from '../../db/prepared.js';
import { chapters, stories, storyReads } from '../../db/schema.js';
import { releasedSql } from '../access/chapter-release.js';
import { averageRatingOf, ratingCountOf } from '../ratings/ratings.query.js';
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

/** Whether a search uses anything beyond `q`, `genre` and `limit` (then the prepared fast paths do not apply). */
function hasFilters(query: SearchQuery): boolean {
  return (
    query.tags.length > 0 ||
    query.excludeTags.length > 0 ||
    query.excludeWarnings.length > 0 ||
    query.status !== undefined ||
    query.minWords !== undefined ||
    query.maxWords !== undefined ||
    query.updatedWithin !== undefined ||
    (query.sort !== undefined && !(query.sort === 'updated' && query.q.trim() === ''))
  );
}

/** `ARRAY[$1, $2]::text[]` of these values (drizzle would otherwise spread a JS array into a list). */
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The story's tags lower-cased, for matching tags ignoring case (docs/reference/stories.md#tags). */
const lowerTags = sql`(SELECT coalesce(array_agg(lower(t)), '{}'::text[]) FROM unnest("stories"."tags") AS t)`;

/** The story's published word count: its released chapters, as the card counts it (story-card.query.ts). */
const publishedWords = sql`(SELECT coalesce(sum(${chapters.wordCount}), 0) FROM ${chapters}
  WHERE ${chapters.storyId} = ${outerStoryId} AND ${releasedSql()})`;

/**
 * The WHERE of a filtered search (docs/reference/routes.md#api-stories). Published stories only; tags to
 * include must all be there, tags and warnings to exclude must all be absent.
 */
function filtersOf(query: SearchQuery, tsQuery: SQL | null): SQL | undefined {
  const genre = query.genre !== '' && query.genre !== 'All' ? query.genre : null;
  const include = query.tags.map((t) => t.toLowerCase());
  const exclude = query.excludeTags.map((t) => t.toLowerCase());
  return and(
    eq(stories.isPublished, true),
    genre ? eq(stories.genre, genre) : undefined,
    query.status ? eq(stories.status, query.status) : undefined,
    include.length ? sql`${lowerTags} @> ${textArray(include)}` : undefined,
    exclude.length ? sql`NOT (${lowerTags} && ${textArray(exclude)})` : undefined,
    query.excludeWarnings.length
      ? sql`NOT (${stories.warnings} && ${textArray(query.excludeWarnings)})`
      : undefined,
    query.updatedWithin !== undefined
      ? sql`${stories.updatedAt} >= now() - make_interval(days => ${query.updatedWithin}::int)`
      : undefined,
    query.minWords !== undefined ? sql`${publishedWords} >= ${query.minWords}` : undefined,
    query.maxWords !== undefined ? sql`${publishedWords} <= ${query.maxWords}` : undefined,
    tsQuery ? sql`${searchDocument} @@ ${tsQuery}` : undefined,
  );
}

/**
 * The ids of a filtered search, in `sort` order (ties: latest update, then id).
 *
 * Index use: with `q` the GIN index on `search_document` finds the matches and, as the plain search does,
 * at most MAX_SEARCH_CANDIDATES of them are filtered and ordered (docs/reference/performance.md#search).
 * Without `q`, `stories_published_idx` (is_published, updated_at) walks published stories newest update
 * first, so the default and `updated` orders stop after `limit` matching rows; the other filters are cheap
 * per-row checks on that walk (tags and warnings are small arrays on the row; the word count reads
 * `chapters_story_order_idx`, which covers word_count). Tags are matched lower-cased, which no index on
 * `tags` could serve without an expression index (and a migration); `rating`, `popular` and `newest`
 * order over all matching published stories, which is bounded by the published catalogue.
 */
async function filteredSearchIds(db: DbOrTx, query: SearchQuery): Promise<number[]> {
  const prefix = toPrefixQuery(query.q);
  const tsQuery = prefix ? sql`to_tsquery('simple', ${prefix})` : null;
  const candidates = db
    .select({
      id: stories.id,
      updatedAt: stories.updatedAt,
      createdAt: stories.createdAt,
      rank: (tsQuery ? sql<number>`ts_rank(${searchDocument}, ${tsQuery})` : sql<number>`0`).as('rank'),
    })
    .from(stories)
    .where(filtersOf(query, tsQuery))
    .orderBy(...(tsQuery ? [] : [desc(stories.updatedAt), desc(stories.id)]))
    .limit(tsQuery ? MAX_SEARCH_CANDIDATES : 1_000_000)
    .as('candidates');
  // Qualified: an unqualified "id" inside the correlated subqueries below would bind to their own table.
  const candidateId = sql.raw('"candidates"."id"');
  const byUpdate = [desc(candidates.updatedAt), desc(candidates.id)];
  const order: Record<SearchSort | 'relevance', SQL[]> = {
    relevance: [desc(candidates.rank), ...byUpdate],
    updated: byUpdate,
    newest: [desc(candidates.createdAt), desc(candidates.id)],
    rating: [desc(averageRatingOf(candidateId)), desc(ratingCountOf(candidateId)), ...byUpdate],
    popular: [
      desc(sql`(SELECT count(*) FROM ${storyReads} WHERE ${storyReads.storyId} = ${candidateId})`),
      ...byUpdate,
    ],
  };
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(...order[query.sort ?? (tsQuery ? 'relevance' : 'updated')])
    .limit(query.limit);
  return rows.map((row) => row.id);
}

/**
 * Search over published stories (docs/reference/routes.md#api-stories GET /api/stories/search).
 * Full text over title (weight A), summary and tags (weight B), ranked by ts_rank over the stored
 * document, then latest update; empty `q` lists the latest published stories. Filters: genre, tags to
 * include and exclude (ignoring case), warnings to exclude, status, published word count range, updated
 * within N days; `sort` rating | popular | newest | updated. Cards are built for the returned rows only.
 * @param query the parsed ZSearchQuery (limit 1-100)
 */
export async function searchStories(db: DbOrTx, query: SearchQuery): Promise<StoryCardRow[]> {
  if (hasFilters(query)) return selectStoryCardsByIds(db, await filteredSearchIds(db, query));
  const { genre, limit } = query;
  const prefix = toPrefixQuery(query.q);
  if (!prefix) return selectLatestStoryCards(db, genre, limit);
  const withGenre = genre !== '' && genre !== 'All';
  const ranked = await preparedFor(
    db,
    `search_ids_${withGenre ? 'genre' : 'all'}`,
    rankedMatches(withGenre),
  ).execute({
    query: prefix,
    genre,
    limit,
  });
  return selectStoryCardsByIds(
    db,
    ranked.map((row) => row.id),
  );
}
