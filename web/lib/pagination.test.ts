import { describe, expect, it } from 'vitest';
import {
  brokenWordRows,
  MIN_WORDS_PER_PAGE,
  type PageLayout,
  paginate,
  splitParagraphs,
  tokenizeParagraph,
  wrapLines,
} from './pagination';

/** A fixed-pitch stand-in for canvas measureText: each character is 0.5 em wide. */
const monospace = (fontSize: number) => (text: string) => [...text].length * fontSize * 0.5;

function layoutFor(
  viewport: { width: number; height: number },
  fontSize: number,
  lineFactor = 1.6,
): PageLayout {
  return {
    width: viewport.width - 40,
    height: viewport.height - 200,
    lineHeight: fontSize * lineFactor,
    blockGap: fontSize * 0.75,
    measure: monospace(fontSize),
  };
}

const VOCABULARY = ['the', 'detective', 'looked', 'at', 'a', 'window', 'and', 'extraordinarily', 'fog', 'I'];

/** Deterministic prose: paragraphs of 5 to 120 words. */
function makeText(words: number): string {
  const paragraphs: string[] = [];
  let n = 0;
  let seed = 7;
  while (n < words) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const size = Math.min(words - n, 5 + (seed % 116));
    const paragraph: string[] = [];
    for (let i = 0; i < size; i++) paragraph.push(VOCABULARY[(n + i * 7 + seed) % VOCABULARY.length] ?? 'x');
    paragraphs.push(paragraph.join(' '));
    n += size;
  }
  return paragraphs.join('\n\n');
}

function paginateText(text: string, layout: PageLayout) {
  return paginate(splitParagraphs(text).map(tokenizeParagraph), layout);
}

const pageWords = (page: { blocks: { text: string }[] }) => page.blocks.flatMap((b) => b.text.split(' '));

