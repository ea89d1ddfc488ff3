import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, CompanionState, Recap } from '../../../contract/companion.js';
import { aiGenerations, readingProgress } from '../../db/schema.js';
import { chapterSummaries, chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { FakeOpenAi, type FakeRequest } from '../../test/fake-openai.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';
import { readQuotedData } from '../ai/prompt-data.js';
import { parseManuscript } from '../import/import.service.js';
import { createStoryFromManuscript } from '../import/import-story.js';
import { readBook } from '../import/test-corpus.js';
import { runChapterSummaryJob } from './summary-job.js';

//: Pride and Prejudice from the corpus, a reader at chapter 10. Nothing first
// introduced after chapter 9 may appear in a recap, an answer or what the model is sent, on the
// offline path (extractive) and with the fake OpenAI-compatible server (the real AI SDK against it).

const fake = new FakeOpenAi();
let t: TestContext;
let ai: Awaited<ReturnType<typeof createTestInstance>>;
let reader: UserRow;
let cookie: string;
let storyId: number;
/** Chapter ids in reading order (index 0 = chapter 1). */
let chapterIds: number[];
/** Names (capitalised words never written in lower case in the book) first met after chapter 9. */
let laterNames: string[];

/** The words of `text` from the later names, e.g. ['Wickham'] (a word, not a part of one). */
const laterNamesIn = (text: string) => laterNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text));

beforeAll(async () => {
  const baseUrl = await fake.start();
  t = await createTestApp({ COMPANION_RECAP_AFTER_DAYS: '3' });
  ai = await createTestInstance(t, {
    AI_BASE_URL: baseUrl,
    AI_MODEL: 'fake-companion',
    AI_MAX_RETRIES: '0',
    AI_RATE_LIMIT_MAX: '1000',
  });
  const author = await buildUser(t.db);
  const manuscript = await parseManuscript({
    fileName: 'pride-and-prejudice.txt',
    bytes: readBook('pride-and-prejudice.txt'),
  });
  const story = await createStoryFromManuscript(t.db, { id: author.id, username: null }, manuscript, {
    genre: 'Romance',
    isPublished: true,
    fallbackTitle: 'Pride and Prejudice',
  });
  storyId = story.id;
  const rows = await t.db
    .select({ id: chapters.id, content: chapters.content })
    .from(chapters)
    .where(eq(chapters.storyId, storyId))
    .orderBy(asc(chapters.orderIndex));
  chapterIds = rows.map((r) => r.id);
  const early = rows
    .slice(0, 9)
    .map((r) => r.content)
    .join('\n');
  const whole = rows.map((r) => r.content).join('\n');
  const lowerWords = new Set(whole.match(/\b[a-z]+\b/g));
  const capitalised = new Set(rows.slice(9).flatMap((r) => r.content.match(/\b[A-Z][a-z]{3,}\b/g) ?? []));
  laterNames = [...capitalised].filter(
    (word) => !lowerWords.has(word.toLowerCase()) && !new RegExp(`\\b${word}\\b`).test(early),
  );
  reader = await buildUser(t.db);
  cookie = await signIn(t.app, reader);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/reading-progress',
    headers: { cookie },
    payload: { storyId, chapterId: chapterIds[9], progress: 16, offset: 0 },
  });
  expect(saved.statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await ai?.close();
  await t?.close();
  await fake.stop();
});

