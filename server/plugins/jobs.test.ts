import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../db/execute-rows.js';
import { createTestApp, createTestInstance, type TestContext } from '../test/test-app.js';
import { JOB_SCHEMA } from './jobs.js';

// A queue outlives the process that created it: each start applies the configured retry policy
// (JOB_RETRY_LIMIT, JOB_RETRY_DELAY_MS) to the queues, not only the first start on a database.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ JOB_RETRY_LIMIT: '5', JOB_RETRY_DELAY_MS: '40000' });
});
afterAll(async () => {
  await t.close();
});

async function retryPolicyOf(queue: string) {
  const [row] = await executeRows<{ retry_limit: number; retry_delay: number; retry_backoff: boolean }>(
    t.db,
    sql`SELECT retry_limit, retry_delay, retry_backoff FROM ${sql.raw(JOB_SCHEMA)}.queue WHERE name = ${queue}`,
  );
  return row;
}

describe('job queues', () => {
  it('take the retry policy configured at each start, also when they exist already', async () => {
    expect(await retryPolicyOf('close-voting-round')).toEqual({
      retry_limit: 5,
      retry_delay: 40,
      retry_backoff: true,
    });
    const next = await createTestInstance(t, { JOB_RETRY_LIMIT: '1', JOB_RETRY_DELAY_MS: '1000' });
    try {
      expect(await retryPolicyOf('close-voting-round')).toEqual({
        retry_limit: 1,
        retry_delay: 1,
        retry_backoff: true,
      });
    } finally {
      await next.close();
    }
  });
});
