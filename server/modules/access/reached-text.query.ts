import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { chapterPassages, chapterSummaries, chapterTexts } from '../../db/schema-text.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { readStoryToc } from './readable-chapters.query.js';
import type { StoryWithTeam } from './story-access.policy.js';

/*
 * The text a reader has REACHED (docs/reference/reading.md#companion): the only code that reads chapter
 * passages and chapter summaries (biome.json lets only the access module import them: ADR 0014), and, like
 * readable-chapters.query.ts, it lets out only what the access policy gives the reader in full. "Reached" is
 * spoiler-safe: the chapters before the reader's current one, and of the current one only the part before the
 * reader's place.
 */

type StoryRow = StoryWithTeam;

/** A chapter the reader has reached and may read in full: its id, title and 1-based place. */
export interface ReachedChapter {
  id: number;
  title: string | null;
  position: number;
}

/**
 * What a reader has reached: `before` are the chapters before `current`, in reading order, that the
 * policy gives the reader in full (locked ones are left out, not previewed); `current` is the chapter
 * the reader is in with the character offset reached in it, or null when it is locked.
 */
export interface Reach {
  before: ReachedChapter[];
  current: { chapter: ReachedChapter; offset: number } | null;
}

/**
 * The reach of `viewer` in `story` at `place` (the chapter shown and the offset in it); a null chapter
 * means nothing read yet (the first chapter at offset 0). The caller has checked that the viewer may
 * see the story (`getVisibleStory`).
 * @throws AppError CHAPTER_NOT_FOUND (404) when `place.chapterId` is not a chapter of the story the
 *   viewer can see (others' drafts and chapters scheduled for later alike)
 */
export async function reachOf(
  db: DbOrTx,
  viewer: SessionUser | null,
  story: StoryRow,
  place: { chapterId: number | null; offset: number },
): Promise<Reach> {
  const toc = await readStoryToc(db, viewer, story);
  const index = place.chapterId === null ? 0 : toc.findIndex((entry) => entry.id === place.chapterId);
  if (index < 0) throw new AppError('CHAPTER_NOT_FOUND');
  const reached = (entryIndex: number): ReachedChapter => {
    const entry = toc[entryIndex]!;
    return { id: entry.id, title: entry.title, position: entryIndex + 1 };
  };
  const before = toc.flatMap((entry, i) => (i < index && !entry.locked ? [reached(i)] : []));
  const here = toc[index];
  const current =
    here && !here.locked
      ? { chapter: reached(index), offset: place.chapterId === null ? 0 : place.offset }
      : null;
  return { before, current };
}

/** A passage found for a question: its chapter's id, its order in the chapter, its text and rank. */
export interface FoundPassage {
  chapterId: number;
  position: number;
  body: string;
  rank: number;
}

/** Meaningful words of a question used at most (the rest are ignored). */
const MAX_TERMS = 12;

/**
 * The passages of the reached text that best match `question`, best first, at most `limit`:
 * PostgreSQL full-text search (english stemming, stop words dropped) over the stored passage vectors,
 * on both databases. A passage must hold every meaningful word of a question of one or two ("Who is
 * Mr. Wickham?" needs "mr" and "wickham": a passage about another Mr. is no answer), and at least half
 * of a longer one's; more matched words rank first, then `ts_rank_cd`. Only passages of
 * `reach.before`, and of `reach.current` those ending at or before its offset, can be returned: a later
 * chapter never contributes. A question of stop words only ("who is he?") finds nothing.
 */
