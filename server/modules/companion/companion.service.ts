import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Answer, CompanionPassage, CompanionState, Recap } from '../../../contract/companion.js';
import type { DbOrTx } from '../../db/client.js';
import { readingProgress } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import {
  cachedSummaries,
  fingerprintsOf,
  type Reach,
  type ReachedChapter,
  reachOf,
  searchReachedPassages,
} from '../access/reached-text.query.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { fitSentences } from '../ai/clean-text.js';
import { recapTask, storyAnswerTask } from './companion-tasks.js';
import { composeExtractiveRecap, extractiveSummaries } from './recap.js';
import { aiSummarySource, queueChapterSummaries } from './summary-job.js';

type Deps = Pick<FastifyInstance, 'db' | 'ai' | 'jobs' | 'log' | 'config'>;

/** Passages quoted in an answer, best first. */
const PASSAGES_PER_ANSWER = 5;
/** A quoted passage longer than this is cut at a sentence end (characters). */
const PASSAGE_MAX = 600;
/** The most recent chapters an AI recap is written from (older ones are left to the recap's start). */
const AI_RECAP_CHAPTERS = 40;

/** The reader's place in a request: the chapter shown and the offset in it (contract ZCompanionPlace). */
export interface PlaceRequest {
  chapterId?: number;
  offset?: number;
}

/** The saved reading progress of `viewer` in a story: chapter, offset and last read time. */
async function savedProgress(db: DbOrTx, viewer: SessionUser, storyId: number) {
  const [row] = await db
    .select({
      chapterId: readingProgress.chapterId,
      offset: readingProgress.chapterOffset,
      lastReadAt: readingProgress.lastReadAt,
    })
    .from(readingProgress)
    .where(and(eq(readingProgress.userId, viewer.id), eq(readingProgress.storyId, storyId)));
  return row ?? null;
}

/**
 * What `viewer` has reached in story `storyId`: at the place the request names, else at the saved
 * reading progress, else nothing yet.
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND (404)
 */
async function reachFor(db: DbOrTx, viewer: SessionUser, storyId: number, place: PlaceRequest) {
  const story = await getVisibleStory(db, viewer, storyId);
  const saved = place.chapterId === undefined ? await savedProgress(db, viewer, storyId) : null;
  const reach = await reachOf(db, viewer, story, {
    chapterId: place.chapterId ?? saved?.chapterId ?? null,
    offset: place.chapterId !== undefined ? (place.offset ?? 0) : (saved?.offset ?? 0),
  });
  return { story, reach };
}

/** Which writer the companion uses now: the configured model, or extraction from the text. */
export function companionSource(deps: Pick<Deps, 'ai'>): 'ai' | 'extractive' {
  return deps.ai.runtime.provider === 'openai-compatible' ? 'ai' : 'extractive';
}

/**
 * GET /api/stories/{id}/companion (docs/reference/reading.md#recap): whether to offer `viewer` a recap now,
 * i.e. they last read this story more than `config.recapAfterMs` ago and have finished at least one chapter
 * they may read. No chapter text is read and no AI is called.
 * @throws AppError STORY_NOT_FOUND
 */
export async function companionState(
  deps: Deps,
  viewer: SessionUser,
  storyId: number,
): Promise<CompanionState> {
  const story = await getVisibleStory(deps.db, viewer, storyId);
  const saved = await savedProgress(deps.db, viewer, storyId);
  const stale = saved !== null && Date.now() - saved.lastReadAt.getTime() > deps.config.recapAfterMs;
  let recapDue = false;
  if (stale && saved.chapterId !== null) {
    const reach = await reachOf(deps.db, viewer, story, {
      chapterId: saved.chapterId,
      offset: saved.offset,
    }).catch(
      () => null, // the saved chapter was deleted or is no longer visible: nothing to recap from it
    );
    recapDue = (reach?.before.length ?? 0) > 0;
  }
  return {
    recapDue,
    lastReadAt: saved ? saved.lastReadAt.toISOString() : null,
    recapAfterDays: deps.config.recapAfterMs / (24 * 60 * 60 * 1000),
    source: companionSource(deps),
  };
}

/**
 * POST /api/stories/{id}/recap (docs/reference/reading.md#recap): "Previously on", built only from the
 * chapters before the reader's current one that the reader may read in full. Without an AI endpoint: the
 * extractive recap (`composeExtractiveRecap`). With one: one generation for `viewer` (their rate limit and
 * token budget) that writes the recap from per-chapter summaries: the model's cached ones, and for chapters
 * not summarised yet their extractive summary while a job writes the model's (so the cost of a
 * request does not grow with the story's length after the first).
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND, AI_RATE_LIMITED / AI_BUDGET_EXHAUSTED (429),
 *   AI_PROVIDER_ERROR (502), AI_PROVIDER_TIMEOUT (503)
 */
