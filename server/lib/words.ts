const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_CHARS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Counts words: whitespace-separated tokens; in CJK text, where words are not separated, each
 * Han/Kana/Hangul character counts as one (the corpus MANIFEST's convention).
 */
export function countWords(text: string): number {
  let total = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    if (CJK.test(token)) {
      const cjk = token.match(CJK_CHARS)?.length ?? 0;
      const rest = token.replace(CJK_CHARS, ' ').trim();
      total += cjk + (rest ? rest.split(/\s+/).length : 0);
    } else total += 1;
  }
  return total;
}
