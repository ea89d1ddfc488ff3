import type { WritingBrief } from '../writing-brief.js';
import { buildCast, type Cast, isKnownName, withoutTitle } from './cast.js';
import { ALL_BANKS, type GenreBank } from './genre-banks/index.js';
import { PLACE_WORDS } from './name-words.js';
import { findNames } from './names.js';
import { lastQuote, nounPhrases, SCENE_HEADS } from './noun-phrases.js';
import type { Rng } from './rng.js';

/**
 * Everything a chapter keeps fixed while it is written: who, where, the key object and the threads
 * from the outline and the previous chapter. Built once per call from the brief (`buildStory`).
 */
export interface Story {
  bank: GenreBank;
  cast: Cast;
  /** The proper name of where the story happens ("Brannock Bay", "the Wending Hills"). */
  place: string;
  /** The author's setting as a noun phrase ("a fog-bound fishing village"), when it reads as one. */
  setting?: string;
  /** Definite noun phrases for scenes, the setting's own first ("the harbour wall"). */
  spots: string[];
  /** The key object, bare ("brass compass"): templates write "the {obj}". */
  obj: string;
  /** Definite noun phrases from the outline that the chapter must mention ("the map", "Mara's brother"). */
  clues: string[];
  /** A thing from the end of the previous chapter ("the lantern"), and a line spoken there. */
  echo?: string;
  quote?: string;
  threat: string;
  goal: string;
  /** Two hidden truths: one the characters suspect, one the closing hook holds back. */
  secrets: [string, string];
}

/** Builds the chapter's fixed facts from `brief` with choices drawn from `rng`. */
export function buildStory(brief: WritingBrief, bank: GenreBank, rng: Rng): Story {
  const cast = buildCast(brief, bank, rng);
  const previous = brief.previousChapters;
  const lastText = previous[previous.length - 1]?.content ?? '';
  const ending = lastText
    .split(/\n\s*\n/)
    .slice(-3)
    .join('\n\n');
  const outlinePhrases = nounPhrases(brief.outline);
  const owner = cast.P.short;
  const clues = outlinePhrases
    .slice(0, 3)
    .map((p) => (p.isPossessive ? `${owner}'s ${p.words}` : `the ${p.words}`));
  const echoWords = objectIn(ending) ?? objectIn(lastText) ?? repeatedThing(ending, lastText);
  const outlineObject = outlinePhrases.find((p) => !p.isPerson && !p.isPossessive)?.words;
  const secrets = rng.shuffle(bank.secrets);
  const settingPhrase = asNounPhrase(brief.setting);
  return {
    bank,
    cast,
    place: placeFor(brief, bank, rng),
    setting: settingPhrase,
    spots: sceneSpots(brief, bank, rng, settingPhrase !== undefined),
    obj: outlineObject ?? echoWords ?? rng.pick(bank.objects),
    clues,
    echo: echoWords ? `the ${echoWords}` : undefined,
    quote: lastQuote(ending),
    threat: rng.pick(bank.threats),
    goal: rng.pick(bank.goals),
    secrets: [secrets[0]!, secrets[1] ?? secrets[0]!],
  };
}

/** The story's place name: the setting's, else one from the summary, title or earlier chapters, else invented. */
function placeFor(brief: WritingBrief, bank: GenreBank, rng: Rng): string {
  const fromSetting = findNames(brief.setting, 'prose', isKnownName).find(
    (hit) => hit.kind === 'place' || !isKnownName(hit.name.split(' ')[0]!),
  );
  if (fromSetting) return fromSetting.name;
  const previous = brief.previousChapters.map((c) => c.content).join('\n\n');
  const places = [
    ...findNames(withoutTitle(brief.summary, brief.title), 'prose', isKnownName),
    ...findNames(brief.title, 'title', isKnownName),
    ...findNames(previous, 'prose', isKnownName).sort((a, b) => b.count - a.count),
    ...findNames(brief.outline, 'prose', isKnownName),
  ].filter((hit) => hit.kind === 'place');
  return places[0]?.name ?? rng.pick(bank.placeNames);
}

/** `setting` as a noun phrase for "{place} was {setting}", when it is short and starts with an article. */
function asNounPhrase(setting: string): string | undefined {
  const text = setting.trim().replace(/[.!]+$/, '');
  if (!/^(a|an|the)\s/i.test(text) || /[.!?;:]/.test(text) || text.split(/\s+/).length > 16) return undefined;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Spots for scenes: the bank's spots that earlier chapters used come first (the story returns to
 * them), then things named in the setting ("a remote research station" -> "the remote research
 * station"; not the setting's own head when the whole setting is used as a phrase), then the rest.
 */
function sceneSpots(brief: WritingBrief, bank: GenreBank, rng: Rng, isSettingPhrase: boolean): string[] {
  const previous = brief.previousChapters
    .map((c) => c.content)
    .join('\n')
    .toLowerCase();
  const fromSetting = nounPhrases(brief.setting, 'greedy')
    .filter((p) => !p.isPerson && !p.isPossessive && isLocation(p.words))
    .slice(isSettingPhrase ? 1 : 0, 3)
    .map((p) => `the ${p.words}`);
  const shuffled = rng.shuffle(bank.spots);
  const visited = shuffled.filter((spot) => previous.includes(spot));
  const rest = shuffled.filter((spot) => !previous.includes(spot));
  return [...new Set([...visited.slice(0, 2), ...fromSetting, ...rest])];
}

/** Whether a phrase names somewhere a scene can happen ("flooded quarry"), not a thing ("dead moon"). */
function isLocation(words: string): boolean {
  const head = words.split(' ').pop() ?? '';
  return PLACE_WORDS.has(head) || SCENE_HEADS.has(head);
}

/** A thing mentioned at least twice in the previous chapter and again near its end ("the lantern"). */
function repeatedThing(ending: string, lastText: string): string | undefined {
  const counts = new Map<string, number>();
  for (const phrase of nounPhrases(lastText)) counts.set(phrase.words, 0);
  const lower = lastText.toLowerCase();
  for (const words of counts.keys()) counts.set(words, lower.split(words).length - 1);
  return nounPhrases(ending)
    .filter((p) => !p.isPerson && (counts.get(p.words) ?? 0) >= 2)
    .pop()?.words;
}

/** The longest bank object phrase (any genre) that appears in `text`. */
function objectIn(text: string): string | undefined {
  const lowerText = text.toLowerCase();
  let best: string | undefined;
  for (const bank of ALL_BANKS) {
    for (const object of bank.objects) {
      if (object.length <= (best?.length ?? 0)) continue;
      if (new RegExp(`\\b${object.replace(/[^a-z ]/g, '.')}\\b`).test(lowerText)) best = object;
    }
  }
  return best;
}
