import { type SQL, sql } from 'drizzle-orm';
import { stories, storyRatings } from '../../db/schema.js';

/**
 * Average rating of the story whose id is `storyId` (an outer column), rounded to one decimal as
 * shown ("4.3 out of 5.0"); 0 without ratings. One definition for cards, the story page and tests.
 */
export function averageRatingOf(storyId: SQL | unknown): SQL<number> {
  return sql<number>`(SELECT coalesce(round(avg(${storyRatings.rating}), 1), 0)::float8 FROM ${storyRatings} WHERE ${storyRatings.storyId} = ${storyId})`;
}

/** How many readers rated the story whose id is `storyId` (an outer column). */
export function ratingCountOf(storyId: SQL | unknown): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM ${storyRatings} WHERE ${storyRatings.storyId} = ${storyId})`;
}

/**
 * An author's average over every rating of their published stories (one decimal, 0 without) and the
 * count of those ratings (the author page's "reviews"). `authorId` is a value or an outer column.
 */
export function authorRatingColumns(authorId: SQL | number) {
  const rated = sql`${storyRatings} JOIN ${stories} ON ${stories.id} = ${storyRatings.storyId}
    WHERE ${stories.authorId} = ${authorId} AND ${stories.isPublished}`;
  return {
    averageRating: sql<number>`(SELECT coalesce(round(avg(${storyRatings.rating}), 1), 0)::float8 FROM ${rated})`,
    totalReviews: sql<number>`(SELECT count(*)::int FROM ${rated})`,
  };
}
