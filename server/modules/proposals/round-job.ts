import { and, eq, inArray } from 'drizzle-orm';
import { votingRounds } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { JobQueue, RunningJob } from '../../plugins/jobs.js';
import { getStoryFor } from '../access/story-roles.js';
import { notifyRoundOutcome } from '../notifications/round-outcome.js';
import { closeRound } from './close-round.js';
import { type CommunityDeps, describeRound, publishRound } from './round-events.js';
import { findRound, findRoundById, type RoundRow } from './voting-round.js';
import { failRound, writeWinningChapter } from './write-chapter.js';

/** The queue of the job that closes a voting round and has its winning chapter written. */
export const CLOSE_ROUND_JOB = 'close-voting-round';

export interface CloseRoundJob {
  roundId: number;
}

/**
 * Queues the closing of `round` at its `closesAt`. The key makes a second send for the same round and
 * time (start-up recovery on several instances) a no-op while the first still waits.
 */
export function scheduleRoundClose(jobs: JobQueue, round: Pick<RoundRow, 'id' | 'closesAt'>) {
  return jobs.send<CloseRoundJob>(
    CLOSE_ROUND_JOB,
    { roundId: round.id },
    { startAfter: round.closesAt, singletonKey: `${round.id}@${round.closesAt.toISOString()}` },
  );
}

/** Queues the writing of a closed round's chapter now (a stuck round at start-up, the author's retry). */
function scheduleRoundWriting(jobs: JobQueue, round: Pick<RoundRow, 'id'>) {
  return jobs.send<CloseRoundJob>(
    CLOSE_ROUND_JOB,
    { roundId: round.id },
    { singletonKey: `${round.id}@writing` },
  );
}

/**
 * The job (docs/reference/community.md#winning-chapter): trusts its data only for a round id and re-reads the
 * round. An open round whose window is over is closed (`closeRound`); one not yet due (an early or stale job)
 * is queued again at its time. A round in 'writing' gets its chapter (`writeWinningChapter`). A failure
 * is thrown so the queue retries it with backoff; the last attempt marks the round 'failed' with the
 * reason instead (nothing half-written is saved). Each transition is announced as `round_changed`.
 */
export async function runCloseRoundJob(deps: CommunityDeps, job: RunningJob<CloseRoundJob>): Promise<void> {
  let round = await findRoundById(deps.db, job.data.roundId);
  if (!round) return;
  if (round.status === 'open') {
    const closed = await closeRound(deps.db, round.id);
    if (!closed) return;
    round = closed.round;
    if (closed.changed) {
      await publishRound(deps, round);
      await notifyRoundOutcome(deps, round); // no_votes (docs/reference/people.md#notifications)
    } else if (round.status === 'open') {
      await scheduleRoundClose(deps.jobs, round);
      return;
    }
  }
  if (round.status !== 'writing') return;
  try {
    const written = await writeWinningChapter(deps, round, job.signal);
    await publishRound(deps, written);
    await notifyRoundOutcome(deps, written);
  } catch (error) {
    // A shutdown is no failure of the round: the job runs again after the restart.
    if (!job.isLastAttempt || job.signal.aborted) throw error;
    deps.log.error(
      { err: error, roundId: round.id },
      'writing the winning chapter failed; round marked failed',
    );
    const reason = error instanceof AppError ? error.message : new AppError('INTERNAL_ERROR').message;
    const failed = await failRound(deps.db, round.id, reason);
    await publishRound(deps, failed);
    await notifyRoundOutcome(deps, failed);
  }
}

/**
 * Start-up recovery (docs/reference/community.md#winning-chapter): queues every open round at its closing
 * time (at once when overdue, e.g. its time passed while no server ran) and every round stuck in 'writing'
 * (its last attempt died with its process). Sends already waiting are not repeated; a round being written by
 * another instance right now may be written twice over, which its unique constraint turns into one
 * chapter.
 * @returns how many rounds were queued
 */
export async function recoverRounds(deps: CommunityDeps): Promise<number> {
  const rounds = await deps.db
    .select({ id: votingRounds.id, status: votingRounds.status, closesAt: votingRounds.closesAt })
    .from(votingRounds)
    .where(inArray(votingRounds.status, ['open', 'writing']));
  for (const round of rounds) {
    if (round.status === 'open') await scheduleRoundClose(deps.jobs, round);
    else await scheduleRoundWriting(deps.jobs, round);
  }
  return rounds.length;
}

/**
 * POST /api/chapters/{id}/voting-round/retry: the story's author has a failed round's chapter
 * written again (docs/reference/community.md#winning-chapter). A round already writing or completed is
 * answered as it is, so a double click queues one retry.
 * @returns the round as readers see it
 * @throws AppError NOT_FOUND (no round), STORY_NOT_FOUND, UNAUTHENTICATED, ACCESS_DENIED,
 *   ROUND_NOT_FAILED (409: still open, or ended without votes)
 */
export async function retryRound(deps: CommunityDeps, viewer: SessionUser, chapterId: number) {
  const round = await findRound(deps.db, chapterId);
  if (!round) throw new AppError('NOT_FOUND', 'This chapter has no voting round.');
  await getStoryFor(deps.db, viewer, round.storyId, 'manage'); // docs/reference/stories.md#collaborators
  const chapter = { id: round.chapterId, storyId: round.storyId };
  const [retried] = await deps.db
    .update(votingRounds)
    .set({ status: 'writing', failureReason: null })
    .where(and(eq(votingRounds.id, round.id), eq(votingRounds.status, 'failed')))
    .returning();
  if (retried) {
    await scheduleRoundWriting(deps.jobs, retried);
    await publishRound(deps, retried);
    return describeRound(deps.db, chapter, retried);
  }
  const now = await findRound(deps.db, chapterId);
  if (now && (now.status === 'writing' || now.status === 'completed'))
    return describeRound(deps.db, chapter, now);
  throw new AppError('ROUND_NOT_FAILED');
}
