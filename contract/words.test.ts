import { describe, expect, it } from 'vitest';
import { countWords, isCjkText } from './words.js';

describe('CJK detection on book-sized text', () => {
  it('reads a 10 MB Cyrillic novel as words, without overflowing the regular-expression stack', () => {
    const novel = 'Капитанская дочка, глава первая. '.repeat(320_000); // ~10.5 M characters
    expect(isCjkText(novel)).toBe(false);
    expect(countWords(novel)).toBe(4 * 320_000);
  });

  it('reads a multi-megabyte run of Han characters as characters', () => {
    const han = '吾輩は猫である名前はまだ無い'.repeat(400_000);
    expect(isCjkText(han)).toBe(true);
    expect(countWords(han)).toBe(han.length);
  });

  it('decides by the share of CJK characters among visible ones', () => {
    expect(isCjkText('坊っちゃん Botchan')).toBe(true);
    expect(isCjkText('A long English sentence that quotes 一 character.')).toBe(false);
    expect(isCjkText('   ')).toBe(false);
  });
});
