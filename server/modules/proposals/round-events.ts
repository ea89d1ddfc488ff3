import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VotingRound } from '../../../contract/proposals.js';
import type { ServerFrame } from '../../../contract/ws.js';
import type { DbOrTx } from '../../db/client.js';
import { branchProposals, stories, votes } from '../../db/schema.js';
import { presentRound } from './proposals.presenter.js';
import { latestChapterId, type RoundRow, roundState } from './voting-round.js';

/** What the community services use besides the database: the queue, the socket fan-out, the AI. */
export type CommunityDeps = Pick<FastifyInstance, 'db' | 'config' | 'jobs' | 'pubsub' | 'log' | 'ai'>;

/**
 * The round of `chapter` as readers see it (state derived by `roundState` from the story's community
 * voting switch and whether the chapter is the latest).
 */
export async function describeRound(
  db: DbOrTx,
  chapter: { id: number; storyId: number },
  round: RoundRow | undefined,
): Promise<VotingRound> {
  const [story] = await db
    .select({ isVotingEnabled: stories.communityVotingEnabled })
    .from(stories)
    .where(eq(stories.id, chapter.storyId));
  const isLatest = round ? true : (await latestChapterId(db, chapter.storyId)) === chapter.id;
  const state = roundState(round, { isVotingEnabled: story?.isVotingEnabled ?? false, isLatest });
  return presentRound(chapter, round, state);
}

/**
 * Publishes a change that is already committed (docs/ARCHITECTURE.md: committed first, then published). A
 * failed publish is logged, not thrown: the change stands, and clients see it on their next fetch.
 */
async function publish(
  deps: CommunityDeps,
  chapterId: number,
  frame: () => Promise<ServerFrame>,
): Promise<void> {
  try {
    await deps.pubsub.publish({ chapterId, frame: await frame() });
  } catch (error) {
    deps.log.error({ err: error, chapterId }, 'publishing a voting event failed');
  }
}

/** Sends `round_changed` to the chapter's room (a round opened, closed, was written or failed). */
export async function publishRound(deps: CommunityDeps, round: RoundRow): Promise<void> {
  await publish(deps, round.chapterId, async () => ({
    type: 'round_changed',
    round: await describeRound(deps.db, { id: round.chapterId, storyId: round.storyId }, round),
  }));
}

/**
 * Sends `votes_changed` to the chapter's room with the tally of every proposal readers see (vetoed
 * ones have left it), after a vote, a veto or a new proposal.
 */
export async function publishTally(deps: CommunityDeps, chapterId: number): Promise<void> {
  await publish(deps, chapterId, async () => {
    const proposals = await deps.db
      .select({
        id: branchProposals.id,
        voteCount: sql<number>`(select count(*)::int from ${votes} where ${votes.proposalId} = "branch_proposals"."id")`,
      })
      .from(branchProposals)
      .where(and(eq(branchProposals.chapterId, chapterId), eq(branchProposals.isVetoed, false)))
      .orderBy(branchProposals.id);
    return { type: 'votes_changed', chapterId, proposals };
  });
}
