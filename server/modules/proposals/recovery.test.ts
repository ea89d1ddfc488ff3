import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';
import { closeRound } from './close-round.js';
import { runCloseRoundJob } from './round-job.js';
import { chaptersOf, endWindow, lastChapterId, propose, roundOf, vote, waitForRound } from './test-rounds.js';

// Crashes and several instances. The first app runs no jobs (as if no server ran when the rounds'
// time came); instances started later on the same database recover them, or race on the same round.
let t: TestContext;
let author: UserRow;
let authorCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
});
afterAll(() => t.close());

const workers = { JOB_WORKERS: 'true', JOB_POLL_INTERVAL_MS: '500' };

/** A story whose latest chapter has a round with one voted proposal, its window over. */
async function overdueRound() {
  const story = await buildStory(t.db, author, {}, 2);
  const target = { storyId: story.id, chapterId: await lastChapterId(t.db, story.id) };
  const proposal = (await propose(t.app, authorCookie, target)).json();
  expect((await vote(t.app, authorCookie, proposal.id)).statusCode).toBe(201);
  await endWindow(t.db, target.chapterId);
  return { ...target, proposalId: proposal.id as number };
}

/** Runs the closing job's handler for the round of `chapterId` on `app`, as a worker would. */
async function runJob(app: App, chapterId: number) {
  const round = await roundOf(t.db, chapterId);
  const job = {
    id: 'test',
    data: { roundId: round!.id },
    attempt: 1,
    isLastAttempt: false,
    signal: new AbortController().signal,
  };
  await runCloseRoundJob(app, job);
}

async function chaptersFrom(storyId: number, proposalId: number) {
  return (await chaptersOf(t.db, storyId)).filter((c) => c.sourceProposalId === proposalId);
}

describe('rounds after a restart', () => {
  it('closes a round whose time passed while no server ran, when an instance starts', async () => {
    const target = await overdueRound();
    const instance = await createTestInstance(t, workers);
    try {
      const round = await waitForRound(t.db, target.chapterId, ['completed', 'failed']);
      expect(round.status).toBe('completed');
      expect(await chaptersFrom(target.storyId, target.proposalId)).toHaveLength(1);
    } finally {
      await instance.close();
    }
  });

  it('writes the chapter of a round closed by a process that died before writing it, once', async () => {
    const target = await overdueRound();
    // The process "dies" right after choosing the winner: the round stays 'writing' with no chapter.
    const closed = await closeRound(t.db, (await roundOf(t.db, target.chapterId))!.id);
    expect(closed?.round).toMatchObject({ status: 'writing', winnerProposalId: target.proposalId });

    const instance = await createTestInstance(t, workers);
    try {
      const round = await waitForRound(t.db, target.chapterId, ['completed', 'failed']);
      expect(round.status).toBe('completed');
      // Running the job again, twice at once, changes nothing.
      await Promise.all([runJob(instance.app, target.chapterId), runJob(t.app, target.chapterId)]);
      expect(await chaptersFrom(target.storyId, target.proposalId)).toHaveLength(1);
      expect((await roundOf(t.db, target.chapterId))?.resultChapterId).toBe(round.resultChapterId);
    } finally {
      await instance.close();
    }
  });
});

describe('two instances', () => {
  it('close one round at once into exactly one chapter', async () => {
    const target = await overdueRound();
    const before = (await chaptersOf(t.db, target.storyId)).length;
    const instance = await createTestInstance(t);
    try {
      await Promise.all([runJob(t.app, target.chapterId), runJob(instance.app, target.chapterId)]);
    } finally {
      await instance.close();
    }
    const round = await roundOf(t.db, target.chapterId);
    const written = await chaptersFrom(target.storyId, target.proposalId);
    expect(written).toHaveLength(1);
    expect(round).toMatchObject({ status: 'completed', resultChapterId: written[0]!.id });
    expect(await chaptersOf(t.db, target.storyId)).toHaveLength(before + 1);
  });
});
