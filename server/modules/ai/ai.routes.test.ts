import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, chapters } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { parseEvents } from '../../test/fake-openai.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// The AI endpoints on the built-in offline writer (no AI_BASE_URL), through the real AI SDK calls.
let t: TestContext;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ AI_RATE_LIMIT_MAX: '1000', AI_MAX_INPUT_BYTES: '65536' });
  cookie = await signIn(t.app, await buildUser(t.db));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

const continuation = {
  title: 'Brannock Bay',
  summary: 'Keeper Mara Quill guards the last lighthouse.',
  genre: 'Fantasy',
  setting: 'Brannock Bay',
  chapters: [{ title: 'The Lamp', content: 'Mara Quill climbed the tower as the storm came in.' }],
  targetWordCount: 400,
};

describe('AI endpoints (offline writer)', () => {
  it('says the offline writer is active, with the limits and today’s usage', async () => {
    const status = await t.app.inject({ url: '/api/ai/status', headers: { cookie } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      available: true,
      provider: 'offline',
      model: 'offline-writer',
      limits: { generations: 1000, windowMs: 600_000, dailyTokens: 500_000 },
      tokensUsedToday: expect.any(Number),
    });
  });

  it('requires login', async () => {
    expect((await t.app.inject({ url: '/api/ai/status' })).statusCode).toBe(401);
    const response = await post('/api/ai/generate-title', { genre: 'Fantasy', tags: [] }, {});
    expect(response.statusCode).toBe(401);
  });

  it('answers every endpoint in its contract shape', async () => {
    const title = await post('/api/ai/generate-title', { genre: 'Fantasy', tags: ['lighthouse'] });
    expect(title.json()).toEqual({ title: expect.any(String), generationId: expect.any(Number) });
    const summary = await post('/api/ai/generate-summary', {
      title: 'Brannock Bay',
      genre: 'Fantasy',
      tags: [],
    });
    expect(summary.json()).toEqual({ summary: expect.any(String), generationId: expect.any(Number) });
    const first = await post('/api/ai/generate-first-chapter', {
      title: 'Brannock Bay',
      genre: 'Fantasy',
      summary: 'Keeper Mara Quill guards the last lighthouse.',
      tags: [],
      targetWordCount: 300,
    });
    expect(first.json()).toEqual({
      title: expect.any(String),
      content: expect.any(String),
      generationId: expect.any(Number),
    });
    const content = await post('/api/ai/generate-chapter-content', {
      storyTitle: 'Brannock Bay',
      genre: 'Fantasy',
      summary: '',
      setting: '',
      chapterTitle: 'The Lamp',
      chapterOutline: 'Mara lights the lamp.',
      previousChapters: [],
      targetWordCount: 300,
    });
    expect(content.json()).toEqual({ content: expect.any(String), generationId: expect.any(Number) });
    const next = await post('/api/ai/generate-continuation', continuation);
    expect(next.json()).toEqual({
      title: expect.any(String),
      content: expect.any(String),
      generationId: expect.any(Number),
    });
  });

  it('requires a genre: "Please select a genre" on body.genre', async () => {
    for (const body of [{ tags: [] }, { genre: '', tags: [] }, { genre: '   ', tags: [] }]) {
      const response = await post('/api/ai/generate-title', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Please select a genre',
        field: 'body.genre',
      });
    }
  });

  it('gives the same text for the same seed and different text for another', async () => {
    const body = { ...continuation, seed: 1234 };
    const a = (await post('/api/ai/generate-continuation', body)).json();
    const b = (await post('/api/ai/generate-continuation', body)).json();
    const c = (await post('/api/ai/generate-continuation', { ...body, seed: 99 })).json();
    expect(b.content).toBe(a.content);
    expect(c.content).not.toBe(a.content);
  });

  it('streams chapter-length answers as server-sent events', async () => {
    const response = await post('/api/ai/generate-continuation', continuation, {
      cookie,
      accept: 'text/event-stream',
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEvents(response.body);
    expect(events[0]).toMatchObject({ event: 'start', data: { provider: 'offline' } });
    const done = events.at(-1)?.data as { title: string; content: string };
    const text = (field: string) =>
      events
        .filter((e) => e.event === 'delta' && (e.data as { field: string }).field === field)
        .map((e) => (e.data as { text: string }).text)
        .join('');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
    expect(text('content')).toBe(done.content);
    expect(text('title')).toBe(done.title);
  });

  it('answers short tasks as JSON even when a stream is asked for', async () => {
    const response = await post(
      '/api/ai/generate-title',
      { genre: 'Horror', tags: [] },
      { cookie, accept: 'text/event-stream' },
    );
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().title).toEqual(expect.any(String));
  });

  it('refuses bodies over AI_MAX_INPUT_BYTES with 413', async () => {
    const huge = { ...continuation, chapters: [{ title: 'Long', content: 'word '.repeat(20_000) }] };
    const response = await post('/api/ai/generate-continuation', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('drafts a proposal idea only from a story the user may read', async () => {
    const author = await buildUser(t.db);
    const open = await buildStory(t.db, author, {}, 2);
    const draft = await buildStory(t.db, author, { isPublished: false }, 1);
    const locked = await buildStory(t.db, author, { accessLevel: 'premium' }, 1);
    const chapterOf = async (storyId: number) =>
      (await t.db.select().from(chapters).where(eq(chapters.storyId, storyId)))[0]!.id;

    const idea = await post('/api/ai/generate-continuation', {
      storyId: open.id,
      chapterId: await chapterOf(open.id),
    });
    expect(idea.statusCode).toBe(200);
    expect(idea.json().title.length).toBeLessThanOrEqual(100);
    expect(idea.json().content.length).toBeGreaterThanOrEqual(30);
    expect(idea.json().content.length).toBeLessThanOrEqual(500);

    const hidden = await post('/api/ai/generate-continuation', {
      storyId: draft.id,
      chapterId: await chapterOf(draft.id),
    });
    expect(hidden.statusCode).toBe(404);
    const paid = await post('/api/ai/generate-continuation', {
      storyId: locked.id,
      chapterId: await chapterOf(locked.id),
    });
    expect(paid.statusCode).toBe(403);
    const other = await buildStory(t.db, author, {}, 1);
    const mismatched = await post('/api/ai/generate-continuation', {
      storyId: open.id,
      chapterId: await chapterOf(other.id),
    });
    expect(mismatched.statusCode).toBe(404);
  });
});

describe('AI labels on saved chapters', () => {
  it('labels a chapter saved unedited as AI-generated, an edited one as AI-assisted', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const story = await buildStory(t.db, author, {}, 1);
    const generated = (
      await post('/api/ai/generate-continuation', continuation, { cookie: authorCookie })
    ).json();

    const save = (payload: object) =>
      post('/api/chapters', { storyId: story.id, ...payload }, { cookie: authorCookie });
    const unedited = await save({
      title: generated.title,
      content: generated.content,
      aiGenerationId: generated.generationId,
    });
    expect(unedited.json().aiAssistance).toBe('generated');
    const edited = await save({
      title: 'Mine',
      content: `${generated.content}\n\nAnd then I wrote this part myself.`,
      aiGenerationId: generated.generationId,
    });
    expect(edited.json().aiAssistance).toBe('assisted');
    const byHand = await save({ title: 'Hand', content: 'Written by hand, every word of it.' });
    expect(byHand.json().aiAssistance).toBe('none');

    // A hand edit of the AI-generated chapter makes it AI-assisted; a hand-written one stays unlabelled.
    const put = (id: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/chapters/${id}`, headers: { cookie: authorCookie }, payload });
    const same = await put(unedited.json().id, { title: 'Renamed', content: generated.content });
    expect(same.json().aiAssistance).toBe('generated');
    const changed = await put(unedited.json().id, {
      title: 'Renamed',
      content: 'Rewritten by hand entirely.',
    });
    expect(changed.json().aiAssistance).toBe('assisted');
    const stillMine = await put(byHand.json().id, { title: 'Hand', content: 'Still written by hand.' });
    expect(stillMine.json().aiAssistance).toBe('none');
    const read = await t.app.inject({ url: `/api/chapters/${edited.json().id}` });
    expect(read.json().aiAssistance).toBe('assisted');
  });

  it("refuses another user's generation, a failed one, or a title generation", async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const story = await buildStory(t.db, author, {}, 1);
    const theirs = (await post('/api/ai/generate-continuation', continuation)).json();
    const title = (
      await post('/api/ai/generate-title', { genre: 'Fantasy', tags: [] }, { cookie: authorCookie })
    ).json();
    for (const id of [theirs.generationId, title.generationId, 2_000_000_000]) {
      const response = await post(
        '/api/chapters',
        { storyId: story.id, title: 'T', content: theirs.content, aiGenerationId: id },
        { cookie: authorCookie },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.aiGenerationId' });
    }
  });

  it('labels the chapters of a story created with AI text', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const first = (
      await post(
        '/api/ai/generate-first-chapter',
        { title: 'Glass', genre: 'Romance', summary: '', tags: [], targetWordCount: 200 },
        { cookie: authorCookie },
      )
    ).json();
    const created = await post(
      '/api/stories',
      {
        title: 'Glass',
        genre: 'Romance',
        isPublished: true,
        chapters: [
          { title: first.title, content: first.content, aiGenerationId: first.generationId },
          { title: 'Two', content: 'By hand.' },
        ],
      },
      { cookie: authorCookie },
    );
    expect(created.statusCode).toBe(201);
    const list = (await t.app.inject({ url: `/api/stories/${created.json().id}/chapters` })).json();
    expect(list.map((c: { aiAssistance: string }) => c.aiAssistance)).toEqual(['generated', 'none']);
  });
});

describe('AI limits', () => {
  it('answers the 21st generation in the window with 429 and Retry-After, per user', async () => {
    const limited = await createTestApp({ AI_RATE_LIMIT_MAX: '20', AI_RATE_LIMIT_WINDOW_MS: '600000' });
    try {
      const user = await signIn(limited.app, await buildUser(limited.db));
      const other = await signIn(limited.app, await buildUser(limited.db));
      const title = (c: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/ai/generate-title',
          headers: { cookie: c },
          payload: { genre: 'Western', tags: [] },
        });
      for (let i = 1; i <= 20; i++) expect((await title(user)).statusCode).toBe(200);
      const refused = await title(user);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'AI_RATE_LIMITED',
        message: expect.stringContaining('20 AI generations in 10 minutes'),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect((await title(other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses generations once the daily token budget is used, until midnight UTC', async () => {
    const limited = await createTestApp({ AI_DAILY_TOKEN_BUDGET: '1500', AI_RATE_LIMIT_MAX: '1000' });
    try {
      const user = await buildUser(limited.db);
      const c = await signIn(limited.app, user);
      const chapter = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/ai/generate-continuation',
          headers: { cookie: c },
          payload: continuation,
        });
      expect((await chapter()).statusCode).toBe(200);
      const [row] = await limited.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
      expect(row!.inputTokens + row!.outputTokens).toBeGreaterThan(0);
      let response = await chapter();
      while (response.statusCode === 200) response = await chapter();
      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe('AI_BUDGET_EXHAUSTED');
      const now = new Date();
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      expect(Number(response.headers['retry-after'])).toBeCloseTo((midnight - now.getTime()) / 1000, -2);
      const status = (await limited.app.inject({ url: '/api/ai/status', headers: { cookie: c } })).json();
      expect(status.tokensUsedToday).toBeGreaterThanOrEqual(1500);
    } finally {
      await limited.close();
    }
  });
});
