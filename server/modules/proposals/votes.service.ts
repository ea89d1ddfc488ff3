import { desc, eq, sql } from 'drizzle-orm';
import type { MyVote } from '../../../contract/proposals.js';
import type { Db } from '../../db/client.js';
import { branchProposals, stories, votes, votingRounds } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { assertCanVote } from './proposal.policy.js';
import { loadReadableProposal } from './proposal-queries.js';
import { presentMyVote, presentRound } from './proposals.presenter.js';
import { type CommunityDeps, publishTally } from './round-events.js';
import { lockRound, roundState } from './voting-round.js';

/** How many of a user's votes "My Votes" lists, newest first. */
const MY_VOTES_LIMIT = 100;

/**
 * POST /api/votes: records `viewer`'s vote on a proposal, once per person
 * (docs/reference/limits.md#proposals). The unique (user_id, proposal_id) index decides between simultaneous
 * duplicates: one row, the rest 409. The round's row is held `FOR SHARE` while voting, so closing waits for
 * the vote and counts it, or the vote sees the round closed. The room hears the new tally after the commit.
 * @returns the vote and the proposal's tally after it
 * @throws AppError UNAUTHENTICATED ("You need to log in to vote on proposals."), PROPOSAL_NOT_FOUND,
 *   CONTENT_LOCKED, VOTING_CLOSED (closed, voting off, vetoed idea), ALREADY_VOTED
 */
export async function castVote(deps: CommunityDeps, viewer: SessionUser | null, proposalId: number) {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'You need to log in to vote on proposals.');
  const { db } = deps;
  const { proposal, story } = await loadReadableProposal(db, viewer, proposalId);
  const vote = await db.transaction(async (tx) => {
    assertCanVote(story, await lockRound(tx, proposal.chapterId), proposal);
    const [row] = await tx
      .insert(votes)
      .values({ userId: viewer.id, proposalId: proposal.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('ALREADY_VOTED');
    return row;
  });
  const [tally] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(votes)
    .where(eq(votes.proposalId, proposal.id));
  await publishTally(deps, proposal.chapterId);
  return {
    id: vote.id,
    proposalId: proposal.id,
    createdAt: vote.createdAt.toISOString(),
    voteCount: tally?.count ?? 1,
  };
}

/**
 * GET /api/user/votes ("My Votes" on /profile): the viewer's latest votes, newest first, each with
 * its proposal, story and round (whose outcome says whether the idea won).
 */
export async function listMyVotes(db: Db, viewer: SessionUser): Promise<MyVote[]> {
  const rows = await db
    .select({ vote: votes, proposal: branchProposals, story: stories, round: votingRounds })
    .from(votes)
    .innerJoin(branchProposals, eq(branchProposals.id, votes.proposalId))
    .innerJoin(stories, eq(stories.id, branchProposals.storyId))
    .leftJoin(votingRounds, eq(votingRounds.chapterId, branchProposals.chapterId))
    .where(eq(votes.userId, viewer.id))
    .orderBy(desc(votes.createdAt), desc(votes.id))
    .limit(MY_VOTES_LIMIT);
  return rows.map(({ vote, proposal, story, round }) => {
    const chapter = { id: proposal.chapterId, storyId: story.id };
    // A voted proposal always has a round (the first proposal opens it), so "latest" does not matter.
    const state = roundState(round ?? undefined, {
      isVotingEnabled: story.communityVotingEnabled,
      isLatest: false,
    });
    return presentMyVote(
      vote,
      { id: proposal.id, title: proposal.title, chapterId: proposal.chapterId },
      { id: story.id, title: story.title },
      presentRound(chapter, round ?? undefined, state),
    );
  });
}
