import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { purgeExpiredRateLimits } from '../../lib/rate-limits.js';
import { defineRecurringJob, type RecurringJobDefinition } from '../../plugins/recurring-job.js';
import { purgeExpiredSessions } from '../../plugins/session.js';
import { failAbandonedGenerations, pruneGenerationLedger } from '../ai/ledger-housekeeping.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The housekeeping jobs (issue 14 §3), each once per period on one instance (`defineRecurringJob`),
 * each idempotent:
 * - `prune-ai-ledger`, daily at UTC midnight: deletes generation-ledger rows older than
 *   AI_LEDGER_RETENTION_DAYS;
 * - `fail-abandoned-generations`, every 15 minutes: marks generations a crash left `running` as
 *   failed (ABANDONED), so the ledger says what happened (their reservations already lapsed);
 * - `purge-expired-sessions`, hourly: deletes expired sessions (until now only at start-up);
 * - `purge-expired-rate-limits`, hourly: deletes request counters an hour past their window (ADR 0008;
 *   before, a timer in every limiter of every instance did it every 5 minutes).
 */
export function housekeepingJobs(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log'>,
): RecurringJobDefinition[] {
  const { ai } = app.config;
  const report = (what: string, count: number) => {
    if (count > 0) app.log.info({ count }, what);
  };
  return [
    {
      name: 'prune-ai-ledger',
      periodMs: DAY_MS,
      expireInSeconds: 15 * 60,
      run: async () =>
        report('AI ledger pruned', await pruneGenerationLedger(app.db, ai.ledgerRetentionDays)),
    },
    {
      name: 'fail-abandoned-generations',
      periodMs: 15 * MINUTE_MS,
      expireInSeconds: 5 * 60,
      run: async () =>
        report('abandoned AI generations failed', await failAbandonedGenerations(app.db, ai.timeoutMs)),
    },
    {
      name: 'purge-expired-sessions',
      periodMs: HOUR_MS,
      expireInSeconds: 5 * 60,
      run: async () => report('expired sessions purged', await purgeExpiredSessions(app.db)),
    },
    {
      name: 'purge-expired-rate-limits',
      periodMs: HOUR_MS,
      expireInSeconds: 5 * 60,
      run: async () => report('expired request counters purged', await purgeExpiredRateLimits(app.db)),
    },
  ];
}

/** Declares the housekeeping jobs on `app.jobs` (after the jobs plugin). */
export const housekeepingPlugin: FastifyPluginAsync = async (app) => {
  for (const job of housekeepingJobs(app)) defineRecurringJob(app.jobs, job);
};
