import { COMMON_WORDS } from './name-words.js';

/**
 * Noun phrases pulled out of free text, for keeping an outline's things in the chapter and for
 * picking up an object from the end of the previous chapter. Heuristic, not a parser: a determiner
 * ("the", "a", "her", ...) and the one or two content words after it.
 */

/** Determiners that start a phrase; possessive ones make the phrase belong to someone. */
const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'my', 'your', 'its', 'our']);
const POSSESSIVE = new Set(['his', 'her', 'their', 'my', 'your', 'our']);
/** Heads that are too vague to carry a chapter ("the same", "the way"). */
const VAGUE = new Set(
  `same way other rest time moment end first last thing things world day night morning evening one
  kind sort part side air while lot truth idea point fact place people man woman something nothing
  question answer reason shape feeling sense voice face eyes eye hand hands head mind look silence dark
  light breath words word course matter need chance hour minute minutes hours years days top bottom
  back front middle edge smile way`.split(/\s+/),
);
/** Adjectives that cannot end a phrase ("the old" is not a thing). */
const ADJECTIVES = new Set(
  `old young new little small big great dark long last first lost strange hidden secret broken red black
  white green blue grey gray golden silver whole only final next same empty cold hot ancient`.split(/\s+/),
);
/** Heads that name people: "her brother" becomes "Mara's brother", never a key object. */
const PERSON_HEADS = new Set(
  `brother sister mother father son daughter wife husband friend uncle aunt cousin king queen lover
  partner mentor rival captain master mistress teacher grandmother grandfather child children boss`.split(
    /\s+/,
  ),
);

/** One phrase: its words without the determiner, and whether it is possessive or names a person. */
export interface NounPhrase {
  words: string;
  isPossessive: boolean;
  isPerson: boolean;
}

/**
 * The noun phrases of `text` in order of appearance, without repeats. `cautious` (for outlines, which
 * are sentences) stops at a second word that looks like a verb ("the map forged"); `greedy` (for
 * settings, which are noun phrases) takes up to four words before a preposition ("a storm-battered
 * fishing village").
 */
export function nounPhrases(text: string, mode: 'cautious' | 'greedy' = 'cautious'): NounPhrase[] {
  const most = mode === 'greedy' ? 4 : 2;
  const tokens = [...text.matchAll(/[A-Za-z][A-Za-z'’-]*|[^\sA-Za-z]+/g)].map((m) => m[0]);
  const found: NounPhrase[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const det = tokens[i]!.toLowerCase();
    if (!DETERMINERS.has(det)) continue;
    const picked: string[] = [];
    for (let j = i + 1; j < tokens.length && picked.length < most; j++) {
      const word = tokens[j]!;
      const isContent = /^[a-z][a-z-]*$/.test(word) && !COMMON_WORDS.has(word) && !DETERMINERS.has(word);
      const looksLikeVerb = picked.length === 1 && /(ed|ing|ly|s)$/.test(word) && !ADJECTIVES.has(picked[0]!);
      if (!isContent || (mode === 'cautious' && looksLikeVerb)) break;
      picked.push(word);
    }
    const head = picked[picked.length - 1];
    if (!head || VAGUE.has(head) || ADJECTIVES.has(head) || head.length < 3) continue;
    const words = picked.join(' ');
    if (found.some((p) => p.words === words)) continue;
    found.push({ words, isPossessive: POSSESSIVE.has(det), isPerson: PERSON_HEADS.has(head) });
  }
  return found;
}

/** The last quoted line of `text` (8–140 characters), ending in a full stop, "?" or "!". */
export function lastQuote(text: string): string | undefined {
  const quotes = [...text.matchAll(/["“]([^"“”\n]{8,140})["”]/g)].map((m) => m[1]!.trim());
  const quote = quotes[quotes.length - 1];
  if (!quote) return undefined;
  return /[.!?]$/.test(quote) ? quote : `${quote.replace(/[,;:—–-]+$/, '')}.`;
}
