import { countWordsAs, isCjkText } from '../../../contract/words.js';
import { AppError } from '../../lib/errors.js';
import { buildChapter, type ImportedChapter, trimSpaces } from './chapter.js';
import { fitChapterTitle } from './chapter-title.js';
import { detectTitlePage, type TitlePage } from './front-matter.js';
import { gutenbergTextRange } from './gutenberg.js';
import { detectLayout, type LineLayout } from './heading-candidates.js';
import { detectChapters } from './heading-detector.js';
import { stripAozoraReadings, toPlainTitle } from './inline-markup.js';
import { titleCasingOf } from './title-case.js';
import type { WorkCounter } from './work-counter.js';

/** What the plain-text parser finds; `import.service.ts` adds the format. */
export interface ParsedText extends TitlePage {
  chapters: ImportedChapter[];
  skippedFrontMatterWords: number;
  /**
   * The skipped front matter as titled sections (an EPUB's title page, contents …), so the review screen
   * can offer to keep them as chapters; absent when the parser does not split it.
   */
  frontMatter?: ImportedChapter[];
}

/** Title of the front matter (title page, contents) offered in the review screen. */
export const FRONT_MATTER_TITLE = 'Front matter';

/** Lines scanned for a title page when the text has no chapter headings. */
const TITLE_PAGE_LINES = 40;

/** Splits lines into paragraphs: blank-line-separated blocks joined with spaces, or one per line. */
export function toParagraphs(lines: readonly string[], layout: LineLayout): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(' '));
    current = [];
  };
  for (const line of lines) {
    const trimmed = trimSpaces(line);
    if (trimmed === '') flush();
    else current.push(trimmed);
    if (layout === 'line-per-paragraph') flush();
  }
  flush();
  return paragraphs;
}

/**
 * Parses a plain-text or Markdown manuscript (already decoded): strips a Project Gutenberg header and
 * licence, finds chapter headings (see `detectChapters`), skips the front matter and reads the title page.
 * @param work counts the chapter detector's steps (see `WorkCounter`); tests only
 * @throws AppError IMPORT_NO_TEXT when nothing readable remains
 */
export function parsePlainText(text: string, fileName: string, work?: WorkCounter): ParsedText {
  const allLines = text.split('\n');
  const [start, end] = gutenbergTextRange(allLines);
  const lines = allLines.slice(start, end);
  const layout = detectLayout(lines);
  const cjk = isCjkText(text);
  const casing = titleCasingOf(text);
  const wordsPerLine = lines.map((line) => countWordsAs(line, cjk));
  let starts = detectChapters(lines, layout, wordsPerLine, work);
  const frontEnd = starts[0]?.headStart ?? Math.min(lines.length, TITLE_PAGE_LINES);
  let titlePage = detectTitlePage(lines.slice(0, frontEnd), layout === 'line-per-paragraph', casing);
  if (starts.length === 0) {
    // No headings: everything is one chapter. Only an explicit title page ("by …", "Title:", "# …") is
    // split off; a first line that merely looks like a title may be the story's first sentence.
    if (!titlePage.isExplicit) titlePage = { title: null, author: null, end: 0, isExplicit: false };
    starts = [{ headStart: titlePage.end, bodyStart: titlePage.end, title: 'Chapter 1' }];
  }
  const chapters = starts.map((s, i) => {
    const fitted = fitChapterTitle(
      toPlainTitle(s.title),
      toParagraphs(lines.slice(s.bodyStart, starts[i + 1]?.headStart ?? lines.length), layout).map(
        stripAozoraReadings,
      ),
    );
    return buildChapter(fitted.title, fitted.paragraphs, cjk);
  });
  if (chapters.every((c) => c.wordCount === 0)) {
    throw new AppError('IMPORT_NO_TEXT', `"${fileName}" has no readable text to import.`);
  }
  const bodyStart = starts[0]?.headStart ?? 0;
  const skippedFrontMatterWords = wordsPerLine.slice(0, bodyStart).reduce((a, b) => a + b, 0);
  const frontMatter =
    skippedFrontMatterWords > 0
      ? [buildChapter(FRONT_MATTER_TITLE, toParagraphs(lines.slice(0, bodyStart), layout), cjk)]
      : [];
  return { title: titlePage.title, author: titlePage.author, chapters, skippedFrontMatterWords, frontMatter };
}
