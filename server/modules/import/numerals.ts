const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
const CANONICAL_ROMAN = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

/** Value of a canonical upper-case Roman numeral (I … MMMCMXCIX), or null. */
export function parseRoman(text: string): number | null {
  if (text === '' || !CANONICAL_ROMAN.test(text)) return null;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ROMAN_VALUES[text[i] ?? ''] ?? 0;
    const next = ROMAN_VALUES[text[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ' _ twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const ORDINAL_UNITS =
  'zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth'.split(
    ' ',
  );
const ORDINAL_TENS = ' _ twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth'.split(
  ' ',
);

function spelledWordValue(word: string): number | null {
  for (const list of [UNITS, ORDINAL_UNITS]) {
    const index = list.indexOf(word);
    if (index > 0) return index;
  }
  for (const list of [TENS, ORDINAL_TENS]) {
    const index = list.indexOf(word);
    if (index > 0) return index * 10;
  }
  return null;
}

/** Pattern source matching an English number word ("one", "Twenty-Three", "FIRST"); validate with parseSpelled. */
export const SPELLED_NUMBER_SOURCE =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth)';

/** Value of an English number word from one to ninety-nine, cardinal or ordinal, any case; or null. */
export function parseSpelled(text: string): number | null {
  const parts = text.toLowerCase().split(/[- ]/);
  const [first, second] = parts;
  if (first === undefined || parts.length > 2) return null;
  const head = spelledWordValue(first);
  if (head === null) return null;
  if (second === undefined) return head;
  const tail = spelledWordValue(second);
  return head >= 20 && head % 10 === 0 && tail !== null && tail < 10 ? head + tail : null;
}

const KANJI_DIGITS = '〇一二三四五六七八九';

/** Value of a kanji numeral below 100 (一, 十, 十一, 二十三), or null. */
export function parseKanji(text: string): number | null {
  const match = /^([一二三四五六七八九]?)(十?)([一二三四五六七八九]?)$/.exec(text);
  if (!match || text === '') return null;
  const [, tensDigit = '', ten = '', unit = ''] = match;
  if (ten === '') return tensDigit === '' ? KANJI_DIGITS.indexOf(unit) : null;
  const tens = tensDigit === '' ? 1 : KANJI_DIGITS.indexOf(tensDigit);
  return tens * 10 + (unit === '' ? 0 : KANJI_DIGITS.indexOf(unit));
}

/** Value of a chapter number written as Arabic digits, a Roman numeral, an English word or kanji; or null. */
export function parseChapterNumber(text: string): number | null {
  if (/^\d{1,4}$/.test(text)) return Number(text);
  return parseRoman(text.toUpperCase()) ?? parseSpelled(text) ?? parseKanji(text);
}
