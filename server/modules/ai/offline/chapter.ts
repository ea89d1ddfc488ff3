import type { Character } from './cast.js';
import { writeExchange } from './dialogue-writer.js';
import type { Draft, Role } from './draft.js';
import { wordCount } from './grammar.js';
import { writeSentence } from './sentences.js';
import type { Story } from './story.js';
import { type Beat, TIMES } from './templates/index.js';

/**
 * Paragraph shapes: the beats a paragraph draws its sentences from, in order. A paragraph takes the
 * first few (fewer for short chapters). `talk` is a dialogue exchange, one paragraph per line.
 */
const SHAPES = {
  open: ['opening', 'company', 'place', 'description'],
  arrive: ['arrival', 'description', 'reflection', 'description'],
  echo: ['echo', 'quote', 'reflection'],
  sense: ['description', 'description', 'reflection', 'description'],
  act: ['action', 'action', 'description', 'action'],
  think: ['reflection', 'reflection', 'reflection', 'reflection'],
  turn: ['complication', 'reaction', 'action', 'reflection'],
  meet: ['encounter', 'portrait', 'reflection'],
  watch: ['portrait', 'portrait', 'reflection', 'description'],
  remember: ['memory', 'memory', 'reflection'],
  wait: ['passing', 'description', 'reflection', 'action'],
  mention: ['mention', 'reflection'],
  clues: ['clue', 'clue', 'clue', 'reflection'],
  hook: ['reflection', 'hook'],
} satisfies Record<string, Beat[]>;
type Shape = keyof typeof SHAPES | 'talk';

/** The middle of every scene, repeated until the scene's share of the words is written. */
const CYCLE: Shape[] = [
  'talk',
  'act',
  'sense',
  'watch',
  'think',
  'talk',
  'turn',
  'act',
  'remember',
  'talk',
  'sense',
  'wait',
];
/** Consecutive failed paragraphs after which a scene stops (the banks ran dry for this chapter). */
const MAX_FAILURES = 30;

/** How the chapter begins: the author's opening line, and whether it follows an earlier chapter. */
export interface ChapterStart {
  openingLine: string;
  isContinuation: boolean;
}

/**
 * Writes a chapter of about `target` words (aims at 100 %, stays within ±20 % for targets of 100
 * and up) as paragraphs joined by blank lines: one to five scenes (more for longer chapters), each
 * opening on a new spot and a later hour, mixing description, action, dialogue, reflection and
 * complications, and ending on a hook. Sentences never repeat (the draft's ledger).
 * @returns plain text: no headings, no markup.
 */
