import { and, count, eq, sql } from 'drizzle-orm';
import type { UpdateProfileRequest } from '../../../contract/auth.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { stories, storyReads, users, votes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

type UserRow = typeof users.$inferSelect;

/**
 * The signed-in user's whole row, the one way routes load it (for the account and profile answers).
 * The session found the user a moment ago; a row gone since means the account was deleted meanwhile,
 * which ends the session like a sign-out elsewhere.
 * @throws AppError UNAUTHENTICATED
 */
export async function getCurrentUser(db: DbOrTx, viewer: SessionUser): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/**
 * Applies a profile edit to the current user only (docs/reference/access.md#roles). Genres are trimmed,
 * empties dropped; social handles lose a leading "@" (docs/reference/routes.md#author-page). Returns the row.
 * @throws AppError UNAUTHENTICATED (the account was deleted meanwhile, as `getCurrentUser`)
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
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** docs/reference/data.md#entities: published stories, reads of them by others, votes cast. */
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
