import { Trophy, Vote } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { MyVote, VotingRoundState } from '../../../contract/proposals';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { formatDate } from '../../lib/dates';
import { useMyVotes } from '../../lib/proposals';

const stateLabels: Record<VotingRoundState, string> = {
  not_started: 'Not started',
  open: 'Voting open',
  writing: 'Writing the winner',
  completed: 'Chapter written',
  no_votes: 'Closed without votes',
  failed: 'Writing failed',
  disabled: 'Voting switched off',
  not_latest: 'Closed',
};

/**
 * "My Votes" on /profile (docs/reference/routes.md#profile): the signed-in user's votes (GET /api/user/votes)
 * with the story, the idea, the round's state and a mark on ideas that won; each leads to its proposals
 * screen.
 */
export function MyVotesList() {
  const [, navigate] = useLocation();
  const votes = useMyVotes();
  if (votes.isPending) return <ListSkeleton rows={2} label="Loading votes..." />;
  if (votes.isError) return <ErrorState error={votes.error} onRetry={() => votes.refetch()} />;
  if (votes.data.length === 0) {
    return (
      <EmptyState
        title="No votes yet"
        description="Vote on readers' ideas for the next chapter of the stories you read."
        icon={<Vote className="h-10 w-10" />}
      >
        <Button variant="secondary" onClick={() => navigate('/discover')}>
          Discover Stories
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {votes.data.map((vote) => (
        <MyVoteItem key={vote.id} vote={vote} />
      ))}
    </ul>
  );
}

function MyVoteItem({ vote }: { vote: MyVote }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line bg-panel p-4">
      <p className="text-xs text-neutral-400">
        <Link href={`/reading/${vote.story.id}`} className="hover:underline">
          {vote.story.title}
        </Link>
      </p>
      <h2 className="font-semibold text-white">
        <Link
          href={`/proposals/${vote.story.id}/${vote.proposal.chapterId}`}
          className="hover:underline focus-visible:underline"
        >
          {vote.proposal.title}
        </Link>
      </h2>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-white/5 px-2 py-0.5 text-neutral-300">
          {stateLabels[vote.round.state]}
        </span>
        {vote.isWinner ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/15 px-2 py-0.5 font-medium text-amber-200">
            <Trophy aria-hidden="true" className="h-3.5 w-3.5" /> Winner
          </span>
        ) : null}
        <span className="text-neutral-400">
          Voted <time dateTime={vote.createdAt}>{formatDate(vote.createdAt)}</time>
        </span>
      </div>
    </li>
  );
}
