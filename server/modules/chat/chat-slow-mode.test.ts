import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** Slow mode (docs/reference/community.md#chat): one message per user per chapter every CHAT_SLOW_MODE_MS. */
let t: TestContext;
let urls: string[];
let author: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp(); // CHAT_SLOW_MODE_MS defaults to 2000
  author = await buildUser(t.db);
  const story = await buildStory(t.db, author, {}, 2);
  const chapters = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}/chapters` });
  urls = chapters.json<{ id: number }[]>().map((c) => `/api/stories/${story.id}/chapters/${c.id}/messages`);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

const post = (app: TestContext['app'], url: string, cookie: string, message = 'Hi') =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload: { message } });

describe('slow mode', () => {
  it('refuses a second message in the same chapter within the window, with Retry-After', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    const otherCookie = await signIn(t.app, await buildUser(t.db));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const [first, second] = urls as [string, string];
    expect((await post(t.app, first, cookie)).statusCode).toBe(201);
    const refused = await post(t.app, first, cookie, 'Hi again');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^Slow mode: one message every 2 seconds\. Try again in 2 seconds\.$/,
    );
    expect((await post(t.app, second, cookie)).statusCode).toBe(201); // another chapter
    expect((await post(t.app, first, otherCookie)).statusCode).toBe(201); // another reader
    vi.setSystemTime(Date.now() + 1000);
    expect((await post(t.app, first, cookie)).headers['retry-after']).toBe('1');
    vi.setSystemTime(Date.now() + 1001);
    expect((await post(t.app, first, cookie)).statusCode).toBe(201);
  });

  it('holds across instances: a second app on the same database refuses too', async () => {
    const twin = await buildApp(t.app.config, t.database);
    try {
      const cookie = await signIn(t.app, await buildUser(t.db));
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      expect((await post(t.app, urls[0]!, cookie)).statusCode).toBe(201);
      expect((await post(twin, urls[0]!, cookie)).statusCode).toBe(429);
    } finally {
      await twin.close();
    }
  });

  it('is off with CHAT_SLOW_MODE_MS=0', async () => {
    const off = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
    try {
      const story = await buildStory(off.db, await buildUser(off.db), {}, 1);
      const [chapter] = (
        await off.app.inject({ method: 'GET', url: `/api/stories/${story.id}/chapters` })
      ).json<{ id: number }[]>();
      const url = `/api/stories/${story.id}/chapters/${chapter!.id}/messages`;
      const cookie = await signIn(off.app, await buildUser(off.db));
      for (let i = 0; i < 3; i++) expect((await post(off.app, url, cookie, `#${i}`)).statusCode).toBe(201);
    } finally {
      await off.close();
    }
  });
});
