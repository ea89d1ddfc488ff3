import { z } from 'zod';
import { PROPOSAL_IDEA_MAX, PROPOSAL_IDEA_MIN, PROPOSAL_TITLE_MAX } from '../../../../contract/ai.js';
import { cleanLine, cleanProse, fitSentences } from '../clean-text.js';
import { type AiTask, UnusableOutputError } from './task.js';

/**
 * POST /api/ai/generate-continuation (proposal form): an idea for the next chapter, within the
 * proposal limits of docs/reference/limits.md#proposals (title 1–100, idea 30–500 characters).
 */
export const proposalIdeaTask: AiTask<{ title: string; content: string }> = {
  name: 'proposal-idea',
  schema: z.object({
    title: z.string().describe(`A short title for the idea, at most ${PROPOSAL_TITLE_MAX} characters.`),
    content: z
      .string()
      .describe(
        `The idea in two to four sentences, ${PROPOSAL_IDEA_MIN} to ${PROPOSAL_IDEA_MAX} characters.`,
      ),
  }),
  instruction: () =>
    'Propose what should happen in the next chapter of this story, following from the last chapter: a concrete, surprising but fitting turn that uses its characters and places.',
  maxOutputTokens: () => 300,
  streamFields: [],
  finish: (output) => {
    const content = fitSentences(cleanProse(output.content), PROPOSAL_IDEA_MAX);
    if (content.length < PROPOSAL_IDEA_MIN) throw new UnusableOutputError('The idea was too short.');
    return { title: cleanLine(output.title, PROPOSAL_TITLE_MAX), content };
  },
};
