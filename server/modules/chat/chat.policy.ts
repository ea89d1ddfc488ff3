import type { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { decideStoryRead } from '../stories/story-access.policy.js';

type StoryRow = Pick<typeof stories.$inferSelect, 'id' | 'authorId' | 'isPublished' | 'accessLevel'>;

/**
 * Throws unless `viewer` may see a message of `story`'s chat (to report it): the read policy, as for
 * the chapter itself. Others' drafts answer as if the message did not exist.
 * @throws AppError MESSAGE_NOT_FOUND, CONTENT_LOCKED
 */
export function assertCanSeeMessage(viewer: SessionUser, story: StoryRow): void {
  const decision = decideStoryRead(viewer, story);
  if (decision.canRead) return;
  throw new AppError(decision.reason === 'not_found' ? 'MESSAGE_NOT_FOUND' : 'CONTENT_LOCKED');
}

/**
 * Throws unless `viewer` may delete the message: the story's author moderates every message in its
 * chapters, and a sender may take back their own (issue "Community" §1 "Moderation").
 * @throws AppError MESSAGE_NOT_FOUND (a chat the viewer cannot see at all), ACCESS_DENIED
 */
export function assertCanDeleteMessage(
  viewer: SessionUser,
  message: { userId: number },
  story: StoryRow,
): void {
  if (viewer.id === story.authorId || viewer.id === message.userId) return;
  const decision = decideStoryRead(viewer, story);
  if (!decision.canRead && decision.reason === 'not_found') throw new AppError('MESSAGE_NOT_FOUND');
  throw new AppError('ACCESS_DENIED');
}
