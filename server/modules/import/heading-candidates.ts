import { MAX_CHAPTER_TITLE_CHARS } from './chapter-title.js';
import { classifyLine, collapseSpaces, type LineHeading } from './heading-patterns.js';
import { MAX_HEADING_CANDIDATES } from './limits.js';
import type { WorkCounter } from './work-counter.js';

/** How paragraphs are laid out: hard-wrapped with blank lines between, or one paragraph per line. */
export type LineLayout = 'wrapped' | 'line-per-paragraph';

/** A heading line seen in context, with the title lines that belong to it. */
export interface HeadingCandidate extends LineHeading {
  /** Index of the heading line. */
  line: number;
  /** Index of the last line of the heading block (the heading line or its last title line). */
  end: number;
  /** The heading plus its title lines, as the chapter title should read. */
  title: string;
}

const isBlank = (line: string | undefined): boolean => line === undefined || line.trim() === '';
const hasLowercase = (text: string): boolean => /\p{Ll}/u.test(text);
const MAX_TITLE_LINE = 100;
/** A mixed-case title line up to this long needs nothing more than no sentence end. */
const SHORT_TITLE_CHARS = 70;
/** Blank lines looked past between a heading and its title line. */
const MAX_BLANKS_BEFORE_TITLE = 4;

/**
 * Decides the layout from line lengths: hard-wrapped prose keeps lines under ~80 characters, while
 * one-paragraph-per-line files (the Russian and Japanese corpus books) have most lines far longer.
 */
export function detectLayout(lines: string[]): LineLayout {
  let nonBlank = 0;
  let long = 0;
  for (const line of lines) {
    if (isBlank(line)) continue;
    nonBlank++;
    if (line.length > 100) long++;
  }
  return nonBlank > 0 && long / nonBlank > 0.25 ? 'line-per-paragraph' : 'wrapped';
}

/** Joins a heading and the title below it: "I." + "THE EVE" → "I. THE EVE"; "1" + "Title" → "1: Title". */
export function joinTitle(heading: string, title: string): string {
  if (title === '') return heading;
  if (heading === '') return title;
  return /[.:;—–-]$/u.test(heading) ? `${heading} ${title}` : `${heading}: ${title}`;
}

/**
 * A title under a heading: at most three lines and `MAX_CHAPTER_TITLE_CHARS` characters, and either
 * upper-case or one mixed-case line without a sentence end ("The river and the harbor"; "It rained." is
 * prose); one over `SHORT_TITLE_CHARS` must also open with a capital, digit or quote. A long title is
 * still a title (docs/decisions/0034-lossless-import.md).
 * @param maxLine longest line, in characters (a one-paragraph-per-line title is one long line)
 */