const call = (app: TestContext['app'], method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('the later names the checks look for', () => {
  it('are real: Wickham and Mr. Collins enter after chapter 9, the Bennets and Bingley before', () => {
    expect(laterNames).toEqual(expect.arrayContaining(['Wickham', 'Collins']));
    expect(laterNames).not.toContain('Bingley');
    expect(laterNames).not.toContain('Elizabeth');
  });
});

describe('offline: extractive recap and passages', () => {
  it('offers a recap only after the threshold', async () => {
    const fresh = (await call(t.app, 'GET', `/api/stories/${storyId}/companion`)).json() as CompanionState;
    expect(fresh).toMatchObject({ recapDue: false, recapAfterDays: 3, source: 'extractive' });
    await t.db
      .update(readingProgress)
      .set({ lastReadAt: sql`now() - interval '4 days'` })
      .where(and(eq(readingProgress.userId, reader.id), eq(readingProgress.storyId, storyId)));
    const later = (await call(t.app, 'GET', `/api/stories/${storyId}/companion`)).json() as CompanionState;
    expect(later.recapDue).toBe(true);
  });

  it('recaps chapters 1 to 9 only, naming no one introduced later', async () => {
    const response = await call(t.app, 'POST', `/api/stories/${storyId}/recap`, {});
    expect(response.statusCode).toBe(200);
    const recap = response.json() as Recap;
    expect(recap.source).toBe('extractive');
    expect(recap.chapters.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(recap.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(recap.paragraphs.length).toBeLessThanOrEqual(4);
    expect(recap.paragraphs.join(' ').length).toBeGreaterThan(300);
    expect(laterNamesIn(recap.paragraphs.join(' '))).toEqual([]);
    // Cached per chapter: a second recap reads the summaries and says the same.
    const cached = await t.db
      .select()
      .from(chapterSummaries)
      .where(eq(chapterSummaries.source, 'extractive'));
    expect(cached.filter((row) => chapterIds.slice(0, 9).includes(row.chapterId))).toHaveLength(9);
    const again = (await call(t.app, 'POST', `/api/stories/${storyId}/recap`, {})).json() as Recap;
    expect(again.paragraphs).toEqual(recap.paragraphs);
  });

  it('answers from the chapters reached, citing them, and finds nothing about a later character', async () => {
    const bingley = (
      await call(t.app, 'POST', `/api/stories/${storyId}/ask`, { question: 'Who is Mr. Bingley?' })
    ).json() as Answer;
    expect(bingley.answer).toBeNull();
    expect(bingley.passages.length).toBeGreaterThan(0);
    for (const passage of bingley.passages) {
      expect(passage.chapter.position).toBeLessThanOrEqual(9);
      expect(passage.text).toMatch(/Bingley/);
      expect(laterNamesIn(passage.text)).toEqual([]);
    }
    const wickham = (
      await call(t.app, 'POST', `/api/stories/${storyId}/ask`, { question: 'Who is Mr. Wickham?' })
    ).json() as Answer;
    expect(wickham.passages).toEqual([]);
  });

  it('follows the place the reader sends: at chapter 20 Wickham is known, nothing from 20 on', async () => {
    const response = await call(t.app, 'POST', `/api/stories/${storyId}/ask`, {
      question: 'Who is Mr. Wickham?',
      chapterId: chapterIds[19],
      offset: 0,
    });
    const answer = response.json() as Answer;
    expect(answer.passages.length).toBeGreaterThan(0);
    expect(Math.max(...answer.passages.map((p) => p.chapter.position))).toBeLessThanOrEqual(19);
  });

  it('refuses bad input and other people with clear errors', async () => {
    const short = await call(t.app, 'POST', `/api/stories/${storyId}/ask`, { question: 'Hi' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION_ERROR');
    const elsewhere = await call(t.app, 'POST', `/api/stories/${storyId}/ask`, {
      question: 'Who is Jane?',
      chapterId: 999_999,
    });
    expect(elsewhere.statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/stories/${storyId}/recap`, payload: {} });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a locked chapter never contributes', () => {
  it('leaves a paid chapter out of recap and answers even when the reader is past it', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(
      t.db,
      author,
      { isPremium: true, individualPrice: '4.99', freeChapters: 2 },
      0,
    );
    const texts = [
      'Anna Marlow kept the lighthouse on Grey Point. Every evening she climbed the tower and lit the great lamp for the fishing boats.',
      'A stranger called Tobias rowed to the lighthouse in a storm, and Anna gave him dry clothes and hot soup by the fire.',
      'At dawn Tobias confessed the secret word Zebrafish to Anna in the lighthouse, and she wept for the drowned.',
      'The boats came home safe, and the village gathered at the harbour to thank the keeper of the lamp.',
    ];
    const ids: number[] = [];
    for (const [i, content] of texts.entries()) {
      const [row] = await t.db
        .insert(chapters)
        .values({
          storyId: story.id,
          authorId: author.id,
          title: `Part ${i + 1}`,
          content,
          orderIndex: i + 1,
          isCanon: true,
          wordCount: 25,
        })
        .returning({ id: chapters.id });
      ids.push(row!.id);
    }
    const place = { chapterId: ids[3] };
    const recap = (await call(t.app, 'POST', `/api/stories/${story.id}/recap`, place)).json() as Recap;
    expect(recap.chapters.map((c) => c.position)).toEqual([1, 2]);
    expect(recap.paragraphs.join(' ')).not.toMatch(/Zebrafish/);
    const answer = (
      await call(t.app, 'POST', `/api/stories/${story.id}/ask`, {
        ...place,
        question: 'Where is the lighthouse?',
      })
    ).json() as Answer;
    expect(answer.passages.length).toBeGreaterThan(0);
    expect(answer.passages.map((p) => p.chapter.position).every((n) => n <= 2)).toBe(true);
    const secret = (
      await call(t.app, 'POST', `/api/stories/${story.id}/ask`, {
        ...place,
        question: 'What is the secret word zebrafish?',
      })
    ).json() as Answer;
    expect(secret.passages).toEqual([]);
  });
});

describe('with an AI endpoint (fake OpenAI-compatible server)', () => {
  /** The story data quoted in a request the fake received. */
  const dataOf = (request: FakeRequest) => readQuotedData(request.body.messages.at(-1)?.content ?? '');
  const taskOf = (request: FakeRequest) => request.body.response_format?.json_schema?.name;

  beforeAll(() => {
    fake.reply = (request) => {
      const data = dataOf(request) as Record<string, unknown>;
      switch (taskOf(request)) {
        case 'chapter-summary':
          return { kind: 'json', content: JSON.stringify({ summary: 'Model summary of this chapter.' }) };
        case 'recap': {
          const told = (data.chapters as { summary: string }[]).map((c) => c.summary).join(' ');
          return { kind: 'json', content: JSON.stringify({ recap: `So far. ${told}` }) };
        }
        default: {
          const first = (data.passages as { text: string }[])[0]?.text ?? '';
          return {
            kind: 'json',
            content: JSON.stringify({ answer: `Answer: ${first.slice(0, 200)}`, usedPassages: '1' }),
          };
        }
      }
    };
  });

  it('writes the recap from chapters 1 to 9 only, as one generation of the reader', async () => {
    fake.requests.length = 0;
    const response = await call(ai.app, 'POST', `/api/stories/${storyId}/recap`, {});
    expect(response.statusCode).toBe(200);
    const recap = response.json() as Recap;
    expect(recap).toMatchObject({ source: 'ai', provider: 'openai-compatible', model: 'fake-companion' });
    expect(recap.paragraphs.join(' ')).toMatch(/^So far\./);
    expect(fake.requests).toHaveLength(1);
    const sent = dataOf(fake.requests[0]!) as { chapters: { number: number }[] };
    expect(sent.chapters.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(laterNamesIn(JSON.stringify(sent))).toEqual([]);
    expect(laterNamesIn(recap.paragraphs.join(' '))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, reader.id), eq(aiGenerations.task, 'recap')));
    expect(row?.status).toBe('succeeded');
  });

  it('caches a chapter summary once per chapter and model, and the next recap uses it', async () => {
    fake.requests.length = 0;
    const job = { id: 'j', attempt: 1, isLastAttempt: false, signal: new AbortController().signal };
    await runChapterSummaryJob(ai.app, {
      ...job,
      data: { chapterId: chapterIds[0]!, model: 'fake-companion' },
    });
    await runChapterSummaryJob(ai.app, {
      ...job,
      data: { chapterId: chapterIds[0]!, model: 'fake-companion' },
    });
    expect(fake.requests.filter((r) => taskOf(r) === 'chapter-summary')).toHaveLength(1);
    const recap = (await call(ai.app, 'POST', `/api/stories/${storyId}/recap`, {})).json() as Recap;
    expect(recap.paragraphs.join(' ')).toMatch(/Model summary of this chapter\./);
  });

  it('answers from the reached passages only and quotes the one it used', async () => {
    fake.requests.length = 0;
    const response = await call(ai.app, 'POST', `/api/stories/${storyId}/ask`, {
      question: 'Who is Mr. Bingley?',
    });
    const answer = response.json() as Answer;
    expect(answer.source).toBe('ai');
    expect(answer.answer).toMatch(/^Answer: /);
    expect(answer.passages).toHaveLength(1);
    const sent = dataOf(fake.requests[0]!) as { question: string; passages: { chapter: number }[] };
    expect(sent.question).toBe('Who is Mr. Bingley?');
    expect(sent.passages.every((p) => p.chapter <= 9)).toBe(true);
    expect(laterNamesIn(JSON.stringify(sent))).toEqual([]);
    // Nothing found: no model call, no cost.
    fake.requests.length = 0;
    const none = (
      await call(ai.app, 'POST', `/api/stories/${storyId}/ask`, { question: 'Who is Mr. Wickham?' })
    ).json() as Answer;
    expect(none).toMatchObject({ answer: null, passages: [] });
    expect(fake.requests).toHaveLength(0);
  });
});
