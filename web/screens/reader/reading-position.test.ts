import { describe, expect, it } from 'vitest';
import { paginate, splitParagraphs, tokenizeParagraph } from '../../lib/pagination';
import { pageAtOffset, pageStartOffsets, tokenOffsets } from './reading-position';

const measure = (text: string) => text.length * 8;
const text = Array.from(
  { length: 120 },
  (_, p) =>
    `Paragraph ${p} opens here and the words of it run on\nacross a hard-wrapped line, word${p}a word${p}b.`,
).join('\n\n');

function split(height: number) {
  const paragraphs = splitParagraphs(text).map(tokenizeParagraph);
  const pages = paginate(paragraphs, { width: 300, height, lineHeight: 24, blockGap: 12, measure });
  return pageStartOffsets(pages, tokenOffsets(text, paragraphs));
}

describe('reading position (character offset inside a chapter)', () => {
  it('maps each token to its offset in the original text, across joined hard-wrapped lines', () => {
    const paragraphs = splitParagraphs(text).map(tokenizeParagraph);
    const offsets = tokenOffsets(text, paragraphs);
    paragraphs.forEach((paragraph, p) => {
      paragraph.tokens.forEach((token, i) => {
        expect(text.slice(offsets[p]![i]!, offsets[p]![i]! + token.length)).toBe(token);
      });
    });
  });

  it('starts page 1 at 0 and every later page at its first word, in increasing order', () => {
    const starts = split(400);
    expect(starts[0]).toBe(0);
    expect(starts.length).toBeGreaterThan(3);
    for (let i = 1; i < starts.length; i++) expect(starts[i]!).toBeGreaterThan(starts[i - 1]!);
  });

  it('finds the page holding an offset, also after a new split of another height', () => {
    const tall = split(844);
    const short = split(788);
    const offset = tall[5]!; // the first word of page 6 on the tall screen
    expect(short.length).toBeGreaterThan(tall.length);
    const page = pageAtOffset(short, offset);
    expect(short[page]!).toBeLessThanOrEqual(offset);
    expect(short[page + 1] ?? Number.POSITIVE_INFINITY).toBeGreaterThan(offset);
    expect(page).toBeGreaterThan(0);
    expect(pageAtOffset(short, 0)).toBe(0);
    expect(pageAtOffset(short, 10_000_000)).toBe(short.length - 1);
    expect(pageAtOffset([0], 50)).toBe(0);
  });
});
