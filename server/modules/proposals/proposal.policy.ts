import type { branchProposals, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { RoundWithWindow } from './voting-round.js';

type StoryRow = Pick<typeof stories.$inferSelect, 'authorId' | 'isPublished' | 'communityVotingEnabled'>;
type ProposalRow = Pick<typeof branchProposals.$inferSelect, 'isVetoed'>;

const VOTING_OFF = 'The author has switched off community voting for this story.';

/**
 * Whether `viewer` may see `proposal`: a vetoed idea only by the story's author
 * (docs/reference/community.md#proposals).
 */
export function canSeeProposal(viewer: SessionUser | null, proposal: ProposalRow, story: StoryRow): boolean {
  return !proposal.isVetoed || viewer?.id === story.authorId;
}

/**
 * Throws unless readers may propose for this chapter now: a published story with community voting on,
 * and the story's latest chapter (docs/reference/community.md#proposals). The round's own window is checked
 * under its lock (`assertRoundAccepting`).
 * @throws AppError PROPOSALS_CLOSED (409) with the reason
 */
export function assertCanPropose(story: StoryRow, isLatest: boolean): void {
  if (!story.isPublished) {
    throw new AppError('PROPOSALS_CLOSED', 'Ideas can be proposed once the story is published.');
  }
  if (!story.communityVotingEnabled) throw new AppError('PROPOSALS_CLOSED', VOTING_OFF);
  if (!isLatest) {
    throw new AppError('PROPOSALS_CLOSED', 'Ideas can only be proposed for the latest chapter of a story.');
  }
}

/**
 * Throws unless the round still takes proposals (status open and its window not over).
 * @throws AppError PROPOSALS_CLOSED "Voting has closed for this chapter."
 * (docs/reference/community.md#proposals)
 */
export function assertRoundAccepting(round: RoundWithWindow): void {
  if (!round.isAccepting) throw new AppError('PROPOSALS_CLOSED', 'Voting has closed for this chapter.');
}

/**
 * Throws unless a vote on `proposal` counts: community voting on, the round open, the idea not vetoed.
 * @throws AppError VOTING_CLOSED (409; default text "Voting has closed for this chapter.")
 */
export function assertCanVote(
  story: StoryRow,
  round: RoundWithWindow | undefined,
  proposal: ProposalRow,
): void {
  if (!story.communityVotingEnabled) throw new AppError('VOTING_CLOSED', VOTING_OFF);
  if (!round?.isAccepting) throw new AppError('VOTING_CLOSED');
  if (proposal.isVetoed) {
    throw new AppError('VOTING_CLOSED', 'The author vetoed this idea, so it cannot receive votes.');
  }
}

/**
 * Throws unless the author may still veto: only while the round is open (a closed round has a winner).
 * @throws AppError VOTING_CLOSED
 */
export function assertCanVeto(round: RoundWithWindow | undefined): void {
  if (!round?.isAccepting) throw new AppError('VOTING_CLOSED');
}
