import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_CHAPTER_WORDS,
  type ZContinuationChapterRequest,
  type ZContinuationIdeaRequest,
  type ZGenerateChapterContentRequest,
  type ZGenerateFirstChapterRequest,
  type ZGenerateSummaryRequest,
  type ZGenerateTitleRequest,
} from '../../../contract/ai.js';
import type { DbOrTx } from '../../db/client.js';
import { characters, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { readableContextChapters, systemStoryChapters } from '../access/readable-chapters.query.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { getReadableChapter } from '../chapters/chapters.service.js';
import { emptyBrief, fitPreviousChapters } from './context.js';
import type { WritingBrief } from './writing-brief.js';

/** Words wanted from the short tasks (they answer a line or a paragraph, not a chapter). */
const SHORT = 0;

/** Brief of POST /api/ai/generate-title. */
export function titleBrief(body: z.output<typeof ZGenerateTitleRequest>): WritingBrief {
  return { ...emptyBrief('title'), genre: body.genre, tags: body.tags, targetWordCount: SHORT };
}

/** Brief of POST /api/ai/generate-summary. */
export function summaryBrief(body: z.output<typeof ZGenerateSummaryRequest>): WritingBrief {
  return { ...emptyBrief('summary'), genre: body.genre, tags: body.tags, title: body.title.trim() };
}

/** Brief of POST /api/ai/generate-first-chapter. */
export function firstChapterBrief(body: z.output<typeof ZGenerateFirstChapterRequest>): WritingBrief {
  return {
    ...emptyBrief('first-chapter'),
    genre: body.genre,
    tags: body.tags,
    title: body.title.trim(),
    summary: body.summary.trim(),
    setting: body.setting.trim(),
    openingLine: body.openingLine.trim(),
    targetWordCount: body.targetWordCount,
  };
}

/** Brief of POST /api/ai/generate-chapter-content. */
export function chapterContentBrief(body: z.output<typeof ZGenerateChapterContentRequest>): WritingBrief {
  return {
    ...emptyBrief('chapter-content'),
    genre: body.genre,
    tags: body.tags,
    title: body.storyTitle.trim(),
    summary: body.summary.trim(),
    setting: body.setting.trim(),
    chapterTitle: body.chapterTitle.trim(),
    outline: body.chapterOutline.trim(),
    previousChapters: fitPreviousChapters(body.previousChapters),
    targetWordCount: body.targetWordCount,
  };
}

/** Brief of POST /api/ai/generate-continuation, chapter-editor form. */
export function continuationBrief(body: z.output<typeof ZContinuationChapterRequest>): WritingBrief {
  return {
    ...emptyBrief('continuation'),
    genre: body.genre,
    tags: body.tags,
    title: body.title.trim(),
    summary: body.summary.trim(),
    setting: body.setting.trim(),
    previousChapters: fitPreviousChapters(body.chapters),
    targetWordCount: body.targetWordCount,
  };
}

type StoryRow = typeof stories.$inferSelect;
type ContextChapter = { title: string | null; content: string; wordCount: number };

/**
 * A story's fields, its cast and the given chapters (oldest first, fitted to the model's context) as
 * a brief's context. Which chapters the caller may use is decided before (`readableContextChapters`
 * for a reader, `systemStoryChapters` for the system's own job).
 */
async function storyContext(db: DbOrTx, story: StoryRow, soFar: ContextChapter[]) {
  const cast = await db
    .select({ name: characters.name })
    .from(characters)
    .where(eq(characters.storyId, story.id));
  return {
    genre: story.genre,
    tags: story.tags ?? [],
    title: story.title,
    summary: story.summary ?? '',
    setting: story.setting ?? '',
    characters: cast.map((c) => c.name),
    previousChapters: fitPreviousChapters(soFar.map((c) => ({ title: c.title ?? '', content: c.content }))),
  };
}

/**
 * Brief of POST /api/ai/generate-continuation, proposal form: the story's fields, its cast and those
 * of its chapters up to and including `chapterId` that the viewer may read in full
 * (docs/reference/access.md#policy: AI tasks may only use chapters the caller can read; a locked earlier
 * chapter is left out, not even its preview goes in). The chapter itself must be readable in full (an idea is
 * drafted from it).
 * @throws AppError CHAPTER_NOT_FOUND (also when the chapter is not in `storyId`), CONTENT_LOCKED
 */
export async function proposalIdeaBrief(
  db: DbOrTx,
  viewer: SessionUser,
  body: z.output<typeof ZContinuationIdeaRequest>,
): Promise<WritingBrief> {
  const chapter = await getReadableChapter(db, viewer, body.chapterId);
  if (chapter.storyId !== body.storyId) throw new AppError('CHAPTER_NOT_FOUND');
  const story = await getVisibleStory(db, viewer, body.storyId);
  const soFar = await readableContextChapters(db, viewer, story, chapter.orderIndex);
  return { ...emptyBrief('proposal-idea'), ...(await storyContext(db, story, soFar)) };
}

/** Chapter lengths the AI is asked for (the editor's own bounds, contract/ai.ts). */
const MIN_CHAPTER_WORDS = 100;
const MAX_CHAPTER_WORDS = 6000;

/**
 * Brief of the chapter the community chose (docs/reference/community.md#winning-chapter): the story's fields,
 * its cast and every chapter so far (fitted to the model's context), with the winning proposal's title as the
 * chapter title and its idea as the outline, about the story's average words per chapter (100 to
 * 6,000; 2,500 for a story without words yet). Written for the system, so no viewer is checked: the
 * chapter is the author's own continuation (saved as the author's), so it may draw on every chapter
 * like the author would (ADR 0014); its text reaches readers only through the read policy.
 * @throws AppError STORY_NOT_FOUND
 */
export async function winningIdeaBrief(
  db: DbOrTx,
  storyId: number,
  idea: { title: string; content: string },
): Promise<WritingBrief> {
  const [story] = await db.select().from(stories).where(eq(stories.id, storyId)).limit(1);
  if (!story) throw new AppError('STORY_NOT_FOUND');
  const soFar = await systemStoryChapters(db, storyId);
  const context = await storyContext(db, story, soFar);
  const words = soFar.reduce((sum, c) => sum + c.wordCount, 0);
  const average = words > 0 ? Math.round(words / soFar.length) : DEFAULT_CHAPTER_WORDS;
  return {
    ...emptyBrief('chapter-content'),
    ...context,
    chapterTitle: idea.title,
    outline: idea.content,
    targetWordCount: Math.min(MAX_CHAPTER_WORDS, Math.max(MIN_CHAPTER_WORDS, average)),
  };
}
