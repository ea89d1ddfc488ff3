import { z } from 'zod';
import { chapterStyle, finishChapter, ZChapterProse, ZChapterTitle } from './chapter-rules.js';
import { type AiTask, chapterTokenBudget } from './task.js';

/** POST /api/ai/generate-continuation (chapter-editor form): the next chapter of the story. */
export const continuationTask: AiTask<{ title: string; content: string }> = {
  name: 'continuation',
  schema: z.object({ title: ZChapterTitle, content: ZChapterProse }),
  instruction: (brief) =>
    [
      brief.previousChapters.length
        ? 'Write the next chapter of this story, continuing from where the last chapter ends and moving the plot forward.'
        : 'Write the first chapter of this story.',
      chapterStyle(brief),
    ].join(' '),
  maxOutputTokens: (brief) => chapterTokenBudget(brief.targetWordCount),
  streamFields: ['title', 'content'],
  finish: (output, brief) => finishChapter(output, `Chapter ${brief.previousChapters.length + 1}`),
};
