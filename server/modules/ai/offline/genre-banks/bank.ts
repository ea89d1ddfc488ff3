import { z } from 'zod';
import { ZWords } from '../data-file.js';

/** Beats a genre can flavour (see `../templates/index.ts` for what each beat is for). */
export const FLAVOUR_BEATS = ['opening', 'description', 'action', 'reflection', 'complication'] as const;
export type FlavourBeat = (typeof FLAVOUR_BEATS)[number];

/**
 * One genre's vocabulary for the offline writer, kept in `../writing-data/genre-banks/<genre>.json` and checked
 * against this schema when it loads. Every list says what grammatical piece it holds, because the
 * sentence templates (`../templates/`) slot them in as is:
 * - NP = noun phrase, VP = verb phrase in the simple past, clause = subject + verb in the past.
 * - `{their}`, `{they}`, `{them}`, `{themself}` inside an entry stand for the pronouns of whoever the
 *   template makes the actor ("checked the straps on {their} pack" -> "on her pack").
 * - `[a|b]` inside an entry is a choice made afresh each time.
 */
export const ZGenreBank = z.strictObject({
  /** Lower-case id ('fantasy'); merged banks join ids with '+'. */
  key: z.string().regex(/^[a-z+-]+$/),
  /** What the genre's world is made of, for whoever edits the file ("old roads, oaths, small magic"). */
  about: z.string().optional(),
  /**
   * Gentle genres (romance, literary, comedy, life writing) skip the templates and exchanges marked
   * tense with a leading "~" (hands raised for silence, "How long do we have?").
   */
  isGentle: z.boolean().optional(),
  /** Given names by pronoun set, and family names, fitting the genre's world. */
  femaleNames: ZWords,
  maleNames: ZWords,
  surnames: ZWords,
  /** Invented proper place names ("Brannock Bay"). */
  placeNames: ZWords,
  /** Definite NPs for where a scene happens; they read after "at", "reached", "toward" ("the harbour wall"). */
  spots: ZWords,
  /** NPs for things seen, with their article ("a line of lanterns along the quay"). */
  sights: ZWords,
  /** Definite NPs for things heard ("the slap of water against the pilings"). */
  sounds: ZWords,
  /** Mass NPs without article for what the air smells of ("tar and wet rope"). */
  smells: ZWords,
  /** Past clauses about weather or light ("a thin rain drifted in off the marshes"). */
  weather: ZWords,
  /** Bare NPs for objects that take "a"/"the" ("brass compass"). */
  objects: ZWords,
  /** Definite NPs for the danger or opposition ("the Warden's riders"). */
  threats: ZWords,
  /** Infinitive VPs without "to" for what a character wants ("reach the pass before the snows"). */
  goals: ZWords,
  /** Past or past-perfect clauses for what is hidden ("the old maps had been drawn to deceive"). */
  secrets: ZWords,
  /** Past clauses for sudden events ("a rider came down the hill road at a gallop"). */
  incidents: ZWords,
  /** Past VPs with actor pronouns for physical action ("checked the priming of {their} pistol"). */
  actions: ZWords,
  /** NPs with actor pronouns for remembered things ("the winter {their} father did not come home"). */
  memories: ZWords,
  /** Indefinite NPs with actor pronouns for who an invented character is ("a cartographer"). */
  roles: ZWords,
  /** Adjectives for how a place feels ("watchful"). */
  moods: ZWords,
  /** Whole closing sentences for a chapter's last paragraph (may use template slots). */
  hooks: ZWords,
  /** Dialogue exchanges: each entry is the lines of one short back-and-forth, speakers alternating. */
  exchanges: z.array(ZWords).min(1),
  /** Title Case nouns and adjectives for story and chapter titles ("Lantern", "Hollow"). */
  titleNouns: ZWords,
  titleAdjectives: ZWords,
  /** Phrases finishing "a story about ..." in summaries ("loyalty, memory and old bargains"). */
  themes: ZWords,
  /** How a summary names the genre, with article ("an atmospheric fantasy"). */
  kinds: ZWords,
  /** Closing lines for summaries and blurbs, whole sentences ("Some doors do not stay shut."). */
  taglines: ZWords,
  /** Genre-flavoured sentence templates by beat, added to the generic ones (`../templates/`). */
  flavour: z.partialRecord(z.enum(FLAVOUR_BEATS), ZWords),
});

/** One genre's vocabulary (see the lists' grammar above). */
export type GenreBank = z.infer<typeof ZGenreBank>;
