import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';

/** One run of a job, as its handler sees it. */
export interface RunningJob<T> {
  id: string;
  data: T;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** No retry follows if this run fails: the handler records the failure itself (e.g. a failed round). */
  isLastAttempt: boolean;
  /** Aborted when this instance shuts down; the job then runs again elsewhere or after restart. */
  signal: AbortSignal;
}

/** A kind of job: its queue name, how long one run may take, and its handler. */
export interface JobDefinition<T> {
  /** pg-boss queue name (letters, digits, `-`, `_`). */
  name: string;
  /**
   * Seconds one run may take. A run older than this is taken for dead (its process crashed) and is
   * retried by pg-boss's maintenance on any instance.
   */
  expireInSeconds: number;
  /** Does the job's work. Throwing fails the run; it is retried with backoff until the retry limit. */
  handler(job: RunningJob<T>): Promise<void>;
}

/**
 * The job queue shared by every instance (docs/ARCHITECTURE.md#jobs; ADR 0013): pg-boss in the app's own
 * database. Jobs survive restarts, are claimed with SKIP LOCKED (one instance runs each), and are
 * retried with exponential backoff. A queue dedupes a job still waiting with the same `singletonKey`
 * (policy `short`), but a job may still run twice (a retry after a crash, a recovery at start-up), so
 * every job's effect must be guarded in the database (a unique constraint, a state checked in SQL).
 */
