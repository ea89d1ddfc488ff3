import { countWordsAs } from '../../../contract/words.js';
import { buildChapter, type ImportedChapter } from './chapter.js';
import { joinTitle } from './heading-candidates.js';
import { classifyLine } from './heading-patterns.js';

/** The linear reading order rendered to paragraphs, with where each spine file and anchor starts. */
export interface BookStream {
  paragraphs: string[];
  /** Paragraph index of each spine file ("OPS/ch1.xhtml") and anchor ("OPS/ch1.xhtml#p3"). */
  positions: Map<string, number>;
  /** `epub:type` of sections starting at a paragraph index ("titlepage", "chapter" …). */
  sectionTypes: Map<number, string>;
  /** Paragraph index where each spine document starts, in reading order. */
  fileStarts: number[];
  /** Indexes of paragraphs rendered from `<h1>` … `<h6>`. */
  headings: Set<number>;
}

/** A table-of-contents entry resolved to a paragraph of the book stream. */
export interface TocTarget {
  label: string;
  level: number;
  /** Paragraph index where the entry's section starts. */
  position: number;
}

/** A section with at most this many words holds nothing but its heading. */
const HEADING_ONLY_WORDS = 15;

const FRONT_MATTER_LABEL =
  /^(?:cover|front ?cover|title ?page|half ?title|contents|table of contents|toc|copyright|dedication|imprint|colophon|about this (?:e?book|edition))$/i;
const FRONT_MATTER_TYPES =
  /\b(?:cover|titlepage|halftitlepage|toc|copyright-page|dedication|imprint|frontmatter)\b/;

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type Role = 'front' | 'part' | 'number' | 'chapter';

/** A run of paragraphs that becomes a chapter, or joins a neighbour. */
interface Piece {
  role: Role;
  labels: string[];
  start: number;
  end: number;
}

function classify(targets: TocTarget[], stream: BookStream, bookTitle: string | null, cjk: boolean): Piece[] {
  const pieces: Piece[] = [];
  let seenChapter = false;
  targets.forEach((target, i) => {
    // Targets are in reading order; one that shares its position with the next has an empty section.
    const end = targets[i + 1]?.position ?? stream.paragraphs.length;
    const words = countWordsAs(stream.paragraphs.slice(target.position, end).join(' '), cjk);
    const heading = classifyLine(target.label);
    const following = targets[i + 1];
    const hasChildren = following !== undefined && following.level > target.level;
    let role: Role = 'chapter';
    const sectionType = stream.sectionTypes.get(target.position) ?? '';
    const isFront =
      FRONT_MATTER_LABEL.test(target.label.trim()) ||
      FRONT_MATTER_TYPES.test(sectionType) ||
      (bookTitle !== null && normalize(target.label) === normalize(bookTitle));
    if (!seenChapter && isFront) role = 'front';
    else if (heading?.family === 'part' || (hasChildren && words <= HEADING_ONLY_WORDS)) role = 'part';
    else if (
      heading !== null &&
      (heading.family === 'labelled' || heading.family === 'numeral') &&
      !heading.hasInlineTitle &&
      words <= HEADING_ONLY_WORDS &&
      following?.level === target.level
    ) {
      role = 'number';
    }
    if (role === 'chapter') seenChapter = true;
    pieces.push({ role, labels: [target.label], start: target.position, end });
  });
  return pieces;
}

/** Drops the leading paragraphs that repeat the labels now shown in the title. */
function withoutHeadingParagraphs(paragraphs: string[], labels: string[]): string[] {
  const pending = labels.map(normalize);
  let skip = 0;
  while (skip < paragraphs.length && pending.length > 0) {
    const at = pending.indexOf(normalize(paragraphs[skip] ?? ''));
    if (at === -1) break;
    pending.splice(at, 1);
    skip++;
  }
  return paragraphs.slice(skip);
}

/** A chapter being assembled: where it starts, and the part, number and title labels of its heading. */
interface Draft {
  start: number;
  parts: string[];
  heading: string[];
}

const joinLabels = (labels: string[]): string => labels.reduce((title, label) => joinTitle(title, label), '');

function titleOf(draft: Draft): string {
  const heading = joinLabels(draft.heading);
  const part = joinLabels(draft.parts);
  if (part === '') return heading;
  return heading === '' ? part : `${part} — ${heading}`;
}

/** Folds part and number entries into the chapters they open. */
function toDrafts(pieces: Piece[], stream: BookStream, cjk: boolean): Draft[] {
  const drafts: Draft[] = [];
  let pending: Draft | null = null;
  for (const piece of pieces) {
    if (piece.role === 'front') continue;
    if (piece.role === 'part') {
      const text = withoutHeadingParagraphs(stream.paragraphs.slice(piece.start, piece.end), piece.labels);
      // A part with its own text stays where it is, inside the preceding chapter, so reading order holds.
      if (countWordsAs(text.join(' '), cjk) > 0) continue;
      if (pending && pending.heading.length > 0) drafts.push(pending);
      pending =
        pending && pending.heading.length === 0 ? pending : { start: piece.start, parts: [], heading: [] };
      pending.parts.push(...piece.labels);
      continue;
    }
    if (piece.role === 'number') {
      if (pending && pending.heading.length > 0) drafts.push(pending);
      pending =
        pending && pending.heading.length === 0 ? pending : { start: piece.start, parts: [], heading: [] };
      pending.heading.push(...piece.labels);
      continue;
    }
    const draft: Draft = pending ?? { start: piece.start, parts: [], heading: [] };
    draft.heading.push(...piece.labels);
    drafts.push(draft);
    pending = null;
  }
  if (pending) drafts.push(pending);
  return drafts;
}

/**
 * Groups TOC targets into chapters, generically: entries before the first chapter that name the cover,
 * title page or contents (or repeat the book title) are front matter; part entries ("BOOK ONE", or an
 * entry whose section is only its heading and that has child entries) are folded into the title of the
 * chapter they open; a bare number entry ("CHAPTER ONE") whose section is only its heading is merged with
 * the sibling entry after it ("CHAPTER ONE: THE EVE OF THE WAR"). Heading paragraphs that repeat those
 * labels move into the title. When the TOC resolves to nothing, the whole stream is one chapter.
 * @returns chapters in order, and the words before the first chapter (front matter)
 */
export function chaptersFromToc(
  targets: TocTarget[],
  stream: BookStream,
  bookTitle: string | null,
  cjk: boolean,
): { chapters: ImportedChapter[]; skippedFrontMatterWords: number } {
  const drafts = toDrafts(classify(targets, stream, bookTitle, cjk), stream, cjk);
  if (drafts.length === 0) {
    return {
      chapters: [buildChapter(bookTitle ?? 'Chapter 1', stream.paragraphs, cjk)],
      skippedFrontMatterWords: 0,
    };
  }
  const chapters = drafts.map((draft, i) => {
    const end = drafts[i + 1]?.start ?? stream.paragraphs.length;
    const labels = [...draft.parts, ...draft.heading];
    return buildChapter(
      titleOf(draft),
      withoutHeadingParagraphs(stream.paragraphs.slice(draft.start, end), labels),
      cjk,
    );
  });
  const frontEnd = drafts[0]?.start ?? 0;
  return {
    chapters,
    skippedFrontMatterWords: countWordsAs(stream.paragraphs.slice(0, frontEnd).join(' '), cjk),
  };
}
