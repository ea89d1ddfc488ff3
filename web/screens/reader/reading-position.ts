import type { Page, TokenizedParagraph } from '../../lib/pagination';

/*
 * A position inside a chapter as a character offset into the chapter's text
 * (docs/reference/reading.md#position): the offset of the first word on screen. It survives a new page split
 * (rotation, a toolbar collapsing, another font size) and another device, where a page number would not: the
 * reader re-paginates and opens the page that holds that word.
 */

/**
 * The character offset (UTF-16 code units into `content`) of every token of every paragraph, in the
 * shape of `paragraphs` (from `splitParagraphs` + `tokenizeParagraph` of the same `content`). Tokens
 * are the text's words in order, separated only by whitespace, so each is found after the previous one.
 */
export function tokenOffsets(content: string, paragraphs: TokenizedParagraph[]): number[][] {
  let cursor = 0;
  return paragraphs.map((paragraph) =>
    paragraph.tokens.map((token) => {
      const found = content.indexOf(token, cursor);
      // Not found only if the tokenizer ever rewrites text; then keep the last known place.
      if (found < 0) return cursor;
      cursor = found + token.length;
      return found;
    }),
  );
}

/** The offset at which each page starts: page 1 at 0 (it holds the heading), the others at their first word. */
export function pageStartOffsets(pages: Page[], offsets: number[][]): number[] {
  return pages.map((page, index) => {
    const block = page.blocks[0];
    if (index === 0 || !block) return 0;
    return offsets[block.paragraph]?.[block.start] ?? 0;
  });
}

/** The 0-based page holding `offset`: the last page starting at or before it (page 0 for offset 0). */
export function pageAtOffset(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}
