import { z } from 'zod';
import { checkData, ZWords } from './data-file.js';
import nameWordsJson from './writing-data/name-words.json' with { type: 'json' };

/**
 * Word lists for telling people from places among the names in a text (`names.ts`), kept in
 * `./writing-data/name-words.json`. Lower case throughout.
 */
const ZNameWords = z.strictObject({
  /** Titles before a name ("Inspector Hale"); the value is the pronoun set they imply, if any. */
  honorifics: z.record(z.string(), z.enum(['she', 'he']).nullable()),
  /** Last words that make a run of capitalised words a place ("Brannock Bay", "Hollow Creek"). */
  placeWords: ZWords,
  /** First words that make a run a place ("Mount Arden", "Port Halcyon"). */
  placeFirstWords: ZWords,
  /** Well-known cities and countries the writers' own banks mention: places, never people. */
  knownPlaces: ZWords,
  /** Prepositions after which a capitalised word is usually a place ("in Paris", "near Lyme"). */
  placePrepositions: ZWords,
  /** Common given names beyond the banks' own, so pronouns fit names authors often use. */
  extraFemaleNames: ZWords,
  extraMaleNames: ZWords,
  /**
   * Words that are neither names nor the content of a noun phrase, though wink-nlp may tag them proper
   * nouns when capitalised ("English", "Last", "Suddenly"); `names.ts` and `noun-phrases.ts` skip them.
   */
  commonWords: ZWords,
  /** Small words that separate title runs even when capitalised ("The Keeper Of Brannock Bay"). */
  titleBreaks: ZWords,
  /** Nouns that, just before a name, give its pronouns ("her brother Callum"). */
  genderedNouns: z.record(z.string(), z.enum(['she', 'he'])),
});

const words = checkData(ZNameWords, nameWordsJson, 'name-words.json');

/** Titles before a name ("Inspector Hale") and the pronoun set each implies (null: none). */
export const HONORIFICS: Readonly<Record<string, 'she' | 'he' | null>> = words.honorifics;
/** Last words that make a run of capitalised words a place ("Brannock Bay", "Hollow Creek"). */
export const PLACE_WORDS: ReadonlySet<string> = new Set(words.placeWords);
/** First words that make a run a place ("Mount Arden", "Port Halcyon"). */
export const PLACE_FIRST_WORDS: ReadonlySet<string> = new Set(words.placeFirstWords);
/** Well-known cities and countries: places, never people. */
export const KNOWN_PLACES: ReadonlySet<string> = new Set(words.knownPlaces);
/** Prepositions after which a capitalised word is usually a place ("in Paris", "near Lyme"). */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(words.placePrepositions);
/** Common given names beyond the banks' own, lower case. */
export const EXTRA_FEMALE_NAMES: readonly string[] = words.extraFemaleNames;
export const EXTRA_MALE_NAMES: readonly string[] = words.extraMaleNames;
/** Words that are neither names nor the content of a noun phrase ("English", "Suddenly", "the"). */
export const COMMON_WORDS: ReadonlySet<string> = new Set(words.commonWords);
/** Small words that separate title runs even when capitalised. */
export const TITLE_BREAKS: ReadonlySet<string> = new Set(words.titleBreaks);
/** Nouns that, just before a name, give its pronouns ("her brother Callum"). */
export const GENDERED_NOUNS: ReadonlyMap<string, 'she' | 'he'> = new Map(Object.entries(words.genderedNouns));
