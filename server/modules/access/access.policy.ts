import type { AccessReason, LockReason } from '../../../contract/access.js';
import { ADULT_GENRE } from '../../../contract/stories.js';
import type { stories } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import { isStoryTeam, type StoryTeam } from './story-access.policy.js';

/**
 * What a viewer holds that the access decision reads (ADR 0014), as `loadEntitlements` loads it.
 * Prices in cents.
 * - `subscriptions`: author id -> monthly price of the viewer's active subscription's tier (0 when
 *   the subscription has no tier any more);
 * - `tierPrices`: tier id -> monthly price, for the tiers the stories asked about require;
 * - `storyPurchases` / `chapterPurchases`: story ids bought whole, chapter ids bought singly;
 * - `ageVerified`: story ids the viewer confirmed being 18 or older for.
 */
export interface Entitlements {
  subscriptions: ReadonlyMap<number, number>;
  tierPrices: ReadonlyMap<number, number>;
  storyPurchases: ReadonlySet<number>;
  chapterPurchases: ReadonlySet<number>;
  ageVerified: ReadonlySet<number>;
}

/**
 * The story columns the access decision reads, and its team (`StoryTeam`: owner and accepted
 * collaborators, who read every chapter as the owner does, docs/reference/stories.md#collaborators).
 */
export type StoryForAccess = StoryTeam &
  Pick<
    typeof stories.$inferSelect,
    | 'id'
    | 'authorId'
    | 'isPublished'
    | 'accessLevel'
    | 'isPremium'
    | 'requiredTierId'
    | 'genre'
    | 'isAdultContent'
    | 'freeChapters'
    | 'previewLength'
  >;

/**
 * A chapter's place in its story: `position` 1-based in reading order among the released chapters, of
 * `chapterCount` released chapters; `freeAt` when a paid chapter turns free (paid-then-free, `freeAtOf`).
 */
export interface ChapterPlace {
  id: number;
  position: number;
  chapterCount: number;
  freeAt?: Date | null;
}

/**
 * THE decision (docs/reference/access.md#everywhere, docs/reference/access.md#policy, ADR 0014): how much of
 * a chapter's text `viewer` gets.
 * - `full`: the whole text;
 * - `preview`: the story's `previewLength` characters at most, cut at a word boundary (`previewOf`);
 * - `none`: no text at all (18+ not confirmed; or a draft of someone else, reason `not_found`).
 */
export interface ChapterAccess {
  access: 'full' | 'preview' | 'none';
  reason: AccessReason;
}

export type EffectiveAccessLevel = 'public' | 'subscribers' | 'tier_specific' | 'premium';

/**
 * One rule for `isPremium` and `accessLevel` (ADR 0014): a `public` story flagged premium is premium
 * (it shows a price, so it sells its text); an unknown stored level is treated as premium (locked).
 */
export function effectiveAccessLevel(
  story: Pick<StoryForAccess, 'accessLevel' | 'isPremium'>,
): EffectiveAccessLevel {
  const level = story.accessLevel;
  if (level === 'public') return story.isPremium ? 'premium' : 'public';
  if (level === 'subscribers' || level === 'tier_specific') return level;
  return 'premium';
}

/**
 * An 18+ story: genre "Adult" or flagged adult (docs/reference/data.md#entities,
 * docs/reference/access.md#adult).
 */
export function isAdultStory(story: Pick<StoryForAccess, 'genre' | 'isAdultContent'>): boolean {
  return story.isAdultContent || story.genre === ADULT_GENRE;
}

/**
 * How many first chapters of a paid story read free: the author's `freeChapters`, but never the last
 * chapter (a paid story keeps at least one chapter paid, ADR 0014).
 */
export function freeChapterCount(story: Pick<StoryForAccess, 'freeChapters'>, chapterCount: number) {
  return Math.max(0, Math.min(story.freeChapters, chapterCount - 1));
}

/**
 * Decides `viewer`'s access to a chapter's text (`chapter` given) or to the whole story's text
 * (`chapter` null: free chapters and chapter purchases do not count), in the order of
 * docs/reference/access.md#policy: the author always; others' drafts not found; then
 * the paid rule (public, free chapter (one of the first `freeChapters`, or past its paid-then-free time
 * `freeAt` at `now`, docs/reference/platform.md#formats), purchase, subscription, tier), then the 18+
 * confirmation. A paid lock shows a preview, unless the story is 18+ and unconfirmed (no text then, the paid
 * reason still first). `entitlements` must hold the viewer's rows for this story and its author
 * (`loadEntitlements`).
 */
