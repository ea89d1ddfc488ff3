/**
 * How an all-capitals title is re-cased, by the book's language (its typographic convention):
 * - `english`: title case, small words lower-case except first, last and the first word of a subtitle
 *   (after ":" or ";", and an alternative title after "or,"; Chicago Manual of Style 8.159, 8.161).
 * - `french`: sentence case, plus a capital on the noun after a leading definite article ("Le Tour du monde
 *   en quatre-vingts jours"; Lexique des règles typographiques de l'Imprimerie nationale, titres d'œuvres).
 * - `sentence`: only the first word capitalised, as Russian and other Cyrillic titles are written
 *   ("Капитанская дочка"; Мильчин, Справочник издателя и автора).
 * - `capitalized`: every word capitalised except particles (German capitalises its nouns, which cannot be
 *   told apart from other words here).
 */
export type TitleCasing = 'english' | 'french' | 'sentence' | 'capitalized';

const ENGLISH_SMALL_WORDS = new Set(
  'a an the and but or nor for so yet at by in of on to up as with from into'.split(' '),
);
const PARTICLES = new Set(
  'de du des la le les en et à au aux von van der die das und zu im del y el los las di da и в во на с о'.split(
    ' ',
  ),
);
const FRENCH_ARTICLES = new Set(['le', 'la', 'les', "l'", 'l’']);

const isShouting = (word: string): boolean => /\p{Lu}.*\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);
const capitalize = (word: string): string =>
  word
    .toLowerCase()
    .replace(/(^|[-‐])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
/** Upper-cases only the first letter ("QUATRE-VINGTS" -> "quatre-vingts" stays lower after a hyphen). */
const capitalizeFirst = (word: string): string =>
  word.toLowerCase().replace(/\p{L}/u, (letter) => letter.toUpperCase());
const bareOf = (word: string): string => word.toLowerCase().replace(/[^\p{L}'’]/gu, '');

/** Whether `words[i]` opens a subtitle or an alternative title ("…: Being", "…; or, The Whale"). */
function opensSubtitle(words: readonly string[], i: number): boolean {
  const previous = words[i - 1] ?? '';
  if (/[:;]$/.test(previous)) return true;
  return /^or,$/i.test(previous) && /;$/.test(words[i - 2] ?? '');
}

/**
 * Re-cases an all-capitals title or name ("PRIDE AND PREJUDICE" -> "Pride and Prejudice"); text already in
 * mixed case is returned as written, except for its all-capitals words ("MOBY-DICK; or, THE WHALE" ->
 * "Moby-Dick; or, The Whale"). Names always get capitalised words except particles.
 * @param casing the book's convention (see `TitleCasing`)
 */
export function recase(text: string, casing: TitleCasing, isName: boolean): string {
  if (/\p{Ll}/u.test(text) && !text.split(' ').some(isShouting)) return text;
  const words = text.split(' ');
  const rule: TitleCasing = isName ? 'capitalized' : casing;
  return words
    .map((word, i) => {
      if (!isShouting(word) && /\p{Ll}/u.test(word)) return word;
      const bare = bareOf(word);
      if (rule === 'sentence' || rule === 'french') {
        const afterArticle = rule === 'french' && i === 1 && FRENCH_ARTICLES.has(bareOf(words[0] ?? ''));
        return i === 0 || afterArticle || opensSubtitle(words, i)
          ? capitalizeFirst(word)
          : word.toLowerCase();
      }
      const isEdge = i === 0 || i === words.length - 1 || opensSubtitle(words, i);
      const isSmall = rule === 'english' ? ENGLISH_SMALL_WORDS.has(bare) : PARTICLES.has(bare);
      return isSmall && !isEdge ? word.toLowerCase() : capitalize(word);
    })
    .join(' ');
}

/** Share of `words` among the tokens of `sample` (case-insensitive, whole words). */
function shareOf(sample: string, words: string): number {
  const tokens = sample.split(/\s+/).length;
  const hits = sample.match(new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'giu'))?.length ?? 0;
  return tokens > 0 ? hits / tokens : 0;
}

/**
 * Picks the re-casing convention of a manuscript from its text: Cyrillic script -> `sentence`; otherwise
 * the language whose common function words make up the largest share of tokens (English, French), else
 * `capitalized`. A rough check that needs no dictionary; it only decides how shouted titles are re-cased.
 */
export function titleCasingOf(text: string): TitleCasing {
  const sample = text.slice(0, 20_000);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const cyrillic = sample.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  if (letters > 0 && cyrillic / letters > 0.5) return 'sentence';
  const english = shareOf(sample, 'the|and|of|to|a|in|was|he|it');
  const french = shareOf(sample, 'le|la|les|et|des|du|une|est|qui|que|il');
  if (english > 0.12 && english >= french) return 'english';
  if (french > 0.12) return 'french';
  return 'capitalized';
}
