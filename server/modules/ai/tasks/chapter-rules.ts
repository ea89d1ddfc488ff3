import { z } from 'zod';
import { cleanLine, cleanProse } from '../clean-text.js';
import type { WritingBrief } from '../writing-brief.js';

/** The chapter prose field, shared by the chapter tasks. */
export const ZChapterProse = z
  .string()
  .describe(
    'The chapter text: plain prose in paragraphs separated by a blank line; no headings, no markdown.',
  );

/** The chapter title field, shared by the chapter tasks. */
export const ZChapterTitle = z.string().describe('A short chapter title, without "Chapter N".');

/** How long, in what form, and in what voice every chapter is written. */
export function chapterStyle(brief: WritingBrief): string {
  return [
    `Write about ${brief.targetWordCount} words of ${brief.genre} fiction, in paragraphs, with dialogue where it fits.`,
    'Keep names, places and facts consistent with the story data; do not summarise, tell the scene.',
  ].join(' ');
}

/** Cleans a chapter answer: prose paragraphs and a title of at most 255 characters. */
export function finishChapter(output: { title?: string; content: string }, fallbackTitle: string) {
  return {
    title: cleanLine(output.title?.trim() ? output.title : fallbackTitle, 255),
    content: cleanProse(output.content),
  };
}
