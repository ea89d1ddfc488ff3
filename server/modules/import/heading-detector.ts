import { findHeadingCandidates, type HeadingCandidate, type LineLayout } from './heading-candidates.js';
import { CONTENTS_LINE } from './heading-patterns.js';
import { chooseChapterHeadings, rankStyles } from './heading-sequence.js';
import type { WorkCounter } from './work-counter.js';

/** Where one chapter starts: its heading block (with any part heading just above) and its body. */
export interface ChapterStart {
  /** First line of the heading block, including a part heading that directly precedes it. */
  headStart: number;
  /** First line after the heading block. */
  bodyStart: number;
  title: string;
}

/** Fewer words than this between two headings means a table-of-contents entry, not a chapter. */
const TOC_GAP_WORDS = 20;

const CHAPTER_FAMILIES = new Set(['labelled', 'numeral', 'aozora', 'markdown']);

/** Word counts by line range, from a prefix sum. */
class LineWords {
  private readonly prefix: number[];
  constructor(wordsPerLine: readonly number[]) {
    this.prefix = [0];
    for (const words of wordsPerLine) this.prefix.push((this.prefix[this.prefix.length - 1] ?? 0) + words);
  }
  /** Words in lines [from, to). */
  between(from: number, to: number): number {
    const last = this.prefix.length - 1;
    return (this.prefix[Math.min(to, last)] ?? 0) - (this.prefix[Math.max(0, Math.min(from, last))] ?? 0);
  }
}

const normalizeHeading = (c: HeadingCandidate): string => c.text.toLowerCase().replace(/\s+/g, ' ');

/** Words after each candidate's heading block up to the next candidate (or the end of the file). */
function gapsAfter(chosen: HeadingCandidate[], words: LineWords, lineCount: number): number[] {
  return chosen.map((c, i) => words.between(c.end + 1, chosen[i + 1]?.line ?? lineCount));
}

/** Longest table of contents looked for, in entries; bounds the work on hostile input. */
const MAX_TOC_ENTRIES = 1000;

/** Whether the first `m` headings are repeated, in order, by the next `m`. */
function isRepeated(chosen: HeadingCandidate[], m: number, work?: WorkCounter): boolean {
  for (let j = 0; j < m; j++) {
    if (work) work.steps++;
    const a = chosen[j];
    const b = chosen[m + j];
    if (!a || !b || normalizeHeading(a) !== normalizeHeading(b)) return false;
  }
  return true;
}

/**
 * Removes a leading table of contents from the chosen headings: either a first copy of the heading
 * sequence whose entries sit (almost) back to back, or a leading run of entries with next to no text
 * between them after which the numbering starts over.
 * @returns the index of the first real chapter heading in `chosen`.
 */
function tocLength(chosen: HeadingCandidate[], gaps: number[], work?: WorkCounter): number {
  const n = chosen.length;
  let tinyGaps = 0;
  for (let m = 2; m <= Math.min(n / 2, MAX_TOC_ENTRIES); m++) {
    if (work) work.steps++;
    if ((gaps[m - 2] ?? 0) < TOC_GAP_WORDS) tinyGaps++;
    // Entries of a TOC copy sit back to back; its last one may be followed by notes.
    if (tinyGaps >= 0.8 * (m - 1) && isRepeated(chosen, m, work)) return m;
  }
  let k = 0;
  while (k < n && (gaps[k] ?? 0) < TOC_GAP_WORDS) k++;
  if (work) work.steps += k + 1;
  const firstNumber = chosen[0]?.number;
  const lastNumber = chosen[k - 1]?.number;
  // The last TOC entry can be followed by notes; it is still TOC when the numbering then starts over.
  if (lastNumber != null && chosen[k]?.number === lastNumber + 1 && chosen[k + 1]?.number === firstNumber)
    k++;
  // Short chapters are not a TOC: the body after a TOC starts the numbering over.
  if (k < 2 || k >= n || chosen[k]?.number !== firstNumber) return 0;
  return k;
}

/** Section words (ETYMOLOGY, Epilogue, ПРИЛОЖЕНИЕ …) that open or close the body next to the chapters. */
function sectionHeadings(
  sections: HeadingCandidate[],
  chapters: HeadingCandidate[],
  frontLimit: number,
  words: LineWords,
  lineCount: number,
): HeadingCandidate[] {
  const first = chapters[0];
  const last = chapters[chapters.length - 1];
  if (!first || !last) return [];
  const all = [...sections, ...chapters].sort((a, b) => a.line - b.line);
  return all.filter((s, i) => {
    if (s.family !== 'section') return false;
    if (words.between(s.end + 1, all[i + 1]?.line ?? lineCount) < TOC_GAP_WORDS) return false;
    if (s.role === 'front') return s.line > frontLimit && s.line < first.line;
    return s.line > last.line;
  });
}

