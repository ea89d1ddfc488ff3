import type { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

type StoryRow = Pick<typeof stories.$inferSelect, 'id' | 'authorId' | 'isPublished' | 'accessLevel'>;

export type ReadDecision =
  | { canRead: true; reason: 'author' | 'public' }
  | { canRead: false; reason: 'not_found' | 'locked' };

/**
 * THE read-access policy (ARCHITECTURE.md "Access control"): decides whether `viewer` may read the
 * text of `story`. Every path that returns chapter text calls it. Rules so far: the author always;
 * drafts nobody else (reported as not found, so drafts do not leak); published `public` stories
 * anyone. `subscribers`, `tier_specific` and `premium` stories stay locked to everyone but the
 * author until the subscription and purchase rules join this function (payments issue), as do 18+.
 */
export function decideStoryRead(viewer: SessionUser | null, story: StoryRow): ReadDecision {
  if (viewer && viewer.id === story.authorId) return { canRead: true, reason: 'author' };
  if (!story.isPublished) return { canRead: false, reason: 'not_found' };
  if (story.accessLevel === 'public') return { canRead: true, reason: 'public' };
  return { canRead: false, reason: 'locked' };
}

/** Whether `viewer` may see the story's card and metadata (not its text): published, or own draft. */
export function canViewStory(viewer: SessionUser | null, story: StoryRow): boolean {
  return story.isPublished || viewer?.id === story.authorId;
}

/**
 * Throws unless `viewer` may read the story's text.
 * @throws AppError STORY_NOT_FOUND (drafts of others), CONTENT_LOCKED (403)
 */
export function assertCanReadStory(viewer: SessionUser | null, story: StoryRow): void {
  const decision = decideStoryRead(viewer, story);
  if (decision.canRead) return;
  throw new AppError(decision.reason === 'not_found' ? 'STORY_NOT_FOUND' : 'CONTENT_LOCKED');
}

/**
 * Throws unless `viewer` is the story's author (spec section 6: only the author changes a story).
 * @throws AppError UNAUTHENTICATED, ACCESS_DENIED ("Access Denied")
 */
export function assertIsAuthor(viewer: SessionUser | null, story: StoryRow): void {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.id !== story.authorId) throw new AppError('ACCESS_DENIED');
}
