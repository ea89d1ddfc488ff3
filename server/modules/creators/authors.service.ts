import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AuthorProfile } from '../../../contract/creators.js';
import type { Db } from '../../db/client.js';
import { authorSubscriptions, stories, storyReads, subscriptionTiers, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { liveSubscription } from '../access/live-subscription.js';
import { followerFigures, isFollowingAuthor } from '../follows/follows.query.js';
import { authorRatingColumns } from '../ratings/ratings.query.js';
import { byAuthor } from '../stories/stories.service.js';
import { presentPublicTier } from '../tiers/tiers.service.js';

/**
 * The public profile of the user named `username` (case-insensitive): counts of active subscribers,
 * followers (docs/reference/people.md#follows), published stories (co-written ones included:
 * docs/reference/stories.md#collaborators), the reads of the stories they own, and the author's active
 * tiers. With a signed-in `viewer`, `isFollowing` says whether they follow the author (absent for
 * visitors). Emails never leave the server.
 * @throws AppError USER_NOT_FOUND
 */
export async function getAuthorProfile(
  db: Db,
  username: string,
  viewer: SessionUser | null = null,
): Promise<AuthorProfile> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!user?.username) throw new AppError('USER_NOT_FOUND');
  const [subscribers] = await db
    .select({ n: count() })
    .from(authorSubscriptions)
    .where(and(eq(authorSubscriptions.authorId, user.id), liveSubscription));
  const [published] = await db
    .select({ n: count() })
    .from(stories)
    .where(byAuthor(user.id, 'published', { coauthored: true }));
  const [views] = await db
    .select({ n: count() })
    .from(storyReads)
    .innerJoin(stories, eq(stories.id, storyReads.storyId))
    .where(and(eq(stories.authorId, user.id), eq(stories.isPublished, true)));
  const [ratings] = await db.select(authorRatingColumns(user.id)).from(sql`(SELECT 1) AS one`);
  const followers = await followerFigures(db, user.id);
  const isFollowing = viewer ? await isFollowingAuthor(db, viewer.id, user.id) : undefined;
  const tiers = await db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.authorId, user.id), eq(subscriptionTiers.isActive, true)))
    .orderBy(asc(subscriptionTiers.price), asc(subscriptionTiers.id));
  const links = user.socialLinks ?? {};
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName ?? user.username,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    genres: user.genres,
    isVerified: user.isVerified,
    subscriberCount: subscribers?.n ?? 0,
    followerCount: followers.total,
    ...(isFollowing === undefined ? {} : { isFollowing }),
    storyCount: published?.n ?? 0,
    tipJarEnabled: user.tipJarEnabled,
    subscriptionTiers: tiers.map(presentPublicTier),
    socialLinks: {
      ...(links.twitter ? { twitter: links.twitter } : {}),
      ...(links.instagram ? { instagram: links.instagram } : {}),
      ...(links.website ? { website: links.website } : {}),
    },
    joinedDate: user.createdAt.toISOString(),
    stats: {
      totalViews: views?.n ?? 0,
      averageRating: ratings?.averageRating ?? 0,
      totalReviews: ratings?.totalReviews ?? 0,
    },
  };
}