export async function searchReachedPassages(
  db: DbOrTx,
  storyId: number,
  reach: Reach,
  question: string,
  limit: number,
): Promise<FoundPassage[]> {
  const beforeIds = reach.before.map((c) => c.id);
  const current = reach.current;
  if (beforeIds.length === 0 && (!current || current.offset === 0)) return [];
  const terms = (await questionTerms(db, question)).slice(0, MAX_TERMS);
  if (terms.length === 0) return [];
  const p = chapterPassages;
  const inReach = sql`(${beforeIds.length > 0 ? inArray(p.chapterId, beforeIds) : sql`false`}
    OR (${p.chapterId} = ${current?.chapter.id ?? 0} AND ${p.endOffset} <= ${current?.offset ?? 0}))`;
  const termQueries = terms.map((term) => sql`plainto_tsquery('simple', ${term})`);
  const anyTerm = sql.join(termQueries, sql` || `);
  const matched = sql.join(
    termQueries.map((q) => sql`(search_document @@ ${q})::int`),
    sql` + `,
  );
  const needed = terms.length <= 2 ? terms.length : Math.ceil(terms.length / 2);
  type Row = { chapter_id: number; position: number; body: string; matched: number; rank: number };
  const rows = await executeRows<Row>(
    db,
    sql`
    SELECT * FROM (
      SELECT ${p.chapterId} AS chapter_id, ${p.position} AS position, ${p.body} AS body,
        ${matched} AS matched, ts_rank_cd(search_document, ${anyTerm})::float8 AS rank
      FROM ${p}
      WHERE ${p.storyId} = ${storyId} AND search_document @@ (${anyTerm}) AND ${inReach}
    ) found
    WHERE matched >= ${needed}
    ORDER BY matched DESC, rank DESC, chapter_id, position
    LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    chapterId: Number(row.chapter_id),
    position: Number(row.position),
    body: row.body,
    rank: Number(row.matched) + Number(row.rank),
  }));
}

/** The question's meaningful words as english lexemes (stemmed, stop words dropped), sorted. */
async function questionTerms(db: DbOrTx, question: string): Promise<string[]> {
  const rows = await executeRows<{ lexeme: string }>(
    db,
    sql`SELECT unnest(tsvector_to_array(to_tsvector('english', ${question}))) AS lexeme`,
  );
  return rows.map((row) => row.lexeme);
}

/** A reached chapter's fingerprint: the md5 of its text, which a cached summary must match. */
export interface ChapterFingerprint {
  chapterId: number;
  contentHash: string;
}

/**
 * The md5 of each chapter's text (without sending the text), for chapters the caller got from `reachOf`
 * (already decided readable in full).
 */
export async function fingerprintsOf(db: DbOrTx, chapterIds: number[]): Promise<ChapterFingerprint[]> {
  if (chapterIds.length === 0) return [];
  const rows = await db
    .select({ chapterId: chapterTexts.id, contentHash: sql<string>`md5(${chapterTexts.content})` })
    .from(chapterTexts)
    .where(inArray(chapterTexts.id, chapterIds));
  return rows;
}

/**
 * The full text of reached chapters (ids from `reachOf`, already decided readable in full), by id.
 * Unchecked itself, so biome.json lets only server/modules/companion/recap.ts import it (ADR 0014).
 */
export async function reachedTexts(db: DbOrTx, chapterIds: number[]): Promise<Map<number, string>> {
  if (chapterIds.length === 0) return new Map();
  const rows = await db
    .select({ id: chapterTexts.id, content: chapterTexts.content })
    .from(chapterTexts)
    .where(inArray(chapterTexts.id, chapterIds));
  return new Map(rows.map((row) => [row.id, row.content]));
}

/**
 * Cached summaries written by `source` ('extractive' or 'ai:<model>') for the given fingerprints,
 * those still matching the chapter's text only, by chapter id.
 */
export async function cachedSummaries(
  db: DbOrTx,
  source: string,
  fingerprints: ChapterFingerprint[],
): Promise<Map<number, string>> {
  if (fingerprints.length === 0) return new Map();
  const rows = await db
    .select({
      chapterId: chapterSummaries.chapterId,
      contentHash: chapterSummaries.contentHash,
      summary: chapterSummaries.summary,
    })
    .from(chapterSummaries)
    .where(
      and(
        eq(chapterSummaries.source, source),
        inArray(
          chapterSummaries.chapterId,
          fingerprints.map((f) => f.chapterId),
        ),
      ),
    );
  const hashOf = new Map(fingerprints.map((f) => [f.chapterId, f.contentHash]));
  return new Map(
    rows
      .filter((row) => hashOf.get(row.chapterId) === row.contentHash)
      .map((row) => [row.chapterId, row.summary]),
  );
}

/**
 * Stores a chapter's summary by `source`, replacing one made from an older text; the primary key
 * (chapter, source) makes two writers of the same summary one row.
 */
export async function saveSummary(
  db: DbOrTx,
  entry: { chapterId: number; source: string; contentHash: string; summary: string },
): Promise<void> {
  await db
    .insert(chapterSummaries)
    .values(entry)
    .onConflictDoUpdate({
      target: [chapterSummaries.chapterId, chapterSummaries.source],
      set: { contentHash: entry.contentHash, summary: entry.summary, createdAt: new Date() },
    });
}

/**
 * SYSTEM USE ONLY (the job that writes AI chapter summaries): one chapter's text and md5, unchecked.
 * The summary it yields reaches readers only through `cachedSummaries` for chapters `reachOf` allowed.
 * biome.json lets only server/modules/companion/summary-job.ts import it (ADR 0014).
 */
export async function systemChapterText(
  db: DbOrTx,
  chapterId: number,
): Promise<{ content: string; contentHash: string; title: string | null } | null> {
  const [row] = await db
    .select({
      content: chapterTexts.content,
      contentHash: sql<string>`md5(${chapterTexts.content})`,
      title: chapterTexts.title,
    })
    .from(chapterTexts)
    .where(eq(chapterTexts.id, chapterId));
  return row ?? null;
}
