import type { WritingBrief } from '../writing-brief.js';
import { ALL_BANKS, type GenreBank } from './genre-banks/index.js';
import { EXTRA_FEMALE_NAMES, EXTRA_MALE_NAMES, HONORIFICS } from './name-words.js';
import { findNames, type NameHit } from './names.js';
import { pronounsInText } from './pronouns.js';
import { hashString, type Rng } from './rng.js';

/** A pronoun set; templates read it as `{P.they}`, `{P.them}`, `{P.their}`, `{P.themself}`. */
export interface Pronouns {
  they: string;
  them: string;
  their: string;
  themself: string;
}

const SHE: Pronouns = { they: 'she', them: 'her', their: 'her', themself: 'herself' };
const HE: Pronouns = { they: 'he', them: 'him', their: 'his', themself: 'himself' };

/** One character: full name for the first mention, short name after, pronouns, and (if invented) a role. */
export interface Character {
  full: string;
  short: string;
  pronouns: Pronouns;
  /** Who an invented character is (a bank `roles` entry, actor pronouns unresolved); none for named ones. */
  role?: string;
}

/** The chapter's people: protagonist, companion, the third figure, and any further named characters. */
export interface Cast {
  P: Character;
  C: Character;
  O: Character;
  extras: Character[];
}

/** The most named characters a chapter takes from the brief (P, C, O and two extras). */
const MAX_NAMED = 5;

const FEMALE = new Set([...ALL_BANKS.flatMap((b) => b.femaleNames), ...EXTRA_FEMALE_NAMES].map(lower));
const MALE = new Set([...ALL_BANKS.flatMap((b) => b.maleNames), ...EXTRA_MALE_NAMES].map(lower));

/** Whether `word` is a given name the writer knows (any bank's, or a common English one). */
export function isKnownName(word: string): boolean {
  const key = lower(word);
  return FEMALE.has(key) || MALE.has(key);
}

/**
 * The people named in the brief, most relevant first for the task: the outline's people lead a
 * `chapter-content`, earlier chapters' people (most mentioned first) lead a continuation or proposal,
 * and the summary's and title's people lead the rest.
 */
export function namedPeople(brief: WritingBrief): NameHit[] {
  const previous = brief.previousChapters.map((chapter) => chapter.content).join('\n\n');
  const outline = findNames(brief.outline, 'prose', isKnownName);
  const summary = findNames(withoutTitle(brief.summary, brief.title), 'prose', isKnownName);
  const title = [
    ...findNames(brief.title, 'title', isKnownName),
    ...findNames(brief.chapterTitle, 'title', isKnownName),
  ];
  const earlier = mergePeople(findNames(previous, 'prose', isKnownName, false)).sort(
    (a, b) => b.count - a.count,
  );
  const order =
    brief.task === 'chapter-content'
      ? [outline, earlier, summary, title]
      : brief.task === 'continuation' || brief.task === 'proposal-idea'
        ? [earlier, summary, title, outline]
        : [summary, title, outline, earlier];
  return mergePeople(order.flat()).slice(0, MAX_NAMED);
}

/**
 * `text` with the story's own title taken out: a summary that names its book ("The Last Star is a
 * quiet tale...") would otherwise make the title's words people.
 */
export function withoutTitle(text: string, title: string): string {
  const name = title.trim();
  return name ? text.split(name).join('the story') : text;
}

/** People hits with the same person merged ("Mara Quill" and "Mara"): the longer name, counts summed. */
function mergePeople(hits: readonly NameHit[]): NameHit[] {
  const people: NameHit[] = [];
  for (const hit of hits) {
    if (hit.kind !== 'person') continue;
    const same = people.findIndex((p) => samePerson(p.name, hit.name));
    const known = people[same];
    if (!known) people.push({ ...hit });
    else
      people[same] = {
        ...known,
        name: hit.name.length > known.name.length ? hit.name : known.name,
        count: known.count + hit.count,
      };
  }
  return people;
}

/**
 * The cast for a brief: named people first (see `namedPeople`), then invented genre names with
 * distinct initials until P, C and O are filled. Pronouns come from the brief's own text, else from
 * the name, else from a hash of the name (stable across calls).
 */
export function buildCast(brief: WritingBrief, bank: GenreBank, rng: Rng): Cast {
  const texts = [brief.summary, brief.outline, ...brief.previousChapters.map((c) => c.content)];
  const named = namedPeople(brief).map((hit) => namedCharacter(hit.name, texts));
  const taken = new Set(named.map((c) => c.short.charAt(0)));
  const surnames = new Set(named.map((c) => c.full.split(' ').slice(1).join(' ')));
  const cast = [...named];
  while (cast.length < 3) {
    const invented = inventCharacter(bank, rng, taken, surnames, cast.length === 0);
    taken.add(invented.short.charAt(0));
    surnames.add(invented.full.split(' ').slice(1).join(' '));
    cast.push(invented);
  }
  const [P, C, O, ...extras] = cast as [Character, Character, Character, ...Character[]];
  return { P, C, O, extras };
}

function namedCharacter(name: string, texts: readonly string[]): Character {
  const words = name.split(' ');
  const first = lower(words[0]!);
  const honorific = first in HONORIFICS;
  const given = honorific ? undefined : words[0]!;
  const evidence = pronounsInText(given ?? name, texts);
  const byName =
    given && FEMALE.has(lower(given)) ? 'she' : given && MALE.has(lower(given)) ? 'he' : undefined;
  const he =
    (honorific ? HONORIFICS[first] : undefined) ??
    (evidence.isCertain ? evidence.pronoun : undefined) ??
    byName ??
    evidence.pronoun ??
    (hashString(name) % 2 === 0 ? 'she' : 'he');
  return { full: name, short: honorific ? name : words[0]!, pronouns: he === 'she' ? SHE : HE };
}

/** An invented character whose initial and family name no one else in the cast has. */
function inventCharacter(
  bank: GenreBank,
  rng: Rng,
  taken: Set<string>,
  surnames: Set<string>,
  isLead: boolean,
): Character {
  const isFemale = rng.chance(0.5);
  const pool = (isFemale ? bank.femaleNames : bank.maleNames).filter((n) => !taken.has(n.charAt(0)));
  const given = rng.pick(pool.length > 0 ? pool : isFemale ? bank.femaleNames : bank.maleNames);
  const families = bank.surnames.filter((s) => !surnames.has(s));
  const full =
    rng.chance(isLead ? 0.6 : 0.3) && families.length > 0 ? `${given} ${rng.pick(families)}` : given;
  return { full, short: given, pronouns: isFemale ? SHE : HE, role: rng.pick(bank.roles) };
}

function samePerson(a: string, b: string): boolean {
  const [x, y] = [lower(a).split(' '), lower(b).split(' ')];
  // "Elspeth" is "Elspeth Marr"; "Hale" is "Inspector Hale"; "John Marr" is not "Elspeth Marr".
  if (x[0] === y[0]) return true;
  return (x.length === 1 && x[0] === y[y.length - 1]) || (y.length === 1 && y[0] === x[x.length - 1]);
}

function lower(text: string): string {
  return text.toLowerCase();
}