/** Index of the first chapter whose heading block starts after `line` (binary search; starts are sorted). */
function firstStartAfter(starts: ChapterStart[], line: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((starts[mid]?.headStart ?? 0) > line) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * Folds each part heading that sits right above a chapter (nothing but blank lines between) into that
 * chapter's title and heading block; stacked parts ("VOLUME I", "PART ONE") fold from the inside out.
 * Other part headings stay in the text where they are.
 */
function foldParts(
  starts: ChapterStart[],
  parts: HeadingCandidate[],
  frontLimit: number,
  words: LineWords,
): void {
  for (const part of [...parts].reverse()) {
    if (part.line <= frontLimit) continue;
    const opened = starts[firstStartAfter(starts, part.end)];
    if (!opened || words.between(part.end + 1, opened.headStart) > 0) continue;
    opened.headStart = part.line;
    opened.title = `${part.title} — ${opened.title}`;
  }
}

/** Headings above chapter level: part words, and Markdown headings shallower than the chapter level. */
function partHeadings(candidates: HeadingCandidate[], chapters: HeadingCandidate[]): HeadingCandidate[] {
  const chapterLevel = chapters[0]?.family === 'markdown' ? (chapters[0].level ?? 0) : null;
  return candidates.filter(
    (c) =>
      c.family === 'part' ||
      (chapterLevel !== null && c.family === 'markdown' && (c.level ?? 0) < chapterLevel),
  );
}

/** Markdown: a single top-level heading on the first line is the book's title, not a chapter. */
function withoutBookTitle(candidates: HeadingCandidate[], lines: string[]): HeadingCandidate[] {
  const first = candidates[0];
  if (first?.family !== 'markdown') return candidates;
  const firstText = lines.findIndex((line) => line.trim() !== '');
  const sameLevel = candidates.filter((c) => c.family === 'markdown' && c.level === first.level);
  return first.line === firstText && sameLevel.length === 1 ? candidates.slice(1) : candidates;
}

/**
 * Finds the chapters of a plain-text or Markdown manuscript with one generic detector: heading-shaped,
 * free-standing lines are grouped by style, the style(s) whose numbering runs like a chapter sequence win,
 * a leading table of contents is dropped, section words next to the body are added, and part headings
 * are folded into the chapter they open.
 * @param wordsPerLine words of each line, as `countWords` counts them
 * @param work counts the lines and candidates examined (tests hold it linear in the input)
 * @returns chapter starts in order; empty when the text has no recognisable chapter headings.
 */
export function detectChapters(
  lines: string[],
  layout: LineLayout,
  wordsPerLine: number[],
  work?: WorkCounter,
): ChapterStart[] {
  const words = new LineWords(wordsPerLine);
  // A "Contents" heading (Markdown "## Contents" over a list of links) opens front matter, never a chapter.
  const candidates = withoutBookTitle(findHeadingCandidates(lines, layout, work), lines).filter(
    (c) => !CONTENTS_LINE.test(c.text),
  );
  const groups = rankStyles(
    candidates.filter((c) => CHAPTER_FAMILIES.has(c.family)),
    lines.length,
    work,
  );
  const chosen = chooseChapterHeadings(groups, work);
  const skip = tocLength(chosen, gapsAfter(chosen, words, lines.length), work);
  const chapters = chosen.slice(skip);
  const first = chapters[0];
  if (!first) return [];
  const tocEnd = skip > 0 ? (chosen[skip - 1]?.end ?? -1) : -1;
  const contentsLine = lines
    .slice(0, first.line)
    .findLastIndex((line) => CONTENTS_LINE.test(line.replace(/^\s*#{1,6}\s+/, '')));
  const frontLimit = Math.max(tocEnd, contentsLine);
  const sections = candidates.filter((c) => c.family === 'section');
  const all = [...chapters, ...sectionHeadings(sections, chapters, frontLimit, words, lines.length)].sort(
    (a, b) => a.line - b.line,
  );
  const starts = all.map((c) => ({ headStart: c.line, bodyStart: c.end + 1, title: c.title }));
  const parts = partHeadings(candidates, chapters);
  foldParts(starts, parts, frontLimit, words);
  // Each pass over the chosen headings, the lines above the first one, the sections and the parts.
  if (work) work.steps += chosen.length + first.line + candidates.length + all.length + parts.length;
  return starts;
}
