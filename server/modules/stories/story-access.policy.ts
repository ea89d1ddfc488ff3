import type { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

type StoryRow = Pick<typeof stories.$inferSelect, 'id' | 'authorId' | 'isPublished'>;

/*
 * Who may SEE a story (its card, metadata, cover) and who may CHANGE it. Who may READ its text is
 * decided in one place only: `decideChapterAccess` in modules/access (issue "Money" §0, ADR 0014).
 */

/** Whether `viewer` may see the story's card and metadata (not its text): published, or own draft. */
export function canViewStory(viewer: SessionUser | null, story: StoryRow): boolean {
  return story.isPublished || viewer?.id === story.authorId;
}

/**
 * Throws unless `viewer` is the story's author (spec section 6: only the author changes a story).
 * @throws AppError UNAUTHENTICATED, ACCESS_DENIED ("Access Denied")
 */
export function assertIsAuthor(viewer: SessionUser | null, story: StoryRow): void {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.id !== story.authorId) throw new AppError('ACCESS_DENIED');
}
