import { z } from 'zod';

/** Where a story stands (docs/reference/stories.md#status): shown on cards and the story page. */
export const STORY_STATUSES = ['ongoing', 'completed', 'hiatus'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];
export const ZStoryStatus = z.enum(STORY_STATUSES);

/** The words shown for each status on cards and the story page (docs/reference/stories.md#status). */
export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  ongoing: 'Ongoing',
  completed: 'Completed',
  hiatus: 'On hiatus',
};
