import type { FastifyInstance } from 'fastify';

/**
 * The queue of the job that tells a post's audience about it (handled by
 * server/modules/notifications/new-post-job.ts; declared in server/jobs.ts).
 */
export const NOTIFY_NEW_POST_JOB = 'notify-new-post';

export interface NotifyNewPostJob {
  postId: number;
}

/**
 * Queues the "new post" fan-out (docs/reference/people.md#posts) after the post is committed: the write
 * answers at once, an author with thousands of followers is one INSERT … SELECT in the job. Never throws
 * (the post stands).
 */
export async function queueNewPostNotifications(
  deps: Pick<FastifyInstance, 'jobs' | 'log'>,
  postId: number,
): Promise<void> {
  try {
    await deps.jobs.send<NotifyNewPostJob>(NOTIFY_NEW_POST_JOB, { postId }, { singletonKey: `${postId}` });
  } catch (error) {
    deps.log.error({ err: error, postId }, 'queueing new-post notifications failed');
  }
}
