import { useQueryClient } from '@tanstack/react-query';
import type { Proposal } from '../../../contract/proposals';
import { ApiError } from '../../lib/api';
import { markVoted, useCastVote, useVetoProposal } from '../../lib/proposals';
import { showToast } from '../../lib/toast';

const showLoginRequired = () =>
  showToast('Login Required', 'You need to log in to vote on proposals.', { destructive: true });
const showAlreadyVoted = () => showToast('Already Voted', 'You have already voted on this proposal.');

/**
 * Voting and vetoing on a chapter's ideas with the toasts of docs/reference/texts.md#proposals: "Vote Cast";
 * "Login Required" when signed out; "Already Voted" (also when the server says so: 409 ALREADY_VOTED,
 * which marks it voted); otherwise "Vote Failed" with the server's reason or "Failed to cast vote.
 * Please try again.".
 */
export function useProposalActions(chapterId: number, isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const castVote = useCastVote(chapterId);
  const veto = useVetoProposal(chapterId);

  const vote = (proposal: Proposal) => {
    if (!isSignedIn) return showLoginRequired();
    if (proposal.hasVoted) return showAlreadyVoted();
    castVote.mutate(proposal.id, {
      onSuccess: () => showToast('Vote Cast', `Your vote for "${proposal.title}" has been counted.`),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return showLoginRequired();
        if (error instanceof ApiError && error.code === 'ALREADY_VOTED') {
          markVoted(queryClient, chapterId, proposal.id);
          return showAlreadyVoted();
        }
        const hasReason = error instanceof ApiError && error.status < 500 && Boolean(error.serverMessage);
        showToast(
          'Vote Failed',
          hasReason ? (error as ApiError).serverMessage : 'Failed to cast vote. Please try again.',
          { destructive: true },
        );
      },
    });
  };

  const vetoProposal = (proposal: Proposal, onDone: () => void) =>
    veto.mutate(proposal.id, {
      onSuccess: () => {
        showToast('Idea vetoed', `"${proposal.title}" no longer counts in this vote.`);
        onDone();
      },
      onError: (error) => {
        showToast('Error', error instanceof ApiError ? error.serverMessage : 'Failed to veto the idea.', {
          destructive: true,
        });
        onDone();
      },
    });

  return {
    vote,
    isVoting: castVote.isPending,
    votingId: castVote.isPending ? castVote.variables : null,
    veto: vetoProposal,
    isVetoing: veto.isPending,
  };
}