export function decideChapterAccess(
  viewer: SessionUser | null,
  story: StoryForAccess,
  chapter: ChapterPlace | null,
  entitlements: Entitlements,
  now: Date = new Date(),
): ChapterAccess {
  if (isStoryTeam(viewer, story)) return { access: 'full', reason: 'author' };
  if (!story.isPublished) return { access: 'none', reason: 'not_found' };
  const paid = decidePaid(story, chapter, entitlements, now);
  let ageLock: LockReason | null = null;
  if (isAdultStory(story) && !(viewer && entitlements.ageVerified.has(story.id))) {
    ageLock = viewer ? 'age_verification_required' : 'login_required';
  }
  if (!paid.granted) return { access: ageLock ? 'none' : 'preview', reason: paid.reason };
  if (ageLock) return { access: 'none', reason: ageLock };
  return { access: 'full', reason: paid.reason };
}

/**
 * Whether `decideChapterAccess` reads `viewer`'s entitlements for `story` at all: not for anonymous
 * visitors, the author, drafts, or a public story that is not 18+ (granted without them). Loaders skip
 * the entitlement queries for such stories, so reading or chatting in a public story costs none.
 */
export function needsEntitlements(
  viewer: SessionUser | null,
  story: Pick<
    StoryForAccess,
    'authorId' | 'collaboratorIds' | 'isPublished' | 'accessLevel' | 'isPremium' | 'genre' | 'isAdultContent'
  >,
): boolean {
  if (!viewer || isStoryTeam(viewer, story) || !story.isPublished) return false;
  return effectiveAccessLevel(story) !== 'public' || isAdultStory(story);
}

type PaidDecision = { granted: true; reason: AccessReason } | { granted: false; reason: LockReason };

/** The paid part of the rule (docs/reference/access.md#levels); a purchase unlocks whatever the level. */
function decidePaid(
  story: StoryForAccess,
  chapter: ChapterPlace | null,
  e: Entitlements,
  now: Date,
): PaidDecision {
  const level = effectiveAccessLevel(story);
  if (level === 'public') return { granted: true, reason: 'public' };
  if (chapter && chapter.position <= freeChapterCount(story, chapter.chapterCount)) {
    return { granted: true, reason: 'free_chapter' };
  }
  // Paid-then-free (docs/reference/platform.md#formats): from `freeAt` on, the chapter reads like a free one.
  if (chapter?.freeAt && chapter.freeAt.getTime() <= now.getTime()) {
    return { granted: true, reason: 'free_chapter' };
  }
  if (e.storyPurchases.has(story.id) || (chapter && e.chapterPurchases.has(chapter.id))) {
    return { granted: true, reason: 'purchase' };
  }
  const subscribedTierCents = e.subscriptions.get(story.authorId);
  if (level === 'subscribers') {
    return subscribedTierCents === undefined
      ? { granted: false, reason: 'subscription_required' }
      : { granted: true, reason: 'subscriber' };
  }
  if (level === 'tier_specific') {
    // A required tier deleted since (requiredTierId set null) asks for any active subscription.
    const requiredCents =
      story.requiredTierId === null
        ? 0
        : (e.tierPrices.get(story.requiredTierId) ?? Number.POSITIVE_INFINITY);
    return subscribedTierCents !== undefined && subscribedTierCents >= requiredCents
      ? { granted: true, reason: 'tier' }
      : { granted: false, reason: 'tier_required' };
  }
  return { granted: false, reason: 'purchase_required' };
}

/**
 * The preview of a locked chapter: at most `previewLength` characters and at most half the text (so a
 * short chapter is never given away whole), cut back to the last whitespace before the limit (or at
 * the limit when the text has none there), trailing whitespace trimmed. Never splits a UTF-16 pair.
 */
export function previewOf(text: string, previewLength: number): string {
  let limit = Math.max(0, Math.min(previewLength, Math.floor(text.length / 2)));
  if (limit === 0) return '';
  const code = text.charCodeAt(limit - 1);
  if (code >= 0xd800 && code <= 0xdbff) limit--;
  const head = text.slice(0, limit);
  if (/\s/.test(text[limit] ?? '')) return head.trimEnd();
  const lastSpace = head.search(/\s\S*$/);
  return (lastSpace > 0 ? head.slice(0, lastSpace) : head).trimEnd();
}
