import { Vote } from 'lucide-react';
import { Link } from 'wouter';
import { useProposalsWithVotes } from '../../lib/proposals';

/**
 * The overlay footer's Vote indicator (docs/reference/routes.md#reader): while the latest chapter's voting
 * round is open, the number of ideas, linking to its proposals screen. Nothing otherwise (no round, closed,
 * voting off, or a server without voting).
 */
export function VoteIndicator({ storyId, latestChapterId }: { storyId: number; latestChapterId: number }) {
  const proposals = useProposalsWithVotes(latestChapterId);
  if (proposals.data?.round.state !== 'open') return null;
  const count = proposals.data.proposals.filter((p) => !p.isVetoed).length;
  return (
    <Link
      href={`/proposals/${storyId}/${latestChapterId}`}
      aria-label={`Vote on the next chapter: ${count} ${count === 1 ? 'idea' : 'ideas'}`}
      className="relative grid size-10 shrink-0 place-items-center rounded-full border border-current/20 hover:bg-current/10"
    >
      <Vote aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-[var(--color-accent)] px-1 font-sans font-semibold text-[11px] text-white tabular-nums"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
