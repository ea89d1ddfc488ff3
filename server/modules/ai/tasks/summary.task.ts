import { z } from 'zod';
import { cleanProse, fitSentences } from '../clean-text.js';
import type { AiTask } from './task.js';

/** The story card shows about three lines; the form allows 10,000 characters. */
const SUMMARY_MAX = 1200;

/** POST /api/ai/generate-summary: a back-cover summary from title, genre and tags. */
export const summaryTask: AiTask<{ summary: string }> = {
  name: 'summary',
  schema: z.object({
    summary: z
      .string()
      .describe('Two to four sentences introducing the protagonist, the setting and the conflict.'),
  }),
  instruction: (brief) =>
    `Write the back-cover summary of a ${brief.genre} story${
      brief.title ? ' with the given title' : ''
    }: who it follows, where, and what is at stake. Do not reveal the ending.`,
  maxOutputTokens: () => 300,
  streamFields: [],
  finish: (output) => ({ summary: fitSentences(cleanProse(output.summary), SUMMARY_MAX) }),
};
