/**
 * Splits chapter text into reader pages that fit a page area (docs/reference/limits.md#reader: "Page size
 * derives from window size and font; a page holds at least 50 words"). Pure functions: the caller supplies a
 * text measurer (canvas `measureText` in the browser, a fixed-width stub in tests), so every size is in px.
 *
 * The model mirrors how the browser lays the page out: paragraphs stacked with a fixed gap, each
 * wrapped greedily at spaces (or between CJK characters) with a fixed line height. Words are never
 * split, and a page never holds more lines than its area shows: a cut line is text the reader cannot
 * read, so where 50 words do not fit (a phone in landscape with the largest type) pages hold fewer.
 */

// How stored chapter text splits into paragraphs is one rule with the server's EPUB export, so it lives
// in contract/ (ADR 0026); the reader's pipeline is still splitParagraphs -> tokenizeParagraph -> paginate.
export { splitParagraphs } from '../../contract/paragraphs';

/** Width in px of `text` in the body (or heading) font. */
export type MeasureText = (text: string) => number;

/** One paragraph cut into breakable tokens; `spaceBefore[i]` says whether a space precedes token i. */
export interface TokenizedParagraph {
  tokens: string[];
  spaceBefore: boolean[];
}

/** A slice of one paragraph shown on a page. `text` is ready to render in a <p>. */
export interface PageBlock {
  paragraph: number;
  /** Index of the block's first token in its paragraph (maps a page back to a text position). */
  start: number;
  text: string;
  wordCount: number;
}

export interface Page {
  blocks: PageBlock[];
  wordCount: number;
}

export interface PageLayout {
  /** Width of a text line, px. */
  width: number;
  /** Height of the text area, px. */
  height: number;
  /** Body line height, px (font size × line-height factor). */
  lineHeight: number;
  /** Vertical gap between blocks (paragraphs, heading), px. */
  blockGap: number;
  measure: MeasureText;
  /** Height in px taken by the chapter heading at the top of the first page (0 when none). */
  headingHeight?: number;
  /**
   * Words a page keeps when moving a paragraph's stray first or last line to the next page (50): the
   * floor of docs/reference/limits.md#reader for every page but the last wherever the area holds that many.
   */
  minWords?: number;
}

export const MIN_WORDS_PER_PAGE = 50;

const BREAKING_SPACE = /[^\S\u00a0\u202f\u2007]+/u;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60\u3000-\u303f]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Where the browser may not break (kinsoku and friends). Gluing more than the browser does is safe:
// our lines then never hold more than the browser's, so a page never overflows.
const NO_LINE_START =
  /[、。，．・：；？！ー」』）〕］｝〉》】ゝゞヽヾ々…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ〜]/u;
const NO_LINE_END = /[「『（〔［｛〈《【｜]/u;

/** Cuts a paragraph into breakable tokens: words, and single characters inside CJK runs. */
export function tokenizeParagraph(paragraph: string): TokenizedParagraph {
  const tokens: string[] = [];
  const spaceBefore: boolean[] = [];
  for (const word of paragraph.split(BREAKING_SPACE)) {
    if (word === '') continue;
    if (!CJK.test(word)) {
      tokens.push(word);
      spaceBefore.push(tokens.length > 1);
      continue;
    }
    let isFirst = true;
    for (const char of word) {
      const previous = tokens[tokens.length - 1] ?? '';
      const last = previous.slice(-1);
      const glue =
        !isFirst &&
        (NO_LINE_START.test(char) ||
          NO_LINE_END.test(last) ||
          !LETTER_OR_DIGIT.test(char) ||
          (!CJK.test(char) && !CJK.test(last)));
      if (glue) tokens[tokens.length - 1] = previous + char;
      else {
        tokens.push(char);
        spaceBefore.push(isFirst && tokens.length > 1);
      }
      isFirst = false;
    }
  }
  return { tokens, spaceBefore };
}

/** Joins tokens [start, end) of a paragraph back into display text. */
export function joinTokens(paragraph: TokenizedParagraph, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i++) {
    text += (i > start && paragraph.spaceBefore[i] ? ' ' : '') + paragraph.tokens[i];
  }
  return text;
}

/** A measurer that remembers the width of every token it has seen (word widths repeat a lot). */
export function cachedMeasure(measure: MeasureText): MeasureText {
  const cache = new Map<string, number>();
  return (text) => {
    let width = cache.get(text);
    if (width === undefined) {
      width = measure(text);
      cache.set(text, width);
    }
    return width;
  };
}

/**
 * Rows a token wider than the line takes when the browser breaks it anywhere (CSS
 * `overflow-wrap: anywhere`): characters packed greedily, each measured alone. At least 1.
 */
export function brokenWordRows(token: string, width: number, measure: MeasureText): number {
  let rows = 1;
  let used = 0;
  for (const char of token) {
    const charWidth = measure(char);
    if (used > 0 && used + charWidth > width) {
      rows += 1;
      used = charWidth;
    } else used += charWidth;
  }
  return rows;
}

/**
 * Greedy line wrapping. Returns, for each line, the index one past its last token, and the number
 * of visual rows each line takes (a token wider than the line wraps inside the word on screen).
 */