export async function recapFor(
  deps: Deps,
  viewer: SessionUser,
  storyId: number,
  place: PlaceRequest,
  signal: AbortSignal,
): Promise<Recap> {
  const { story, reach } = await reachFor(deps.db, viewer, storyId, place);
  const { runtime, generator } = deps.ai;
  const writer = { provider: runtime.provider, model: runtime.modelId };
  const chapters = reach.before;
  if (companionSource(deps) === 'extractive' || chapters.length === 0) {
    const summaries = await extractiveSummaries(deps.db, chapters);
    return { source: 'extractive', ...writer, paragraphs: composeExtractiveRecap(summaries), chapters };
  }
  const recent = chapters.slice(-AI_RECAP_CHAPTERS);
  const source = aiSummarySource(runtime.modelId);
  const aiSummaries = await cachedSummaries(
    deps.db,
    source,
    await fingerprintsOf(
      deps.db,
      recent.map((c) => c.id),
    ),
  );
  const missing = recent.filter((c) => !aiSummaries.has(c.id));
  await queueChapterSummaries(
    deps,
    missing.map((c) => c.id),
  );
  const fallback = new Map(
    (await extractiveSummaries(deps.db, missing)).map((s) => [
      s.chapter.id,
      [...s.sentences]
        .sort((a, b) => a.index - b.index)
        .map((x) => x.text)
        .join(' '),
    ]),
  );
  const brief = {
    storyTitle: story.title,
    chapters: recent.map((c) => ({
      number: c.position,
      title: c.title ?? '',
      summary: aiSummaries.get(c.id) ?? fallback.get(c.id) ?? '',
    })),
  };
  const { recap } = await generator.generate({ userId: viewer.id, task: recapTask, brief }, signal);
  return { source: 'ai', ...writer, paragraphs: recap.split('\n\n'), chapters: recent };
}

/**
 * POST /api/stories/{id}/ask (docs/reference/reading.md#ask): the passages of the text the reader has reached
 * that best match the question (`searchReachedPassages`: never a later chapter, never a locked one). Without
 * an AI endpoint the passages are the answer; with one, the model answers from them only (one generation
 * for `viewer`) and the passages it names are returned with it. Nothing found: no AI call.
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND, AI_RATE_LIMITED / AI_BUDGET_EXHAUSTED (429),
 *   AI_PROVIDER_ERROR (502), AI_PROVIDER_TIMEOUT (503)
 */
export async function answerFor(
  deps: Deps,
  viewer: SessionUser,
  storyId: number,
  request: PlaceRequest & { question: string },
  signal: AbortSignal,
): Promise<Answer> {
  const { story, reach } = await reachFor(deps.db, viewer, storyId, request);
  const { runtime, generator } = deps.ai;
  const writer = { provider: runtime.provider, model: runtime.modelId };
  const found = await searchReachedPassages(deps.db, story.id, reach, request.question, PASSAGES_PER_ANSWER);
  const passages = found.map((p) => quotePassage(reach, p.chapterId, p.body));
  if (companionSource(deps) === 'extractive' || passages.length === 0) {
    return { source: companionSource(deps), ...writer, answer: null, passages };
  }
  const brief = {
    storyTitle: story.title,
    question: request.question,
    passages: passages.map((p, i) => ({ ref: i + 1, chapter: p.chapter.position, text: p.text })),
  };
  const { answer, usedPassages } = await generator.generate(
    { userId: viewer.id, task: storyAnswerTask, brief },
    signal,
  );
  const used = [...new Set(usedPassages.match(/\d+/g)?.map(Number) ?? [])]
    .filter((ref) => ref >= 1 && ref <= passages.length)
    .map((ref) => passages[ref - 1]!);
  return { source: 'ai', ...writer, answer, passages: used.length > 0 ? used : passages };
}

/**
 * A found passage as quoted to the reader: its chapter, and its text with whitespace collapsed and,
 * past PASSAGE_MAX, cut by `fitSentences` (the studio's rule) with " …" marking a cut after a sentence.
 */
function quotePassage(reach: Reach, chapterId: number, body: string): CompanionPassage {
  const chapter: ReachedChapter = reach.before.find((c) => c.id === chapterId) ??
    reach.current?.chapter ?? { id: chapterId, title: null, position: 0 };
  const whole = body.replace(/\s+/g, ' ').trim();
  const text = fitSentences(whole, PASSAGE_MAX);
  return { chapter, text: text.length < whole.length && !text.endsWith('…') ? `${text} …` : text };
}
