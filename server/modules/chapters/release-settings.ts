import type { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { effectiveAccessLevel } from '../access/access.policy.js';
import { isReleased } from '../access/chapter-release.js';
import type { ChapterRow } from '../access/readable-chapters.query.js';

/** What an author sends about a chapter's release (contract/chapters.ts ZReleaseAt, ZFreeAfterDays). */
export interface ReleaseInput {
  releaseAt?: string | null;
  freeAfterDays?: number | null;
}

/** The columns to write: a key left out keeps the saved value. */
export interface ReleaseValues {
  releaseAt?: Date | null;
  freeAfterDays?: number | null;
}

/**
 * Checks an author's release settings for a new chapter (`before` null) or a saved one
 * (docs/reference/platform.md#formats):
 * - `releaseAt` must be in the future at `now`, unless it is the saved time unchanged; a chapter
 *   already released cannot be scheduled again (readers have it); null on a scheduled chapter releases
 *   it now (stored as `now`, so paid-then-free days count from its real release);
 * - `freeAfterDays` (1..365, by the contract) only in a paid story (public chapters are free already).
 * @returns the values to store
 * @throws AppError VALIDATION_ERROR (field body.releaseAt or body.freeAfterDays)
 */
export function resolveReleaseSettings(
  input: ReleaseInput,
  story: Pick<typeof stories.$inferSelect, 'accessLevel' | 'isPremium'>,
  before: Pick<ChapterRow, 'releaseAt'> | null,
  now: Date = new Date(),
): ReleaseValues {
  const values: ReleaseValues = {};
  if (input.releaseAt === null) {
    if (before && !isReleased(before.releaseAt, now)) values.releaseAt = now;
  } else if (input.releaseAt !== undefined) {
    const releaseAt = new Date(input.releaseAt);
    if (releaseAt.getTime() !== before?.releaseAt?.getTime()) {
      if (before && isReleased(before.releaseAt, now)) {
        throw new AppError('VALIDATION_ERROR', 'This chapter is already released.', {
          field: 'body.releaseAt',
        });
      }
      if (releaseAt.getTime() <= now.getTime()) {
        throw new AppError('VALIDATION_ERROR', 'The release time must be in the future.', {
          field: 'body.releaseAt',
        });
      }
      values.releaseAt = releaseAt;
    }
  }
  if (input.freeAfterDays !== undefined) {
    if (input.freeAfterDays !== null && effectiveAccessLevel(story) === 'public') {
      throw new AppError('VALIDATION_ERROR', 'Only chapters of a paid story can become free later.', {
        field: 'body.freeAfterDays',
      });
    }
    values.freeAfterDays = input.freeAfterDays;
  }
  return values;
}
