import { z } from 'zod';
import { checkData, ZWords } from './data-file.js';
import type { Draft } from './draft.js';
import { titleCase } from './grammar.js';
import titlesJson from './writing-data/titles.json' with { type: 'json' };

/** Title tags that name a trope or an audience rather than a thing, so they never go in a title. */
const UNTITLED_TAGS =
  /lovers|burn|family|hea|lgbt|queer|pov|ya|trope|fluff|angst|spicy|clean|triangle|short/i;

const ZTitlePatterns = z.strictObject({
  /** Story-title patterns: `{N}`/`{N2}` title nouns, `{A}` an adjective, `{Place}`, `{Name}`, `{Tag}`. */
  storyPatterns: ZWords,
  /** Patterns that take a tag as their noun (tags are often plural: "Dragons", "Secrets"). */
  tagPatterns: ZWords,
  /** Chapter-title patterns; `{Obj}` is the key object, `{Spot}` the first scene's spot. */
  chapterPatterns: ZWords,
});
/** Title patterns, from `writing-data/titles.json`. */
const {
  storyPatterns: STORY_PATTERNS,
  tagPatterns: TAG_PATTERNS,
  chapterPatterns: CHAPTER_PATTERNS,
} = checkData(ZTitlePatterns, titlesJson, 'titles.json');

/**
 * A story title of 2–7 words and at most 80 characters from the genre's title words, the story's
 * place and lead character, and (half the time, when one fits) a tag such as "Dragons".
 */
export function storyTitle(draft: Draft, tags: readonly string[]): string {
  const fitting = tags
    .map((t) => t.trim())
    .filter((t) => /^[a-z][a-z -]{2,22}$/i.test(t) && !UNTITLED_TAGS.test(t));
  for (let attempt = 0; attempt < 12; attempt++) {
    const useTag = fitting.length > 0 && draft.rng.chance(0.5);
    const pattern = draft.rng.pick(useTag ? TAG_PATTERNS : STORY_PATTERNS);
    const title = render(draft, pattern, {
      Tag: titleCase(draft.rng.pick(fitting.length ? fitting : ['Secret'])),
    });
    const words = title.split(/\s+/).length;
    if (words >= 2 && words <= 7 && title.length <= 80) return title;
  }
  return render(draft, 'The {A} {N}', {});
}

/**
 * An evocative chapter title (no "Chapter N": the reader adds numbering), different from every title
 * in `avoid`, at most 80 characters.
 */
export function chapterTitle(draft: Draft, avoid: readonly string[]): string {
  const taken = new Set(avoid.map((t) => t.trim().toLowerCase()));
  const spot = titleCase(draft.story.spots[0] ?? 'the road');
  const extra = { Obj: titleCase(draft.story.obj), Spot: spot.replace(/^The /, 'At the ') };
  for (let attempt = 0; attempt < 20; attempt++) {
    const title = render(draft, draft.rng.pick(CHAPTER_PATTERNS), extra);
    if (!taken.has(title.toLowerCase()) && title.length <= 80) return title;
  }
  return `${render(draft, 'The {A} {N}', extra)} Again`;
}

function render(draft: Draft, pattern: string, extra: Record<string, string>): string {
  const { bank, cast, place } = draft.story;
  const nouns = draft.rng.shuffle(bank.titleNouns);
  const values: Record<string, string> = {
    N: nouns[0]!,
    N2: nouns[1] ?? nouns[0]!,
    A: draft.rng.pick(bank.titleAdjectives),
    Place: titleCase(place),
    Name: cast.P.short,
    ...extra,
  };
  return pattern
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
