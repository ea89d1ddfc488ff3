import {
  COMMON_WORDS,
  HONORIFICS,
  KNOWN_PLACES,
  PLACE_FIRST_WORDS,
  PLACE_PREPOSITIONS,
  PLACE_WORDS,
} from './name-words.js';

/** One proper name found in text: a person or a place, how often it occurs and where first. */
export interface NameHit {
  name: string;
  kind: 'person' | 'place';
  count: number;
  first: number;
}

interface Token {
  word: string;
  start: number;
  end: number;
  isCapital: boolean;
  isSentenceStart: boolean;
}

/** Small words that separate title runs even when capitalised ("The Keeper Of Brannock Bay"). */
const TITLE_BREAKS = new Set(['the', 'a', 'an', 'of', 'and', 'in', 'at', 'to', 'for', 'on', 'from', 'with']);
/** "… is the last place she expected", "… was a town that": what follows a place's name. */
const PLACE_PREDICATE =
  /^\s+(is|was)\s+(the|a|an)\s+(\w+\s+){0,2}(place|town|city|village|island|country|world|port|colony|station|kingdom|valley)\b/;
/** Verb-ish words after a sentence-initial name ("Mara finds ...", "Elspeth was ..."). */
const NAME_FOLLOWERS = /^(was|is|has|had|must|will|can|could|would|and|who|finds|found|said)$|^[a-z]+(s|ed)$/;

/**
 * Finds proper names in `text`. In `prose`, a capitalised word that starts a sentence counts only when
 * it is a known given name (`isKnownName`), is followed by a verb-like word, or appears capitalised
 * elsewhere (the verb test only when `trustsVerbs`: short texts such as outlines, where a sentence
 * that opens on a name is likely); in `title` mode (Title Case text) only places ("Brannock Bay"), known given names and
 * possessives ("Mara's") count. Runs such as "Elspeth Marr" stay together; honorifics stay attached.
 * @returns hits ordered by first appearance.
 */
