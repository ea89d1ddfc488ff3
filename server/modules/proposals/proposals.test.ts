import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { chaptersOf, IDEA, lastChapterId, propose, roundOf } from './test-rounds.js';

let t: TestContext;
let author: UserRow;
let authorCookie: string;
let reader: UserRow;
let readerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  reader = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
  readerCookie = await signIn(t.app, reader);
});
afterAll(() => t.close());

/** A published public story with two chapters, and its last chapter. */
async function storyWithLatest(overrides: Parameters<typeof buildStory>[2] = {}) {
  const story = await buildStory(t.db, author, overrides, 2);
  return { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
}

const list = (chapterId: number, cookie?: string) =>
  t.app.inject({ url: `/api/chapters/${chapterId}/proposals-with-votes`, headers: cookie ? { cookie } : {} });

describe('POST /api/branch-proposals', () => {
  it('refuses invalid titles and ideas with the spec texts, naming the field', async () => {
    const target = await storyWithLatest();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '   ' }, 'body.title', 'Title is required'],
      [{ title: 'x'.repeat(101) }, 'body.title', 'Title too long'],
      [{ content: 'Too short to be an idea.' }, 'body.content', 'Idea must be at least 30 characters'],
      [{ content: 'x'.repeat(501) }, 'body.content', 'Idea too long - keep it concise'],
    ];
    for (const [body, field, message] of cases) {
      const response = await propose(t.app, readerCookie, target, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
    expect(await roundOf(t.db, target.chapterId)).toBeUndefined();
  });

  it('needs sign-in', async () => {
    const response = await propose(t.app, undefined, await storyWithLatest());
    expect(response.statusCode).toBe(401);
  });

  it('opens the round with the first proposal, closing VOTING_WINDOW_MS later', async () => {
    const target = await storyWithLatest();
    const before = (await list(target.chapterId)).json();
    expect(before).toEqual({
      round: {
        chapterId: target.chapterId,
        storyId: target.storyId,
        state: 'not_started',
        opensAt: null,
        closesAt: null,
        winnerProposalId: null,
        resultChapterId: null,
        failureReason: null,
      },
      proposals: [],
    });

    const created = await propose(t.app, readerCookie, target, { title: '  The Tide Door  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      chapterId: target.chapterId,
      storyId: target.storyId,
      title: 'The Tide Door',
      content: IDEA,
      voteCount: 0,
      hasVoted: false,
      isVetoed: false,
      proposer: { username: reader.username, displayName: reader.displayName },
    });
    const { round } = (await list(target.chapterId)).json();
    expect(round.state).toBe('open');
    expect(new Date(round.closesAt).getTime() - new Date(round.opensAt).getTime()).toBe(24 * 60 * 60 * 1000);

    const second = await propose(t.app, authorCookie, target, { title: 'Another way' });
    expect(second.statusCode).toBe(201);
    expect((await roundOf(t.db, target.chapterId))?.opensAt).toEqual(new Date(round.opensAt));
  });

  it('targets only the story latest chapter', async () => {
    const story = await buildStory(t.db, author, {}, 3);
    const [first] = await chaptersOf(t.db, story.id);
    const response = await propose(t.app, readerCookie, { storyId: story.id, chapterId: first!.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PROPOSALS_CLOSED',
      message: 'Ideas can only be proposed for the latest chapter of a story.',
    });
    expect((await list(first!.id)).json().round.state).toBe('not_latest');
  });

  it('refuses a chapter of another story, a draft, a locked story, and a story with voting off', async () => {
    const target = await storyWithLatest();
    const other = await storyWithLatest();
    const mismatched = await propose(t.app, readerCookie, {
      storyId: other.storyId,
      chapterId: target.chapterId,
    });
    expect(mismatched.statusCode).toBe(404);

    const draft = await storyWithLatest({ isPublished: false });
    expect((await propose(t.app, readerCookie, draft)).statusCode).toBe(404);
    const ownDraft = await propose(t.app, authorCookie, draft);
    expect(ownDraft.statusCode).toBe(409);
    expect(ownDraft.json().message).toBe('Ideas can be proposed once the story is published.');

    const locked = await storyWithLatest({ accessLevel: 'subscribers' });
    expect((await propose(t.app, readerCookie, locked)).json()).toMatchObject({ code: 'CONTENT_LOCKED' });
    expect((await list(locked.chapterId, readerCookie)).statusCode).toBe(403);

    const off = await storyWithLatest();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${off.storyId}`,
      headers: { cookie: authorCookie },
      payload: { communityVotingEnabled: false },
    });
    expect(patch.json()).toMatchObject({ communityVotingEnabled: false });
    const refused = await propose(t.app, readerCookie, off);
    expect(refused.json()).toMatchObject({
      code: 'PROPOSALS_CLOSED',
      message: 'The author has switched off community voting for this story.',
    });
    expect((await list(off.chapterId)).json().round.state).toBe('disabled');
  });

  it('lets only the author switch community voting', async () => {
    const target = await storyWithLatest();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${target.storyId}`,
      headers: { cookie: readerCookie },
      payload: { communityVotingEnabled: false },
    });
    expect(response.statusCode).toBe(403);
    const card = await t.app.inject({ url: `/api/stories/${target.storyId}` });
    expect(card.json()).toMatchObject({ communityVotingEnabled: true });
  });
});
