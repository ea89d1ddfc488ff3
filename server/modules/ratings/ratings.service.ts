import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REVIEWS_SHOWN, type StoryRatings, type ZRateStoryRequest } from '../../../contract/ratings.js';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { readingProgress, storyRatings, storyReads, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { averageRatingOf, ratingCountOf } from './ratings.query.js';

/**
 * Whether `userId` has read at least one chapter of the story: opening a chapter records a story
 * read (server/modules/chapters/story-reads.ts recordStoryRead) and saving progress a reading
 * progress row; either counts (docs/reference/people.md#ratings).
 */
export async function hasReadStory(db: DbOrTx, userId: number, storyId: number): Promise<boolean> {
  const [row] = await executeRows<{ read: boolean }>(
    db,
    sql`SELECT (
      EXISTS (SELECT 1 FROM ${storyReads} WHERE ${storyReads.userId} = ${userId} AND ${storyReads.storyId} = ${storyId})
      OR EXISTS (SELECT 1 FROM ${readingProgress} WHERE ${readingProgress.userId} = ${userId}
        AND ${readingProgress.storyId} = ${storyId} AND ${readingProgress.chapterId} IS NOT NULL)
    ) AS read`,
  );
  return row?.read === true;
}

/**
 * Rates a story 1 to 5 with an optional short review; a second call edits the same row (one per
 * reader and story: the unique (user_id, story_id) decides, so two tabs cannot make two).
 * @throws AppError STORY_NOT_FOUND (not visible to the reader), RATING_NOT_ALLOWED (403: own story,
 *   or no chapter read yet)
 */
export async function rateStory(
  db: DbOrTx,
  viewer: SessionUser,
  storyId: number,
  input: z.output<typeof ZRateStoryRequest>,
): Promise<StoryRatings> {
  const { rating, review } = input;
  const story = await getVisibleStory(db, viewer, storyId);
  if (story.authorId === viewer.id) {
    throw new AppError('RATING_NOT_ALLOWED', 'Authors cannot rate their own stories.');
  }
  if (!(await hasReadStory(db, viewer.id, storyId))) throw new AppError('RATING_NOT_ALLOWED');
  const now = new Date();
  await db
    .insert(storyRatings)
    .values({ userId: viewer.id, storyId, rating, review, updatedAt: now })
    .onConflictDoUpdate({
      target: [storyRatings.userId, storyRatings.storyId],
      set: { rating, review, updatedAt: now },
    });
  return storyRatingsFor(db, viewer, storyId);
}

/**
 * A story's ratings as `ZStoryRatings` for `viewer` (null: signed out).
 * @throws AppError STORY_NOT_FOUND
 */
export async function storyRatingsFor(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<StoryRatings> {
  const story = await getVisibleStory(db, viewer, storyId);
  const [summary] = await executeRows<{ average: number; count: number }>(
    db,
    sql`SELECT ${averageRatingOf(storyId)} AS average, ${ratingCountOf(storyId)} AS count`,
  );
  const [mine] = viewer
    ? await db
        .select({ rating: storyRatings.rating, review: storyRatings.review })
        .from(storyRatings)
        .where(and(eq(storyRatings.userId, viewer.id), eq(storyRatings.storyId, storyId)))
    : [];
  const reviews = await db
    .select({
      rating: storyRatings.rating,
      review: storyRatings.review,
      updatedAt: storyRatings.updatedAt,
      username: users.username,
      displayName: users.displayName,
    })
    .from(storyRatings)
    .innerJoin(users, eq(users.id, storyRatings.userId))
    .where(and(eq(storyRatings.storyId, storyId), isNotNull(storyRatings.review)))
    .orderBy(desc(storyRatings.updatedAt), desc(storyRatings.id))
    .limit(REVIEWS_SHOWN);
  const canRate =
    viewer !== null && viewer.id !== story.authorId && (await hasReadStory(db, viewer.id, storyId));
  return {
    averageRating: Number(summary?.average ?? 0),
    ratingCount: Number(summary?.count ?? 0),
    mine: mine ?? null,
    canRate,
    reviews: reviews.map((r) => ({
      rating: r.rating,
      review: r.review,
      updatedAt: r.updatedAt.toISOString(),
      reader: { username: r.username, displayName: r.displayName ?? r.username ?? 'A reader' },
    })),
  };
}