export function findNames(
  text: string,
  mode: 'prose' | 'title',
  isKnownName: (word: string) => boolean,
  trustsVerbs = true,
): NameHit[] {
  const tokens = tokenise(text);
  const midSentence = new Set(
    tokens.filter((t) => t.isCapital && !t.isSentenceStart).map((t) => t.word.toLowerCase()),
  );
  const hits = new Map<string, NameHit>();
  let i = 0;
  while (i < tokens.length) {
    const from = i;
    while (i < tokens.length && tokens[i]!.isCapital && !(mode === 'title' && isBreak(tokens[i]!))) {
      const gap = text.slice(tokens[i]!.end, tokens[i + 1]?.start ?? text.length);
      i++;
      if (gap !== ' ' || /['’]s?$/.test(tokens[i - 1]!.word)) break;
    }
    if (i === from) {
      i++;
      continue;
    }
    const hit = classify(
      tokens.slice(from, i),
      tokens[from - 1],
      tokens[i],
      mode,
      midSentence,
      isKnownName,
      text,
      trustsVerbs,
    );
    if (!hit) continue;
    const existing = hits.get(hit.name);
    if (existing) existing.count++;
    else hits.set(hit.name, hit);
  }
  return [...hits.values()].sort((a, b) => a.first - b.first);
}

function isBreak(token: Token): boolean {
  return TITLE_BREAKS.has(token.word.toLowerCase());
}

function classify(
  run: Token[],
  before: Token | undefined,
  after: Token | undefined,
  mode: 'prose' | 'title',
  midSentence: Set<string>,
  isKnownName: (word: string) => boolean,
  text: string,
  trustsVerbs: boolean,
): NameHit | undefined {
  const words = run.map((t) => t.word.replace(/['’]s?$/, ''));
  const possessive = /['’]s?$/.test(run[run.length - 1]!.word);
  // A capitalised lead word joins the run ("In Greywater"); a preposition among them marks a place.
  let leadPreposition = false;
  while (words.length > 0 && COMMON_WORDS.has(words[0]!.toLowerCase())) {
    leadPreposition = PLACE_PREPOSITIONS.has(words.shift()!.toLowerCase());
  }
  // "Engineer Noor Halloran": a job before a known given name is not part of the name.
  if (
    words.length > 1 &&
    !(words[0]!.toLowerCase() in HONORIFICS) &&
    !isKnownName(words[0]!) &&
    isKnownName(words[1]!)
  ) {
    words.shift();
  }
  if (words.length === 0) return undefined;
  // Acronyms ("the ship's AI", "FBI") are not characters or places.
  if (words.every((word) => /^\p{Lu}{2,}$/u.test(word))) return undefined;
  const startsSentence = run[0]!.isSentenceStart && words.length === run.length;
  const first = words[0]!.toLowerCase();
  const last = words[words.length - 1]!.toLowerCase();
  const isHonorific = first in HONORIFICS;
  if (isHonorific && words.length === 1) return undefined;
  const afterThe = before?.word.toLowerCase() === 'the' && !before.isCapital;
  const isPlace =
    PLACE_WORDS.has(last) ||
    (words.length === 1 && KNOWN_PLACES.has(first)) ||
    PLACE_PREDICATE.test(text.slice(run[run.length - 1]!.end, run[run.length - 1]!.end + 60)) ||
    (PLACE_FIRST_WORDS.has(first) && words.length > 1) ||
    (((before !== undefined && !before.isCapital && PLACE_PREPOSITIONS.has(before.word.toLowerCase())) ||
      leadPreposition) &&
      !isKnownName(first));
  if (afterThe && !isPlace) return undefined; // "the Warden", "the Council": titles, not names
  if (words.length === 1 && PLACE_WORDS.has(last)) return undefined; // "House", "Station": common nouns
  const known = isKnownName(first) || isHonorific;
  if (mode === 'title' && !isPlace && !known && !possessive) return undefined;
  if (mode === 'prose' && startsSentence && words.length === 1 && !known && !isPlace) {
    const next = after && text.slice(run[0]!.end, after.start) === ' ' ? after.word : '';
    if (!midSentence.has(first) && !(trustsVerbs && NAME_FOLLOWERS.test(next))) return undefined;
  }
  const name = (afterThe && isPlace ? 'the ' : '') + words.join(' ');
  return { name, kind: isPlace ? 'place' : 'person', count: 1, first: run[0]!.start };
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    const start = match.index;
    const back = text.slice(Math.max(0, start - 12), start);
    const lead = back.replace(/[\s"“”‘'(]+$/u, '');
    tokens.push({
      word: match[0].replace(/[-]+$/, '').replace(/['’](d|ll|m|re|ve|t)$/i, ''),
      start,
      end: start + match[0].length,
      isCapital: /^\p{Lu}/u.test(match[0]),
      isSentenceStart: lead === '' || /[.!?:;—–\n]$/.test(lead) || /[\n"“]\s*$/.test(back),
    });
  }
  return tokens;
}

/**
 * Guesses a named character's pronouns from `texts`: a gendered noun right before the name settles
 * it; otherwise, which of she/her and he/him/his follows the name most often within the next sentence
 * (certain from a lead of three).
 */
export function pronounsInText(name: string, texts: readonly string[]): PronounEvidence {
  let she = 0;
  let he = 0;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const text of texts) {
    const noun = new RegExp(`\\b(${[...GENDERED_NOUNS.keys()].join('|')})\\s+${escaped}\\b`, 'i').exec(text);
    if (noun) return { pronoun: GENDERED_NOUNS.get(noun[1]!.toLowerCase()), isCertain: true };
  }
  for (const text of texts) {
    for (const match of text.matchAll(new RegExp(`\\b${escaped}\\b([^.!?]*[.!?]){0,2}`, 'g'))) {
      const window = match[0].slice(name.length).split(/\s+/).slice(0, 14).join(' ').toLowerCase();
      const pronoun = /\b(she|her|hers|herself|he|him|his|himself)\b/.exec(window)?.[1];
      if (!pronoun) continue;
      if (/^(she|her|hers|herself)$/.test(pronoun)) she++;
      else he++;
    }
  }
  if (she === he) return { pronoun: undefined, isCertain: false };
  return { pronoun: she > he ? 'she' : 'he', isCertain: Math.abs(she - he) >= 3 };
}

/** A pronoun guess and whether the text settles it (a noun such as "her brother Callum", or a clear majority). */
export interface PronounEvidence {
  pronoun: 'she' | 'he' | undefined;
  isCertain: boolean;
}

/** Nouns that, just before a name, give its pronouns ("her brother Callum"). */
const GENDERED_NOUNS = new Map<string, 'she' | 'he'>(
  Object.entries({
    brother: 'he',
    sister: 'she',
    son: 'he',
    daughter: 'she',
    husband: 'he',
    wife: 'she',
    father: 'he',
    mother: 'she',
    uncle: 'he',
    aunt: 'she',
    grandfather: 'he',
    grandmother: 'she',
    boyfriend: 'he',
    girlfriend: 'she',
    nephew: 'he',
    niece: 'she',
    widow: 'she',
    widower: 'he',
    king: 'he',
    queen: 'she',
  }),
);
