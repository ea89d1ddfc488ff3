import type { WinkMethods } from 'wink-nlp';
import { englishNlp } from '../../../lib/english-nlp.js';
import {
  COMMON_WORDS,
  HONORIFICS,
  KNOWN_PLACES,
  PLACE_FIRST_WORDS,
  PLACE_PREPOSITIONS,
  PLACE_WORDS,
  TITLE_BREAKS,
} from './name-words.js';

/** One proper name found in text: a person or a place, how often it occurs and where first. */
export interface NameHit {
  name: string;
  kind: 'person' | 'place';
  count: number;
  first: number;
}

/** A word of the text as wink-nlp reads it, with its character offsets and part of speech. */
interface Token {
  word: string;
  start: number;
  end: number;
  /** Universal POS tag from wink-nlp ('PROPN', 'VERB', ...). */
  pos: string;
  isCapital: boolean;
  isSentenceStart: boolean;
  /** Followed by "'s" or "'" ("Mara's"): a name ends here. */
  isPossessive: boolean;
  /** An initial or abbreviation other than a title ("R.", "M.C."): a name does not run on past it. */
  isInitial: boolean;
  /** Part of a date, number or other entity wink-nlp recognises ("Summer", "Monday"): never a name. */
  isEntity: boolean;
}

/** "… is the last place she expected", "… was a town that": what follows a place's name. */
const PLACE_PREDICATE =
  /^\s+(is|was)\s+(the|a|an)\s+(\w+\s+){0,2}(place|town|city|village|island|country|world|port|colony|station|kingdom|valley)\b/;
