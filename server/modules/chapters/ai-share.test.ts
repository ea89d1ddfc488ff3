import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, chapterAiSources } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { pruneGenerationLedger } from '../ai/ledger-housekeeping.js';
import { CORPUS_DIR } from '../import/test-corpus.js';
import { measureAiShare } from './ai-share.js';

// docs/reference/ai.md#ai-share: the share of a chapter's words that came from AI drafts, measured by the
// server against the generation ledger, through the real AI routes on the fake OpenAI-compatible server.

/** `count` paragraphs of `words` words each from a corpus book, starting at word `from`: real prose. */
function paragraphs(book: string, from: number, count: number, words = 60): string[] {
  const all = readFileSync(path.join(CORPUS_DIR, 'books', `${book}.txt`), 'utf8').split(/\s+/);
  return Array.from({ length: count }, (_, i) =>
    all.slice(from + i * words, from + (i + 1) * words).join(' '),
  );
}

const aiDraft = paragraphs('dracula', 20_000, 8);
const handWritten = paragraphs('frankenstein', 20_000, 8);

const fake = new FakeOpenAi();
let t: TestContext;

beforeAll(async () => {
  const baseUrl = await fake.start();
  t = await createTestApp({
    AI_BASE_URL: baseUrl,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'fake-writer-1',
    AI_MAX_RETRIES: '0',
    AI_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const continuation = {
  title: 'Brannock Bay',
  summary: 'Keeper Mara Quill guards the last lighthouse.',
  genre: 'Fantasy',
  setting: 'Brannock Bay',
  chapters: [],
  targetWordCount: 500,
};

/** A signed-in author with a story of one chapter. */
async function author() {
  const user = await buildUser(t.db);
  const cookie = await signIn(t.app, user);
  const story = await buildStory(t.db, user, {}, 1);
  return { user, cookie, story };
}

/** POST /api/ai/generate-continuation answered by the fake provider with `content`. */
async function generate(cookie: string, content: string) {
  fake.reply = () => ({ kind: 'json', content: JSON.stringify({ title: 'The Draft', content }) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/generate-continuation',
    headers: { cookie },
    payload: continuation,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { title: string; content: string; generationId: number };
}

const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

describe('measureAiShare', () => {
  it('is null without outputs, 1 for an output saved as is, and counts a word once', () => {
    const text = aiDraft.join('\n\n');
    expect(measureAiShare(text, [])).toBeNull();
    expect(measureAiShare(text, [text])).toBe(1);
    expect(measureAiShare(text, [text, aiDraft.slice(0, 4).join('\n\n')])).toBe(1);
  });

  it('does not count words a hand-written text shares with a draft by chance', () => {
    expect(measureAiShare(handWritten.join('\n\n'), [aiDraft.join('\n\n')])).toBeLessThanOrEqual(0.02);
  });

  it('measures characters for Chinese or Japanese text', () => {
    const draft = '吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。';
    const share = measureAiShare(`${draft.slice(0, 16)}私が書いた文章はこれだけです。`, [draft]);
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.7);
  });
});

describe('AI share of saved chapters', () => {
  it('shows about 0.5 for a generated chapter half rewritten by hand, re-measured without ids', async () => {
    const { cookie, story } = await author();
    const generated = await generate(cookie, aiDraft.join('\n\n'));
    const created = await send('POST', '/api/chapters', cookie, {
      storyId: story.id,
      title: generated.title,
      content: generated.content,
      aiGenerationIds: [generated.generationId],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ aiShare: 1, aiAssistance: 'generated' });

    // Every other paragraph rewritten by hand; the save names no generation.
    const halfRewritten = aiDraft.map((p, i) => (i % 2 === 1 ? handWritten[i] : p)).join('\n\n');
    const updated = await send('PUT', `/api/chapters/${created.json().id}`, cookie, {
      title: 'Mine now',
      content: halfRewritten,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().aiAssistance).toBe('assisted');
    expect(Math.abs(updated.json().aiShare - 0.5)).toBeLessThanOrEqual(0.05);

    // Readers get it in every chapter answer and the table of contents.
    const read = await t.app.inject({ url: `/api/chapters/${created.json().id}` });
    expect(read.json().aiShare).toBe(updated.json().aiShare);
    const toc = (await t.app.inject({ url: `/api/stories/${story.id}/toc` })).json();
    expect(toc.at(-1)).toMatchObject({ id: created.json().id, aiShare: updated.json().aiShare });
    const list = (await t.app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    expect(list.at(-1).aiShare).toBe(updated.json().aiShare);
    const feed = await t.app.inject({ url: `/api/stories/${story.id}/feed.rss` });
    expect(feed.body).toContain('About 50% AI-drafted');

    // Rewritten entirely: nothing of the AI's text is left.
    const byHand = await send('PUT', `/api/chapters/${created.json().id}`, cookie, {
      title: 'Mine now',
      content: handWritten.join('\n\n'),
    });
    expect(byHand.json()).toMatchObject({ aiAssistance: 'assisted', aiShare: 0 });
  });

  it("gives a hand-written chapter with one AI paragraph that paragraph's share", async () => {
    const { cookie, story } = await author();
    const generated = await generate(cookie, aiDraft.join('\n\n'));
    const aiParagraph = generated.content.split('\n\n')[3]!;
    const content = [...handWritten.slice(0, 5), aiParagraph].join('\n\n');
    const created = await send('POST', '/api/chapters', cookie, {
      storyId: story.id,
      title: 'Mostly mine',
      content,
      aiGenerationIds: [generated.generationId],
    });
    expect(created.statusCode).toBe(201);
    // 60 of 360 words.
    expect(created.json().aiShare).toBeCloseTo(60 / 360, 1);
    expect(created.json().aiAssistance).toBe('assisted');
  });

  it('keeps the old single aiGenerationId working, beside the list', async () => {
    const { cookie, story } = await author();
    const first = await generate(cookie, aiDraft.slice(0, 4).join('\n\n'));
    const second = await generate(cookie, aiDraft.slice(4).join('\n\n'));
    const created = await send('POST', '/api/chapters', cookie, {
      storyId: story.id,
      title: 'Two drafts',
      content: [first.content, second.content, handWritten[0]].join('\n\n'),
      aiGenerationId: first.generationId,
      aiGenerationIds: [second.generationId],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().aiShare).toBeCloseTo(480 / 540, 2);
    const sources = await t.db
      .select()
      .from(chapterAiSources)
      .where(eq(chapterAiSources.chapterId, created.json().id));
    expect(sources.map((s) => s.generationId).sort()).toEqual(
      [first.generationId, second.generationId].sort(),
    );
  });

  it('leaves a chapter saved without AI at null, and ignores a share or label the client sends', async () => {
    const { cookie, story } = await author();
    const created = await send('POST', '/api/chapters', cookie, {
      storyId: story.id,
      title: 'By hand',
      content: handWritten.join('\n\n'),
      aiShare: 0.9,
      aiAssistance: 'generated',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ aiShare: null, aiAssistance: 'none' });
    const updated = await send('PUT', `/api/chapters/${created.json().id}`, cookie, {
      title: 'By hand',
      content: handWritten.slice(1).join('\n\n'),
      aiShare: 1,
      aiAssistance: 'generated',
    });
    expect(updated.json()).toMatchObject({ aiShare: null, aiAssistance: 'none' });
  });

  it('refuses a foreign or failed generation with the field path', async () => {
    const { user, cookie, story } = await author();
    const mine = await generate(cookie, aiDraft.join('\n\n'));
    const other = await author();
    const theirs = await generate(other.cookie, aiDraft.join('\n\n'));
    fake.reply = () => ({ kind: 'error', status: 500, body: { error: { message: 'down' } } });
    const failedCall = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-continuation',
      headers: { cookie },
      payload: continuation,
    });
    expect(failedCall.statusCode).toBeGreaterThanOrEqual(500);
    const [failed] = await t.db
      .select({ id: aiGenerations.id })
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, user.id), eq(aiGenerations.status, 'failed')));
    for (const id of [theirs.generationId, failed!.id]) {
      const response = await send('POST', '/api/chapters', cookie, {
        storyId: story.id,
        title: 'T',
        content: mine.content,
        aiGenerationIds: [mine.generationId, id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.aiGenerationIds.1' });
    }
    const story2 = await send('POST', '/api/stories', cookie, {
      title: 'Glass',
      genre: 'Romance',
      isPublished: false,
      chapters: [{ title: 'One', content: mine.content, aiGenerationIds: [theirs.generationId] }],
    });
    expect(story2.statusCode).toBe(400);
    expect(story2.json()).toMatchObject({ field: 'body.chapters.0.aiGenerationIds.0' });
  });

  it('records the generations of a story created with AI chapters', async () => {
    const { cookie } = await author();
    const generated = await generate(cookie, aiDraft.join('\n\n'));
    const created = await send('POST', '/api/stories', cookie, {
      title: 'Glass',
      genre: 'Romance',
      isPublished: true,
      chapters: [
        { title: 'One', content: generated.content, aiGenerationIds: [generated.generationId] },
        { title: 'Two', content: handWritten.join('\n\n') },
      ],
    });
    expect(created.statusCode).toBe(201);
    const list = (await t.app.inject({ url: `/api/stories/${created.json().id}/chapters` })).json();
    expect(list.map((c: { aiShare: number | null }) => c.aiShare)).toEqual([1, null]);
    const edited = await send('PUT', `/api/chapters/${list[0].id}`, cookie, {
      title: 'One',
      content: [...aiDraft.slice(0, 6), ...handWritten.slice(0, 2)].join('\n\n'),
    });
    expect(edited.json().aiShare).toBeCloseTo(0.75, 1);
  });

  it('keeps generations a chapter drew on when the ledger is pruned', async () => {
    const { cookie, story } = await author();
    const used = await generate(cookie, aiDraft.join('\n\n'));
    const unused = await generate(cookie, handWritten.join('\n\n'));
    await send('POST', '/api/chapters', cookie, {
      storyId: story.id,
      title: 'Drawn on',
      content: used.content,
      aiGenerationIds: [used.generationId],
    });
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    for (const id of [used.generationId, unused.generationId]) {
      await t.db.update(aiGenerations).set({ createdAt: old }).where(eq(aiGenerations.id, id));
    }
    await pruneGenerationLedger(t.db, 30);
    const left = await t.db.select({ id: aiGenerations.id }).from(aiGenerations);
    const ids = left.map((row) => row.id);
    expect(ids).toContain(used.generationId);
    expect(ids).not.toContain(unused.generationId);
  });
});
