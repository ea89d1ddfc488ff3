import { z } from 'zod';
import { ZId, ZStory } from './stories.js';

export const ZBookmark = z.object({ storyId: z.number().int(), createdAt: z.string(), story: ZStory });
export type Bookmark = z.infer<typeof ZBookmark>;
export const ZCreateBookmarkRequest = z.object({ storyId: ZId });

/** Spec section 3 "Reading progress". progressPercent is 0..100. */
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
  progressPercent: z.number().int(),
  lastReadAt: z.string(),
});
export type ReadingProgress = z.infer<typeof ZReadingProgress>;

/** POST /api/reading-progress: progress is a percent, 0..100. */
export const ZSaveProgressRequest = z.object({
  storyId: ZId,
  chapterId: ZId,
  progress: z.number().int().min(0).max(100).default(0),
});
