import { sql } from 'drizzle-orm';
import { executeRows } from '../db/execute-rows.js';
import type { EmailJob } from '../modules/mail/email-job.js';
import { runSendEmail, SEND_EMAIL_JOB } from '../modules/mail/mail-job.js';
import { JOB_SCHEMA, type RunningJob } from '../plugins/jobs.js';
import type { TestContext } from './test-app.js';

/** A job as a worker hands it to its handler (first attempt). */
export function runningJob<T>(data: T, id = 'test-job'): RunningJob<T> {
  return { id, data, attempt: 1, isLastAttempt: false, signal: new AbortController().signal };
}

/**
 * Runs, in queue order, each job of `name` queued in the test database and not run yet by this `ran`
 * set, as a worker would (tests run without workers: server/test/test-app.ts). Returns the data of the
 * jobs it ran.
 */
export async function runQueuedJobs<T>(
  t: TestContext,
  name: string,
  handler: (job: RunningJob<T>) => Promise<void>,
  ran: Set<string>,
): Promise<T[]> {
  const rows = await executeRows<{ id: string; data: T }>(
    t.db,
    sql`SELECT id, data FROM ${sql.raw(JOB_SCHEMA)}.job WHERE name = ${name} ORDER BY created_on, id`,
  );
  const done: T[] = [];
  for (const row of rows) {
    if (ran.has(row.id)) continue;
    ran.add(row.id);
    await handler(runningJob(row.data, row.id));
    done.push(row.data);
  }
  return done;
}

/** Sends every queued email not sent yet by this `ran` set (send-email jobs), with `t.app.config`. */
export function runQueuedEmails(t: TestContext, ran: Set<string>): Promise<EmailJob[]> {
  return runQueuedJobs<EmailJob>(t, SEND_EMAIL_JOB, (job) => runSendEmail(t.app, job), ran);
}
