import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiGenerations } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { readQuotedData } from '../ai/prompt-data.js';
import { chaptersOf, IDEA, lastChapterId, propose, vote, waitForRound } from './test-rounds.js';

// The closing job against an AI endpoint that fails (a local server speaking the OpenAI protocol).
// One job retry (JOB_RETRY_LIMIT 1, after 1-2 s) and no retries inside the AI SDK, so two failed
// calls exhaust the job.
const fake = new FakeOpenAi();
let t: TestContext;
let author: UserRow;
let authorCookie: string;

const chapterText = [
  'The tide went out further than anyone in Harrowmere could remember, and the door stood in the sand.',
  'Ines walked to it barefoot. The handle was warm, as if someone on the other side had just let go.',
].join('\n\n');
const answer = { kind: 'json' as const, content: JSON.stringify({ content: chapterText }) };
const failure = { kind: 'error' as const, status: 500 };

beforeAll(async () => {
  const baseUrl = await fake.start();
  t = await createTestApp({
    AI_BASE_URL: baseUrl,
    AI_MODEL: 'fake-writer-1',
    AI_MAX_RETRIES: '0',
    VOTING_WINDOW_MS: '3000',
    JOB_WORKERS: 'true',
    JOB_POLL_INTERVAL_MS: '500',
    JOB_RETRY_LIMIT: '1',
    JOB_RETRY_DELAY_MS: '1000',
  });
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** A round with one voted idea on a new story's latest chapter (it closes 3 s later). */
async function votedRound() {
  const story = await buildStory(t.db, author, {}, 2);
  const target = { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
  const proposal = (await propose(t.app, authorCookie, target, { title: 'The Door in the Sand' })).json();
  expect((await vote(t.app, authorCookie, proposal.id)).statusCode).toBe(201);
  return { ...target, proposalId: proposal.id as number };
}

describe('the closing job and a failing AI endpoint', () => {
  it('retries a failed call and then writes the chapter once', async () => {
    let calls = 0;
    fake.reply = () => (++calls === 1 ? failure : answer);
    const target = await votedRound();
    const before = await chaptersOf(t.db, target.storyId);
    const round = await waitForRound(t.db, target.chapterId, ['completed', 'failed']);
    expect(round.status).toBe('completed');
    expect(fake.requests).toHaveLength(2);

    // Asked for the winning idea as the outline, after the story so far, at its average chapter length.
    const prompt = fake.requests[1]!.body.messages.find((m) => m.role === 'user')!.content;
    const average = Math.round(before.reduce((sum, c) => sum + c.wordCount, 0) / before.length);
    expect(readQuotedData(prompt)).toMatchObject({
      task: 'chapter-content',
      chapterTitle: 'The Door in the Sand',
      outline: IDEA,
      targetWordCount: average,
      previousChapters: before.map((c) => ({ title: c.title, content: c.content })),
    });

    const written = (await chaptersOf(t.db, target.storyId)).filter(
      (c) => c.sourceProposalId === target.proposalId,
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      content: chapterText,
      aiAssistance: 'generated',
      id: round.resultChapterId,
    });
    const ledger = await t.db.select().from(aiGenerations).where(isNull(aiGenerations.userId));
    expect(ledger.map((g) => g.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('marks the round failed after the last retry, saving nothing; the author retries it', async () => {
    fake.reply = () => failure;
    const target = await votedRound();
    const round = await waitForRound(t.db, target.chapterId, ['completed', 'failed']);
    expect(round).toMatchObject({
      status: 'failed',
      resultChapterId: null,
      failureReason: 'The AI writer failed to answer (HTTP 500). Please try again.',
    });
    expect(fake.requests).toHaveLength(2);
    expect(await chaptersOf(t.db, target.storyId)).toHaveLength(2);
    const listed = await t.app.inject({ url: `/api/chapters/${target.chapterId}/proposals-with-votes` });
    expect(listed.json().round).toMatchObject({ state: 'failed', failureReason: round.failureReason });

    const url = `/api/chapters/${target.chapterId}/voting-round/retry`;
    const reader = await signIn(t.app, await buildUser(t.db));
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: reader } })).statusCode).toBe(403);

    fake.reply = () => answer;
    const retried = await t.app.inject({ method: 'POST', url, headers: { cookie: authorCookie } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'writing', failureReason: null });
    const done = await waitForRound(t.db, target.chapterId, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(await chaptersOf(t.db, target.storyId)).toHaveLength(3);

    const again = await t.app.inject({ method: 'POST', url, headers: { cookie: authorCookie } });
    expect(again.json()).toMatchObject({ state: 'completed', resultChapterId: done.resultChapterId });
  });

  it('refuses to retry a round that is still open or has none', async () => {
    fake.reply = () => answer;
    const story = await buildStory(t.db, author, {}, 1);
    const chapterId = await lastChapterId(t.db, story.id);
    const url = `/api/chapters/${chapterId}/voting-round/retry`;
    const none = await t.app.inject({ method: 'POST', url, headers: { cookie: authorCookie } });
    expect(none.statusCode).toBe(404);
    await propose(t.app, authorCookie, { storyId: story.id, chapterId });
    const open = await t.app.inject({ method: 'POST', url, headers: { cookie: authorCookie } });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'ROUND_NOT_FAILED' });
    // It ends without votes: no AI call.
    await waitForRound(t.db, chapterId, ['no_votes']);
    expect(fake.requests).toHaveLength(0);
  });
});
