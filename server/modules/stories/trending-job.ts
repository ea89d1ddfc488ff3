import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { refreshTrendingScores } from './trending.js';

/** The queue of the job that re-bases stored trending scores (docs/reference/performance.md#trending). */
export const REFRESH_TRENDING_JOB = 'refresh-trending';

/** How often the scores are re-based, in ms: points of reads and bookmarks that left their window go. */
export const TRENDING_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Queues the next refresh at `startAfter` (default now). One chain for all instances: the key keeps a
 * single refresh waiting however many instances start or run one.
 */
export function scheduleTrendingRefresh(jobs: JobQueue, startAfter = new Date()) {
  return jobs.send(REFRESH_TRENDING_JOB, {}, { startAfter, singletonKey: 'next' });
}

/**
 * The refresh job: queues its successor first (so a failed run does not end the chain), then
 * recomputes every score from the rule (`refreshTrendingScores`, idempotent: absolute values).
 */
export async function runTrendingRefresh(deps: { db: DbOrTx; jobs: JobQueue }): Promise<void> {
  await scheduleTrendingRefresh(deps.jobs, new Date(Date.now() + TRENDING_REFRESH_INTERVAL_MS));
  await refreshTrendingScores(deps.db);
}
