import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';
import { proposalLimitMessage } from './proposal-limit.js';
import { lastChapterId, propose } from './test-rounds.js';

/*
 * Ideas per reader per voting round (PROPOSALS_PER_USER_PER_ROUND, default 3): one reader filed 100
 * ideas on one chapter before the limit existed.
 */

let t: TestContext;
let author: UserRow;
let authorCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
});
afterAll(() => t.close());

async function latestChapterOfNewStory() {
  const story = await buildStory(t.db, author, {}, 2);
  return { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
}

const titles = (n: number) => Array.from({ length: n }, (_, i) => `Idea number ${i + 1}`);

describe('proposals per reader per round', () => {
  it('takes three ideas from a reader, then answers 409 PROPOSAL_LIMIT_REACHED with a message to show', async () => {
    const target = await latestChapterOfNewStory();
    const reader = await signIn(t.app, await buildUser(t.db));
    for (const title of titles(3))
      expect((await propose(t.app, reader, target, { title })).statusCode).toBe(201);
    const refused = await propose(t.app, reader, target, { title: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'PROPOSAL_LIMIT_REACHED', message: proposalLimitMessage(3) });
    expect(refused.json().message).toMatch(/at most 3 ideas per chapter/);

    // Per reader and per round: another reader, and the same reader on another chapter, still may.
    const other = await signIn(t.app, await buildUser(t.db));
    expect((await propose(t.app, other, target)).statusCode).toBe(201);
    expect((await propose(t.app, reader, await latestChapterOfNewStory())).statusCode).toBe(201);
  });

  it('counts a vetoed idea, so a veto does not hand the slot back', async () => {
    const target = await latestChapterOfNewStory();
    const reader = await signIn(t.app, await buildUser(t.db));
    const filed = [];
    for (const title of titles(3)) filed.push((await propose(t.app, reader, target, { title })).json());
    const veto = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${filed[0].id}/veto`,
      headers: { cookie: authorCookie },
    });
    expect(veto.statusCode).toBe(200);
    expect((await propose(t.app, reader, target)).json().code).toBe('PROPOSAL_LIMIT_REACHED');
  });

  it('holds under a burst of parallel requests sent to two instances', async () => {
    const second = await createTestInstance(t);
    try {
      const target = await latestChapterOfNewStory();
      const user = await buildUser(t.db);
      const cookies = [await signIn(t.app, user), await signIn(second.app, user)];
      const answers = await Promise.all(
        titles(10).map((title, i) => propose(i % 2 ? second.app : t.app, cookies[i % 2], target, { title })),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
      const list = await t.app.inject({ url: `/api/chapters/${target.chapterId}/proposals-with-votes` });
      expect(list.json().proposals).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('follows PROPOSALS_PER_USER_PER_ROUND', async () => {
    const strict = await createTestInstance(t, { PROPOSALS_PER_USER_PER_ROUND: '1' });
    try {
      const target = await latestChapterOfNewStory();
      const reader = await signIn(strict.app, await buildUser(t.db));
      expect((await propose(strict.app, reader, target)).statusCode).toBe(201);
      const refused = await propose(strict.app, reader, target, { title: 'A second one' });
      expect(refused.json()).toEqual({ code: 'PROPOSAL_LIMIT_REACHED', message: proposalLimitMessage(1) });
      expect(refused.json().message).toMatch(/at most 1 idea per chapter/);
    } finally {
      await strict.close();
    }
  });
});
