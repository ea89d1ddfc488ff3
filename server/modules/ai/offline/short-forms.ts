import type { Draft } from './draft.js';
import { fill } from './fill.js';
import { joinList } from './grammar.js';

/** Summary sentences in the present tense, in story order: premise, turn, stakes. */
const PREMISES = [
  'In {where} {P}{role} [wants only to|has spent years trying to|is determined to] {goal}.',
  '{P}{role} has one purpose in {place}: to {goal}.',
  'All {P}{role} has ever wanted is to {goal}, and {place} is the last place {P.they} expected to try.',
];
const TURNS = [
  'But when {P.they} [discovers|learns|begins to suspect] that {secret}, {P.they} [must|is forced to] [face|confront|reckon with] {threat}.',
  'Then {C}{crole} [arrives|returns|turns up] with news that changes everything: {secret}.',
  'But {threat} [is closing in|will not wait|has other plans], and {C}{crole} knows more than {C.they} [admits|will say].',
];
const STAKES = [
  'With {threat} closing in and {C} [at {P.their} side|keeping secrets of {C.their} own], {P} must decide [who to trust|what {P.they} is willing to lose|how much of the truth {P.they} can bear].',
  'Now {P} and {C} have [days|one season|very little time] to [set things right|find the truth|get out] before {threat} [reaches them|decides for them|takes everything].',
];

/** Proposal ideas: a title (what happens) and 2–4 sentences of content. */
const IDEA_TITLES = [
  '{P} follows the {obj} to {spot}',
  '{C} tells the truth about {threat}',
  '{O} makes {P} an offer',
  'A stranger recognises the {obj}',
  '{P} and {C} go back to {spot}',
  'The secret of the {obj}',
  '{P} confronts {O} at {spot}',
];
const IDEA_OPENINGS = [
  '{P} [decides|resolves] to [follow|trace] the {obj} to {spot}, [even though|although] {C} [warns against it|begs {P.them} not to].',
  'After everything that happened, {C} finally tells {P} what {C.they} knows about {threat}.',
  '{O} [comes to|turns up at|is waiting at] {spot} with an offer {P} [cannot easily refuse|should refuse and might not].',
  'Someone in {place} recognises the {obj}, and {P} has to decide whether to trust them.',
];
const IDEA_TURNS = [
  'Soon {P.they} [discovers|learns|begins to suspect] that {secret}.',
  'What {P} learns is worse than {P.they} feared: {secret}.',
  'The price is steep, and {C} [is not sure|does not believe] {P} should pay it.',
];
const IDEA_STAKES = [
  "It could [change everything|cost {P.them} {C}'s trust|bring {threat} straight to {place}].",
  'But can {P} [trust {O}|keep it from {C}|live with what {P.they} finds]?',
];

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
