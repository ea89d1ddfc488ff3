import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, chapters } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { FakeOpenAi, parseEvents } from '../../test/fake-openai.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// AI_TIMEOUT_MS against a provider that never finishes: nothing but the timeout can end these
// requests, so however slow the machine, the outcome is the same (only its time changes). Tests that
// must finish within the timeout live in ai.provider.test.ts, under the default two minutes.
const fake = new FakeOpenAi();
let t: TestContext;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({
    AI_BASE_URL: await fake.start(),
    AI_MODEL: 'fake-writer-1',
    AI_MAX_RETRIES: '0',
    AI_TIMEOUT_MS: '300',
    AI_RATE_LIMIT_MAX: '1000',
  });
  const user = await buildUser(t.db);
  userId = user.id;
  cookie = await signIn(t.app, user);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });

/** The generation is failed with AI_PROVIDER_TIMEOUT, holds no reservation and kept no text. */
async function expectTimedOut(generationId: number) {
  const [row] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.id, generationId));
  expect(row).toMatchObject({
    status: 'failed',
    errorCode: 'AI_PROVIDER_TIMEOUT',
    reservedTokens: 0,
    inputTokens: 0,
    outputTokens: 0,
    output: null,
  });
}

describe('AI provider timeout', () => {
  it('answers 503 AI_PROVIDER_TIMEOUT when the provider never answers', async () => {
    fake.reply = () => ({ kind: 'hang' });
    const response = await post('/api/ai/generate-title', { genre: 'Fantasy', tags: [] });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'AI_PROVIDER_TIMEOUT' });
    const rows = await t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, userId));
    await expectTimedOut(rows.at(-1)!.id);
  });

  it('ends a stream that never finishes with an AI_PROVIDER_TIMEOUT event, and saves nothing', async () => {
    const before = await t.db.select().from(chapters);
    fake.reply = () => ({ kind: 'stream-then-hang', chunks: ['{"content":"Ines lifted the led'] });
    const response = await post(
      '/api/ai/generate-chapter-content',
      {
        storyTitle: 'The Salt Archive',
        genre: 'Mystery',
        summary: '',
        setting: '',
        chapterTitle: 'The Ledger',
        chapterOutline: 'Ines opens the ledger.',
        previousChapters: [],
        targetWordCount: 300,
      },
      { accept: 'text/event-stream' },
    );
    const events = parseEvents(response.body);
    expect(events[0]?.event).toBe('start');
    expect(events.some((e) => e.event === 'done')).toBe(false);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'AI_PROVIDER_TIMEOUT' } });
    await expectTimedOut((events[0]!.data as { generationId: number }).generationId);
    expect(await t.db.select().from(chapters)).toHaveLength(before.length);
    const status = await t.app.inject({ url: '/api/ai/status', headers: { cookie } });
    expect(status.json().tokensUsedToday).toBe(0);
  });
});
