import { z } from 'zod';
import { chapterStyle, finishChapter, ZChapterProse } from './chapter-rules.js';
import { type AiTask, chapterTokenBudget } from './task.js';

/**
 * POST /api/ai/generate-chapter-content: one chapter's text from its title and outline (or a winning
 * proposal's idea), continuing the previous chapters.
 */
export const chapterContentTask: AiTask<{ content: string }> = {
  name: 'chapter-content',
  schema: z.object({ content: ZChapterProse }),
  instruction: (brief) =>
    [
      `Write the chapter${brief.chapterTitle ? ' titled in the story data' : ''}.`,
      brief.outline ? 'Follow its outline: every event it names happens in the chapter.' : '',
      brief.previousChapters.length ? 'Continue from where the previous chapter ends.' : '',
      chapterStyle(brief),
    ]
      .filter(Boolean)
      .join(' '),
  maxOutputTokens: (brief) => chapterTokenBudget(brief.targetWordCount),
  streamFields: ['content'],
  finish: (output) => ({ content: finishChapter(output, 'Chapter').content }),
};
