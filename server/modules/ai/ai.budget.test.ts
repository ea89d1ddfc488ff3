import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { FakeOpenAi, gate } from '../../test/fake-openai.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { STALE_RESERVATION_MARGIN_MS } from './generation-ledger.js';

// The daily token budget under parallel requests (ADR 0006): each generation holds a reservation
// while it runs. The fake provider holds its answers (`waitFor`) so every request of a burst is
// admitted or refused before any finishes: the outcome does not depend on the machine's speed.
const BUDGET = 3000;
const TIMEOUT_MS = 120_000;
const fake = new FakeOpenAi();
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    AI_BASE_URL: await fake.start(),
    AI_MODEL: 'fake-writer-1',
    AI_MAX_RETRIES: '0',
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
    AI_RATE_LIMIT_MAX: '1000',
    AI_DAILY_TOKEN_BUDGET: String(BUDGET),
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** A signed-in user of its own, so each test starts with an untouched budget. */
async function newUser() {
  const user = await buildUser(t.db);
  return { id: user.id, cookie: await signIn(t.app, user) };
}

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const title = (cookie: string) => post(cookie, '/api/ai/generate-title', { genre: 'Fantasy', tags: [] });
const status = async (cookie: string) =>
  (await t.app.inject({ url: '/api/ai/status', headers: { cookie } })).json() as { tokensUsedToday: number };
const rowsOf = (userId: number) => t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, userId));

function expectBudgetRefusal(response: Awaited<ReturnType<typeof title>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'AI_BUDGET_EXHAUSTED',
    message: expect.stringContaining("today's AI budget of 3,000 tokens"),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('AI daily token budget', () => {
  it('admits a parallel burst only while used plus reserved tokens are under the budget', async () => {
    const user = await newUser();
    const answers = gate();
    const everyoneDecided = gate();
    let decided = 0; // requests that reached the provider or were refused
    const decide = () => {
      if (++decided === 30) everyoneDecided.open();
    };
    fake.reply = () => {
      decide();
      return { kind: 'json', content: '{"title":"Glass Orchard"}', waitFor: answers.opened };
    };
    const burst = Promise.all(
      Array.from({ length: 30 }, () =>
        title(user.cookie).then((response) => {
          if (response.statusCode !== 200) decide();
          return response;
        }),
      ),
    );
    await everyoneDecided.opened;
    // Nothing has finished yet: the admitted requests' reservations alone reach the budget.
    expect((await status(user.cookie)).tokensUsedToday).toBeGreaterThanOrEqual(BUDGET);
    answers.open();
    const responses = await burst;

    const admitted = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(admitted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) expectBudgetRefusal(response);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(admitted.length);
    const usage = rows.map((row) => row.inputTokens + row.outputTokens);
    const total = usage.reduce((sum, tokens) => sum + tokens, 0);
    expect(total).toBeLessThanOrEqual(BUDGET + Math.max(...usage));
    expect(rows.every((row) => row.status === 'succeeded' && row.reservedTokens === 0)).toBe(true);
  });

  it('settles a generation with its real usage in place of its reservation', async () => {
    const user = await newUser();
    const answer = gate();
    const arrived = gate();
    fake.reply = () => {
      arrived.open();
      return {
        kind: 'json',
        content: '{"title":"Low Tide"}',
        usage: { promptTokens: 321, completionTokens: 54 },
        waitFor: answer.opened,
      };
    };
    const response = title(user.cookie);
    await arrived.opened;
    const [running] = await rowsOf(user.id);
    expect(running).toMatchObject({ status: 'running', inputTokens: 0, outputTokens: 0 });
    expect(running!.reservedTokens).toBeGreaterThanOrEqual(60); // at least the title's maximum output
    expect((await status(user.cookie)).tokensUsedToday).toBe(running!.reservedTokens);
    answer.open();
    expect((await response).statusCode).toBe(200);
    const [settled] = await rowsOf(user.id);
    expect(settled).toMatchObject({
      status: 'succeeded',
      inputTokens: 321,
      outputTokens: 54,
      reservedTokens: 0,
    });
    expect((await status(user.cookie)).tokensUsedToday).toBe(375);
  });

  it('releases the reservation of a failed generation, so the next request is admitted', async () => {
    const user = await newUser();
    const failure = gate();
    const arrived = gate();
    fake.reply = () => {
      arrived.open();
      return { kind: 'error', status: 500, waitFor: failure.opened };
    };
    // A 2,000-word chapter reserves its 3,500 maximum output tokens: alone it fills the budget.
    const chapter = post(user.cookie, '/api/ai/generate-chapter-content', {
      storyTitle: 'The Salt Archive',
      genre: 'Mystery',
      summary: '',
      setting: '',
      chapterTitle: 'The Ledger',
      chapterOutline: 'Ines opens the ledger.',
      previousChapters: [],
      targetWordCount: 2000,
    });
    await arrived.opened;
    fake.reply = () => ({ kind: 'json', content: '{"title":"Second Wind"}' });
    expectBudgetRefusal(await title(user.cookie));
    failure.open();
    expect((await chapter).statusCode).toBe(502);
    const [failed] = await rowsOf(user.id);
    expect(failed).toMatchObject({ status: 'failed', reservedTokens: 0, inputTokens: 0, outputTokens: 0 });
    expect((await title(user.cookie)).statusCode).toBe(200);
  });

  it('keeps the usage the provider reported for an answer it could not use', async () => {
    const user = await newUser();
    fake.reply = () => ({
      kind: 'json',
      content: '{"headline": 42}',
      usage: { promptTokens: 500, completionTokens: 40 },
    });
    expect((await title(user.cookie)).statusCode).toBe(502);
    const [failed] = await rowsOf(user.id);
    expect(failed).toMatchObject({ status: 'failed', inputTokens: 500, outputTokens: 40, reservedTokens: 0 });
  });

  it('ignores the reservation of a running generation left behind past the timeout plus a margin', async () => {
    const user = await newUser();
    const row = { userId: user.id, task: 'title', provider: 'openai-compatible', model: 'fake-writer-1' };
    // A process that crashed mid-generation leaves a running row holding the whole budget.
    const lapsedAt = new Date(Date.now() - TIMEOUT_MS - STALE_RESERVATION_MARGIN_MS - 5_000);
    await t.db.insert(aiGenerations).values({ ...row, reservedTokens: BUDGET, createdAt: lapsedAt });
    fake.reply = () => ({ kind: 'json', content: '{"title":"After the Crash"}' });
    expect((await title(user.cookie)).statusCode).toBe(200);

    // A running row within the timeout still holds its reservation.
    await t.db.insert(aiGenerations).values({ ...row, reservedTokens: BUDGET });
    expectBudgetRefusal(await title(user.cookie));
  });
});
