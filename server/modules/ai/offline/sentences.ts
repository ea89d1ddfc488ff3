import type { Draft, Role } from './draft.js';
import { type Filled, fill } from './fill.js';
import type { FlavourBeat } from './genre-banks/bank.js';
import { type Beat, PHYSICAL_BEATS, TEMPLATES } from './templates/index.js';

/** How many templates a beat tries before giving up on a sentence (each may repeat or lack a slot). */
const TRIES = 16;
const FLAVOUR_BEATS = new Set<string>(['opening', 'description', 'action', 'reflection', 'complication']);

/**
 * Writes one sentence for `beat`: tries the beat's templates (generic, the genre's flavour, and for
 * hooks the genre's own closing lines), least used first with genre templates ahead on ties, and
 * keeps the first that fills and repeats no earlier sentence. Characters a physical beat names must
 * be in the scene.
 * @returns the sentence and who it names (already recorded in the draft's ledger), or `null` when none would do.
 */
export function writeSentence(draft: Draft, beat: Beat, options: SentenceOptions = {}): Filled | null {
  const { fits = () => true, subject, mustName } = options;
  const templates = candidates(draft, beat).filter((t) => !mustName || t.includes(`{${mustName}}`));
  return tryTemplates(draft, templates, (template) => {
    if (PHYSICAL_BEATS.has(beat) && !castIsPresent(template, beat, draft)) return null;
    const opening = `{${subject}} `;
    const text =
      subject && template.startsWith(opening)
        ? `{${subject}.they} ${template.slice(opening.length)}`
        : template;
    const result = fill(text, draft);
    return result && fits(result.text) ? result : null;
  });
}

/**
 * `fits` can refuse a sentence (too long for the paragraph's budget); `subject` is a character the
 * previous sentence was about, whom a template opening on their name refers to by pronoun instead.
 */
export interface SentenceOptions {
  fits?: (sentence: string) => boolean;
  subject?: Role;
  /** A character the sentence must name (a chapter's first sentence names its protagonist). */
  mustName?: Role;
}

/**
 * Tries `templates` in order with `render`, and commits the first result whose sentences are all
 * new: records them in the ledger, marks the characters named and counts the template's use.
 */
export function tryTemplates(
  draft: Draft,
  templates: readonly string[],
  render: (template: string) => Filled | null,
): Filled | null {
  for (const template of templates.slice(0, TRIES)) {
    const filled = render(template);
    if (!filled) continue;
    const keys = draft.ledger.check(filled.text);
    if (!keys) continue;
    draft.ledger.commit(keys);
    for (const character of filled.named) draft.mentioned.add(character);
    draft.use(template);
    return filled;
  }
  return null;
}

/** The beat's templates ordered for trying: least used first, genre templates first among equals, then random. */
export function candidates(draft: Draft, beat: Beat): string[] {
  const { bank } = draft.story;
  const flavour = [
    ...(FLAVOUR_BEATS.has(beat) ? (bank.flavour[beat as FlavourBeat] ?? []) : []),
    ...(beat === 'hook' ? bank.hooks : []),
  ];
  const scored = [
    ...flavour.map((t) => ({ t, bonus: 0.5 })),
    ...TEMPLATES[beat].map((t) => ({ t, bonus: 0 })),
  ];
  return draft.rng
    .shuffle(scored)
    .filter(({ t }) => draft.uses(t) < maxUses(t) && !(bank.isGentle && isTense(t)))
    .map(({ t, bonus }) => ({ t, score: draft.uses(t) - bonus }))
    .sort((a, b) => a.score - b.score)
    .map(({ t }) => t);
}

/** Whether a template or exchange is marked tense (a leading "~"), so gentle genres skip it. */
export function isTense(template: string): boolean {
  return template.startsWith('~');
}

/**
 * How often one template may appear in a chapter: once when little of it varies (a reader notices
 * the same sentence shape), up to three times when bank fillers and choices change most of it.
 */
export function maxUses(template: string): number {
  const fillers = template.match(/\{(?!(?:a-)?[PCOX][.}])[^}]+\}/g)?.length ?? 0;
  const choices = template.match(/\[[^\]]+\]/g)?.length ?? 0;
  const variety = fillers + choices;
  return variety <= 1 ? 1 : variety <= 3 ? 2 : 3;
}

/** The character a beat brings into the scene (so it may name them before they are present). */
const INTRODUCES: Partial<Record<Beat, Role>> = { company: 'C', encounter: 'O' };

/** Whether every character `template` names in a physical beat is in the scene. */
function castIsPresent(template: string, beat: Beat, draft: Draft): boolean {
  for (const match of template.matchAll(/\{(?:a-)?([PCOX])[.}]|:([PCOX])\}/g)) {
    const role = (match[1] ?? match[2]) as Role;
    if (INTRODUCES[beat] === role) continue;
    if (!draft.scene.present.has(role)) return false;
  }
  return true;
}
