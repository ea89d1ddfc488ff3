import type { FastifyInstance } from 'fastify';
import { queueNewChapterNotifications } from './new-chapter-job.js';
import { insertRoundOutcomeNotifications } from './notifications.query.js';
import { notifySafely } from './notifications.service.js';

/** What each final state of a voting round tells its participants. */
const OUTCOME_TEXT: Record<string, { title: string; body: string } | undefined> = {
  completed: { title: 'Voting round closed', body: 'The winning idea is now the next chapter.' },
  no_votes: { title: 'Voting round closed', body: 'The round ended without votes: no chapter follows.' },
  failed: { title: 'Voting round closed', body: 'The winning chapter could not be written yet.' },
};

/**
 * After a voting round reached a final state (docs/reference/people.md#notifications): tells everyone who
 * proposed or voted on the chapter the outcome (once per round and state), and for a completed round queues
 * the "new chapter" notifications of its chapter. Never throws: the round stands.
 */
export async function notifyRoundOutcome(
  deps: Pick<FastifyInstance, 'db' | 'jobs' | 'pubsub' | 'log'>,
  round: { id: number; chapterId: number; storyId: number; status: string; resultChapterId: number | null },
): Promise<void> {
  const text = OUTCOME_TEXT[round.status];
  if (!text) return;
  const link = `/proposals/${round.storyId}/${round.chapterId}`;
  await notifySafely(deps, () => insertRoundOutcomeNotifications(deps.db, round, { ...text, link }));
  if (round.status === 'completed' && round.resultChapterId !== null) {
    await queueNewChapterNotifications(deps, round.resultChapterId);
  }
}
