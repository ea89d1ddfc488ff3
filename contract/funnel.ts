import { z } from 'zod';

/**
 * One chapter of a story's reader funnel (docs/reference/people.md#dashboard):
 * `reached` readers got at least this far; `dropOff` of them got no further than this chapter (0 for
 * the last); `dropOffRate` is dropOff / reached in percent (one decimal); `purchases` and
 * `subscriptions` count payers whose reading position was this chapter.
 */
export const ZFunnelChapter = z.object({
  chapterId: z.number().int(),
  orderIndex: z.number().int(),
  title: z.string(),
  reached: z.number().int(),
  dropOff: z.number().int(),
  dropOffRate: z.number(),
  purchases: z.number().int(),
  subscriptions: z.number().int(),
});
export type FunnelChapter = z.infer<typeof ZFunnelChapter>;

/** GET /api/creator/stories/{id}/funnel: the author's own story only. */
export const ZStoryFunnel = z.object({
  storyId: z.number().int(),
  title: z.string(),
  /** Readers with a reading position in the story (the author excluded). */
  readers: z.number().int(),
  chapters: z.array(ZFunnelChapter),
});
export type StoryFunnel = z.infer<typeof ZStoryFunnel>;
