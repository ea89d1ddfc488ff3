import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { subscribe } from './test-entitlements.js';
import { type Scenario, scenario, urlsFor } from './test-leak.js';

/*
 * The leak test for every route that is not a GET (ADR 0014): POST, PUT, PATCH and DELETE, listed from
 * the app's own route table so a new one cannot be forgotten, each called with a plausible body as
 * viewers the marked chapter is locked for. A route may refuse (401, 403, 404, 400): what matters is
 * that no answer carries the locked text, and that none is a 500.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
});
afterAll(() => t.close());

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that could legitimately unlock the chapter (a purchase, a subscription, an age confirmation,
 * a tip) or end the caller's session: called after every other route, so the sweep's viewer stays
 * locked out for the rest. Their answers are scanned too.
 */
const LAST = [
  '/api/purchase-content',
  '/api/subscriptions',
  '/api/tips',
  '/api/stories/:id/verify-age',
  '/api/account/sessions/sign-out-others',
  '/api/account/password',
  '/api/account/email',
  '/api/auth/logout',
  '/api/account',
  '/api/collaborations', // accepting an invitation legitimately unlocks the story
];

/** Ids for route parameters the read sweep does not know (nothing of the scenario's: any id will do). */
function writeUrl(pattern: string, s: Scenario): string {
  const known = urlsFor(pattern, s)?.[0];
  if (known !== undefined) return known.split('?')[0]!;
  if (pattern === '/api/subscriptions/:id') return `/api/subscriptions/${s.author.id}`;
  return pattern.replace(/:(\w+)/g, '1');
}

/** A body with every field a story-data route reads; each route's schema keeps what it knows. */
function plausibleBody(s: Scenario): Record<string, unknown> {
  const [, ch2] = s.chapterIds;
  return {
    storyId: s.story.id,
    chapterId: ch2,
    proposalId: s.proposalId,
    authorId: s.author.id,
    tierId: 1,
    message: 'Is anyone here?',
    reason: 'spam',
    title: 'The keeper returns',
    content: 'The keeper comes back to the harbour with a lantern and a secret.',
    summary: 'A harbour, a keeper and a lantern.',
    genre: 'Mystery',
    tags: ['harbour'],
    question: 'Who was the thief all along?',
    progress: 50,
    chapterOffset: 10,
    rating: 4,
    amount: 499,
    ids: 'all',
    isPublished: true,
    previewLength: 5000,
    accessLevel: 'public',
    currentPassword: 'not the password',
    newPassword: 'another password 123',
    email: `leak-${process.pid}@example.test`,
    password: 'not the password',
  };
}

/**
 * The companion answers from what the reader has reached: as a reader past the locked chapter (at the
 * latest one), so the locked chapter is among those it must leave out.
 */
const PAST_THE_LOCK: Record<string, (s: Scenario) => Record<string, unknown>> = {
  '/api/stories/:id/ask': (s) => ({ chapterId: s.chapterIds[2], offset: 100 }),
  '/api/stories/:id/recap': (s) => ({ chapterId: s.chapterIds[2], offset: 100 }),
};

/** Every non-GET route of the app, the unlocking and session-ending ones last. */
function writeRoutes(): { method: string; url: string }[] {
  const routes = t.app.routeList.filter((r) => WRITE_METHODS.has(r.method));
  const rank = (url: string) => {
    const index = LAST.findIndex((last) => url === last || url.startsWith(`${last}/`));
    return index === -1 ? -1 : index;
  };
  return routes.sort((a, b) => rank(a.url) - rank(b.url));
}

/** Calls every write route as `cookie`; returns the answers that show the marker or failed with a 5xx. */
async function sweep(
  s: Scenario,
  cookie: string | undefined,
): Promise<{ leaks: string[]; errors: string[] }> {
  const headers = cookie ? { cookie } : {};
  const leaks: string[] = [];
  const errors: string[] = [];
  for (const route of writeRoutes()) {
    const url = writeUrl(route.url, s);
    const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const payload = { ...plausibleBody(s), ...PAST_THE_LOCK[route.url]?.(s) };
    const response = await t.app.inject({ method, url, headers, payload });
    if (response.body.includes(s.marker)) leaks.push(`${method} ${url}`);
    if (response.statusCode >= 500) errors.push(`${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return { leaks, errors };
}

describe('no write route leaks a locked chapter', () => {
  it('lists every POST, PUT, PATCH and DELETE route of the app', () => {
    const methods = new Set(writeRoutes().map((r) => r.method));
    expect(methods).toEqual(WRITE_METHODS);
  });

  it('keeps a premium chapter from anonymous, a stranger and a subscriber', async () => {
    const s = await scenario(t, 'premium-writes', {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '4.99',
    });
    const subscriber = await buildUser(t.db);
    await subscribe(t.db, subscriber.id, s.author.id);
    const viewers = [undefined, await signIn(t.app, await buildUser(t.db)), await signIn(t.app, subscriber)];
    for (const cookie of viewers) expect(await sweep(s, cookie)).toEqual({ leaks: [], errors: [] });
  });

  it('keeps an 18+ chapter from anonymous and an unverified reader', async () => {
    const s = await scenario(t, 'adult-writes', { genre: 'Adult', accessLevel: 'public' });
    for (const cookie of [undefined, await signIn(t.app, await buildUser(t.db))]) {
      expect(await sweep(s, cookie)).toEqual({ leaks: [], errors: [] });
    }
  });
});