/** Closed-class parts of speech: a capitalised word of these ("In", "Then", "All") is never a name. */
const FUNCTION_POS = new Set(['ADP', 'ADV', 'AUX', 'CCONJ', 'DET', 'INTJ', 'NUM', 'PART', 'PRON', 'SCONJ']);
/** The verb forms that follow a singular subject ("Mara finds", "Elspeth was"), not "Bells were". */
const SINGULAR_VERB = /^(was|is|has|had|must|will|can|could|would|said|found)$|^[a-z]+(s|ed)$/;
/** Punctuation after which a word may be capitalised only because speech or a clause starts there. */
const OPENERS = /^["“”‘'(:;—–]$/;

/**
 * Finds proper names in `text` with wink-nlp's tokens, sentences, parts of speech and entities
 * (ADR 0007). In `prose`, a capitalised word that starts a sentence counts only when it is a known
 * given name (`isKnownName`) or a place, or wink-nlp tags it a proper noun and either it appears
 * capitalised elsewhere in the text or (when `trustsVerbs`: short texts such as outlines, where a
 * sentence that opens on a name is likely) a verb follows it ("Mara finds ..."). In `title` mode
 * (Title Case text) only places ("Brannock Bay"), known given names and possessives ("Mara's") count.
 * Runs such as "Elspeth Marr" stay together; honorifics stay attached.
 * @returns hits ordered by first appearance.
 */
export function findNames(
  text: string,
  mode: 'prose' | 'title',
  isKnownName: (word: string) => boolean,
  trustsVerbs = true,
): NameHit[] {
  const tokens = tokenise(englishNlp(), text);
  const midSentence = new Set(
    tokens.filter((t) => t.isCapital && !t.isSentenceStart).map((t) => t.word.toLowerCase()),
  );
  const hits = new Map<string, NameHit>();
  let i = 0;
  while (i < tokens.length) {
    const from = i;
    while (i < tokens.length && isNamePart(tokens[i]!, mode)) {
      const gap = text.slice(tokens[i]!.end, tokens[i + 1]?.start ?? text.length);
      i++;
      if (gap !== ' ' || tokens[i - 1]!.isPossessive || tokens[i - 1]!.isInitial) break;
    }
    if (i === from) {
      i++;
      continue;
    }
    const context = { before: tokens[from - 1], after: tokens[i], mode, midSentence, isKnownName, text };
    const hit = classify(tokens.slice(from, i), context, trustsVerbs);
    if (!hit) continue;
    const existing = hits.get(hit.name);
    if (existing) existing.count++;
    else hits.set(hit.name, hit);
  }
  return [...hits.values()].sort((a, b) => a.first - b.first);
}

function isNamePart(token: Token, mode: 'prose' | 'title'): boolean {
  if (!token.isCapital || token.isEntity) return false;
  return !(mode === 'title' && TITLE_BREAKS.has(token.word.toLowerCase()));
}

interface RunContext {
  before: Token | undefined;
  after: Token | undefined;
  mode: 'prose' | 'title';
  midSentence: Set<string>;
  isKnownName: (word: string) => boolean;
  text: string;
}

function classify(run: Token[], context: RunContext, trustsVerbs: boolean): NameHit | undefined {
  const { mode, midSentence, isKnownName, text } = context;
  // Lead words that are not names ("In Greywater", "Then Mara"); a preposition among them marks a place.
  let lead = 0;
  while (lead < run.length && isFunctionWord(run[lead]!)) lead++;
  const words = run.slice(lead).map((t) => t.word);
  const before = lead > 0 ? run[lead - 1] : context.before;
  const afterPreposition = before !== undefined && PLACE_PREPOSITIONS.has(before.word.toLowerCase());
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
  const afterThe = lead === 0 && before?.word === 'the';
  const end = run[run.length - 1]!.end;
  const isPlace =
    PLACE_WORDS.has(last) ||
    (words.length === 1 && KNOWN_PLACES.has(first)) ||
    PLACE_PREDICATE.test(text.slice(end, end + 60)) ||
    (PLACE_FIRST_WORDS.has(first) && words.length > 1) ||
    (afterPreposition && !isKnownName(first));
  if (afterThe && !isPlace) return undefined; // "the Warden", "the Council": titles, not names
  if (words.length === 1 && PLACE_WORDS.has(last)) return undefined; // "House", "Station": common nouns
  const known = isKnownName(first) || isHonorific;
  const possessive = run[run.length - 1]!.isPossessive;
  if (mode === 'title' && !isPlace && !known && !possessive) return undefined;
  if (mode === 'prose' && startsSentence && words.length === 1 && !known && !isPlace) {
    const next = context.after;
    const verbFollows =
      next !== undefined &&
      text.slice(end, next.start) === ' ' &&
      isVerb(next) &&
      SINGULAR_VERB.test(next.word);
    if (run[0]!.pos !== 'PROPN') return undefined;
    if (!midSentence.has(first) && !(trustsVerbs && verbFollows)) return undefined;
  }
  const name = (afterThe && isPlace ? 'the ' : '') + words.join(' ');
  return { name, kind: isPlace ? 'place' : 'person', count: 1, first: run[lead]!.start };
}

/** A capitalised word that only starts a run: a closed-class word ("In", "The") or a common one ("Suddenly"). */
function isFunctionWord(token: Token): boolean {
  return FUNCTION_POS.has(token.pos) || COMMON_WORDS.has(token.word.toLowerCase());
}

function isVerb(token: Token): boolean {
  return token.pos === 'VERB' || token.pos === 'AUX';
}

/**
 * `text` as wink-nlp reads it: its word tokens with character offsets (wink keeps every character, so
 * the offsets add up), hyphenated words joined again ("Mugwell-on-Sea"), and each marked as starting a
 * sentence (by wink's sentence boundaries, or after an opening quote, colon or dash).
 */
function tokenise(nlp: WinkMethods, text: string): Token[] {
  const { its } = nlp;
  const doc = nlp.readDoc(text);
  const sentenceStarts = new Set((doc.sentences().out(its.span) as unknown as number[][]).map(([s]) => s));
  const inEntity = new Set<number>();
  for (const [from, to] of doc.entities().out(its.span) as unknown as number[][]) {
    for (let k = from!; k <= to!; k++) inEntity.add(k);
  }
  const values = doc.tokens().out(its.value);
  const spaces = doc.tokens().out(its.precedingSpaces);
  const types = doc.tokens().out(its.type);
  const tags = doc.tokens().out(its.pos);
  const tokens: Token[] = [];
  let offset = 0;
  let isStart = true;
  for (let k = 0; k < values.length; k++) {
    const value = values[k]!;
    offset += spaces[k]!.length;
    const start = offset;
    offset += value.length;
    if (sentenceStarts.has(k) || spaces[k]!.includes('\n')) isStart = true;
    const previous = tokens[tokens.length - 1];
    if (types[k] !== 'word') {
      if (/^['’]s?$/.test(value) && previous?.end === start) previous.isPossessive = true;
      else if (
        value === '-' &&
        previous?.end === start &&
        /^\p{L}/u.test(values[k + 1] ?? '') &&
        !spaces[k + 1]
      ) {
        previous.word += '-';
        previous.end = offset;
      } else if (OPENERS.test(value) || types[k] === 'tabCRLF') isStart = true;
      continue;
    }
    if (/^['’]s$/.test(value) && previous?.end === start) {
      previous.isPossessive = true;
      continue;
    }
    if (previous?.word.endsWith('-') && previous.end === start) {
      previous.word += value;
      previous.end = offset;
      continue;
    }
    // wink-nlp keeps "I’m" and "Sam’s" (curly apostrophes) whole, and "R." with its full stop.
    const word = value.replace(/['’](d|ll|m|re|ve|t|s)?$/i, '').replace(/\.$/, '');
    tokens.push({
      word,
      start,
      end: offset,
      pos: tags[k]!,
      isCapital: /^\p{Lu}/u.test(value),
      isSentenceStart: isStart,
      isPossessive: /['’]s?$/i.test(value),
      isInitial:
        /\.$/.test(value) &&
        !(word.toLowerCase() in HONORIFICS) &&
        !PLACE_FIRST_WORDS.has(word.toLowerCase()),
      isEntity: inEntity.has(k),
    });
    isStart = false;
  }
  return tokens;
}
