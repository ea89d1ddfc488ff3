import { countWordsAs } from '../../../contract/words.js';
import { FIRST_LINE_MAX_CHARS } from './limits.js';

/** One chapter of an imported manuscript. */
export interface ImportedChapter {
  /** The heading as written, plus its title line(s) ("CHAPTER I. Down the Rabbit-Hole", "I. THE EVE OF THE WAR."). */
  title: string;
  /** Plain text: paragraphs separated by a blank line ("\n\n"), no line breaks inside a paragraph. */
  content: string;
  /** The first paragraph, cut at a word boundary to at most 200 characters (a preview). */
  firstLine: string;
  /** Words of `content` as `countWords` counts them (characters for CJK text). */
  wordCount: number;
}

/** Trims spaces and tabs only, so NBSP and the ideographic space that opens Japanese paragraphs survive. */
export const trimSpaces = (text: string): string => text.replace(/^[ \t]+|[ \t]+$/g, '');

function preview(paragraph: string): string {
  if (paragraph.length <= FIRST_LINE_MAX_CHARS) return paragraph;
  const cut = paragraph.slice(0, FIRST_LINE_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > FIRST_LINE_MAX_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * Assembles a chapter from its title and paragraphs (empty paragraphs are dropped).
 * @param cjk measure in characters (see `isCjkText`); decided once per book so all chapters agree
 */
export function buildChapter(title: string, paragraphs: readonly string[], cjk: boolean): ImportedChapter {
  const kept = paragraphs.filter((p) => p.trim() !== '');
  const content = kept.join('\n\n');
  return { title, content, firstLine: preview(kept[0] ?? ''), wordCount: countWordsAs(content, cjk) };
}
