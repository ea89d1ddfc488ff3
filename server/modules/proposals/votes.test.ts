import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { lastChapterId, propose, vote } from './test-rounds.js';

// Votes, the tally, My Votes and the author's veto, through the API.
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

describe('votes and the tally', () => {
  it('counts votes, says who has voted, and lists them under My Votes', async () => {
    const target = await storyWithLatest();
    const first = (await propose(t.app, authorCookie, target, { title: 'First idea' })).json();
    const second = (await propose(t.app, authorCookie, target, { title: 'Second idea' })).json();

    const cast = await vote(t.app, readerCookie, second.id);
    expect(cast.statusCode).toBe(201);
    expect(cast.json()).toMatchObject({ proposalId: second.id, voteCount: 1 });

    const forReader = (await list(target.chapterId, readerCookie)).json();
    expect(
      forReader.proposals.map((p: { id: number; voteCount: number; hasVoted: boolean }) => [
        p.id,
        p.voteCount,
        p.hasVoted,
      ]),
    ).toEqual([
      [second.id, 1, true],
      [first.id, 0, false],
    ]);
    const anonymous = (await list(target.chapterId)).json();
    expect(anonymous.proposals.every((p: { hasVoted: boolean }) => !p.hasVoted)).toBe(true);

    const tally = await t.app.inject({ url: `/api/proposals/${second.id}/votes` });
    expect(tally.json()).toEqual({ proposalId: second.id, voteCount: 1 });
    const mine = await t.app.inject({
      url: `/api/proposals/${second.id}/user-vote`,
      headers: { cookie: readerCookie },
    });
    expect(mine.json()).toMatchObject({ hasVoted: true, vote: { id: cast.json().id } });
    const notMine = await t.app.inject({
      url: `/api/proposals/${first.id}/user-vote`,
      headers: { cookie: readerCookie },
    });
    expect(notMine.json()).toEqual({ hasVoted: false, vote: null });

    const myVotes = await t.app.inject({ url: '/api/user/votes', headers: { cookie: readerCookie } });
    expect(myVotes.json()).toEqual([
      expect.objectContaining({
        id: cast.json().id,
        proposal: { id: second.id, title: 'Second idea', chapterId: target.chapterId },
        story: { id: target.storyId, title: expect.any(String) },
        round: expect.objectContaining({ state: 'open', chapterId: target.chapterId }),
        isWinner: false,
      }),
    ]);
  });

  it('answers an anonymous voter 401 with the spec text, and a second vote 409', async () => {
    const target = await storyWithLatest();
    const proposal = (await propose(t.app, authorCookie, target)).json();
    const anonymous = await vote(t.app, undefined, proposal.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'You need to log in to vote on proposals.',
    });
    expect((await vote(t.app, readerCookie, proposal.id)).statusCode).toBe(201);
    const again = await vote(t.app, readerCookie, proposal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_VOTED',
      message: 'You have already voted on this proposal.',
    });
  });

  it('hides proposals of stories the viewer may not read', async () => {
    const target = await storyWithLatest();
    const proposal = (await propose(t.app, authorCookie, target)).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${target.storyId}`,
      headers: { cookie: authorCookie },
      payload: { isPublished: false },
    });
    for (const url of [`/api/proposals/${proposal.id}/votes`, `/api/proposals/${proposal.id}/user-vote`]) {
      const response = await t.app.inject({ url, headers: { cookie: readerCookie } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROPOSAL_NOT_FOUND' });
    }
    expect((await vote(t.app, readerCookie, proposal.id)).statusCode).toBe(404);
    expect((await list(target.chapterId, readerCookie)).statusCode).toBe(404);
  });
});

describe('veto', () => {
  it('takes an idea out of the tally for everyone but the author, and only the author may veto', async () => {
    const target = await storyWithLatest();
    const proposal = (await propose(t.app, readerCookie, target)).json();
    expect((await vote(t.app, readerCookie, proposal.id)).statusCode).toBe(201);

    const byReader = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/veto`,
      headers: { cookie: readerCookie },
    });
    expect(byReader.statusCode).toBe(403);

    const vetoed = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/veto`,
      headers: { cookie: authorCookie },
    });
    expect(vetoed.statusCode).toBe(200);
    expect(vetoed.json()).toMatchObject({ id: proposal.id, isVetoed: true });

    expect((await list(target.chapterId, readerCookie)).json().proposals).toEqual([]);
    expect((await list(target.chapterId, authorCookie)).json().proposals).toEqual([
      expect.objectContaining({ id: proposal.id, isVetoed: true }),
    ]);
    expect((await t.app.inject({ url: `/api/proposals/${proposal.id}/votes` })).statusCode).toBe(404);
    const refused = await vote(t.app, authorCookie, proposal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'VOTING_CLOSED' });
  });
});
