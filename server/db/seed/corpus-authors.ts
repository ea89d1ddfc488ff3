/**
 * One demo account per real author of the corpus, whatever form of the name a title page uses
 * ("A. Conan Doyle", "SIR ARTHUR CONAN DOYLE"), with a stable username made from the name.
 */

/** Forms of address that are not part of a name ("Sir Arthur Conan Doyle" is Arthur Conan Doyle). */
const HONORIFICS = new Set(['sir', 'dr', 'mr', 'mrs', 'ms', 'miss', 'lord', 'lady', 'rev', 'prof']);

/** Russian Cyrillic to Latin (ICAO Doc 9303 transliteration, as in passports), lower case. */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ї: 'i',
  є: 'ie',
  ґ: 'g',
};

/** The name's words without honorifics and bracketed parts: "Mary Wollstonecraft (Godwin) Shelley". */
function nameWords(name: string): string[] {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !HONORIFICS.has(word.toLowerCase().replace(/\.$/, '')));
}

/** A word compared without case or accents ("Sōseki" = "soseki"). */
const fold = (word: string): string =>
  word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]/gu, '');

/** "A." or "A" stands for any given name starting with A. */
const isInitial = (word: string): boolean => /^\p{L}\.?$/u.test(word);

function sameWord(a: string, b: string): boolean {
  if (a.replace(/\.$/, '') === b.replace(/\.$/, '')) return true;
  if (isInitial(a)) return b.startsWith(a.charAt(0));
  if (isInitial(b)) return a.startsWith(b.charAt(0));
  return false;
}

/**
 * Whether two title-page names are one person: the same surname and the same number of given names, each
 * equal or an initial of the other ("A. Conan Doyle" = "Sir Arthur Conan Doyle", "H. G. Wells" =
 * "Herbert George Wells"; "Jane Austen" ≠ "Cassandra Austen").
 */
export function isSameAuthor(a: string, b: string): boolean {
  const left = nameWords(a).map(fold);
  const right = nameWords(b).map(fold);
  if (left.length === 0 || left.length !== right.length) return false;
  return left.every((word, i) => sameWord(word, right[i] ?? ''));
}

/** The fullest form of a name among its variants: fewest initials, then longest. */
export function fullestName(variants: readonly string[]): string {
  const initials = (name: string) => nameWords(name).filter(isInitial).length;
  return [...variants].sort((x, y) => initials(x) - initials(y) || y.length - x.length)[0] ?? '';
}

/** FNV-1a 32-bit hash in base 36: a short stable tag for names with no Latin spelling here. */
function hashTag(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A stable username for an author (letters, digits and hyphens, 3 to 40 characters;
 * docs/reference/limits.md#accounts allows 3 to 50): honorifics and bracketed parts dropped, accents removed,
 * Cyrillic transliterated ("Александр Пушкин" -> "aleksandr-pushkin"); a name with no Latin spelling (夏目漱石)
 * gets "author-" and a hash of the name, so each such author still has an account of their own.
 */
export function authorUsername(name: string): string {
  const words = nameWords(name).join(' ');
  const latin = words
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (char) => CYRILLIC[char] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const slug = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const hasLatinName =
    slug.replace(/-/g, '').length >= 3 &&
    latin.replace(/[^a-z]/g, '').length * 2 >= words.replace(/\s/g, '').length;
  return hasLatinName ? slug : `author-${hashTag(words.normalize('NFC'))}`;
}

/** One real author: the name to show and every form of it seen on title pages. */
export interface CorpusAuthor {
  displayName: string;
  username: string;
  variants: string[];
}

/**
 * Groups title-page names by person (see `isSameAuthor`), each group shown under its fullest form.
 * @returns one entry per person, in order of first appearance
 */
export function groupAuthors(names: readonly string[]): CorpusAuthor[] {
  const groups: string[][] = [];
  for (const name of names) {
    const group = groups.find((g) => g.some((known) => isSameAuthor(known, name)));
    if (group) {
      if (!group.includes(name)) group.push(name);
    } else groups.push([name]);
  }
  return groups.map((variants) => {
    const displayName = fullestName(variants);
    return { displayName, username: authorUsername(displayName), variants };
  });
}
