import type { JobQueue } from './jobs.js';

/**
 * Work done once per period by one of the instances, such as the housekeeping jobs
 * (docs/reference/ai.md#housekeeping). pg-boss runs here without its cron scheduler (`schedule: false`,
 * jobs.ts), so a recurring job is a chain of delayed jobs (ADR 0013 "Recurring jobs").
 */
export interface RecurringJobDefinition {
  /** pg-boss queue name (letters, digits, `-`, `_`). */
  name: string;
  /** The period, ms (> 0). Runs are due at its multiples since the Unix epoch: each whole hour, UTC midnight. */
  periodMs: number;
  /** Seconds one run may take before pg-boss takes it for dead and retries it. */
  expireInSeconds: number;
  /**
   * The work of one period. Must be idempotent: a retry, or a rare second run in the same period (see
   * `defineRecurringJob`), may do it again. Throwing fails the run, which is retried with backoff.
   */
  run(signal: AbortSignal): Promise<void>;
}

/**
 * The start of the first period after `now`: the next multiple of `periodMs` since the Unix epoch,
 * strictly later than `now` (ms precision).
 */
export function nextPeriodStart(now: Date, periodMs: number): Date {
  return new Date((Math.floor(now.getTime() / periodMs) + 1) * periodMs);
}

/**
 * Queues the run of the period that starts next after `now`, due at that start and keyed by it
 * (`singletonKey` = its ISO time). The queue keeps one waiting job per key (policy `short`), so N
 * instances asking for the same period queue it once.
 * @returns the job id, or null when that period's run is already waiting
 */
export function queueNextRun(
  jobs: JobQueue,
  definition: Pick<RecurringJobDefinition, 'name' | 'periodMs'>,
  now = new Date(),
): Promise<string | null> {
  const startAfter = nextPeriodStart(now, definition.periodMs);
  return jobs.send(definition.name, {}, { startAfter, singletonKey: startAfter.toISOString() });
}

/**
 * Declares a recurring job on `jobs` (call while plugins register). Each instance that runs jobs queues
 * the next period's run once the queue has started, and each run queues its successor before working
 * (so a failing run does not end the chain); the first run is therefore due at the next period start,
 * not at start-up.
 * Once per period across instances: only the run of a period still to come is ever queued, one per
 * period by its key, and it cannot start before its period does, after which nobody queues that
 * period again. The exceptions are a retry of a failed run and an instance whose clock lags the
 * database's by Δ, which may queue a period again within Δ after it began: hence `run` is idempotent.
 * A run delayed past later periods (no instance was up) does not pile up: one run, then the next.
 */
export function defineRecurringJob(jobs: JobQueue, definition: RecurringJobDefinition): void {
  jobs.define({
    name: definition.name,
    expireInSeconds: definition.expireInSeconds,
    async handler(job) {
      await queueNextRun(jobs, definition);
      await definition.run(job.signal);
    },
  });
  jobs.onStarted(async () => {
    await queueNextRun(jobs, definition);
  });
}
