import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../../contract/ws.js';
import { aiGenerations } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { chaptersOf, IDEA, lastChapterId, propose, vote, waitForRound } from './test-rounds.js';

// The whole loop through the real job queue and the offline writer: a three-second voting window, a
// worker polling every 500 ms; the test waits for the job's effect, never for a guessed time.
let t: TestContext;
let author: UserRow;
let authorCookie: string;
const frames: ServerFrame[] = [];

beforeAll(async () => {
  t = await createTestApp({ VOTING_WINDOW_MS: '3000', JOB_WORKERS: 'true', JOB_POLL_INTERVAL_MS: '500' });
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
  t.app.pubsub.subscribe((event) => frames.push(event.frame));
});
afterAll(() => t.close());

describe('the closing job', () => {
  it('closes the round and appends the winning idea as the next chapter, credited and labelled AI', async () => {
    const story = await buildStory(t.db, author, { genre: 'Mystery' }, 2);
    const target = { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
    const proposer = await buildUser(t.db);
    const proposal = (
      await propose(t.app, await signIn(t.app, proposer), target, { title: 'The Tide Door' })
    ).json();
    expect((await vote(t.app, authorCookie, proposal.id)).statusCode).toBe(201);

    const round = await waitForRound(t.db, target.chapterId, ['completed', 'failed']);
    expect(round).toMatchObject({ status: 'completed', winnerProposalId: proposal.id });

    const all = await chaptersOf(t.db, story.id);
    expect(all).toHaveLength(3);
    const written = all[2]!;
    expect(written).toMatchObject({
      id: round.resultChapterId,
      orderIndex: 3,
      title: 'The Tide Door',
      aiAssistance: 'generated',
      sourceProposalId: proposal.id,
      authorId: author.id,
    });
    expect(written.wordCount).toBeGreaterThan(50);

    const credit = {
      proposalId: proposal.id,
      title: 'The Tide Door',
      proposer: { username: proposer.username, displayName: proposer.displayName },
    };
    const one = await t.app.inject({ url: `/api/chapters/${written.id}` });
    expect(one.json()).toMatchObject({ aiAssistance: 'generated', idea: credit });
    const list = (await t.app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    expect(list.map((c: { idea: unknown }) => c.idea)).toEqual([null, null, credit]);

    const listed = await t.app.inject({ url: `/api/chapters/${target.chapterId}/proposals-with-votes` });
    expect(listed.json().round).toMatchObject({
      state: 'completed',
      winnerProposalId: proposal.id,
      resultChapterId: written.id,
    });
    const myVotes = await t.app.inject({ url: '/api/user/votes', headers: { cookie: authorCookie } });
    expect(myVotes.json()[0]).toMatchObject({ isWinner: true, round: { state: 'completed' } });

    // A system generation: no user, kept in the ledger with the text it wrote.
    const [generation] = await t.db.select().from(aiGenerations).where(isNull(aiGenerations.userId));
    expect(generation).toMatchObject({
      status: 'succeeded',
      task: 'chapter-content',
      output: written.content,
    });

    const states = frames.flatMap((f) =>
      f.type === 'round_changed' && f.round.chapterId === target.chapterId ? [f.round.state] : [],
    );
    expect(states).toEqual(['open', 'writing', 'completed']);
    expect(frames).toContainEqual({
      type: 'votes_changed',
      chapterId: target.chapterId,
      proposals: [{ id: proposal.id, voteCount: 1 }],
    });
  });

  it('ends a round without votes with no chapter', async () => {
    const story = await buildStory(t.db, author, {}, 1);
    const target = { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
    expect((await propose(t.app, authorCookie, target, { content: IDEA })).statusCode).toBe(201);
    const round = await waitForRound(t.db, target.chapterId, ['no_votes', 'completed', 'failed']);
    expect(round).toMatchObject({ status: 'no_votes', winnerProposalId: null, resultChapterId: null });
    expect(await chaptersOf(t.db, story.id)).toHaveLength(1);
  });

  it('lets the new chapter start the next round', async () => {
    const story = await buildStory(t.db, author, {}, 1);
    const first = { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
    const proposal = (await propose(t.app, authorCookie, first)).json();
    await vote(t.app, authorCookie, proposal.id);
    const round = await waitForRound(t.db, first.chapterId, ['completed', 'failed']);
    expect(round.status).toBe('completed');
    const next = { storyId: story.id, chapterId: round.resultChapterId! };
    expect((await propose(t.app, authorCookie, first)).statusCode).toBe(409);
    expect((await propose(t.app, authorCookie, next)).statusCode).toBe(201);
    const [chapter] = await chaptersOf(t.db, story.id).then((all) =>
      all.filter((c) => c.id === next.chapterId),
    );
    expect(chapter?.parentId).toBe(first.chapterId);
    expect(await t.db.select().from(aiGenerations).where(eq(aiGenerations.status, 'failed'))).toEqual([]);
  });
});
