import type { FastifyInstance } from 'fastify';
import type { RunningJob } from '../../plugins/jobs.js';
import { insertNewChapterNotifications } from './notifications.query.js';
import { publishNotifications } from './notifications.service.js';

/** The queue of the job that tells bookmarkers and subscribers about a new chapter. */
export const NOTIFY_NEW_CHAPTER_JOB = 'notify-new-chapter';

export interface NotifyNewChapterJob {
  chapterId: number;
}

type Deps = Pick<FastifyInstance, 'db' | 'jobs' | 'pubsub' | 'log'>;

/**
 * Queues the "new chapter" fan-out (docs/reference/people.md#notifications): the chapter's write answers at
 * once; a story with thousands of bookmarkers is one INSERT … SELECT in the job. Never throws (the chapter
 * stands).
 */
export async function queueNewChapterNotifications(deps: Deps, chapterId: number): Promise<void> {
  try {
    await deps.jobs.send<NotifyNewChapterJob>(
      NOTIFY_NEW_CHAPTER_JOB,
      { chapterId },
      { singletonKey: `${chapterId}` },
    );
  } catch (error) {
    deps.log.error({ err: error, chapterId }, 'queueing new-chapter notifications failed');
  }
}

/**
 * The job: inserts the notifications (unique per user and chapter, so a retry adds none) and sends
 * the new ones live.
 */
export async function runNewChapterJob(deps: Deps, job: RunningJob<NotifyNewChapterJob>): Promise<void> {
  const rows = await insertNewChapterNotifications(deps.db, job.data.chapterId);
  await publishNotifications(deps, rows);
}
