import { z } from 'zod';
import { LOCK_REASONS } from './lock-reasons.js';
import { ZId } from './stories.js';

export { AGE_LOCK_MESSAGE, LOCK_REASONS, type LockReason, PREMIUM_LOCK_MESSAGE } from './lock-reasons.js';

/**
 * Why a viewer may or may not read a chapter's text (docs/reference/access.md#policy, ADR 0014). The first
 * six grant access, the others deny it:
 * - `author`: the story's author (always);
 * - `public`: a public story (anyone, signed in or not);
 * - `free_chapter`: one of the first `freeChapters` chapters of a paid story;
 * - `subscriber`: an active subscriber of the author (`subscribers` stories);
 * - `tier`: an active subscriber whose tier costs at least the required tier (`tier_specific`);
 * - `purchase`: a buyer of the story or of that chapter;
 * - `not_found`: a draft of someone else, or no such story/chapter;
 * - `login_required`: an 18+ story and an anonymous visitor (sign in to confirm your age);
 * - `subscription_required`, `tier_required`, `purchase_required`: what the paywall should offer;
 * - `age_verification_required`: an 18+ story the signed-in viewer has not confirmed yet.
 */
export const ACCESS_REASONS = [
  'author',
  'public',
  'free_chapter',
  'subscriber',
  'tier',
  'purchase',
  'not_found',
  ...LOCK_REASONS,
] as const;
export const ZAccessReason = z.enum(ACCESS_REASONS);
export type AccessReason = z.infer<typeof ZAccessReason>;

/** The reasons a chapter comes back locked (contract/lock-reasons.ts). */
export const ZLockReason = z.enum(LOCK_REASONS);

/**
 * GET /api/content-access?storyId=&chapterId= (docs/reference/routes.md#api-reading). Without chapterId: the
 * whole story.
 */
export const ZContentAccessQuery = z.object({ storyId: ZId, chapterId: ZId.optional() });

/**
 * Answer of GET /api/content-access: whether the viewer may read the full text (of the chapter, or of
 * every chapter of the story when no chapterId was given), and why (see ACCESS_REASONS).
 */
export const ZContentAccess = z.object({ hasAccess: z.boolean(), reason: ZAccessReason });
export type ContentAccess = z.infer<typeof ZContentAccess>;

/**
 * GET /api/stories/{id}/age-verification and POST /api/stories/{id}/verify-age
 * (docs/reference/routes.md#api-reading). `isVerified` (the spec's name) and `verified` are the same value:
 * the signed-in viewer confirmed being 18 or older for this story. `required`: the story is 18+ (genre
 * "Adult" or flagged adult); when false nothing needs confirming and the story reads without it.
 */
export const ZAgeVerification = z.object({
  isVerified: z.boolean(),
  verified: z.boolean(),
  required: z.boolean(),
});
export type AgeVerification = z.infer<typeof ZAgeVerification>;
