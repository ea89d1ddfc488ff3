import { and, count, eq, sql } from 'drizzle-orm';
import type { UpdateProfileRequest } from '../../../contract/auth.js';
import type { Db } from '../../db/client.js';
import { stories, storyReads, users, votes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * Applies a profile edit to the current user only (spec section 6). Genres are trimmed, empties
 * dropped; social handles lose a leading "@" (spec section 2 "/author/{username}").
 * @throws AppError USER_NOT_FOUND
 */
export async function updateProfile(db: Db, userId: number, input: UpdateProfileRequest) {
  const links = input.socialLinks;
  const socialLinks = links
    ? {
        twitter: links.twitter?.replace(/^@+/, '') || undefined,
        instagram: links.instagram?.replace(/^@+/, '') || undefined,
        website: links.website || undefined,
      }
    : undefined;
  const [user] = await db
    .update(users)
    .set({
      ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
      ...(input.bio !== undefined ? { bio: input.bio } : {}),
      ...(input.genres !== undefined ? { genres: input.genres.map((g) => g.trim()).filter(Boolean) } : {}),
      ...(input.profileImageUrl !== undefined ? { profileImageUrl: input.profileImageUrl } : {}),
      ...(socialLinks ? { socialLinks } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** Spec section 3 "User stats": published stories, reads of them by others, votes cast. */
export async function getUserStats(db: Db, userId: number) {
  const [storyCount] = await db
    .select({ n: count() })
    .from(stories)
    .where(and(eq(stories.authorId, userId), eq(stories.isPublished, true)));
  const [reads] = await db
    .select({ n: count() })
    .from(storyReads)
    .innerJoin(stories, eq(stories.id, storyReads.storyId))
    .where(and(eq(stories.authorId, userId), sql`${storyReads.userId} IS DISTINCT FROM ${userId}`));
  const [voteCount] = await db.select({ n: count() }).from(votes).where(eq(votes.userId, userId));
  return { totalStories: storyCount?.n ?? 0, totalReads: reads?.n ?? 0, totalVotes: voteCount?.n ?? 0 };
}
