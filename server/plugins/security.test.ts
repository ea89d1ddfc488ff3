import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

const IDLE_MS = 60 * 60 * 1000; // 1 hour
const MAX_AGE_MS = 4 * IDLE_MS;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    SESSION_IDLE_TIMEOUT_MS: String(IDLE_MS),
    SESSION_MAX_AGE_MS: String(MAX_AGE_MS),
    ALLOWED_ORIGINS: 'https://read.storyloom.example',
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });

describe('state-changing requests from other sites', () => {
  it('refuses a cross-site logout (a text/plain form) and keeps the session', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    const forged = await logout(cookie, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('decides by Sec-Fetch-Site, else by Origin against the request host', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:5000', host: 'evil.example' },
    ];
    for (const headers of refused) expect((await logout(cookie, headers)).statusCode).toBe(403);
    const allowed: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'https://read.storyloom.example', 'sec-fetch-site': 'cross-site' }, // ALLOWED_ORIGINS
      {}, // no browser headers: curl, the CLI, webhooks
    ];
    for (const headers of allowed) expect((await logout(cookie, headers)).statusCode).toBe(200);
  });

  it('lets reads through from anywhere but checks WebSocket upgrades', async () => {
    const cross = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/stories/trending', headers: cross })).statusCode,
    ).toBe(200);
    const upgrade = await t.app.inject({
      method: 'GET',
      url: '/ws',
      headers: { ...cross, connection: 'Upgrade', upgrade: 'websocket' },
    });
    expect(upgrade.statusCode).toBe(403);
  });
});

describe('session lifetime', () => {
  it('ends a session after the idle timeout', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') });
    const cookie = await signIn(t.app, await buildUser(t.db));
    vi.setSystemTime(Date.now() + IDLE_MS - 60_000);
    expect((await me(cookie)).statusCode).toBe(200); // used within the idle timeout: extended
    vi.setSystemTime(Date.now() + IDLE_MS - 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + IDLE_MS + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime however often it is used', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') });
    const started = Date.now();
    const cookie = await signIn(t.app, await buildUser(t.db));
    for (let at = IDLE_MS / 2; at < MAX_AGE_MS; at += IDLE_MS / 2) {
      vi.setSystemTime(started + at);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    vi.setSystemTime(started + MAX_AGE_MS + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('marks signed-in API answers no-store and sends a Permissions-Policy', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    for (const url of ['/api/auth/user', '/api/stories/trending', '/api/user/bookmarks']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(response.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
    }
  });
});
