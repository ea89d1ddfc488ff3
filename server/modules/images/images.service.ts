import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { images, stories, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { canViewStory, storyCollaboratorIdsSql } from '../access/story-access.policy.js';

/**
 * The cover of a story `viewer` may see (`canViewStory`: published, or their own draft), with whether
 * the story is published (a draft's cover is not cached publicly). `coverUrl` is null, a URL, or an
 * inline data URL (`sendImage` tells them apart).
 * @throws AppError STORY_NOT_FOUND (unknown, or another author's draft: the same answer, ADR 0014)
 */
export async function getStoryCover(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<{ coverUrl: string | null; isPublished: boolean }> {
  const [story] = await db
    .select({
      id: stories.id,
      authorId: stories.authorId,
      isPublished: stories.isPublished,
      coverUrl: stories.coverUrl,
      collaboratorIds: storyCollaboratorIdsSql,
    })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  if (!story || !canViewStory(viewer, story)) throw new AppError('STORY_NOT_FOUND');
  return story;
}

/**
 * A user's profile image as stored: null, a URL (an uploaded photo's `/api/images/…`), or an inline
 * data URL. Anyone may see it.
 * @throws AppError USER_NOT_FOUND
 */
export async function getAvatar(db: DbOrTx, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user.profileImageUrl;
}

/**
 * A stored image's bytes and content type by its SHA-256 `hash` (64 hex digits); anyone may read it.
 * @throws AppError NOT_FOUND
 */
export async function getStoredImage(
  db: DbOrTx,
  hash: string,
): Promise<Pick<typeof images.$inferSelect, 'bytes' | 'contentType'>> {
  const [image] = await db
    .select({ bytes: images.bytes, contentType: images.contentType })
    .from(images)
    .where(eq(images.hash, hash))
    .limit(1);
  if (!image) throw new AppError('NOT_FOUND', 'No image');
  return image;
}
