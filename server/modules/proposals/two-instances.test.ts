import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';
import { chaptersOf, lastChapterId, propose, vote, waitForRound } from './test-rounds.js';

// Two servers on one PostgreSQL database (docs/reference/community.md), each with its own pool and its own
// job worker. On PGlite one process owns the database, so this runs on PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL);
const env = { VOTING_WINDOW_MS: '3000', JOB_WORKERS: 'true', JOB_POLL_INTERVAL_MS: '500' };
let a: TestContext;
let b: { app: App; close(): Promise<void> };

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp(env);
  b = await createTestInstance(a, env);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const tally = async (app: App, chapterId: number) =>
  (await app.inject({ url: `/api/chapters/${chapterId}/proposals-with-votes` }))
    .json()
    .proposals.map((p: { id: number; voteCount: number }) => [p.id, p.voteCount]);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  it('share the tally, and their two workers turn each round into exactly one chapter', async () => {
    const author = await buildUser(a.db);
    const authorOnA = await signIn(a.app, author);
    const readerOnB = await signIn(b.app, await buildUser(a.db));
    // Several rounds closing together, so both workers take some of them.
    const rounds = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const story = await buildStory(a.db, author, {}, 1);
        const target = { storyId: story.id, chapterId: await lastChapterId(a.db, story.id) };
        const proposal = (await propose(a.app, authorOnA, target)).json();
        return { ...target, proposalId: proposal.id as number };
      }),
    );
    const [first] = rounds;
    expect((await vote(a.app, authorOnA, first!.proposalId)).statusCode).toBe(201);
    expect(await tally(b.app, first!.chapterId)).toEqual([[first!.proposalId, 1]]);
    expect((await vote(b.app, readerOnB, first!.proposalId)).statusCode).toBe(201);
    expect(await tally(a.app, first!.chapterId)).toEqual([[first!.proposalId, 2]]);
    for (const round of rounds.slice(1)) await vote(b.app, readerOnB, round.proposalId);

    for (const round of rounds) {
      const closed = await waitForRound(a.db, round.chapterId, ['completed', 'failed']);
      expect(closed.status).toBe('completed');
      const written = (await chaptersOf(a.db, round.storyId)).filter(
        (c) => c.sourceProposalId === round.proposalId,
      );
      expect(written.map((c) => c.id)).toEqual([closed.resultChapterId]);
    }
  });
});
