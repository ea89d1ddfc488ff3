/**
 * Runs of Han, kana or Hangul, at most 4,096 characters each: an unbounded `+` over a multi-megabyte
 * run overflows V8's regular-expression stack (a 10 MB Cyrillic novel did, through `[^…]+`).
 */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,4096}/gu;

/** Aozora Bunko markup that is not text: ruby readings 《…》, the ruby start mark ｜, notes ［＃…］. */
const AOZORA_MARKUP = /《[^》\n]*》|｜|［＃[^］\n]*］/g;

/** The characters JavaScript's `\s` matches (so counts agree with `text.split(/\s+/)`). */
function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Counts non-whitespace code points (a surrogate pair counts once). */
function countVisible(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    if (!isWhitespace(code)) count++;
  }
  return count;
}

/**
 * True when most visible characters are Han, kana or Hangul. Such text has no spaces between words, so
 * it is measured in characters (corpus MANIFEST, "words" column).
 */
export function isCjkText(text: string): boolean {
  const visible = countVisible(text);
  if (visible === 0) return false;
  let cjk = 0;
  for (const run of text.matchAll(CJK_RUN)) cjk += countVisible(run[0]);
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
  if (cjk) return countVisible(stripAozoraMarkup(text));
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isWhitespace(text.charCodeAt(i));
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}
