import { z } from 'zod';
import { checkData, ZWords } from './data-file.js';
import { COMMON_WORDS } from './name-words.js';
import phraseWordsJson from './writing-data/phrase-words.json' with { type: 'json' };

/**
 * Noun phrases pulled out of free text, for keeping an outline's things in the chapter and for
 * picking up an object from the end of the previous chapter. Heuristic, not a parser: a determiner
 * ("the", "a", "her", ...) and the one or two content words after it.
 */

const ZPhraseWords = z.strictObject({
  /** Determiners that start a phrase; possessive ones make the phrase belong to someone. */
  determiners: ZWords,
  possessives: ZWords,
  /** Heads that are too vague to carry a chapter ("the same", "the way"). */
  vagueHeads: ZWords,
  /** Adjectives that cannot end a phrase ("the old" is not a thing). */
  adjectives: ZWords,
  /** Heads that name people: "her brother" becomes "Mara's brother", never a key object. */
  personHeads: ZWords,
  /** Heads of setting phrases that can host a scene, besides the place words of proper names. */
  sceneHeads: ZWords,
});
const words = checkData(ZPhraseWords, phraseWordsJson, 'phrase-words.json');
const DETERMINERS = new Set(words.determiners);
const POSSESSIVE = new Set(words.possessives);
const VAGUE = new Set(words.vagueHeads);
const ADJECTIVES = new Set(words.adjectives);
const PERSON_HEADS = new Set(words.personHeads);
/** Heads of setting phrases that can host a scene ("quarry", "lighthouse"), from `writing-data/phrase-words.json`. */
export const SCENE_HEADS: ReadonlySet<string> = new Set(words.sceneHeads);

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
