import { z } from 'zod';
import { checkData, ZWords } from '../data-file.js';
import dialogueJson from '../writing-data/dialogue.json' with { type: 'json' };
import templatesJson from '../writing-data/templates.json' with { type: 'json' };
import timesJson from '../writing-data/times-and-feelings.json' with { type: 'json' };

/**
 * The kinds of sentence a chapter is built from. A template is a sentence with slots:
 * - `{P}` protagonist, `{C}` companion, `{O}` the third character (antagonist or rival), `{X}` a further
 *   named character; `.they`, `.them`, `.their`, `.themself` give their pronouns, `.role` who an
 *   invented character is. The first mention of a character uses the full name.
 * - Scene and story: `{place}` `{spot}` (current) `{spot2}` (another) `{setting}` `{time}` `{obj}` (the
 *   chapter's key object, bare noun: write "the {obj}") `{item}` (another object, bare) `{clue}` `{echo}`
 *   `{quote}`.
 * - Bank fillers (see `GenreBank`): `{weather}` `{sound}` `{smell}` `{sight}` `{threat}` `{goal}`
 *   `{secret}` `{incident}` `{memory}` `{action}` `{emotion}` `{mood}`; `{action:C}` makes C the actor.
 * - `{a-name}` puts "a"/"an" before the value; a capitalised slot name (`{Weather}`) capitalises it.
 * - `[a|b|c]` picks one option each time.
 * - A leading `~` marks a tense template (danger, stealth) that gentle genres skip.
 *
 * The beats, in `../writing-data/templates.json`:
 * - `opening`: the first sentence of a chapter's first scene (the protagonist, a spot, the time or weather);
 *   `arrival`: the first sentence of a later scene; `company`: brings the companion in; `place`: names
 *   the story's place when the author gave no setting; `setting`: ties the author's setting phrase in;
 *   `description`: sights, sounds, smells, weather and mood.
 * - `action`: what the characters do with their hands and feet; `complication`: something changes or goes
 *   wrong; `reaction`: bodies and voices catching up; `encounter`: brings the third character on stage.
 * - `reflection`: memory, feeling, doubt and intent; `portrait`: a character seen through the
 *   protagonist's eyes; `memory`: a short flashback; `passing`: time passing inside a scene.
 * - `clue`: keeps the outline's things in the chapter; `echo`: recalls a thing from the previous chapter's
 *   end; `quote`: recalls a line spoken there (one at most per chapter); `mention`: a further named
 *   character; `hook`: the chapter's last sentence, leaving a question open.
 */
export const BEATS = [
  'opening',
  'arrival',
  'company',
  'place',
  'setting',
  'description',
  'action',
  'complication',
  'reaction',
  'encounter',
  'reflection',
  'portrait',
  'memory',
  'passing',
  'clue',
  'echo',
  'quote',
  'mention',
  'hook',
] as const;
export type Beat = (typeof BEATS)[number];

/** The genre-neutral templates for each beat; genre banks add their own `flavour`. */
export const TEMPLATES: Record<Beat, readonly string[]> = checkData(
  z.strictObject(Object.fromEntries(BEATS.map((beat) => [beat, ZWords])) as Record<Beat, typeof ZWords>),
  templatesJson,
  'templates.json',
);

const ZDialogue = z.strictObject({
  /** Exchanges for every genre: speakers alternate, whoever the chapter picks speaks the first line. */
  exchanges: z.array(ZWords).min(1),
  /** Verbs of speech for a line that ends in a full stop; the line before them ends in a comma. */
  said: ZWords,
  /** Speech verbs only an answer takes. */
  answered: ZWords,
  /** Verbs of speech for a question. */
  asked: ZWords,
  /** Participle phrases after the attribution ("...," she said, *not looking up*); actor pronouns apply. */
  manner: ZWords,
  /** Small actions that can stand before a line instead of "said" (past VPs, actor pronouns apply). */
  gestures: ZWords,
});

/**
 * Dialogue material for every genre (`../writing-data/dialogue.json`). In a line, `{to}` is the listener's
 * name; a leading `~` marks a tense exchange.
 */
export const DIALOGUE = checkData(ZDialogue, dialogueJson, 'dialogue.json');

const ZTimesAndFeelings = z.strictObject({
  /** Times of day in story order; each reads after "at", "by" and "a little after" ("by nightfall"). */
  times: ZWords,
  /** Feelings as bare mass nouns: they read after "felt", "there was" and "her own". */
  emotions: ZWords,
});

const timesAndFeelings = checkData(ZTimesAndFeelings, timesJson, 'times-and-feelings.json');
/** Times of day in story order; each reads after "at", "by" and "a little after" ("by nightfall"). */
export const TIMES: readonly string[] = timesAndFeelings.times;
/** Feelings as bare mass nouns: they read after "felt", "there was" and "her own". */
export const EMOTIONS: readonly string[] = timesAndFeelings.emotions;

/** Beats whose characters must be physically present in the scene (others may think about absent ones). */
export const PHYSICAL_BEATS: ReadonlySet<Beat> = new Set([
  'opening',
  'arrival',
  'company',
  'description',
  'action',
  'complication',
  'reaction',
  'portrait',
  'passing',
]);
