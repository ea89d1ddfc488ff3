import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { chapters } from '../../db/schema.js';

/*
 * Scheduled release and paid-then-free (docs/reference/platform.md#formats): both are decided by the time
 * itself, here, so a late or lost release job never keeps a chapter hidden, and no stored flag can disagree
 * with the clock.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SQL condition: the chapter whose release time is `releaseAt` (a column or a raw reference such as
 * `c.release_at`) is released, i.e. readers may see it: no release time, or one not after the
 * database's `now()`.
 */
export function releasedSql(releaseAt: AnyColumn | SQL = chapters.releaseAt): SQL {
  return sql`(${releaseAt} IS NULL OR ${releaseAt} <= now())`;
}

/** Whether a chapter with release time `releaseAt` is released at `now` (null: released at once). */
export function isReleased(releaseAt: Date | null, now: Date = new Date()): boolean {
  return releaseAt === null || releaseAt.getTime() <= now.getTime();
}

/**
 * When a paid chapter turns free (paid-then-free): `freeAfterDays` whole days of 24 h after its release
 * (`releaseAt`, else `createdAt` for a chapter released at once); null when the author set no days.
 */
export function freeAtOf(chapter: {
  releaseAt: Date | null;
  createdAt: Date;
  freeAfterDays: number | null;
}): Date | null {
  if (chapter.freeAfterDays === null) return null;
  const releasedAt = chapter.releaseAt ?? chapter.createdAt;
  return new Date(releasedAt.getTime() + chapter.freeAfterDays * DAY_MS);
}
