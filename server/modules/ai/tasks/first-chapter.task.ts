import { z } from 'zod';
import { chapterStyle, finishChapter, ZChapterProse, ZChapterTitle } from './chapter-rules.js';
import { type AiTask, chapterTokenBudget } from './task.js';

/** POST /api/ai/generate-first-chapter: the opening chapter from title, genre, summary and tags. */
export const firstChapterTask: AiTask<{ title: string; content: string }> = {
  name: 'first-chapter',
  schema: z.object({ title: ZChapterTitle, content: ZChapterProse }),
  instruction: (brief) =>
    [
      'Write the first chapter of this story: open in a scene, introduce the protagonist and the setting, and end with a hook.',
      brief.openingLine
        ? 'Begin the chapter with the opening line given in the story data, word for word.'
        : '',
      chapterStyle(brief),
    ]
      .filter(Boolean)
      .join(' '),
  maxOutputTokens: (brief) => chapterTokenBudget(brief.targetWordCount),
  streamFields: ['title', 'content'],
  finish: (output) => finishChapter(output, 'Chapter 1'),
};
