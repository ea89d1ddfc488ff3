import { Check, ThumbsUp } from 'lucide-react';
import type { Proposal } from '../../../contract/proposals';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDateTime } from '../../lib/dates';
import { voteCount } from './round-status';

/**
 * The detail dialog of one idea (docs/reference/routes.md#proposals): title, the whole idea, vote count,
 * submitted date and proposer, and the Vote button, which becomes a disabled "Voted" once the reader has
 * voted (docs/reference/community.md#rounds). Closed rounds and vetoed ideas take no votes.
 */
export function ProposalDialog({
  proposal,
  isVotingOpen,
  isVoting,
  onVote,
  onClose,
}: {
  proposal: Proposal | null;
  isVotingOpen: boolean;
  isVoting: boolean;
  onVote: (proposal: Proposal) => void;
  onClose: () => void;
}) {
  const canVote = isVotingOpen && proposal !== null && !proposal.isVetoed;
  return (
    <Dialog
      open={proposal !== null}
      onOpenChange={(open) => !open && onClose()}
      title={proposal?.title ?? ''}
    >
      {proposal ? (
        <div className="flex flex-col gap-4">
          <p className="whitespace-pre-wrap text-sm leading-relaxed text-neutral-200">{proposal.content}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-neutral-400">Votes</dt>
            <dd className="font-semibold text-white tabular-nums">{voteCount(proposal.voteCount)}</dd>
            <dt className="text-neutral-400">Submitted</dt>
            <dd className="text-neutral-200">
              <time dateTime={proposal.createdAt}>{formatDateTime(proposal.createdAt)}</time>
            </dd>
            <dt className="text-neutral-400">Proposed by</dt>
            <dd className="text-neutral-200">
              {proposal.proposer.displayName} (@{proposal.proposer.username})
            </dd>
          </dl>
          {proposal.isVetoed ? <p className="text-sm text-red-300">The author vetoed this idea.</p> : null}
          <Button
            size="lg"
            onClick={() => onVote(proposal)}
            disabled={proposal.hasVoted || !canVote || isVoting}
            variant={proposal.hasVoted ? 'secondary' : 'primary'}
          >
            {proposal.hasVoted ? (
              <>
                <Check aria-hidden="true" className="h-5 w-5" /> Voted
              </>
            ) : (
              <>
                <ThumbsUp aria-hidden="true" className="h-5 w-5" />
                {isVoting ? 'Voting...' : canVote ? 'Vote' : 'Voting closed'}
              </>
            )}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
