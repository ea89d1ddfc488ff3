import type { WritingBrief } from './writing-brief.js';

/** Earlier chapters sent in full (the rest are listed by title only). */
const FULL_CHAPTERS = 3;
/** Characters kept of each full chapter: its end, where the next chapter picks up (~2,500 tokens). */
const CHAPTER_TAIL_CHARS = 10_000;

/**
 * Fits a story's earlier chapters into a model's context: the last three keep their final 10,000
 * characters (cut at a paragraph start), earlier ones keep only their titles. Shapes: chapters oldest
 * first, `{title, content}`.
 */
export function fitPreviousChapters(
  chapters: { title: string; content: string }[],
): WritingBrief['previousChapters'] {
  const cut = chapters.length - FULL_CHAPTERS;
  return chapters.map((chapter, index) => ({
    title: chapter.title,
    content: index < cut ? '' : tail(chapter.content, CHAPTER_TAIL_CHARS),
  }));
}

function tail(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(text.length - max);
  const paragraph = slice.indexOf('\n');
  return paragraph >= 0 && paragraph < max / 2 ? slice.slice(paragraph + 1) : slice;
}

/** A brief with every context field empty, for tasks that fill only some of them. */
export function emptyBrief(task: WritingBrief['task']): WritingBrief {
  return {
    task,
    genre: '',
    tags: [],
    title: '',
    summary: '',
    setting: '',
    openingLine: '',
    chapterTitle: '',
    outline: '',
    previousChapters: [],
    targetWordCount: 0,
  };
}
