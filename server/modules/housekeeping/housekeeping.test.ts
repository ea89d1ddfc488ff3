import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  aiGenerations,
  emailVerificationTokens,
  passwordResetTokens,
  rateLimits,
  sentEmails,
  sessions,
} from '../../db/schema.js';
import { backgroundJobs, type RecurringJob } from '../../jobs.js';
import { createLimiter } from '../../lib/rate-limits.js';
import { JOB_SCHEMA } from '../../plugins/jobs.js';
import { nextPeriodStart, queueNextRun } from '../../plugins/recurring-job.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';

// The housekeeping jobs of docs/reference/ai.md#housekeeping on the real database: each does its effect, and
// a second run changes nothing more. This app runs no workers (the default in tests), so only the test runs
// them; the last test starts a second instance that does, to see one run through the queue.
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
let t: TestContext;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ AI_TIMEOUT_MS: String(2 * MINUTE), AI_LEDGER_RETENTION_DAYS: '90' });
  userId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

/** The recurring jobs of server/jobs.ts: the housekeeping. */
function housekeepingJobs(): RecurringJob[] {
  return backgroundJobs(t.app).filter((job): job is RecurringJob => job.kind === 'recurring');
}

/** Runs the housekeeping job `name` once, as its queue handler would. */
async function runJob(name: string): Promise<void> {
  const job = housekeepingJobs().find((j) => j.name === name);
  if (!job) throw new Error(`no housekeeping job ${name}`);
  await job.run(new AbortController().signal);
}

/** Inserts one ledger row created `ageMs` ago. */
async function generation(ageMs: number, status: string, reservedTokens = 0): Promise<number> {
  const [row] = await t.db
    .insert(aiGenerations)
    .values({
      userId,
      task: 'title',
      provider: 'offline',
      model: 'offline-writer',
      status,
      reservedTokens,
      createdAt: new Date(Date.now() - ageMs),
    })
    .returning({ id: aiGenerations.id });
  return row!.id;
}

const ledger = () => t.db.select().from(aiGenerations).orderBy(asc(aiGenerations.id));

