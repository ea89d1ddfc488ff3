import { z } from 'zod';
import { ZId, ZStory } from './stories.js';

export const ZBookmark = z.object({ storyId: z.number().int(), createdAt: z.string(), story: ZStory });
export type Bookmark = z.infer<typeof ZBookmark>;
export const ZCreateBookmarkRequest = z.object({ storyId: ZId });

/**. progressPercent is 0..100. */
export const ZReadingProgress = z.object({
  storyId: z.number().int(),
  chapterId: z.number().int().nullable(),
  story: z.object({
    id: z.number().int(),
    title: z.string(),
    genre: z.string(),
    author: z.object({ username: z.string(), displayName: z.string() }),
  }),
  currentChapter: z.number().int(),
  totalChapters: z.number().int(),
  progress: z.number().int(),
  /**
   * Spec-extension (docs/reference/reading.md#position): where the reader is inside `chapterId`, as a
   * character offset into the chapter's text (UTF-16 code units, the first word on screen); 0 for the
   * chapter's start or when an older client saved only the percent `progress`.
   */
  offset: z.number().int(),
  progressPercent: z.number().int(),
  lastReadAt: z.string(),
});
export type ReadingProgress = z.infer<typeof ZReadingProgress>;

/** Longest chapter text in characters (`ZCreateChapterRequest`), the bound of a position offset. */
export const MAX_CHAPTER_CHARS = 2_000_000;

/**
 * POST /api/reading-progress: progress is a percent, 0..100; `offset` (docs/reference/reading.md#position,
 * optional for older clients, then 0) the character offset of the first word on screen inside `chapterId`.
 */
export const ZSaveProgressRequest = z.object({
  storyId: ZId,
  chapterId: ZId,
  progress: z.number().int().min(0).max(100).default(0),
  offset: z.number().int().min(0).max(MAX_CHAPTER_CHARS).default(0),
});
