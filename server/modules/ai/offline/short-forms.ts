import { z } from 'zod';
import { checkData, ZWords } from './data-file.js';
import type { Draft } from './draft.js';
import { fill } from './fill.js';
import { joinList } from './grammar.js';
import shortFormsJson from './writing-data/short-forms.json' with { type: 'json' };

const ZShortForms = z.strictObject({
  /** Summary sentences in the present tense, in story order: premise, turn, stakes. */
  premises: ZWords,
  turns: ZWords,
  stakes: ZWords,
  /** Proposal ideas: a title (what happens) and 2–4 sentences of content. */
  ideaTitles: ZWords,
  ideaOpenings: ZWords,
  ideaTurns: ZWords,
  ideaStakes: ZWords,
});
/** Templates for summaries and proposal ideas, from `writing-data/short-forms.json`. */
const {
  premises: PREMISES,
  turns: TURNS,
  stakes: STAKES,
  ideaTitles: IDEA_TITLES,
  ideaOpenings: IDEA_OPENINGS,
  ideaTurns: IDEA_TURNS,
  ideaStakes: IDEA_STAKES,
} = checkData(ZShortForms, shortFormsJson, 'short-forms.json');

/**
 * A story summary: 2–4 sentences, at most 600 characters, on the brief's place, setting, characters,
 * genre and tags; the last sentence names `title` and the genre when there is a title.
 */
export function storySummary(draft: Draft, title: string, tags: readonly string[]): string {
  const { bank, setting } = draft.story;
  // Only the first premise has room for the setting ("In Brannock Bay, a fishing village, ..."), so a
  // story with a setting always opens with it.
  const premise = setting ? PREMISES[0]! : draft.rng.pick(PREMISES);
  const sentences = [
    line(draft, premise.replace('{where}', setting ? `{place}, ${setting},` : '{place},')),
    line(draft, draft.rng.pick(TURNS)),
  ];
  if (draft.rng.chance(0.7)) sentences.push(line(draft, draft.rng.pick(STAKES)));
  const themes = joinList([
    ...tags.filter((t) => /^[a-z][a-z -]{2,30}$/i.test(t)).slice(0, 2),
    draft.rng.pick(bank.themes),
  ]);
  sentences.push(
    title.trim()
      ? `${title.trim()} is ${draft.rng.pick(bank.kinds)} about ${themes.toLowerCase()}.`
      : draft.rng.pick(bank.taglines),
  );
  return fitWithin(sentences, 600, 2);
}

/** A proposal idea: a title of 1–100 characters and 2–4 sentences (30–500 characters) on what happens next. */
export function proposalIdea(draft: Draft): { title: string; content: string } {
  const title = line(draft, draft.rng.pick(IDEA_TITLES)).replace(/\.$/, '');
  const sentences = [line(draft, draft.rng.pick(IDEA_OPENINGS)), line(draft, draft.rng.pick(IDEA_TURNS))];
  if (draft.rng.chance(0.75)) sentences.push(line(draft, draft.rng.pick(IDEA_STAKES)));
  return { title: clip(title, 100), content: fitWithin(sentences, 500, 2) };
}

/** Fills one short-form template; roles render as ", a cartographer," after a name, or not at all. */
function line(draft: Draft, template: string): string {
  const { cast } = draft.story;
  const role = (who: 'P' | 'C') => (cast[who].role ? `, {${who}.role},` : '');
  const text = template.replace('{role}', role('P')).replace('{crole}', role('C'));
  const filled = fill(text, draft) ?? fill(text.replace(/\{[PC]\.role\}/g, ''), draft);
  for (const character of filled?.named ?? []) draft.mentioned.add(character);
  const sentence = filled?.text ?? '';
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Joins sentences, dropping from the end (keeping at least `fewest`) until within `max` characters. */
function fitWithin(sentences: string[], max: number, fewest: number): string {
  const kept = [...sentences];
  while (kept.join(' ').length > max && kept.length > fewest) kept.splice(kept.length - 2, 1);
  return clip(kept.join(' '), max);
}

/** `text` cut at a word boundary to at most `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
