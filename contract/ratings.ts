import { z } from 'zod';
import { MAX_REVIEW_CHARS } from './rating-limits.js';

export { MAX_REVIEW_CHARS, REVIEWS_SHOWN } from './rating-limits.js';

/** PUT /api/stories/{id}/rating: 1 to 5 stars and an optional short review (blank means none). */
export const ZRateStoryRequest = z.object({
  rating: z
    .number({ error: 'Choose 1 to 5 stars' })
    .int({ error: 'Choose 1 to 5 stars' })
    .min(1, { error: 'Choose 1 to 5 stars' })
    .max(5, { error: 'Choose 1 to 5 stars' }),
  review: z
    .string()
    .trim()
    .max(MAX_REVIEW_CHARS, { error: `A review can be at most ${MAX_REVIEW_CHARS} characters` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type RateStoryRequest = z.input<typeof ZRateStoryRequest>;

export const ZReview = z.object({
  rating: z.number().int(),
  review: z.string().nullable(),
  updatedAt: z.string(),
  reader: z.object({ username: z.string().nullable(), displayName: z.string() }),
});
export type Review = z.infer<typeof ZReview>;

/**
 * GET /api/stories/{id}/ratings: the average (out of 5.0, one decimal; 0 without ratings), how many,
 * the viewer's own rating, whether the viewer may rate (signed in, not the author, has read a
 * chapter), and the latest written reviews.
 */
export const ZStoryRatings = z.object({
  averageRating: z.number(),
  ratingCount: z.number().int(),
  mine: z.object({ rating: z.number().int(), review: z.string().nullable() }).nullable(),
  canRate: z.boolean(),
  reviews: z.array(ZReview),
});
export type StoryRatings = z.infer<typeof ZStoryRatings>;
