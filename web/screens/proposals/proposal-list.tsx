import { Ban, Check, ThumbsUp, Trophy } from 'lucide-react';
import type { Proposal } from '../../../contract/proposals';
import { Button } from '../../components/ui/button';
import { proposalPreview, voteCount } from './round-status';

/**
 * The chapter's ideas, most votes first: title, a 200-character preview, proposer, live vote count and
 * marks for the winner, the reader's own vote and vetoed ideas. Opening one shows the detail dialog;
 * the author also gets Veto on each standing idea while voting is open.
 */
export function ProposalList({
  proposals,
  winnerId,
  canVeto,
  onOpen,
  onVeto,
}: {
  proposals: Proposal[];
  winnerId: number | null;
  canVeto: boolean;
  onOpen: (proposal: Proposal) => void;
  onVeto: (proposal: Proposal) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {proposals.map((proposal) => (
        <li
          key={proposal.id}
          className={`flex flex-col gap-2 rounded-2xl border bg-panel p-4 ${
            proposal.id === winnerId ? 'border-amber-400/60' : 'border-line'
          } ${proposal.isVetoed ? 'opacity-75' : ''}`}
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-white">
                <button
                  type="button"
                  className="text-left hover:underline focus-visible:underline"
                  onClick={() => onOpen(proposal)}
                >
                  {proposal.title}
                </button>
              </h3>
              <p className="text-xs text-neutral-400">by @{proposal.proposer.username}</p>
            </div>
            <p className="flex shrink-0 items-center gap-1 rounded-full bg-white/5 px-2.5 py-1 text-sm font-semibold text-white tabular-nums">
              <ThumbsUp aria-hidden="true" className="h-3.5 w-3.5 text-accent-soft" />
              <span aria-hidden="true">{proposal.voteCount}</span>
              <span className="sr-only">{voteCount(proposal.voteCount)}</span>
            </p>
          </div>
          <p className="text-sm leading-relaxed text-neutral-300">{proposalPreview(proposal.content)}</p>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            {proposal.id === winnerId ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/15 px-2 py-0.5 font-medium text-amber-200">
                <Trophy aria-hidden="true" className="h-3.5 w-3.5" /> Winner
              </span>
            ) : null}
            {proposal.hasVoted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-400/15 px-2 py-0.5 font-medium text-emerald-200">
                <Check aria-hidden="true" className="h-3.5 w-3.5" /> Voted
              </span>
            ) : null}
            {proposal.isVetoed ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-400/15 px-2 py-0.5 font-medium text-red-200">
                <Ban aria-hidden="true" className="h-3.5 w-3.5" /> Vetoed by the author
              </span>
            ) : null}
            {canVeto && !proposal.isVetoed ? (
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto"
                aria-label={`Veto ${proposal.title}`}
                onClick={() => onVeto(proposal)}
              >
                <Ban aria-hidden="true" className="h-4 w-4" /> Veto
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