describe('paginate', () => {
  const text = makeText(3000);
  const mobile = layoutFor({ width: 390, height: 844 }, 16);

  it('puts at least 50 words on every page but the last where the area holds them', () => {
    for (const layout of [mobile, layoutFor({ width: 820, height: 1180 }, 24, 2)]) {
      const pages = paginateText(text, layout);
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages.slice(0, -1))
        expect(page.wordCount).toBeGreaterThanOrEqual(MIN_WORDS_PER_PAGE);
    }
  });

  it('never cuts a line: in phone landscape with the largest type pages hold fewer words instead', () => {
    // 844 x 390 in landscape leaves a page area about 560 x 220 px: four lines of 24 px type at 2.0.
    const landscape: PageLayout = {
      width: 560,
      height: 220,
      lineHeight: 48,
      blockGap: 19,
      measure: monospace(24),
    };
    const pages = paginateText(text, landscape);
    expect(pages.flatMap(pageWords)).toEqual(text.split(/\s+/));
    for (const page of pages) {
      const lines = page.blocks.reduce(
        (sum, b) =>
          sum + wrapLines(tokenizeParagraph(b.text), landscape.width, landscape.measure).ends.length,
        0,
      );
      expect(
        lines * landscape.lineHeight + (page.blocks.length - 1) * landscape.blockGap,
      ).toBeLessThanOrEqual(landscape.height);
    }
  });

  it('keeps every word once and in order', () => {
    const pages = paginateText(text, mobile);
    expect(pages.flatMap(pageWords)).toEqual(text.split(/\s+/));
    expect(pages.reduce((sum, p) => sum + p.wordCount, 0)).toBe(3000);
  });

  it('fits pages into the page height when the area is big enough', () => {
    const pages = paginateText(text, mobile);
    for (const page of pages) {
      const lines = page.blocks.reduce(
        (sum, b) => sum + wrapLines(tokenizeParagraph(b.text), mobile.width, mobile.measure).ends.length,
        0,
      );
      const height = lines * mobile.lineHeight + (page.blocks.length - 1) * mobile.blockGap;
      expect(height).toBeLessThanOrEqual(mobile.height);
    }
  });

  it('needs more pages for larger fonts and smaller viewports', () => {
    const base = paginateText(text, mobile).length;
    expect(paginateText(text, layoutFor({ width: 390, height: 844 }, 22)).length).toBeGreaterThan(base);
    expect(paginateText(text, layoutFor({ width: 390, height: 600 }, 16)).length).toBeGreaterThan(base);
    expect(paginateText(text, layoutFor({ width: 820, height: 1180 }, 16)).length).toBeLessThan(base);
    expect(paginateText(text, layoutFor({ width: 390, height: 844 }, 16, 2)).length).toBeGreaterThan(base);
  });

  it('reserves room for the chapter heading on the first page', () => {
    const plain = paginateText(text, mobile);
    const headed = paginateText(text, { ...mobile, headingHeight: 120 });
    expect(headed[0]!.wordCount).toBeLessThan(plain[0]!.wordCount);
  });

  it('does not strand the first or last line of a paragraph on its own', () => {
    const lines = (page: { blocks: { text: string }[] }, i: number) =>
      wrapLines(tokenizeParagraph(page.blocks.at(i)?.text ?? ''), mobile.width, mobile.measure).ends.length;
    const pages = paginateText(text, mobile);
    for (let i = 1; i < pages.length; i++) {
      const [before, after] = [pages[i - 1]!, pages[i]!];
      if (before.blocks.at(-1)?.paragraph !== after.blocks[0]?.paragraph) continue;
      expect(lines(before, -1)).toBeGreaterThanOrEqual(2);
      const isParagraphEnd = after.blocks.length > 1 || i === pages.length - 1;
      if (isParagraphEnd) expect(lines(after, 0)).toBeGreaterThanOrEqual(2);
    }
  });

  it('returns one empty page for empty text and one page for short text', () => {
    expect(paginateText('', mobile)).toEqual([{ blocks: [], wordCount: 0 }]);
    const short = paginateText('Just a few words.', mobile);
    expect(short).toHaveLength(1);
    expect(short[0]!.blocks[0]!.text).toBe('Just a few words.');
  });

  it('never splits a word longer than the line', () => {
    const long = 'x'.repeat(200);
    const pages = paginateText(`start ${long} end`, mobile);
    expect(pages.flatMap(pageWords)).toEqual(['start', long, 'end']);
  });

  it('paginates a 120,000-word book in one linear pass', () => {
    const book = makeText(120_000);
    const pages = paginateText(book, mobile);
    expect(pages.reduce((sum, p) => sum + p.wordCount, 0)).toBe(120_000);
    for (const page of pages.slice(0, -1)) expect(page.wordCount).toBeGreaterThanOrEqual(MIN_WORDS_PER_PAGE);
  });
});

describe('tokenizeParagraph', () => {
  it('splits on spaces but keeps no-break spaces inside a word', () => {
    expect(tokenizeParagraph('Mr.\u00a0Holmes  said').tokens).toEqual(['Mr.\u00a0Holmes', 'said']);
  });

  it('breaks Japanese between characters but never before closing punctuation', () => {
    const paragraph = tokenizeParagraph('親譲りの無鉄砲で、小供の時から損ばかりしている。');
    expect(paragraph.tokens.join('')).toBe('親譲りの無鉄砲で、小供の時から損ばかりしている。');
    expect(paragraph.tokens).toContain('で、');
    expect(paragraph.tokens.some((t) => t.startsWith('、') || t.startsWith('。'))).toBe(false);
    expect(paragraph.spaceBefore.every((s) => !s)).toBe(true);
  });
});

describe('long unbroken words (docs/reference/reading.md#readers: overflow-wrap: anywhere)', () => {
  const eightPx = (text: string) => [...text].length * 8;

  it('counts the rows the browser breaks a word into, characters packed greedily', () => {
    expect(brokenWordRows('x'.repeat(37), 300, eightPx)).toBe(1); // 296 px fit
    expect(brokenWordRows('x'.repeat(38), 300, eightPx)).toBe(2);
    expect(brokenWordRows('x'.repeat(200), 300, eightPx)).toBe(6); // 37 a row
  });

  it('gives an over-long word its rows and starts the next word on a new line', () => {
    const paragraph = tokenizeParagraph(`start ${'x'.repeat(200)} end`);
    expect(wrapLines(paragraph, 300, eightPx)).toEqual({ ends: [1, 2, 3], rows: [1, 6, 1] });
  });
});