export function wrapLines(
  paragraph: TokenizedParagraph,
  width: number,
  measure: MeasureText,
): { ends: number[]; rows: number[] } {
  const ends: number[] = [];
  const rows: number[] = [];
  const spaceWidth = measure(' ');
  let isLineOpen = false;
  let lineWidth = 0;
  for (let i = 0; i < paragraph.tokens.length; i++) {
    const tokenWidth = measure(paragraph.tokens[i] ?? '');
    if (isLineOpen) {
      const candidate = lineWidth + (paragraph.spaceBefore[i] ? spaceWidth : 0) + tokenWidth;
      if (candidate <= width) {
        lineWidth = candidate;
        continue;
      }
      ends.push(i);
      rows.push(1);
    }
    if (tokenWidth > width) {
      // An over-long token gets its own line, which the browser wraps inside the word on screen
      // (`overflow-wrap: anywhere`); the next token starts a new line, at worst one row too many.
      ends.push(i + 1);
      rows.push(
        Math.max(Math.ceil(tokenWidth / width), brokenWordRows(paragraph.tokens[i] ?? '', width, measure)),
      );
      isLineOpen = false;
      lineWidth = 0;
    } else {
      isLineOpen = true;
      lineWidth = tokenWidth;
    }
  }
  if (isLineOpen) {
    ends.push(paragraph.tokens.length);
    rows.push(1);
  }
  return { ends, rows };
}

/** Height in px of `text` wrapped to `width` with the given line height (used for the chapter heading). */
export function measureBlockHeight(
  text: string,
  width: number,
  lineHeight: number,
  measure: MeasureText,
): number {
  const { rows } = wrapLines(tokenizeParagraph(text), width, measure);
  return rows.reduce((sum, n) => sum + n, 0) * lineHeight;
}

/**
 * Splits tokenized paragraphs into pages that fit `layout`: a page never overflows its area (only a
 * line alone on a page may, when the area is lower than one line). Where the area holds
 * `layout.minWords` words (default 50) every page but the last holds at least that many; where it does
 * not (tiny screens, huge fonts) pages hold what fits rather than cut their last lines. Words stay in
 * order and none is lost or repeated. A paragraph's single first or last line is kept with its
 * neighbour where the page keeps `minWords`. Runs in time linear in the word count.
 * Always returns at least one page.
 */
export function paginate(paragraphs: TokenizedParagraph[], layout: PageLayout): Page[] {
  const minWords = layout.minWords ?? MIN_WORDS_PER_PAGE;
  const measure = cachedMeasure(layout.measure);
  const width = Math.max(1, layout.width);
  const headingHeight = layout.headingHeight ?? 0;
  const pages: Page[] = [];
  let page: Page = { blocks: [], wordCount: 0 };
  let used = headingHeight;
  let hasBlock = headingHeight > 0;

  const closePage = () => {
    pages.push(page);
    page = { blocks: [], wordCount: 0 };
    used = 0;
    hasBlock = false;
  };

  paragraphs.forEach((paragraph, index) => {
    const { ends, rows } = wrapLines(paragraph, width, measure);
    const rowHeight = (line: number) => (rows[line] ?? 1) * layout.lineHeight;
    let blockStart = 0;
    let blockEnd = 0;
    let blockFirstLine = 0;
    const flush = () => {
      if (blockEnd === blockStart) return;
      const wordCount = blockEnd - blockStart;
      page.blocks.push({
        paragraph: index,
        start: blockStart,
        text: joinTokens(paragraph, blockStart, blockEnd),
        wordCount,
      });
      page.wordCount += wordCount;
      blockStart = blockEnd;
    };
    ends.forEach((end, line) => {
      const isBlockStart = blockEnd === blockStart;
      const cost = rowHeight(line) + (isBlockStart && hasBlock ? layout.blockGap : 0);
      const pageWords = page.wordCount + (blockEnd - blockStart);
      if (used + cost > layout.height && pageWords > 0) {
        // Widows and orphans: never leave a paragraph's last line alone at the top of a page, or its
        // first line alone at the bottom, when moving a line keeps the page at minWords or more.
        const linesOnPage = line - blockFirstLine;
        let carried = 0;
        const isWidow = line === ends.length - 1;
        const isOrphan = line === 1 && linesOnPage === 1;
        if (isWidow && linesOnPage >= 3) {
          const shorterEnd = ends[line - 2] ?? blockEnd;
          if (page.wordCount + (shorterEnd - blockStart) >= minWords) carried = 1;
        } else if ((isWidow && linesOnPage === 2 && blockFirstLine === 0) || isOrphan) {
          // The whole (short) paragraph moves to the next page.
          if (page.wordCount >= minWords) carried = linesOnPage;
        }
        blockEnd =
          carried === 0 ? blockEnd : carried === linesOnPage ? blockStart : (ends[line - 2] ?? blockEnd);
        flush();
        closePage();
        used = rowHeight(line);
        for (let c = 1; c <= carried; c++) used += rowHeight(line - c);
        blockFirstLine = line - carried;
      } else used += cost;
      hasBlock = true;
      blockEnd = end;
    });
    flush();
  });
  if (page.blocks.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}
