import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chapterReleases, chapters, stories } from '../../db/schema.js';
import type { RunningJob } from '../../plugins/jobs.js';
import { releasedSql } from '../access/chapter-release.js';
import { insertNewChapterNotifications } from '../notifications/notifications.query.js';
import { publishNotifications } from '../notifications/notifications.service.js';

/** The queue of the job that performs a scheduled chapter's release side effects. */
export const RELEASE_CHAPTER_JOB = 'release-chapter';

export interface ReleaseChapterJob {
  chapterId: number;
}

type Deps = Pick<FastifyInstance, 'db' | 'jobs' | 'pubsub' | 'log'>;

/**
 * Queues the release job of a chapter scheduled for `releaseAt` (pg-boss `startAfter`). A job per
 * chapter and time: a rescheduled chapter gets a new one, and the old one finds it not yet released.
 * Never throws (the chapter stands; readers see it at its time whether or not the job runs).
 */
export async function queueChapterRelease(deps: Deps, chapterId: number, releaseAt: Date): Promise<void> {
  try {
    await deps.jobs.send<ReleaseChapterJob>(
      RELEASE_CHAPTER_JOB,
      { chapterId },
      { startAfter: releaseAt, singletonKey: `${chapterId}@${releaseAt.toISOString()}` },
    );
  } catch (error) {
    deps.log.error({ err: error, chapterId }, 'queueing a chapter release failed');
  }
}

/**
 * The release side effects of a scheduled chapter (docs/reference/platform.md#formats): the story moves up as
 * recently updated, and its bookmarkers and subscribers get the new-chapter notification, live too. Runs
 * them once per chapter however often it is called: the `chapter_releases` primary key is taken in
 * the same transaction. Does nothing before the chapter's release time (a job of an earlier schedule).
 * @returns whether this call released it
 */
export async function releaseChapter(deps: Deps, chapterId: number): Promise<boolean> {
  const notified = await deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ storyId: chapters.storyId })
      .from(chapters)
      .where(and(eq(chapters.id, chapterId), releasedSql()));
    if (!due) return null;
    const [claimed] = await tx
      .insert(chapterReleases)
      .values({ chapterId })
      .onConflictDoNothing()
      .returning({ chapterId: chapterReleases.chapterId });
    if (!claimed) return null;
    await tx.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, due.storyId));
    return insertNewChapterNotifications(tx, chapterId);
  });
  if (!notified) return false;
  await publishNotifications(deps, notified);
  return true;
}

/** The job's handler. */
export async function runReleaseChapterJob(deps: Deps, job: RunningJob<ReleaseChapterJob>): Promise<void> {
  await releaseChapter(deps, job.data.chapterId);
}
