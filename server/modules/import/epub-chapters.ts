import { countWordsAs } from '../../../contract/words.js';
import { buildChapter, type ImportedChapter } from './chapter.js';
import { fitChapterTitle } from './chapter-title.js';
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
  /**
   * True when the table of contents does not name this section: it was found from the spine and the
   * headings before the first entry (see `leadingTargets`). Such a section before the first chapter
   * is front matter only when it is short and has no chapter-like heading.
   */
  inferred?: boolean;
}

/** A section with at most this many words holds nothing but its heading. */
const HEADING_ONLY_WORDS = 15;
/**
 * Longest untitled text before the first chapter that is taken for a title page (title, author, an
 * epigraph) when the table of contents does not name it; longer text is kept as a chapter.
 */
const INFERRED_FRONT_MAX_WORDS = 100;
/** Title of a section the table of contents does not name and that opens without a heading. */
export const UNTITLED_SECTION_TITLE = 'Opening';

/** TOC labels of front-matter sections. */
export const FRONT_MATTER_LABEL =
  /^(?:cover|front ?cover|title ?page|half ?title|contents|table of contents|toc|copyright|dedication|imprint|colophon|about this (?:e?book|edition))$/i;
/** Labels and `epub:type` values that mark a section as front matter (cover, title page, contents …). */
export const FRONT_MATTER_TYPES =
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
    const section = stream.paragraphs.slice(target.position, end);
    const words = countWordsAs(section.join(' '), cjk);
    const ownWords = countWordsAs(withoutHeadingParagraphs(section, [target.label]).join(' '), cjk);
    // Nothing but its heading: no words past the label, or a few words all in `<h1>` … `<h6>`.
    const headingOnly =
      ownWords === 0 ||
      (words <= HEADING_ONLY_WORDS && section.every((_, k) => stream.headings.has(target.position + k)));
    const heading = classifyLine(target.label);
    const following = targets[i + 1];
    const hasChildren = following !== undefined && following.level > target.level;
    let role: Role = 'chapter';
    const sectionType = stream.sectionTypes.get(target.position) ?? '';
    const isFront =
      FRONT_MATTER_LABEL.test(target.label.trim()) ||
      FRONT_MATTER_TYPES.test(sectionType) ||
      (bookTitle !== null && normalize(target.label) === normalize(bookTitle));
    const isInferredFront =
      target.inferred === true && ownWords <= INFERRED_FRONT_MAX_WORDS && heading === null;
    if (!seenChapter && (isFront || isInferredFront)) role = 'front';
    // A part word opens a part only when the entry has sub-entries or nothing but its heading: "BOOK ONE:
    // … — I. THE EVE OF THE WAR" over 2,212 words is a chapter whose title names its part.
    else if (
      (heading?.family === 'part' && (hasChildren || headingOnly)) ||
      (hasChildren && words <= HEADING_ONLY_WORDS)
    )
      role = 'part';
    else if (
      heading !== null &&
      (heading.family === 'labelled' || heading.family === 'numeral') &&
      !heading.hasInlineTitle &&
      headingOnly &&
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
      // A part with its own text stays where it is, inside the preceding chapter, so reading order holds;
      // with no chapter before it, it is a chapter of its own (its words are never dropped).
      if (countWordsAs(text.join(' '), cjk) > 0) {
        if (drafts.length > 0 || pending) continue;
        drafts.push({ start: piece.start, parts: [], heading: [...piece.labels] });
        continue;
      }
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

/** The front matter left out before the first chapter, one section per front entry, for the review screen. */
function frontSections(
  pieces: Piece[],
  firstStart: number,
  stream: BookStream,
  cjk: boolean,
): ImportedChapter[] {
  const sections: ImportedChapter[] = [];
  const firstPiece = pieces[0]?.start ?? firstStart;
  if (firstPiece > 0) {
    sections.push(
      buildChapter(UNTITLED_SECTION_TITLE, stream.paragraphs.slice(0, Math.min(firstPiece, firstStart)), cjk),
    );
  }
  pieces.forEach((piece, i) => {
    if (piece.role !== 'front' || piece.start >= firstStart) return;
    const end = Math.min(pieces[i + 1]?.start ?? firstStart, firstStart);
    const paragraphs = withoutHeadingParagraphs(stream.paragraphs.slice(piece.start, end), piece.labels);
    sections.push(buildChapter(joinLabels(piece.labels), paragraphs, cjk));
  });
  return sections.filter((section) => section.wordCount > 0);
}

/**
 * Groups TOC targets into chapters, generically (ADR 0034): entries before the first chapter that name
 * the cover, title page or contents (or repeat the book title) are front matter, and so is a short
 * untitled section the TOC does not name (`TocTarget.inferred`); part entries (a part word such as "BOOK
 * ONE" with sub-entries or no text of its own, or an entry whose section is only its heading and that
 * has child entries) are folded into the title of the chapter they open; a part-word entry with its own
 * text and no sub-entries is a chapter; a bare number entry ("CHAPTER ONE") whose section is only its
 * heading is merged with the sibling entry after it ("CHAPTER ONE: THE EVE OF THE WAR"). Heading
 * paragraphs that repeat those labels move into the title. When the TOC resolves to nothing, the whole
 * stream is one chapter. Every word after the front matter is in exactly one chapter.
 * @returns chapters in order, the words before the first chapter, and that front matter as sections
 *   (title and text) so the review screen can offer to keep them (docs/reference/platform.md#import)
 */
export function chaptersFromToc(
  targets: TocTarget[],
  stream: BookStream,
  bookTitle: string | null,
  cjk: boolean,
): { chapters: ImportedChapter[]; skippedFrontMatterWords: number; frontMatter: ImportedChapter[] } {
  const pieces = classify(targets, stream, bookTitle, cjk);
  const drafts = toDrafts(pieces, stream, cjk);
  if (drafts.length === 0) {
    return {
      chapters: [buildChapter(bookTitle ?? 'Chapter 1', stream.paragraphs, cjk)],
      skippedFrontMatterWords: 0,
      frontMatter: [],
    };
  }
  const chapters = drafts.map((draft, i) => {
    const end = drafts[i + 1]?.start ?? stream.paragraphs.length;
    const labels = [...draft.parts, ...draft.heading];
    const fitted = fitChapterTitle(
      titleOf(draft),
      withoutHeadingParagraphs(stream.paragraphs.slice(draft.start, end), labels),
    );
    return buildChapter(fitted.title, fitted.paragraphs, cjk);
  });
  const frontEnd = drafts[0]?.start ?? 0;
  return {
    chapters,
    skippedFrontMatterWords: countWordsAs(stream.paragraphs.slice(0, frontEnd).join(' '), cjk),
    frontMatter: frontSections(pieces, frontEnd, stream, cjk),
  };
}
