import { type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZGenerateChapterContentRequest } from '../../../contract/ai.js';
import { aiGenerations } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { chunk, FakeOpenAi, gate, parseEvents } from '../../test/fake-openai.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { chapterContentBrief } from './briefs.js';
import { chapterContentTask } from './tasks/chapter-content.task.js';
import { estimateInputTokens } from './token-reservation.js';

// Stop in the studio (docs/reference/ai.md#cancel): the client closes its request; the server must abort the
// provider call (the fake provider sees its connection closed) and record the generation as cancelled with
// the tokens used. The fake holds its stream mid-way (`pause`) until the test ends, so only the abort can
// close it: the outcome does not depend on the machine's speed.
const chapterBody = {
  storyTitle: 'The Salt Archive',
  genre: 'Mystery',
  summary: 'Archivist Ines Calloway finds a ledger that should not exist.',
  setting: 'Port Vell',
  chapterTitle: 'The Ledger',
  chapterOutline: 'Ines opens the ledger.',
  previousChapters: [],
  targetWordCount: 300,
};

type Generation = typeof aiGenerations.$inferSelect;

/** The ledger row once it has left `running` (the cancel is written after the request closed). */
function settledRow(t: TestContext, generationId: number): Promise<Generation> {
  return vi.waitFor(
    async () => {
      const [row] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.id, generationId));
      if (!row || row.status === 'running') throw new Error(`generation ${generationId} is still running`);
      return row;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/**
 * POSTs `body` as JSON to the app over a real socket of its own, as a browser does; `signal` aborts it
 * (Stop). No connection pool (`agent: false`): fetch's pool opened a spare socket after the abort that
 * held `app.close()` for a minute. Resolves to the response once its headers arrive.
 */
async function postToApp(
  t: TestContext,
  path: string,
  body: object,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent: false, signal },
      (response) => {
        response.setEncoding('utf8');
        response.on('error', () => undefined); // the abort ends it; the test reads what came before
        resolve(response);
      },
    );
    req.on('error', reject);
    req.setHeader('content-type', 'application/json');
    for (const [name, value] of Object.entries(headers)) req.setHeader(name, value);
    req.end(JSON.stringify(body));
  });
}

/** The events complete so far in `text` (an event can arrive split across reads). */
const completeEvents = (text: string) => parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));

describe('Stop with an OpenAI-compatible endpoint', () => {
  const fake = new FakeOpenAi();
  const held = gate(); // never opened before the test ends: the stream stays open until aborted
  let t: TestContext;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({
      AI_BASE_URL: await fake.start(),
      AI_MODEL: 'fake-writer-1',
      AI_MAX_RETRIES: '0',
      AI_RATE_LIMIT_MAX: '1000',
    });
    cookie = await signIn(t.app, await buildUser(t.db));
  });
  afterAll(async () => {
    held.open();
    await t.close();
    await fake.stop();
  });

  it('closes the provider request on Stop and records the streamed chapter as cancelled', async () => {
    fake.requests.length = 0;
    const answer = JSON.stringify({
      content: 'Ines lifted the ledger. Its pages smelled of salt and smoke.',
    });
    fake.reply = () => ({
      kind: 'stream',
      chunks: chunk(answer, 8),
      pause: { afterChunks: 5, until: held.opened },
    });
    const client = new AbortController();
    const response = await postToApp(
      t,
      '/api/ai/generate-chapter-content',
      chapterBody,
      { cookie, accept: 'text/event-stream' },
      client.signal,
    );
    // The order of events, not their times: the provider's stream is held open until the test ends
    // (and AI_TIMEOUT_MS is longer than the test's timeout), so only the Stop can close it.
    const order: string[] = [];
    let text = '';
    for await (const piece of response) {
      text += piece;
      // Two whole deltas have arrived: the provider request is open; press Stop.
      if (completeEvents(text).filter((e) => e.event === 'delta').length >= 2) {
        void fake.requests[0]!.closed.then(() => order.push('provider closed'));
        order.push('stop');
        client.abort();
        break;
      }
    }
    const generationId = (completeEvents(text)[0]!.data as { generationId: number }).generationId;

    await fake.requests[0]!.closed;
    expect(order).toEqual(['stop', 'provider closed']);
    const row = await settledRow(t, generationId);
    expect(row).toMatchObject({
      status: 'cancelled',
      errorCode: 'CLIENT_CLOSED',
      reservedTokens: 0,
      output: null,
    });
    // The provider sent no usage before the abort: estimated from the prompt and the 40 characters
    // of the five chunks it sent.
    const brief = chapterContentBrief(ZGenerateChapterContentRequest.parse(chapterBody));
    expect(row.inputTokens).toBe(estimateInputTokens(chapterContentTask, brief));
    expect(row.outputTokens).toBe(10);
    // Cancelled tokens count against today's budget, like a failed generation's.
    const status = await t.app.inject({ url: '/api/ai/status', headers: { cookie } });
    expect(status.json().tokensUsedToday).toBe(row.inputTokens + row.outputTokens);
  });

  it('closes a held non-streamed request too, charging the prompt only', async () => {
    fake.requests.length = 0;
    const arrived = gate();
    fake.reply = () => {
      arrived.open();
      return { kind: 'json', content: '{"title":"Late"}', waitFor: held.opened };
    };
    const client = new AbortController();
    const pending = postToApp(
      t,
      '/api/ai/generate-title',
      { genre: 'Fantasy', tags: [] },
      { cookie },
      client.signal,
    ).catch((error: unknown) => error);
    await arrived.opened;
    // Held until the test ends: only the Stop can close the provider request (see above).
    const order: string[] = [];
    void fake.requests[0]!.closed.then(() => order.push('provider closed'));
    order.push('stop');
    client.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });

    await fake.requests[0]!.closed;
    expect(order).toEqual(['stop', 'provider closed']);
    const [title] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.task, 'title'));
    const row = await settledRow(t, title!.id);
    expect(row).toMatchObject({ task: 'title', status: 'cancelled', reservedTokens: 0, outputTokens: 0 });
    expect(row.inputTokens).toBeGreaterThan(0);
  });
});

describe('Stop with the offline writer', () => {
  let t: TestContext;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp({ AI_RATE_LIMIT_MAX: '1000' });
    userId = (await buildUser(t.db)).id;
  });
  afterAll(() => t.close());

  it('stops the offline stream and records the generation as cancelled with the text so far', async () => {
    const client = new AbortController();
    let generationId = 0;
    let streamed = '';
    const body = ZGenerateChapterContentRequest.parse({ ...chapterBody, targetWordCount: 3000 });
    const brief = chapterContentBrief(body);
    const outcome = await t.app.ai.generator
      .generate({ userId, task: chapterContentTask, brief, seed: 11 }, client.signal, {
        onStart: (id) => {
          generationId = id;
        },
        onDelta: (_field, text) => {
          streamed += text;
          client.abort(); // Stop after the first words
        },
      })
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);

    const row = await settledRow(t, generationId);
    expect(row).toMatchObject({
      status: 'cancelled',
      errorCode: 'CLIENT_CLOSED',
      reservedTokens: 0,
      output: null,
    });
    expect(row.inputTokens).toBe(estimateInputTokens(chapterContentTask, brief));
    expect(row.outputTokens).toBeGreaterThan(0);
    // Far less than the 3,000-word chapter it would have written (about 4,000 tokens).
    expect(row.outputTokens).toBeLessThan(1000);
    expect(streamed.length).toBeGreaterThan(0);
  });
});
