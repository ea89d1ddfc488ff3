// One word counter for the editor and the server's stored word counts (CJK text counts characters).
export { countWords } from '../../contract/words';

/**
 * docs/reference/limits.md#chapters: a chapter in the editor is complete when its content exceeds 100
 * characters.
 */
export const COMPLETE_CHAPTER_CHARS = 100;

/** Whether editor content counts as a complete chapter (more than 100 characters). */
export function isChapterComplete(content: string): boolean {
  return content.length > COMPLETE_CHAPTER_CHARS;
}

/**
 * Percent (0..100, whole) of the per-chapter target reached. Target per chapter = total target / chapter
 * count (docs/reference/limits.md#chapters); the meter is capped at 100.
 */
export function chapterProgressPercent(
  words: number,
  targetWordCount: number,
  estimatedChapters: number,
): number {
  const perChapter = estimatedChapters > 0 ? targetWordCount / estimatedChapters : 0;
  if (perChapter <= 0) return 0;
  return Math.min(100, Math.round((words / perChapter) * 100));
}

/**
 * The story page's paragraphs: the content split by line, blank lines dropped
 * (docs/reference/routes.md#story-page).
 */
export function splitLines(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
