import type { Character } from './cast.js';
import type { Draft, Role } from './draft.js';
import { capitaliseFirst, tidy, withArticle } from './grammar.js';
import { DIALOGUE, EMOTIONS } from './templates/index.js';

/** A filled template: the sentence and the characters it names (their first mention is now used up). */
export interface Filled {
  text: string;
  named: Character[];
}

/**
 * Who the pronoun slots in a filler refer to, who is being spoken to in a line of dialogue, and
 * whether the result is a fragment (no capital letter added, as after a closing quote).
 */
export interface Voices {
  actor?: Role;
  listener?: Role;
  isFragment?: boolean;
}

const SLOT = /\{(a-)?([A-Za-z]+[0-9]?)(?:\.([a-z]+))?(?::([PCOX]))?\}/g;
const CHOICE = /\[([^[\]]*)\]/g;
const ACTOR_PRONOUNS = new Set(['they', 'them', 'their', 'themself']);
const MAX_DEPTH = 4;

/**
 * Fills `template` (slot syntax in `templates/index.ts`) for the draft's story and scene.
 * @returns the sentence, capitalised and tidied, or `null` when a slot has no value here (no extra
 * character to mention, no quote from an earlier chapter, an invented role on a named character).
 */
export function fill(template: string, draft: Draft, voices: Voices = {}): Filled | null {
  const named: Character[] = [];
  const source = template.replace(/^~/, ''); // the tense marker (see `isTense`)
  const text = expand(source, draft, { actor: voices.actor ?? 'P', listener: voices.listener }, named, 0);
  if (text === null) return null;
  return { text: voices.isFragment ? tidy(text) : capitaliseFirst(tidy(text)), named };
}

function expand(
  template: string,
  draft: Draft,
  voices: Voices & { actor: Role },
  named: Character[],
  depth: number,
): string | null {
  if (depth > MAX_DEPTH) return null;
  let failed = false;
  const chosen = template.replace(CHOICE, (_, body: string) => draft.rng.pick(body.split('|')));
  const text = chosen.replace(
    SLOT,
    (_, article: string | undefined, name: string, prop?: string, who?: string) => {
      if (failed) return '';
      const value = slot(name, prop, (who as Role | undefined) ?? voices.actor, draft, voices, named, depth);
      if (value === null) {
        failed = true;
        return '';
      }
      const cased = /^[A-Z][a-z]/.test(name) ? capitaliseFirst(value) : value;
      return article ? withArticle(cased) : cased;
    },
  );
  return failed ? null : text;
}

function slot(
  name: string,
  prop: string | undefined,
  actor: Role,
  draft: Draft,
  voices: Voices & { actor: Role },
  named: Character[],
  depth: number,
): string | null {
  if (/^[PCOX]$/.test(name))
    return characterSlot(draft.character(name as Role), prop, name as Role, draft, voices, named, depth);
  const key = name.toLowerCase();
  if (ACTOR_PRONOUNS.has(key)) return draft.character(actor)?.pronouns[key as 'they'] ?? null;
  if (key === 'to') return voices.listener ? mention(draft.character(voices.listener), draft, named) : null;
  const raw = fixedValue(key, draft) ?? dealtValue(key, draft);
  if (raw === undefined) return null;
  return expand(raw, draft, { ...voices, actor }, named, depth + 1);
}

function characterSlot(
  character: Character | undefined,
  prop: string | undefined,
  role: Role,
  draft: Draft,
  voices: Voices & { actor: Role },
  named: Character[],
  depth: number,
): string | null {
  if (!character) return null;
  if (prop === undefined) return mention(character, draft, named);
  if (prop === 'role') {
    return character.role
      ? expand(character.role, draft, { ...voices, actor: role }, named, depth + 1)
      : null;
  }
  if (ACTOR_PRONOUNS.has(prop)) return character.pronouns[prop as 'they'];
  return null;
}

/** The full name the first time a character appears in the chapter, the short name after. */
function mention(character: Character | undefined, draft: Draft, named: Character[]): string | null {
  if (!character) return null;
  const isFirst = !draft.mentioned.has(character) && !named.includes(character);
  named.push(character);
  return isFirst ? character.full : character.short;
}

function fixedValue(key: string, draft: Draft): string | undefined {
  const { story, scene } = draft;
  switch (key) {
    case 'place':
      return story.place;
    case 'spot':
      return scene.spot;
    case 'time':
      return scene.time;
    case 'setting':
      return story.setting;
    case 'obj':
      return story.obj;
    case 'echo':
      return story.echo;
    case 'quote':
      return story.quote;
    case 'threat':
      return story.threat;
    case 'goal':
      return story.goal;
    case 'secret':
      return story.secrets[0];
    case 'secret2':
      return story.secrets[1];
    default:
      return undefined;
  }
}

function dealtValue(key: string, draft: Draft): string | undefined {
  const { bank } = draft.story;
  const lists: Record<string, readonly string[]> = {
    weather: bank.weather,
    sound: bank.sounds,
    smell: bank.smells,
    sight: bank.sights,
    incident: bank.incidents,
    action: bank.actions,
    memory: bank.memories,
    mood: bank.moods,
    item: bank.objects.filter((o) => o !== draft.story.obj),
    emotion: EMOTIONS,
    clue: draft.story.clues,
    manner: DIALOGUE.manner,
    gesture: DIALOGUE.gestures,
  };
  if (key === 'spot2') {
    const spot = draft.deal('spot2', draft.story.spots);
    return spot === draft.scene.spot ? draft.deal('spot2', draft.story.spots) : spot;
  }
  const items = lists[key];
  return items ? draft.deal(key, items) : undefined;
}