function looksLikeTitle(block: string[], layout: LineLayout, maxLine = MAX_TITLE_LINE): boolean {
  if (block.length === 0 || block.length > 3) return false;
  const text = block.map((line) => line.trim()).join(' ');
  if (
    !/\p{L}/u.test(text) ||
    text.length > MAX_CHAPTER_TITLE_CHARS ||
    block.some((line) => line.length > maxLine)
  )
    return false;
  if (block.some((line) => classifyLine(line) !== null)) return false;
  if (!hasLowercase(text)) return true;
  if (layout !== 'wrapped' || block.length !== 1 || /[.!?,;:]["'”’)]?$/u.test(text)) return false;
  // Past a short line's length a mixed-case title must open like one (capital, digit, quote).
  return text.length <= SHORT_TITLE_CHARS || /^[\p{Lu}\p{N}"'“‘(]/u.test(text);
}

/** Lines from `start` up to the next blank line, at most `max + 1` of them (to detect overlong blocks). */
function blockFrom(lines: string[], start: number, max: number, work?: WorkCounter): string[] {
  const block: string[] = [];
  for (let i = start; i < lines.length && !isBlank(lines[i]) && block.length <= max; i++)
    block.push(lines[i] ?? '');
  if (work) work.steps += block.length + 1;
  return block;
}

/** Where the title lines of a heading without an inline title are, as [first, last] line indexes. */
function findTitleLines(
  lines: string[],
  line: number,
  layout: LineLayout,
  work?: WorkCounter,
): [number, number] | null {
  let start = line + 1;
  if (isBlank(lines[start])) {
    while (start < lines.length && isBlank(lines[start]) && start - line <= MAX_BLANKS_BEFORE_TITLE) start++;
    if (work) work.steps += start - line;
    if (isBlank(lines[start])) return null;
  }
  if (layout === 'line-per-paragraph') {
    // One paragraph per line: the next text line (blank lines between allowed) is a title when it is
    // upper-case ("СЕРЖАНТ ГВАРДИИ") or reads like one, without a sentence end ("The river and the
    // harbor"; "It rained." is prose). (The hard-wrapped rule for a one-line block is exactly that.)
    const next = lines[start] ?? '';
    return looksLikeTitle([next], 'wrapped', MAX_CHAPTER_TITLE_CHARS) ? [start, start] : null;
  }
  const block = blockFrom(lines, start, 3, work);
  return looksLikeTitle(block, layout) ? [start, start + block.length - 1] : null;
}

/** Builds a candidate field by field: object spread here dominated the time on files with many headings. */
function candidate(heading: LineHeading, line: number, end: number, title: string): HeadingCandidate {
  const { family, style, number, text, hasInlineTitle, role, level } = heading;
  return { family, style, number, text, hasInlineTitle, role, level, line, end, title };
}

/**
 * Wraps a heading-shaped line with its context, or returns null when the context says it is prose.
 * In hard-wrapped text a heading must stand alone: a blank line before it and after its block. Its block
 * may hold title lines (heading without inline title) or the wrapped end of a long inline title.
 */
function inContext(
  lines: string[],
  i: number,
  heading: LineHeading,
  layout: LineLayout,
  work?: WorkCounter,
): HeadingCandidate | null {
  const line = lines[i] ?? '';
  const base = candidate(heading, i, i, heading.text);
  if (heading.family === 'markdown' || heading.family === 'aozora') return base;
  const wrapped = layout === 'wrapped';
  if (wrapped && !isBlank(lines[i - 1])) return null;
  const canHaveTitle = !heading.hasInlineTitle && heading.family !== 'section';
  const sameBlockNext = !isBlank(lines[i + 1]);
  if (wrapped && sameBlockNext && heading.hasInlineTitle) {
    // A long inline title wrapped onto one or two more lines (Moby-Dick's CHAPTER 73).
    const rest = blockFrom(lines, i + 1, 2, work);
    if (line.trim().length < 50 || rest.length > 2 || rest.some((l) => l.length > line.length)) return null;
    const end = i + rest.length;
    return candidate(heading, i, end, collapseSpaces([line, ...rest].map((l) => l.trim()).join(' ')));
  }
  const titleAllowed = canHaveTitle || (heading.family === 'section' && (!wrapped || sameBlockNext));
  const titleLines = titleAllowed ? findTitleLines(lines, i, layout, work) : null;
  if (wrapped && sameBlockNext && titleLines?.[0] !== i + 1) return null;
  if (!titleLines) return base;
  const [first, last] = titleLines;
  const title = collapseSpaces(
    lines
      .slice(first, last + 1)
      .map((l) => l.trim())
      .join(' '),
  );
  if (wrapped && !isBlank(lines[last + 1])) return null;
  return candidate(heading, i, last, joinTitle(heading.text, title));
}

/**
 * Finds every heading-shaped line that stands like a heading, in document order. Title lines consumed
 * by a heading are not examined again.
 * @param work counts each line classified and each line read around a heading-shaped one
 * @returns the candidates; none when there are more than `MAX_HEADING_CANDIDATES` (no usable structure).
 */
export function findHeadingCandidates(
  lines: string[],
  layout: LineLayout,
  work?: WorkCounter,
): HeadingCandidate[] {
  const candidates: HeadingCandidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (work) work.steps++;
    const heading = classifyLine(lines[i] ?? '');
    if (!heading) continue;
    const found = inContext(lines, i, heading, layout, work);
    if (!found) continue;
    if (candidates.length === MAX_HEADING_CANDIDATES) return [];
    candidates.push(found);
    i = found.end;
  }
  return candidates;
}
