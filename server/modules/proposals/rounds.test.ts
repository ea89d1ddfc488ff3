import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProposals, votes } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { closeRound } from './close-round.js';
import { endWindow, lastChapterId, propose, roundOf, vote } from './test-rounds.js';

// Voting rounds without the job queue: the rules of closing, called as the job calls them.
let t: TestContext;
let author: UserRow;
let authorCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
});
afterAll(() => t.close());

async function openRound() {
  const story = await buildStory(t.db, author, {}, 1);
  const target = { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
  return target;
}

/** Signs in `n` new readers. */
async function readers(n: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) cookies.push(await signIn(t.app, await buildUser(t.db)));
  return cookies;
}

async function closeNow(chapterId: number) {
  await endWindow(t.db, chapterId);
  const round = await roundOf(t.db, chapterId);
  return (await closeRound(t.db, round!.id))!;
}

describe('one vote per person', () => {
  it('keeps one row of 50 simultaneous votes by one user; the other 49 get 409', async () => {
    const target = await openRound();
    const proposal = (await propose(t.app, authorCookie, target)).json();
    const [cookie] = await readers(1);
    const responses = await Promise.all(Array.from({ length: 50 }, () => vote(t.app, cookie, proposal.id)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(responses.find((r) => r.statusCode === 409)?.json().code).toBe('ALREADY_VOTED');
    expect(await t.db.select().from(votes).where(eq(votes.proposalId, proposal.id))).toHaveLength(1);
  });
});

describe('closing a round', () => {
  it('refuses votes and proposals once the window is over, before and after the job closed it', async () => {
    const target = await openRound();
    const proposal = (await propose(t.app, authorCookie, target)).json();
    const [cookie] = await readers(1);
    await endWindow(t.db, target.chapterId);
    for (let pass = 0; pass < 2; pass++) {
      const late = await vote(t.app, cookie, proposal.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ code: 'VOTING_CLOSED', message: 'Voting has closed for this chapter.' });
      const lateIdea = await propose(t.app, cookie, target);
      expect(lateIdea.statusCode).toBe(409);
      expect(lateIdea.json()).toEqual({
        code: 'PROPOSALS_CLOSED',
        message: 'Voting has closed for this chapter.',
      });
      if (pass === 0) await closeRound(t.db, (await roundOf(t.db, target.chapterId))!.id);
    }
  });

  it('is not closed before its time', async () => {
    const target = await openRound();
    await propose(t.app, authorCookie, target);
    const round = await roundOf(t.db, target.chapterId);
    expect(await closeRound(t.db, round!.id)).toEqual({ round, changed: false });
  });

  it('chooses the proposal with most votes', async () => {
    const target = await openRound();
    const a = (await propose(t.app, authorCookie, target, { title: 'A' })).json();
    const b = (await propose(t.app, authorCookie, target, { title: 'B' })).json();
    const cookies = await readers(3);
    await vote(t.app, cookies[0], a.id);
    await vote(t.app, cookies[1], b.id);
    await vote(t.app, cookies[2], b.id);
    const { round, changed } = await closeNow(target.chapterId);
    expect(changed).toBe(true);
    expect(round).toMatchObject({ status: 'writing', winnerProposalId: b.id });
    expect(round.closedAt).toBeInstanceOf(Date);
  });

  it('gives a tie to the earliest proposal', async () => {
    const target = await openRound();
    const early = (await propose(t.app, authorCookie, target, { title: 'Early' })).json();
    const late = (await propose(t.app, authorCookie, target, { title: 'Late' })).json();
    const cookies = await readers(2);
    await vote(t.app, cookies[0], late.id);
    await vote(t.app, cookies[1], early.id);
    expect((await closeNow(target.chapterId)).round.winnerProposalId).toBe(early.id);
  });

  it('ends without a chapter when no proposal has a vote, vetoed ones not counted', async () => {
    const target = await openRound();
    const vetoed = (await propose(t.app, authorCookie, target, { title: 'Vetoed' })).json();
    await propose(t.app, authorCookie, target, { title: 'Unloved' });
    const [cookie] = await readers(1);
    await vote(t.app, cookie, vetoed.id);
    await t.db.update(branchProposals).set({ isVetoed: true }).where(eq(branchProposals.id, vetoed.id));
    const { round } = await closeNow(target.chapterId);
    expect(round).toMatchObject({ status: 'no_votes', winnerProposalId: null });
    const listed = await t.app.inject({ url: `/api/chapters/${target.chapterId}/proposals-with-votes` });
    expect(listed.json().round).toMatchObject({ state: 'no_votes', resultChapterId: null });
  });

  it('passes the veto over: the winner is the best idea still in the tally', async () => {
    const target = await openRound();
    const popular = (await propose(t.app, authorCookie, target, { title: 'Popular' })).json();
    const other = (await propose(t.app, authorCookie, target, { title: 'Other' })).json();
    const cookies = await readers(3);
    await vote(t.app, cookies[0], popular.id);
    await vote(t.app, cookies[1], popular.id);
    await vote(t.app, cookies[2], other.id);
    const veto = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${popular.id}/veto`,
      headers: { cookie: authorCookie },
    });
    expect(veto.statusCode).toBe(200);
    expect((await closeNow(target.chapterId)).round.winnerProposalId).toBe(other.id);
  });

  it('is closed by one of two simultaneous closers', async () => {
    const target = await openRound();
    const proposal = (await propose(t.app, authorCookie, target)).json();
    const [cookie] = await readers(1);
    await vote(t.app, cookie, proposal.id);
    await endWindow(t.db, target.chapterId);
    const round = await roundOf(t.db, target.chapterId);
    const results = await Promise.all([closeRound(t.db, round!.id), closeRound(t.db, round!.id)]);
    expect(results.map((r) => r?.changed).sort()).toEqual([false, true]);
    expect(results.map((r) => r?.round.status)).toEqual(['writing', 'writing']);
  });
});
