import type { MyVote, Proposal, VotingRound, VotingRoundState } from '../../../contract/proposals.js';
import type { branchProposals } from '../../db/schema.js';
import type { RoundRow } from './voting-round.js';

/** A proposal row with what the list query adds: its tally, the viewer's vote and its proposer. */
export type ProposalListRow = typeof branchProposals.$inferSelect & {
  voteCount: number;
  hasVoted: boolean;
  proposerUsername: string | null;
  proposerDisplayName: string | null;
};

/** The round of a chapter as readers see it; a chapter without a round has null times and ids. */
export function presentRound(
  chapter: { id: number; storyId: number },
  round: RoundRow | undefined,
  state: VotingRoundState,
): VotingRound {
  return {
    chapterId: chapter.id,
    storyId: chapter.storyId,
    state,
    opensAt: round?.opensAt.toISOString() ?? null,
    closesAt: round?.closesAt.toISOString() ?? null,
    winnerProposalId: round?.winnerProposalId ?? null,
    resultChapterId: round?.resultChapterId ?? null,
    failureReason: round?.failureReason ?? null,
  };
}

/**
 * docs/reference/data.md#entities: voters are counted, never named; the proposer is shown by
 * username and display name (the chapter credit names them too).
 */
export function presentProposal(row: ProposalListRow): Proposal {
  return {
    id: row.id,
    chapterId: row.chapterId,
    storyId: row.storyId,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    voteCount: row.voteCount,
    hasVoted: row.hasVoted,
    proposer: {
      username: row.proposerUsername ?? 'unknown',
      displayName: row.proposerDisplayName ?? row.proposerUsername ?? 'Unknown',
    },
    isVetoed: row.isVetoed,
  };
}

/** One of the viewer's votes ("My Votes" on /profile), with its round's outcome. */
export function presentMyVote(
  vote: { id: number; createdAt: Date },
  proposal: { id: number; title: string; chapterId: number },
  story: { id: number; title: string },
  round: VotingRound,
): MyVote {
  return {
    id: vote.id,
    createdAt: vote.createdAt.toISOString(),
    proposal,
    story,
    round,
    isWinner: round.winnerProposalId === proposal.id,
  };
}
