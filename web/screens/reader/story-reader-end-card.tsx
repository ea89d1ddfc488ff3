import { Link } from 'wouter';
import type { VotingRoundState } from '../../../contract/proposals';
import { buttonClass } from '../../components/ui/button';
import { useProposalsWithVotes } from '../../lib/proposals';
import { themedButton } from './story-reader-style';

/** Round states in which the latest chapter's proposals screen has something to show. */
const HAS_ROUND: VotingRoundState[] = ['open', 'writing', 'completed', 'no_votes', 'failed'];

/**
 * Shown after the last chapter (docs/reference/routes.md#reader): "Vote on Next Chapter" and "Propose
 * Continuation" (to /propose/{storyId}/{chapterId}). The spec sends the vote to /story/{storyId}, which is
 * only the story page; it goes to this chapter's proposals screen instead whenever a round exists there. With
 * community voting off neither is offered.
 */
export function StoryReaderEndCard({ storyId, chapterId }: { storyId: number; chapterId: number }) {
  const proposals = useProposalsWithVotes(chapterId);
  const state = proposals.data?.round.state;
  const hasRound = state !== undefined && HAS_ROUND.includes(state);
  const canPropose = state === undefined || state === 'open' || state === 'not_started';
  const isVotingOff = state === 'disabled';
  return (
    <section
      aria-labelledby="story-end-title"
      className="mt-10 rounded-2xl border border-current/15 bg-current/5 p-5 text-center"
    >
      <h2 id="story-end-title" className="font-semibold text-lg">
        You're all caught up
      </h2>
      <p className="mt-1 text-sm opacity-85">
        {isVotingOff
          ? 'This is the latest chapter. The author writes what happens next.'
          : 'This is the latest chapter. Help decide what happens next.'}
      </p>
      {isVotingOff ? null : (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link
            href={hasRound ? `/proposals/${storyId}/${chapterId}` : `/story/${storyId}`}
            className={buttonClass('primary', 'md')}
          >
            Vote on Next Chapter
          </Link>
          {canPropose ? (
            <Link href={`/propose/${storyId}/${chapterId}`} className={themedButton}>
              Propose Continuation
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
