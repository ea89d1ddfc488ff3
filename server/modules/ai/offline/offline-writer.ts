import type { WritingBrief, WritingResult } from '../writing-brief.js';
import { writeChapterText } from './chapter.js';
import { Draft } from './draft.js';
import { bankFor } from './genre-banks/index.js';
import { hashString, Rng } from './rng.js';
import { proposalIdea, storySummary } from './short-forms.js';
import { buildStory } from './story.js';
import { TIMES } from './templates/index.js';
import { chapterTitle, storyTitle } from './titles.js';

/** Chapter length used when a chapter task arrives without a target (the brief says 0 means none). */
const DEFAULT_WORDS = 1500;
/** Targets are clamped to this range; the product asks for 100–6000. */
const MIN_WORDS = 50;
const MAX_WORDS = 10_000;

/**
 * Writes the brief's task deterministically for `seed` (uint32). Pure, synchronous, no I/O.
 *
 * The built-in offline writer, used when no AI endpoint is configured: template-built English prose
 * in the brief's genre (`genre-banks/`), with the brief's characters, setting, outline and earlier
 * chapters. The same brief and seed always give the same result; the seed is mixed with a hash of
 * the brief, so different briefs differ even with the same seed. Results per task:
 * - `title`: `{ title }`, 2–7 words, at most 80 characters.
 * - `summary`: `{ summary }`, 2–4 sentences, at most 600 characters.
 * - `first-chapter`: `{ title, content }`; content starts with `openingLine` verbatim when given; the
 *   title is `chapterTitle` when given.
 * - `chapter-content`: `{ content }` for `chapterTitle`, following `outline`.
 * - `continuation`: `{ title, content }`, the chapter after `previousChapters`.
 * - `proposal-idea`: `{ title, content }`, title 1–100 and content 30–500 characters.
 * Chapter content is plain paragraphs separated by blank lines, within ±20 % of `targetWordCount`
 * (counted as `countWords` does), no sentence repeated.
 */
export function writeOffline(brief: WritingBrief, seed: number): WritingResult {
  const rng = new Rng((seed ^ hashString(JSON.stringify(brief))) >>> 0);
  const story = buildStory(brief, bankFor(brief.genre), rng);
  const draft = new Draft(story, rng, {
    spot: story.spots[0]!,
    time: rng.pick(TIMES),
    present: new Set(['P', 'C', 'O']),
  });
  for (const chapter of brief.previousChapters) draft.ledger.remember(chapter.content);
  const target = Math.min(MAX_WORDS, Math.max(MIN_WORDS, brief.targetWordCount || DEFAULT_WORDS));
  const previousTitles = brief.previousChapters.map((chapter) => chapter.title);
  switch (brief.task) {
    case 'title':
      return { title: storyTitle(draft, brief.tags) };
    case 'summary':
      return { summary: storySummary(draft, brief.title, brief.tags) };
    case 'proposal-idea':
      return proposalIdea(draft);
    case 'first-chapter': {
      const title = brief.chapterTitle.trim() || chapterTitle(draft, previousTitles);
      const content = writeChapterText(draft, target, {
        openingLine: brief.openingLine,
        isContinuation: false,
      });
      return { title, content };
    }
    case 'chapter-content':
      return {
        content: writeChapterText(draft, target, {
          openingLine: '',
          isContinuation: brief.previousChapters.length > 0,
        }),
      };
    case 'continuation': {
      const title = brief.chapterTitle.trim() || chapterTitle(draft, previousTitles);
      const content = writeChapterText(draft, target, { openingLine: '', isContinuation: true });
      return { title, content };
    }
  }
}
