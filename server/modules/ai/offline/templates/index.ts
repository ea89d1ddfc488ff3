import { ACTION, COMPLICATION, ENCOUNTER, REACTION } from './action.js';
import { CLUE, ECHO, HOOK, MENTION, QUOTE, REFLECTION } from './inner.js';
import { MEMORY, PASSING, PORTRAIT } from './people.js';
import { ARRIVAL, COMPANY, DESCRIPTION, OPENING, PLACE, SETTING } from './scene.js';

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
 */
export type Beat =
  | 'opening'
  | 'arrival'
  | 'company'
  | 'place'
  | 'setting'
  | 'description'
  | 'action'
  | 'complication'
  | 'reaction'
  | 'encounter'
  | 'reflection'
  | 'portrait'
  | 'memory'
  | 'passing'
  | 'clue'
  | 'echo'
  | 'quote'
  | 'mention'
  | 'hook';

/** The genre-neutral templates for each beat; genre banks add their own `flavour`. */
export const TEMPLATES: Record<Beat, readonly string[]> = {
  opening: OPENING,
  arrival: ARRIVAL,
  company: COMPANY,
  place: PLACE,
  setting: SETTING,
  description: DESCRIPTION,
  action: ACTION,
  complication: COMPLICATION,
  reaction: REACTION,
  encounter: ENCOUNTER,
  reflection: REFLECTION,
  portrait: PORTRAIT,
  memory: MEMORY,
  passing: PASSING,
  clue: CLUE,
  echo: ECHO,
  quote: QUOTE,
  mention: MENTION,
  hook: HOOK,
};

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