export interface JobQueue {
  /** Whether this instance runs jobs (JOB_WORKERS); every instance may send them. */
  readonly runsWorkers: boolean;
  /** Declares a kind of job; call while plugins register (before the app is ready). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /**
   * Queues a job, to run at `startAfter` (default now).
   * @returns the job id, or null when a job with the same `singletonKey` is already waiting
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /** Runs `task` once the queue has started, on instances that run jobs (start-up recovery). */
  onStarted(task: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** pg-boss's own tables live in this schema, beside ours. */
export const JOB_SCHEMA = 'pgboss';

// pg-boss 10's own SQL for marking a run completed or failed, to recognise those statements below.
const bossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

/** What pg-boss reads back from a completion write that was given up: nothing was changed. */
const NOTHING_CHANGED = { rows: [{ count: '0' }], rowCount: 0 };

export interface JobQueueDbOptions {
  /** Aborted when the queue stops: completion writes waiting for the database then give up. */
  signal?: AbortSignal;
  /** Told of a completion write given up (its job then runs again once its expiry passes). */
  onGiveUp?(error: unknown): void;
}

/**
 * pg-boss's `db` adapter over our database (STACK-NOTES trap 17): on PGlite `exec` for parameterless
 * SQL (pg-boss sends several statements at once, which `query` refuses) and `query` otherwise; on
 * PostgreSQL the app's own pool. `drain()` waits for statements in flight, so the database can be
 * closed after the queue stops (pg-boss does not await its last completion writes).
 *
 * Those completion writes (a run completed or failed) are fired without a rejection handler, so one
 * failing would be an unhandled rejection, which ends a Node.js process. They never reject here: while
 * the database is unreachable they are retried with backoff (100 ms doubling to 5 s) until it answers,
 * so a job that ran during an outage is recorded once it ends instead of being run again; they give up
 * (resolving "nothing changed", told to `onGiveUp`) on any other error or once `signal` aborts.
 */
export function jobQueueDb(
  database: Database,
  options: JobQueueDbOptions = {},
): PgBoss.Db & { drain(): Promise<void> } {
  const completionWrites = new Set([bossPlans.completeJobs(JOB_SCHEMA), bossPlans.failJobsById(JOB_SCHEMA)]);
  const pending = new Set<Promise<unknown>>();
  const run = async (text: string, values?: unknown[]) => {
    if (database.pool) {
      const result = await database.pool.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    }
    const pglite = database.pglite!;
    if (values && values.length > 0) {
      const result = await pglite.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    }
    const last = (await pglite.exec(text)).at(-1);
    return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
  };
  const runUntilDone = async (text: string, values?: unknown[]) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run(text, values);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || options.signal?.aborted) {
          options.onGiveUp?.(error);
          return NOTHING_CHANGED;
        }
      }
      await sleep(Math.min(5000, 100 * 2 ** attempt), undefined, { signal: options.signal }).catch(() => {});
    }
  };
  return {
    executeSql(text: string, values?: unknown[]) {
      const promise = completionWrites.has(text) ? runUntilDone(text, values) : run(text, values);
      pending.add(promise);
      void promise.finally(() => pending.delete(promise)).catch(() => {});
      return promise;
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** A pg-boss over `database` that neither schedules cron jobs nor supervises (callers add that). */
function createBoss(db: PgBoss.Db, options: { supervise: boolean }): PgBoss {
  return new PgBoss({ db, schema: JOB_SCHEMA, schedule: false, supervise: options.supervise });
}

/**
 * Creates (or migrates) pg-boss's tables in `database` and returns. main.ts needs nothing of it (the
 * queue installs itself on first start); tests call it once on the template database so that each
 * test app starts its queue at once.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const db = jobQueueDb(database);
  const boss = createBoss(db, { supervise: false });
  await boss.start();
  await boss.stop({ graceful: false });
  await db.drain();
}

/**
 * Decorates `app.jobs`. pg-boss starts when the app is ready (its tables are created on the first
 * start) and stops when the app closes: running handlers are signalled to stop, given a moment, and
 * their jobs left to be retried.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { runWorkers, pollIntervalMs, retryLimit, retryDelayMs } = app.config.jobs;
  const shutdown = new AbortController();
  const db = jobQueueDb(app.database, {
    signal: shutdown.signal,
    onGiveUp: (error) => app.log.warn({ err: error }, 'job queue: recording a run failed; it will run again'),
  });
  const boss = createBoss(db, { supervise: runWorkers });
  // An unhandled 'error' event would end the process; pg-boss reports polling and maintenance errors
  // so. During a database outage every poll fails: workers keep polling and resume when it is back.
  boss.on('error', (error) => {
    if (isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'job queue: database unavailable');
    else app.log.error({ err: error }, 'job queue error');
  });
  const definitions: JobDefinition<never>[] = [];
  const startedTasks: (() => Promise<void>)[] = [];

  const jobs: JobQueue = {
    runsWorkers: runWorkers,
    define(definition) {
      definitions.push(definition as JobDefinition<never>);
    },
    async send(name, data, options = {}) {
      return boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    onStarted(task) {
      startedTasks.push(task);
    },
  };
  app.decorate('jobs', jobs);

  app.addHook('onReady', async () => {
    await boss.start();
    for (const definition of definitions) {
      const queue = {
        name: definition.name,
        // `short`: at most one waiting job per singletonKey (a second send returns null).
        policy: 'short' as const,
        retryLimit,
        retryDelay: Math.max(1, Math.round(retryDelayMs / 1000)),
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      };
      await boss.createQueue(definition.name, queue);
      // createQueue leaves a queue that exists alone (ON CONFLICT DO NOTHING): without the update the
      // retry policy of whichever start created it first would hold, whatever the configuration says now.
      await boss.updateQueue(definition.name, queue);
    }
    if (!runWorkers) return;
    for (const definition of definitions) {
      const options = {
        includeMetadata: true as const,
        batchSize: 1,
        pollingIntervalSeconds: pollIntervalMs / 1000,
      };
      await boss.work<never>(definition.name, options, async ([job]) => {
        if (!job) return;
        try {
          await definition.handler({
            id: job.id,
            data: job.data,
            attempt: job.retryCount + 1,
            isLastAttempt: job.retryCount >= job.retryLimit,
            signal: shutdown.signal,
          });
        } catch (error) {
          app.log.warn({ err: error, job: job.id, queue: definition.name }, 'job failed');
          throw error;
        }
      });
    }
    for (const task of startedTasks) {
      // Recovery is best effort: the server still serves if it fails, and the next start tries again.
      await task().catch((error) => app.log.error({ err: error }, 'job recovery at start-up failed'));
    }
  });

  app.addHook('onClose', async () => {
    shutdown.abort();
    // Stopping writes the runs still in progress as failed; with the database gone that fails, and
    // their jobs run again once their expiry passes: nothing to wait for.
    await boss
      .stop({ graceful: true, timeout: 5000 })
      .catch((error) => app.log.warn({ err: error }, 'job queue: stopping failed'));
    await db.drain();
  });
});
