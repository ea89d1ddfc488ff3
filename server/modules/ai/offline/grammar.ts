/** Words starting with a vowel letter that take "a" (they sound like "you" or "won"). */
const A_BEFORE_VOWEL = /^(uni|use|usu|uti|eu|ewe|one|once|ubiq|ura)/i;
/** Words starting with a silent h that take "an". */
const AN_BEFORE_H = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" for the phrase `next` ("an hour", "a unicorn", "an old map"). */
export function articleFor(next: string): 'a' | 'an' {
  const word = next.trim();
  if (AN_BEFORE_H.test(word)) return 'an';
  if (/^[aeiou]/i.test(word) && !A_BEFORE_VOWEL.test(word)) return 'an';
  return 'a';
}

/** `phrase` with its indefinite article in front ("an iron key"). */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** `text` with its first letter upper-cased, skipping leading quotes and brackets. */
export function capitaliseFirst(text: string): string {
  return text.replace(
    /^(["'“(]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** Small words a title keeps in lower case unless they open it. */
const TITLE_SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/** Title Case for a story or chapter title ("the salt road" -> "The Salt Road"). */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && TITLE_SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Tidies filled-in text: single spaces, no space before punctuation, no doubled commas. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,{2,}/g, ',')
    .replace(/([.!?]),/g, '$1')
    .trim();
}

/**
 * The finest sentence split the writer guards against: after `.`, `!` or `?` (and any closing quote)
 * followed by whitespace, whatever comes next. `"Where?" Mara asked.` gives two pieces, so a piece
 * that is unique here stays unique under any coarser split.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’]?)\s+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** The comparison key of one sentence: lower case, quotes and spacing dropped. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/["“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Counts whitespace-separated words (the same measure as `countWords` for English text). */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
