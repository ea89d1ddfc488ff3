const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const NON_SPACE = /\S/gu;

/** Aozora Bunko markup that is not text: ruby readings 《…》, the ruby start mark ｜, notes ［＃…］. */
const AOZORA_MARKUP = /《[^》\n]*》|｜|［＃[^］\n]*］/g;

/**
 * True when most visible characters are Han, kana or Hangul. Such text has no spaces between words, so
 * it is measured in characters (corpus MANIFEST, "words" column).
 */
export function isCjkText(text: string): boolean {
  const visible = text.match(NON_SPACE)?.length ?? 0;
  if (visible === 0) return false;
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  return cjk / visible > 0.3;
}

/** Removes Aozora ruby readings, ruby start marks and ［＃…］ notes, as the corpus does before counting. */
export function stripAozoraMarkup(text: string): string {
  return text.replace(AOZORA_MARKUP, '');
}

/**
 * Counts words the way the corpus MANIFEST does: whitespace-separated tokens; for CJK text (see
 * `isCjkText`), non-space characters after removing Aozora ruby and annotations.
 * @returns a count of words (or characters for CJK text); 0 for blank text.
 */
export function countWords(text: string): number {
  return countWordsAs(text, isCjkText(text));
}

/**
 * Counts words with the measure fixed by the caller: characters when `cjk`, else whitespace-separated
 * tokens. Lets a book measure every line and chapter the same way (see `countWords`).
 */
export function countWordsAs(text: string, cjk: boolean): number {
  if (cjk) return stripAozoraMarkup(text).match(NON_SPACE)?.length ?? 0;
  let count = 0;
  for (const token of text.split(/\s+/)) if (token !== '') count++;
  return count;
}