describe('housekeeping jobs', () => {
  it('prunes ledger rows older than AI_LEDGER_RETENTION_DAYS, and a second run deletes nothing more', async () => {
    await t.db.delete(aiGenerations);
    await generation(120 * DAY, 'succeeded');
    await generation(91 * DAY, 'failed');
    const kept = [await generation(89 * DAY, 'succeeded'), await generation(MINUTE, 'cancelled')];
    await runJob('prune-ai-ledger');
    const after = await ledger();
    expect(after.map((row) => row.id)).toEqual(kept);
    await runJob('prune-ai-ledger');
    expect(await ledger()).toEqual(after);
  });

  it('marks generations a crash left running as failed ABANDONED, and leaves live ones alone', async () => {
    await t.db.delete(aiGenerations);
    // The AI timeout is 2 minutes and the margin 1: a running row older than 3 minutes is abandoned.
    const abandoned = await generation(10 * MINUTE, 'running', 5000);
    const live = await generation(MINUTE, 'running', 5000);
    const done = await generation(10 * MINUTE, 'succeeded');
    await runJob('fail-abandoned-generations');
    const after = await ledger();
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(abandoned)).toMatchObject({
      status: 'failed',
      errorCode: 'ABANDONED',
      reservedTokens: 0,
      inputTokens: 0,
      outputTokens: 0,
      finishedAt: expect.any(Date),
    });
    expect(byId.get(live)).toMatchObject({ status: 'running', reservedTokens: 5000, finishedAt: null });
    expect(byId.get(done)).toMatchObject({ status: 'succeeded', errorCode: null, finishedAt: null });
    await runJob('fail-abandoned-generations');
    expect(await ledger()).toEqual(after);
  });

  it('purges expired sessions, and a second run removes nothing more', async () => {
    const now = Date.now();
    await t.db.insert(sessions).values([
      { sid: 'housekeeping-expired', sess: { userId }, expire: new Date(now - MINUTE) },
      { sid: 'housekeeping-live', sess: { userId }, expire: new Date(now + DAY) },
    ]);
    await runJob('purge-expired-sessions');
    const sids = async () => (await t.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid);
    const after = await sids();
    expect(after).toContain('housekeeping-live');
    expect(after).not.toContain('housekeeping-expired');
    await runJob('purge-expired-sessions');
    expect((await sids()).sort()).toEqual(after.sort());
  });

  it('purges request counters an hour past their window, keeping the rest counting', async () => {
    const limiter = createLimiter(t.db, { name: 'housekeeping-test', points: 2, windowMs: MINUTE });
    await limiter.consume('live');
    const now = Date.now();
    await t.db.insert(rateLimits).values([
      { key: 'housekeeping-test:old', points: 5, expire: new Date(now - 2 * 60 * MINUTE) },
      { key: 'housekeeping-test:recent', points: 5, expire: new Date(now - 30 * MINUTE) },
    ]);
    await runJob('purge-expired-rate-limits');
    const keys = async () =>
      (await t.db.select({ key: rateLimits.key }).from(rateLimits))
        .map((row) => row.key)
        .filter((key) => key.startsWith('housekeeping-test:'))
        .sort();
    expect(await keys()).toEqual(['housekeeping-test:live', 'housekeeping-test:recent']);
    // The live counter still counts: a second action is allowed, a third refused.
    await limiter.consume('live');
    await expect(limiter.consume('live')).rejects.toMatchObject({ remainingPoints: 0 });
    await runJob('purge-expired-rate-limits');
    expect(await keys()).toEqual(['housekeeping-test:live', 'housekeeping-test:recent']);
  });

  it('deletes email tokens a week past use or expiry and sent-email records past 180 days, once', async () => {
    const now = Date.now();
    const token = (label: string, expiresIn: number, usedAgo?: number) => ({
      userId,
      email: `${label}@example.test`,
      expiresAt: new Date(now + expiresIn),
      usedAt: usedAgo === undefined ? null : new Date(now - usedAgo),
    });
    await t.db
      .insert(passwordResetTokens)
      .values([
        token('reset-expired-long-ago', -8 * DAY),
        token('reset-used-long-ago', 60 * MINUTE, 8 * DAY),
        token('reset-expired-yesterday', -DAY),
        token('reset-live', 60 * MINUTE),
      ]);
    await t.db
      .insert(emailVerificationTokens)
      .values([token('verify-expired-long-ago', -8 * DAY), token('verify-live', 7 * DAY)]);
    await t.db.insert(sentEmails).values([
      { key: 'housekeeping:old', kind: 'receipt', sentAt: new Date(now - 181 * DAY) },
      { key: 'housekeeping:recent', kind: 'receipt', sentAt: new Date(now - 179 * DAY) },
    ]);
    const left = async () => ({
      reset: (await t.db.select({ email: passwordResetTokens.email }).from(passwordResetTokens))
        .map((r) => r.email)
        .sort(),
      verify: (await t.db.select({ email: emailVerificationTokens.email }).from(emailVerificationTokens))
        .map((r) => r.email)
        .sort(),
      sent: (await t.db.select({ key: sentEmails.key }).from(sentEmails))
        .map((r) => r.key)
        .filter((key) => key.startsWith('housekeeping:')),
    });
    await runJob('purge-spent-email-tokens');
    const after = await left();
    expect(after).toEqual({
      reset: ['reset-expired-yesterday@example.test', 'reset-live@example.test'],
      verify: ['verify-live@example.test'],
      sent: ['housekeeping:recent'],
    });
    await runJob('purge-spent-email-tokens');
    expect(await left()).toEqual(after);
  });

  it('queues each period once however many instances ask, due at the period start', async () => {
    const period = { name: 'purge-expired-sessions', periodMs: 60 * MINUTE };
    // Far ahead, so no worker of another instance can reach these periods during the test.
    const now = new Date(Date.UTC(2100, 0, 1, 10, 20));
    expect(nextPeriodStart(now, period.periodMs)).toEqual(new Date(Date.UTC(2100, 0, 1, 11, 0)));
    expect(nextPeriodStart(new Date(Date.UTC(2100, 0, 1, 11)), period.periodMs)).toEqual(
      new Date(Date.UTC(2100, 0, 1, 12, 0)),
    );
    const other = await createTestInstance(t);
    try {
      expect(await queueNextRun(t.app.jobs, period, now)).toEqual(expect.any(String));
      expect(await queueNextRun(t.app.jobs, period, new Date(now.getTime() + MINUTE))).toBeNull();
      expect(await queueNextRun(other.app.jobs, period, now)).toBeNull();
      // The next period is a run of its own.
      expect(await queueNextRun(other.app.jobs, period, new Date(Date.UTC(2100, 0, 1, 11, 5)))).toEqual(
        expect.any(String),
      );
    } finally {
      await other.close();
    }
    const waiting = await waitingJobs(period.name);
    expect(waiting.filter((job) => job.key.startsWith('2100-'))).toEqual([
      { key: '2100-01-01T11:00:00.000Z', startAfter: '2100-01-01T11:00:00.000Z' },
      { key: '2100-01-01T12:00:00.000Z', startAfter: '2100-01-01T12:00:00.000Z' },
    ]);
  });

  it('runs through the queue on an instance with workers, which queues the next period at start-up', async () => {
    await t.db
      .insert(sessions)
      .values({ sid: 'queued-expired', sess: { userId }, expire: new Date(Date.now() - 1) });
    const startedAt = new Date();
    const worker = await createTestInstance(t, { JOB_WORKERS: 'true', JOB_POLL_INTERVAL_MS: '500' });
    try {
      // A run due now (as when the period starts); the worker purges the expired session.
      await worker.app.jobs.send('purge-expired-sessions', {});
      await vi.waitFor(
        async () =>
          expect(await t.db.select().from(sessions).where(eq(sessions.sid, 'queued-expired'))).toEqual([]),
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await worker.close();
    }
    for (const job of housekeepingJobs()) {
      // The period after start-up (or, had one begun meanwhile, the one after it).
      const next = [startedAt, new Date()].map((at) => nextPeriodStart(at, job.periodMs).toISOString());
      const waiting = await waitingJobs(job.name);
      expect(waiting.some((w) => next.includes(w.key) && w.startAfter === w.key)).toBe(true);
    }
  });
});

/** The jobs of queue `name` waiting in pg-boss: their singleton key and due time (ISO). */
async function waitingJobs(name: string): Promise<{ key: string; startAfter: string }[]> {
  const result = await t.db.execute(
    sql.raw(`SELECT singleton_key AS key, start_after AS "startAfter" FROM ${JOB_SCHEMA}.job
      WHERE name = '${name}' AND state = 'created' ORDER BY start_after`),
  );
  const { rows } = result as unknown as { rows: { key: string; startAfter: Date | string }[] };
  return rows.map((row) => ({ key: row.key, startAfter: new Date(row.startAfter).toISOString() }));
}
