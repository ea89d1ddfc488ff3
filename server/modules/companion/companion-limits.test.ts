import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';

// docs/reference/reading.md#ask: recaps and answers count against the AI studio's limits: its rate limit (per
// user and window) without an AI endpoint, and with one the generation ledger's rate limit and token budget.

const fake = new FakeOpenAi();
let t: TestContext;
let ai: Awaited<ReturnType<typeof createTestInstance>>;
let storyId: number;
let chapterId: number;

beforeAll(async () => {
  const baseUrl = await fake.start();
  fake.reply = () => ({ kind: 'json', content: JSON.stringify({ answer: 'It begins.', usedPassages: '1' }) });
  t = await createTestApp({ AI_RATE_LIMIT_MAX: '2' });
  ai = await createTestInstance(t, {
    AI_BASE_URL: baseUrl,
    AI_MODEL: 'fake-limits',
    AI_MAX_RETRIES: '0',
    AI_DAILY_TOKEN_BUDGET: '1',
  });
  const author = await buildUser(t.db);
  const story = await buildStory(t.db, author, {}, 2);
  storyId = story.id;
  const toc = await t.app.inject({ url: `/api/stories/${storyId}/toc` });
  chapterId = toc.json()[1].id;
});
afterAll(async () => {
  await ai?.close();
  await t?.close();
  await fake.stop();
});

const ask = (app: TestContext['app'], cookie: string) =>
  app.inject({
    method: 'POST',
    url: `/api/stories/${storyId}/ask`,
    headers: { cookie },
    payload: { question: 'How does the chapter begin?', chapterId },
  });

describe('companion limits', () => {
  it('without an AI endpoint: AI_RATE_LIMIT_MAX requests per window, then 429 with Retry-After', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    expect((await ask(t.app, cookie)).statusCode).toBe(200);
    expect((await ask(t.app, cookie)).statusCode).toBe(200);
    const refused = await ask(t.app, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another reader has requests of their own.
    expect((await ask(t.app, await signIn(t.app, await buildUser(t.db)))).statusCode).toBe(200);
  });

  it("with an AI endpoint: the reader's daily token budget, as in the studio", async () => {
    const cookie = await signIn(ai.app, await buildUser(t.db));
    const first = await ask(ai.app, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ source: 'ai', answer: 'It begins.' });
    const refused = await ask(ai.app, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('AI_BUDGET_EXHAUSTED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
