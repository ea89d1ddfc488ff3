import { z } from 'zod';
import { cleanLine } from '../clean-text.js';
import type { AiTask } from './task.js';

/** Titles are stored in varchar(255); a good one is far shorter. */
const TITLE_MAX = 120;

/** POST /api/ai/generate-title: a title for a new story from its genre and tags. */
export const titleTask: AiTask<{ title: string }> = {
  name: 'title',
  schema: z.object({ title: z.string().describe('The story title: 2 to 8 words, no quotes.') }),
  instruction: (brief) =>
    `Invent an original, evocative title for a new ${brief.genre} story${
      brief.tags.length ? ' that fits its tags' : ''
    }. Avoid titles of well-known books.`,
  maxOutputTokens: () => 60,
  streamFields: [],
  finish: (output) => ({ title: cleanLine(output.title, TITLE_MAX) }),
};
