/**
 * One genre's vocabulary for the offline writer. Every list says what grammatical piece it holds,
 * because the sentence templates (`../templates/`) slot them in as is:
 * - NP = noun phrase, VP = verb phrase in the simple past, clause = subject + verb in the past.
 * - `{their}`, `{they}`, `{them}`, `{themself}` inside an entry stand for the pronouns of whoever the
 *   template makes the actor ("checked the straps on {their} pack" -> "on her pack").
 * - `[a|b]` inside an entry is a choice made afresh each time.
 */
export interface GenreBank {
  /** Lower-case id ('fantasy'); merged banks join ids with '+'. */
  key: string;
  /**
   * Gentle genres (romance, literary, comedy, life writing) skip the templates and exchanges marked
   * tense with a leading "~" (hands raised for silence, "How long do we have?").
   */
  isGentle?: boolean;
  /** Given names by pronoun set, and family names, fitting the genre's world. */
  femaleNames: string[];
  maleNames: string[];
  surnames: string[];
  /** Invented proper place names ("Brannock Bay"). */
  placeNames: string[];
  /** Definite NPs for where a scene happens; they read after "at", "reached", "toward" ("the harbour wall"). */
  spots: string[];
  /** NPs for things seen, with their article ("a line of lanterns along the quay"). */
  sights: string[];
  /** Definite NPs for things heard ("the slap of water against the pilings"). */
  sounds: string[];
  /** Mass NPs without article for what the air smells of ("tar and wet rope"). */
  smells: string[];
  /** Past clauses about weather or light ("a thin rain drifted in off the marshes"). */
  weather: string[];
  /** Bare NPs for objects that take "a"/"the" ("brass compass"). */
  objects: string[];
  /** Definite NPs for the danger or opposition ("the Warden's riders"). */
  threats: string[];
  /** Infinitive VPs without "to" for what a character wants ("reach the pass before the snows"). */
  goals: string[];
  /** Past or past-perfect clauses for what is hidden ("the old maps had been drawn to deceive"). */
  secrets: string[];
  /** Past clauses for sudden events ("a rider came down the hill road at a gallop"). */
  incidents: string[];
  /** Past VPs with actor pronouns for physical action ("checked the priming of {their} pistol"). */
  actions: string[];
  /** NPs with actor pronouns for remembered things ("the winter {their} father did not come home"). */
  memories: string[];
  /** Indefinite NPs with actor pronouns for who an invented character is ("a cartographer"). */
  roles: string[];
  /** Adjectives for how a place feels ("watchful"). */
  moods: string[];
  /** Whole closing sentences for a chapter's last paragraph (may use template slots). */
  hooks: string[];
  /** Dialogue exchanges: each entry is the lines of one short back-and-forth, speakers alternating. */
  exchanges: string[][];
  /** Title Case nouns and adjectives for story and chapter titles ("Lantern", "Hollow"). */
  titleNouns: string[];
  titleAdjectives: string[];
  /** Phrases finishing "a story about ..." in summaries ("loyalty, memory and old bargains"). */
  themes: string[];
  /** How a summary names the genre, with article ("an atmospheric fantasy"). */
  kinds: string[];
  /** Closing lines for summaries and blurbs, whole sentences ("Some doors do not stay shut."). */
  taglines: string[];
  /** Genre-flavoured sentence templates by beat, added to the generic ones (`../templates/`). */
  flavour: Partial<Record<FlavourBeat, string[]>>;
}

/** Beats a genre can flavour (see `../templates/index.ts` for what each beat is for). */
export type FlavourBeat = 'opening' | 'description' | 'action' | 'reflection' | 'complication';

/**
 * Splits a block of entries written one or more per line, separated by newlines or " | ", into a
 * trimmed list. Keeps the banks compact and readable.
 */
export function list(block: string): string[] {
  return block
    .split(/\n|\s\|\s/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Splits a block of dialogue exchanges: one exchange per line, its lines separated by " / ". */
export function exchanges(block: string): string[][] {
  return list(block).map((line) => line.split(/\s\/\s/).map((part) => part.trim()));
}
