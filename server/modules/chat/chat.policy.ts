import type { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { canViewStory, type StoryTeam } from '../access/story-access.policy.js';

type StoryRow = Pick<typeof stories.$inferSelect, 'id' | 'authorId' | 'isPublished'> & StoryTeam;

/**
 * Throws unless `viewer` may delete the message: the story's author moderates every message in its
 * chapters, and a sender may take back their own (docs/reference/community.md#moderation).
 * @throws AppError MESSAGE_NOT_FOUND (a chat the viewer cannot see at all), ACCESS_DENIED
 */
export function assertCanDeleteMessage(
  viewer: SessionUser,
  message: { userId: number },
  story: StoryRow,
): void {
  if (viewer.id === story.authorId || viewer.id === message.userId) return;
  if (!canViewStory(viewer, story)) throw new AppError('MESSAGE_NOT_FOUND');
  throw new AppError('ACCESS_DENIED');
}