export function writeChapterText(draft: Draft, target: number, start: ChapterStart): string {
  const { story, rng } = draft;
  const paragraphs: string[] = [];
  let total = 0;
  const opening = start.openingLine.trim();
  const lead = opening && !/[.!?"”’]$/.test(opening) ? `${opening}.` : opening;
  if (lead) {
    draft.ledger.accept(lead);
    total += wordCount(lead);
  }
  const sceneCount = target < 700 ? 1 : target < 2000 ? 2 : target < 3500 ? 3 : target < 5000 ? 4 : 5;
  const hookReserve = target < 400 ? Math.round(target * 0.15) : 40;
  const firstTime = rng.int(0, Math.max(0, TIMES.length - sceneCount));
  let metO = false;
  for (let scene = 0; scene < sceneCount; scene++) {
    draft.scene = {
      spot: story.spots[scene % story.spots.length]!,
      time: TIMES[Math.min(TIMES.length - 1, firstTime + scene)]!,
      present: new Set(scene === 0 && !start.isContinuation ? ['P'] : ['P', 'C']),
    };
    const sceneEnd = ((target - hookReserve) * (scene + 1)) / sceneCount;
    const plan: Shape[] = scene === 0 ? firstScenePlan(draft, start.isContinuation) : ['arrive'];
    let cycle = rng.int(0, CYCLE.length - 1);
    let failures = 0;
    while (total < sceneEnd - slack(target) && failures < MAX_FAILURES) {
      if (!metO && scene === Math.floor(sceneCount / 2) && total > target * 0.35 && target >= 500) {
        plan.push('meet');
        metO = true;
      }
      const shape = plan.shift() ?? CYCLE[cycle++ % CYCLE.length]!;
      if (shape === 'mention') draft.extra = story.cast.extras.find((c) => !draft.mentioned.has(c));
      const budget = sceneEnd - total + slack(target);
      const isStart = paragraphs.length === 0;
      const written =
        shape === 'talk'
          ? writeExchange(draft, budget)
          : paragraph(draft, SHAPES[shape], budget, target, isStart, minimumSentences(shape, story));
      if (!written || written.length === 0) {
        failures++;
        continue;
      }
      failures = 0;
      if (paragraphs.length === 0 && lead) written[0] = `${lead} ${written[0]}`;
      paragraphs.push(...written);
      total = paragraphs.reduce((sum, p) => sum + wordCount(p), 0);
    }
  }
  const closing =
    paragraph(draft, SHAPES.hook, Math.max(target - total, 12) + slack(target), target) ??
    paragraph(draft, ['hook'], 60, target) ??
    [];
  if (paragraphs.length === 0 && lead && closing[0]) closing[0] = `${lead} ${closing[0]}`;
  paragraphs.push(...closing);
  return paragraphs.join('\n\n');
}

/** A first chapter opens on the protagonist alone; a later one picks up with both and the last chapter's echo. */
function firstScenePlan(draft: Draft, isContinuation: boolean): Shape[] {
  const { story } = draft;
  const plan: Shape[] = [isContinuation ? 'arrive' : 'open'];
  if (isContinuation && (story.echo || story.quote)) plan.push('echo');
  if (story.clues.length > 0) plan.push('clues');
  plan.push('talk', 'sense', 'act');
  for (const _ of story.cast.extras) plan.push('mention');
  return plan;
}

/** The opening names protagonist, companion and place; the clue paragraph gives every outline clue its sentence. */
function minimumSentences(shape: Shape, story: Story): number {
  if (shape === 'open') return 3;
  if (shape === 'clues') return story.clues.length;
  return 1;
}

/** Words a paragraph may run past its budget: a little, so chapters end near the target. */
function slack(target: number): number {
  return Math.max(6, Math.round(target * 0.03));
}

/**
 * One paragraph of 1–4 sentences from `beats` (fewer for short chapters), staying within `budget`
 * words; a chapter's first sentence names the protagonist. Adds the companion or the third character
 * to the scene when a sentence brings them in.
 */
function paragraph(
  draft: Draft,
  beats: readonly Beat[],
  budget: number,
  target: number,
  isChapterStart = false,
  minimum = 1,
): string[] | null {
  const [fewest, most] = target < 400 ? [1, 2] : target < 1000 ? [2, 3] : [2, 4];
  const count = Math.min(beats.length, Math.max(draft.rng.int(fewest, most), minimum));
  const sentences: string[] = [];
  let words = 0;
  let subject: Role | undefined;
  for (const beat of beats.slice(0, count)) {
    const fits = (sentence: string) => words + wordCount(sentence) <= budget;
    const kind = beat === 'place' && draft.story.setting ? 'setting' : beat;
    const mustName = isChapterStart && sentences.length === 0 ? 'P' : undefined;
    const written = writeSentence(draft, kind, { fits, subject, mustName });
    if (!written) continue;
    sentences.push(written.text);
    words += wordCount(written.text);
    subject = pronounSubject(draft, written.named);
    if (beat === 'company') draft.scene.present.add('C');
    if (beat === 'encounter') draft.scene.present.add('O');
  }
  return sentences.length > 0 ? [sentences.join(' ')] : null;
}

/**
 * The character the next sentence may call "she" or "he": the first one named in the last sentence,
 * when nobody else named there shares their pronouns (so the pronoun is unambiguous). Two times in
 * three, so names still recur.
 */
function pronounSubject(draft: Draft, named: readonly Character[]): Role | undefined {
  const first = named[0];
  if (!first || named.some((c) => c !== first && c.pronouns.they === first.pronouns.they)) return undefined;
  if (!draft.rng.chance(0.66)) return undefined;
  const { cast } = draft.story;
  return first === cast.P ? 'P' : first === cast.C ? 'C' : first === cast.O ? 'O' : undefined;
}
