import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from './db/execute-rows.js';
import { backgroundJobs } from './jobs.js';
import { JOB_SCHEMA } from './plugins/jobs.js';
import { createTestApp, type TestContext } from './test/test-app.js';

// server/jobs.ts is the one list of background jobs: the queues a started app has in pg-boss are those of
// the list, with the list's expiry, and each entry says when it runs, what it does and what guards it.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function queues(): Promise<Map<string, number>> {
  const rows = await executeRows<{ name: string; expire_seconds: number }>(
    t.db,
    sql`SELECT name, expire_seconds FROM ${sql.raw(JOB_SCHEMA)}.queue`,
  );
  return new Map(rows.map((row) => [row.name, row.expire_seconds]));
}

describe('background jobs', () => {
  it('are the queues the app declares, each described', async () => {
    const listed = backgroundJobs(t.app);
    const declared = await queues();
    for (const job of listed) {
      expect(declared.get(job.name), job.name).toBe(job.expireInSeconds);
      expect(job.schedule.length, `${job.name} says when it runs`).toBeGreaterThan(0);
      expect(job.does.length, `${job.name} says what it does`).toBeGreaterThan(0);
      expect(job.guard.length, `${job.name} says what guards it`).toBeGreaterThan(0);
    }
    expect(new Set(listed.map((job) => job.name)).size).toBe(listed.length);
    // PGlite gives this file a database of its own: no queue exists but the app's. (On a PostgreSQL
    // server other test files add queues of their own to the shared database.)
    if (!process.env.DATABASE_URL)
      expect([...declared.keys()].sort()).toEqual(listed.map((j) => j.name).sort());
  });
});
