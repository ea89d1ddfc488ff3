import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './factories.js';
import { fillPath, type SeededWorld, seedWorld } from './seeded-world.js';
import { createTestApp, type TestContext } from './test-app.js';

let t: TestContext;
let cookie: string;
/** Real rows (fresh for each test: the sweep deletes some), so handlers run past their lookups. */
let world: SeededWorld;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  world = await seedWorld(t.app, t.db);
  cookie = world.authorCookie;
});

const MB = 'x'.repeat(1024 * 1024);
const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** Hand-picked malformed bodies (raw JSON text) that every route must survive. */
const nastyBodies: string[] = [
  '',
  '{}', // an empty patch: Drizzle throws on an empty SET
  'null',
  '"string"',
  '[]',
  '{',
  '{"email": 1, "password": [], "title": {}, "storyId": "abc", "chapterId": -1}',
  '{"storyId": 1e309, "progress": "NaN", "isPublished": "yes"}',
  JSON.stringify({ title: MB, content: MB, email: MB, q: MB }),
  JSON.stringify({ storyId: MB }),
  deep,
  deepArray,
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  '{"title": "ok", "genre": "Fantasy", "__proto__": {"authorId": 1}}',
  JSON.stringify({ chapters: Array.from({ length: 3000 }, () => ({ title: 1 })) }),
  '{"title": "\\u0000\\ud800", "genre": "\\u0000", "content": "\\ud800"}',
  JSON.stringify({
    title: 'Nul',
    genre: 'Drama',
    summary: 'a\u0000b',
    content: 'x\u0000y',
    storyId: 1,
    progress: 1,
  }),
  JSON.stringify({
    email: 'nul\u0000@example.test',
    password: 'secret\u0000',
    username: 'nul_user',
    displayName: 'N\u0000',
  }),
];

/** Signed-in requests that succeeded: proves the fuzzing reached handlers past authentication. */
let signedInSuccesses = 0;

const paramValues = ['1', '0', '-1', 'abc', '99999999999999999999', '1.5', '%00', String(0)];

/** `url` with every path parameter set to `value`; '0' stands for the real rows of `world`. */
function fill(url: string, value: string): string {
  return value === '0' ? fillPath(world, url) : url.replace(/:[A-Za-z]+/g, value);
}

/**
 * The API routes, deletions last: a deletion of a real row (the story, the tier) would leave the
 * operations after it only 404s to answer.
 */
function apiRoutes() {
  const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/'));
  return [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];
}

async function send(
  method: string,
  url: string,
  body: string | undefined,
  withCookie: boolean,
  type = 'application/json',
) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(withCookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': type } : {}) },
    ...(body !== undefined ? { payload: body } : {}),
  });
  if (withCookie && response.statusCode < 400) signedInSuccesses++;
  if (response.statusCode >= 500) {
    throw new Error(
      `${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 300)} for body ${String(body).slice(0, 120)}`,
    );
  }
  if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
    const json = response.json();
    expect(typeof json.code).toBe('string');
    expect(typeof json.message).toBe('string');
    expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
  }
  return response;
}

describe('request fuzzing: no route answers 5xx to bad input', () => {
  it('survives hand-picked malformed bodies on every route, signed in and out', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      // Fresh session per route: the logout route (fuzzed too) ends the previous one.
      cookie = await signIn(t.app, world.author);
      for (const value of paramValues) {
        await send(route.method, fill(route.url, value), undefined, value === '1');
      }
      if (route.method === 'GET') continue;
      for (const body of nastyBodies) {
        await send(route.method, fill(route.url, '0'), body, true);
        await send(route.method, fill(route.url, '1'), body, false);
      }
      await send(route.method, fill(route.url, '0'), 'a=1&b=2', true, 'application/x-www-form-urlencoded');
      await send(route.method, fill(route.url, '0'), '--x\r\n', true, 'multipart/form-data; boundary=x');
    }
    expect(signedInSuccesses).toBeGreaterThan(routes.length);
  }, 240_000);

  it('survives generated JSON bodies and query strings (fast-check)', async () => {
    const routes = apiRoutes();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.jsonValue({ maxDepth: 6 }),
        fc.string({ maxLength: 40 }),
        async (route, body, q) => {
          const url = `${fill(route.url, '0')}?q=${encodeURIComponent(q)}&genre=${encodeURIComponent(q)}&limit=${encodeURIComponent(q)}`;
          await send(route.method, url, route.method === 'GET' ? undefined : JSON.stringify(body), true);
          if (route.url === '/api/auth/logout') cookie = await signIn(t.app, world.author);
        },
      ),
      { numRuns: 400 },
    );
  }, 240_000);
});
