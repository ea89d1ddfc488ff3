import type { Item } from 'feed';
import { aiLabel, roundAiShare, ZAiAssistance } from '../../../contract/ai-assistance.js';
import type { LockReason } from '../../../contract/lock-reasons.js';
import { toXmlText } from '../../../contract/xml-text.js';
import { isAdultStory, previewOf } from '../access/access.policy.js';
import type { ReadableChapter } from '../access/readable-chapters.query.js';
import type { StoryRow } from '../stories/stories.service.js';
import { escapeHtml } from './public-origin.js';

/** Longest excerpt of a public chapter in a feed item, characters (cut at a word, `previewOf`). */
export const FEED_EXCERPT_CHARS = 280;

/** A single-line text (title, name) as XML may hold it (`toXmlText`). */
export const xmlLine = (text: string): string => toXmlText(text, { singleLine: true });

/**
 * Why a locked chapter is locked, in the words of its feed item: no word of its text (ADR 0019). For
 * an anonymous reader an 18+ story is locked `login_required` (ADR 0014: age is confirmed per account).
 */
const LOCKED_TEXT: Record<LockReason, string> = {
  purchase_required: 'A paid chapter: buy it on Storyloom to read it.',
  subscription_required: "A chapter for the author's subscribers: subscribe on Storyloom to read it.",
  tier_required: "A chapter for subscribers of one of the author's tiers: subscribe on Storyloom to read it.",
  login_required: 'An 18+ chapter: sign in on Storyloom and confirm your age to read it.',
  age_verification_required: 'An 18+ chapter: sign in on Storyloom and confirm your age to read it.',
};

/**
 * The text of a locked chapter's feed item: the true reason it is locked (paid, subscribers, a tier,
 * 18+), and for a paid chapter of an 18+ story both. Plain text without markup.
 */
export function lockedItemText(
  reason: LockReason | null,
  story: Pick<StoryRow, 'genre' | 'isAdultContent'>,
): string {
  const adult = isAdultStory(story);
  const text = LOCKED_TEXT[reason ?? 'login_required'];
  const isAgeReason =
    reason === null || reason === 'login_required' || reason === 'age_verification_required';
  return adult && !isAgeReason ? `${text} For readers 18 and older.` : text;
}

/**
 * Plain text as HTML that shows exactly that text: one `<p>` per paragraph (blank lines separate
 * paragraphs in stored chapters), every character escaped (OWASP XSS rule 1), so markup in a chapter,
 * such as an `<img>` that would load a remote image in every feed reader, arrives as words.
 */
export function textAsHtml(text: string): string {
  return toXmlText(text)
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

/**
 * A chapter's AI label as the last paragraph of its feed item ("About 35% AI-drafted",
 * docs/reference/ai.md#ai-share), or nothing for a chapter written by hand.
 */
function aiNote(chapter: ReadableChapter): string {
  const label = aiLabel({
    aiAssistance: ZAiAssistance.catch('none').parse(chapter.aiAssistance),
    aiShare: roundAiShare(chapter.aiShare),
  });
  return label ? `<p><em>${escapeHtml(label)}</em></p>` : '';
}

/**
 * One chapter as a feed item (RSS 2.0 / Atom, both of which `feed` writes as HTML): title and excerpt
 * escaped as text; a short excerpt when an anonymous visitor may read the chapter, else the reason it
 * is locked and no word of it; then its AI label (`aiNote`).
 */
export function chapterItem(
  origin: string,
  story: StoryRow,
  chapter: ReadableChapter,
  position: number,
  by: string,
): Item {
  const link = `${origin}/reader/${story.id}?chapter=${chapter.id}`;
  const excerpt = chapter.locked ? '' : previewOf(chapter.content, FEED_EXCERPT_CHARS);
  const more = !chapter.locked && excerpt.length < chapter.content.trim().length ? '…' : '';
  const title = `${story.title}: ${chapter.title?.trim() || `Chapter ${position}`}`;
  return {
    title: escapeHtml(xmlLine(title)),
    id: link,
    link,
    date: chapter.createdAt,
    published: chapter.createdAt,
    description:
      (chapter.locked
        ? `<p>${escapeHtml(lockedItemText(chapter.lockReason, story))}</p>`
        : textAsHtml(`${excerpt}${more}`)) + aiNote(chapter),
    author: [{ name: xmlLine(by) }],
  };
}
