import type { ImportPreview } from '../../../contract/import';
import { countWords } from '../../lib/words';

/** A chapter under review: `id` is a stable key that survives merges and splits. */
export interface ImportChapter {
  id: number;
  title: string;
  content: string;
  firstLine: string;
  wordCount: number;
}

let nextId = 1;

/** The preview's chapters with keys. */
export function fromPreview(preview: ImportPreview): ImportChapter[] {
  return preview.chapters.map((chapter) => ({ id: nextId++, ...chapter }));
}

/** The preview's front matter sections (left out by default) with keys. */
export function frontMatterOf(preview: ImportPreview): ImportChapter[] {
  return (preview.frontMatter ?? []).map((section) => ({ id: nextId++, ...section }));
}

/**
 * Keeps a front-matter section as a chapter, or leaves it out again: a kept section goes before the
 * first chapter that is not front matter, after the kept sections that precede it in the file.
 * @param sections all front-matter sections, in file order
 */
export function toggleFrontMatter(
  chapters: ImportChapter[],
  sections: ImportChapter[],
  section: ImportChapter,
): ImportChapter[] {
  if (chapters.some((c) => c.id === section.id)) return chapters.filter((c) => c.id !== section.id);
  const earlier = new Set(sections.slice(0, sections.indexOf(section)).map((s) => s.id));
  let at = 0;
  while (at < chapters.length && earlier.has(chapters[at]?.id ?? -1)) at++;
  return [...chapters.slice(0, at), section, ...chapters.slice(at)];
}

function firstLineOf(content: string): string {
  return (
    content
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim() ?? ''
  );
}

/**
 * Paragraph blocks of a chapter: separated by blank lines, or by single line breaks when the text has
 * no blank lines.
 */
export function paragraphsOf(content: string): string[] {
  const blocks = content.split(/\r?\n\s*\r?\n/).filter((block) => block.trim());
  return blocks.length > 1 ? blocks : content.split(/\r?\n/).filter((line) => line.trim());
}

/** Chapter `index` merged with the next one (title of the first; contents joined by a blank line). */
export function mergeWithNext(chapters: ImportChapter[], index: number): ImportChapter[] {
  const a = chapters[index];
  const b = chapters[index + 1];
  if (!a || !b) return chapters;
  const merged = {
    ...a,
    content: `${a.content.trimEnd()}\n\n${b.content.trimStart()}`,
    wordCount: a.wordCount + b.wordCount,
  };
  return [...chapters.slice(0, index), merged, ...chapters.slice(index + 2)];
}

/**
 * Chapter `index` split before paragraph `at` (1..paragraphs-1); the second part is titled
 * "{title} (continued)".
 */
export function splitChapter(chapters: ImportChapter[], index: number, at: number): ImportChapter[] {
  const chapter = chapters[index];
  if (!chapter) return chapters;
  const paragraphs = paragraphsOf(chapter.content);
  if (at < 1 || at >= paragraphs.length) return chapters;
  const separator = chapter.content.includes('\n\n') ? '\n\n' : '\n';
  const head = paragraphs.slice(0, at).join(separator);
  const tail = paragraphs.slice(at).join(separator);
  const first = { ...chapter, content: head, firstLine: firstLineOf(head), wordCount: countWords(head) };
  const second = {
    id: nextId++,
    title: `${chapter.title} (continued)`,
    content: tail,
    firstLine: firstLineOf(tail),
    wordCount: countWords(tail),
  };
  return [...chapters.slice(0, index), first, second, ...chapters.slice(index + 1)];
}
