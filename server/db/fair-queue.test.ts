import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { createFairQueue } from './fair-queue.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** How many of `backlog`'s jobs had finished when a callback queued after them (like socket I/O) ran. */
async function finishedBeforeIo(backlog: Promise<unknown>[], finished: () => number): Promise<number> {
  const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(finished())));
  await Promise.all(backlog);
  return seen;
}

describe('queries take turns with I/O', () => {
  it('runs jobs in order, one per event-loop turn, passing results and errors through', async () => {
    const run = createFairQueue();
    const order: number[] = [];
    const jobs = [1, 2, 3].map((n) => run(async () => order.push(n)));
    const failing = run(async () => {
      throw new Error('job failed');
    });
    let finished = 0;
    for (const job of jobs) void job.then(() => finished++);
    expect(await finishedBeforeIo(jobs, () => finished)).toBeLessThanOrEqual(1);
    expect(order).toEqual([1, 2, 3]);
    await expect(failing).rejects.toThrow('job failed');
  });

  it.skipIf(process.env.DATABASE_URL)(
    'lets a new connection in while 200 queries are queued on the embedded database',
    async () => {
      let finished = 0;
      const backlog = Array.from({ length: 200 }, () =>
        database.db.execute(sql`select 1`).then(() => finished++),
      );
      // Before the fix the whole backlog drained in microtasks before any socket was served.
      expect(await finishedBeforeIo(backlog, () => finished)).toBeLessThan(5);
      expect(finished).toBe(200);
    },
  );

  it.skipIf(process.env.DATABASE_URL)(
    'still runs transactions whole, with their own queries inside',
    async () => {
      const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];
      const [a, b] = await Promise.all([
        database.db.transaction(async (tx) => firstRow(await tx.execute(sql`select 41 + 1 as n`))),
        database.db.execute(sql`select 7 as n`).then(firstRow),
      ]);
      expect(a).toEqual({ n: 42 });
      expect(b).toEqual({ n: 7 });
    },
  );
});
