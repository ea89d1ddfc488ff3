import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { checkReadiness, HEALTHZ_URL, latestMigrationMillis, READYZ_URL } from './health.js';
import { OPENAPI_URL } from './openapi.js';

/*
 * Load balancers' probes: /healthz answers while the process runs, /readyz only while the database
 * answers and is migrated; a request that needs the database while it is gone gets 503 with
 * Retry-After, not 500 (RFC 9110 §15.6.4).
 */

describe('health probes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.app.close());

  it('answer 200 without a sign-in, whatever cookie comes along', async () => {
    for (const headers of [{}, { cookie: 'storyloom.sid=s%3Anot-a-session.bad' }]) {
      const live = await t.app.inject({ method: 'GET', url: HEALTHZ_URL, headers });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: READYZ_URL, headers });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'done' } });
    }
  });

  it('are described in the OpenAPI document, readiness with its 503', async () => {
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();
    expect(document.paths[HEALTHZ_URL].get.responses['200']).toHaveProperty('content');
    expect(Object.keys(document.paths[READYZ_URL].get.responses)).toEqual(['200', '503', 'default']);
  });

  it('report a database behind this build as not ready', async () => {
    expect(await checkReadiness(t.db, latestMigrationMillis() + 1)).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'pending' },
    });
  });

  it('once the database is gone: readiness 503, liveness 200, API requests 503 DATABASE_UNAVAILABLE', async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: READYZ_URL });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'unreachable', migrations: 'unknown' },
    });
    expect((await t.app.inject({ method: 'GET', url: HEALTHZ_URL })).statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/stories/1/chapters' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: expect.stringContaining('database'),
    });
  });
});
