/*
 * Rating limits as plain constants, without zod: the story page's ratings section needs them on first
 * load, and importing them from `ratings.ts` would bring zod with them
 * (docs/reference/performance.md#bundle). `ratings.ts` re-exports them.
 */

/** Longest written review, in characters ("a short review", docs/reference/people.md#ratings). */
export const MAX_REVIEW_CHARS = 1000;
/** Reviews listed with a story's ratings, newest first. */
export const REVIEWS_SHOWN = 10;
