import { and, asc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ZContinuationChapterRequest,
  ZContinuationIdeaRequest,
  ZGenerateChapterContentRequest,
  ZGenerateFirstChapterRequest,
  ZGenerateSummaryRequest,
  ZGenerateTitleRequest,
} from '../../../contract/ai.js';
import type { Db } from '../../db/client.js';
import { chapters, characters, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
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

/**
 * Brief of POST /api/ai/generate-continuation, proposal form: the story's fields, its cast and its
 * chapters up to and including `chapterId`, loaded from the database through the read-access policy
 * (an idea can only be drafted from text the viewer may read).
 * @throws AppError CHAPTER_NOT_FOUND (also when the chapter is not in `storyId`), CONTENT_LOCKED
 */
export async function proposalIdeaBrief(
  db: Db,
  viewer: SessionUser,
  body: z.output<typeof ZContinuationIdeaRequest>,
): Promise<WritingBrief> {
  const chapter = await getReadableChapter(db, viewer, body.chapterId);
  if (chapter.storyId !== body.storyId) throw new AppError('CHAPTER_NOT_FOUND');
  const [story] = await db.select().from(stories).where(eq(stories.id, body.storyId)).limit(1);
  if (!story) throw new AppError('STORY_NOT_FOUND');
  const [soFar, cast] = await Promise.all([
    db
      .select({ title: chapters.title, content: chapters.content })
      .from(chapters)
      .where(and(eq(chapters.storyId, story.id), lte(chapters.orderIndex, chapter.orderIndex)))
      .orderBy(asc(chapters.orderIndex), asc(chapters.id)),
    db.select({ name: characters.name }).from(characters).where(eq(characters.storyId, story.id)),
  ]);
  return {
    ...emptyBrief('proposal-idea'),
    genre: story.genre,
    tags: story.tags ?? [],
    title: story.title,
    summary: story.summary ?? '',
    setting: story.setting ?? '',
    characters: cast.map((c) => c.name),
    previousChapters: fitPreviousChapters(soFar.map((c) => ({ title: c.title ?? '', content: c.content }))),
  };
}
