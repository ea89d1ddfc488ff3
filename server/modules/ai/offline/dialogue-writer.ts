import type { Character } from './cast.js';
import type { Draft, Role } from './draft.js';
import { type Filled, fill } from './fill.js';
import { splitSentences, wordCount } from './grammar.js';
import { isTense } from './sentences.js';
import { DIALOGUE } from './templates/index.js';

const { answered: ANSWERED, asked: ASKED, exchanges: GENERIC_EXCHANGES, said: SAID } = DIALOGUE;

/** Exchanges tried before giving up (each may repeat a sentence already written). */
const EXCHANGE_TRIES = 6;
/** Attribution forms tried for one line before giving up on the exchange. */
const FORM_TRIES = 6;

type Form = 'tag' | 'tag-manner' | 'gesture' | 'split' | 'pronoun' | 'lead';
const FORMS: Form[] = ['tag', 'tag', 'tag-manner', 'gesture', 'split', 'pronoun', 'lead'];

/**
 * Writes one short dialogue exchange between two characters in the scene, one paragraph per line of
 * speech, every line attributed (a speech verb, a manner, or an action before the line). Lines are
 * cut from the end (never below two) to fit `maxWords`.
 * @returns the paragraphs (recorded in the ledger), or `null` when no exchange fits or all repeat.
 */
export function writeExchange(draft: Draft, maxWords: number): string[] | null {
  const [first, second] = speakers(draft);
  const talksToO = first === 'O' || second === 'O';
  // A line about O ("Do you trust O?") is only spoken between the other two.
  const { bank } = draft.story;
  const pool = [...bank.exchanges, ...GENERIC_EXCHANGES].filter(
    (lines) =>
      !(talksToO && lines.some((line) => line.includes('{O'))) && !(bank.isGentle && isTense(lines[0]!)),
  );
  const ordered = draft.rng
    .shuffle(pool)
    .map((lines) => ({ lines, score: draft.uses(lines.join('/')) }))
    .sort((a, b) => a.score - b.score);
  for (const { lines } of ordered.slice(0, EXCHANGE_TRIES)) {
    const written = writeLines(draft, lines, first, second, maxWords);
    if (written) {
      draft.use(lines.join('/'));
      return written;
    }
  }
  return null;
}

function speakers(draft: Draft): [Role, Role] {
  const { present } = draft.scene;
  const pair: [Role, Role] = present.has('O') && draft.rng.chance(0.4) ? ['P', 'O'] : ['P', 'C'];
  if (!present.has(pair[1])) return ['P', 'P'];
  return draft.rng.chance(0.5) ? pair : [pair[1], pair[0]];
}

function writeLines(
  draft: Draft,
  lines: string[],
  first: Role,
  second: Role,
  maxWords: number,
): string[] | null {
  if (first === second) return null;
  const paragraphs: string[] = [];
  const pending = new Set<string>();
  // Names count as mentioned line by line (the second line says "Percival", not the full name again);
  // undone if the exchange is abandoned.
  const introduced: Character[] = [];
  const abandon = () => {
    for (const character of introduced) draft.mentioned.delete(character);
    return null;
  };
  for (const [index, line] of lines.entries()) {
    const speaker = index % 2 === 0 ? first : second;
    const listener = index % 2 === 0 ? second : first;
    const spoken = fill(line, draft, { actor: speaker, listener });
    if (!spoken) return abandon();
    const paragraph = attribute(draft, spoken.text, { speaker, listener, isAnswer: index > 0 }, pending);
    if (!paragraph) return abandon();
    const words = paragraphs.reduce((sum, p) => sum + wordCount(p), 0) + wordCount(paragraph.text);
    if (words > maxWords) {
      if (paragraphs.length < 2) return abandon();
      break;
    }
    paragraphs.push(paragraph.text);
    for (const character of [...spoken.named, ...paragraph.named]) {
      if (draft.mentioned.has(character)) continue;
      draft.mentioned.add(character);
      introduced.push(character);
    }
  }
  draft.ledger.commit([...pending]);
  return paragraphs;
}

/** One line of speech with its attribution, checked against the ledger and the exchange's own lines. */
function attribute(draft: Draft, line: string, turn: Turn, pending: Set<string>): Filled | null {
  const { speaker, listener } = turn;
  const samePronouns = draft.character(speaker)?.pronouns.they === draft.character(listener)?.pronouns.they;
  for (const form of draft.rng.shuffle(FORMS).slice(0, FORM_TRIES)) {
    if (form === 'pronoun' && (samePronouns || !draft.mentioned.has(draft.character(speaker)!))) continue;
    const written = frame(draft, form, line, turn);
    if (!written) continue;
    const keys = draft.ledger.check(written.text, pending);
    if (!keys) continue;
    for (const key of keys) pending.add(key);
    return written;
  }
  return null;
}

/** Who speaks a line, to whom, and whether it answers the line before. */
interface Turn {
  speaker: Role;
  listener: Role;
  isAnswer: boolean;
}

function frame(draft: Draft, form: Form, line: string, turn: Turn): Filled | null {
  const { speaker, listener } = turn;
  const isQuestion = line.endsWith('?');
  const verb = draft.rng.pick(isQuestion ? ASKED : turn.isAnswer ? ANSWERED : SAID);
  const voices = { actor: speaker, listener, isFragment: true };
  const tag = (template: string) => fill(template, draft, voices);
  const wrap = (text: string, before: Filled | null, after = '') =>
    before ? { text: `${text}${after}`, named: before.named } : null;
  switch (form) {
    case 'tag':
    case 'pronoun': {
      const who = tag(form === 'pronoun' ? `{${speaker}.they} ${verb}` : `{${speaker}} ${verb}`);
      return wrap(`"${withComma(line)}" ${who?.text}.`, who);
    }
    case 'tag-manner': {
      const who = tag(`{${speaker}} ${verb}, {manner}`);
      return wrap(`"${withComma(line)}" ${who?.text}.`, who);
    }
    case 'gesture': {
      const who = fill(`{${speaker}} {gesture}.`, draft, { actor: speaker, listener });
      return wrap(`${who?.text} "${line}"`, who);
    }
    case 'lead': {
      if (isQuestion) return null;
      const who = fill(`{${speaker}} ${verb},`, draft, { actor: speaker, listener });
      return wrap(`${who?.text} "${line}"`, who);
    }
    case 'split': {
      const [head, ...rest] = splitSentences(line);
      if (!head || rest.length === 0) return null;
      const who = tag(`{${speaker}} ${head.endsWith('?') ? draft.rng.pick(ASKED) : draft.rng.pick(SAID)}`);
      return wrap(`"${withComma(head)}" ${who?.text}. "${rest.join(' ')}"`, who);
    }
  }
}

/** A line ending in a full stop gets a comma before its speech tag ("We should go," she said). */
function withComma(line: string): string {
  return line.endsWith('.') ? `${line.slice(0, -1)},` : line;
}
