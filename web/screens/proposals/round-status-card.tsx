import { BookOpen, CircleSlash, Clock, LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { VotingRound } from '../../../contract/proposals';
import { Button, buttonClass } from '../../components/ui/button';
import { formatWeekdayTime } from '../../lib/dates';
import { useRetryRound } from '../../lib/proposals';
import { showErrorToast, showToast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { formatCountdown } from './round-status';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="round-status-title"
      className="flex items-start gap-3 rounded-2xl border border-line bg-panel p-4"
    >
      <div aria-hidden="true" className="mt-0.5 text-accent-soft">
        {icon}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 id="round-status-title" className="font-semibold text-white">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * The voting round's state above the list: the countdown while open, "Writing the winning chapter…"
 * after close, then a link to the new chapter, or why there is none ("no votes", writing failed with
 * Retry for the author, voting switched off, not the latest chapter).
 */
export function RoundStatusCard({
  round,
  storyId,
  isAuthor,
  latestChapterId,
}: {
  round: VotingRound;
  storyId: number;
  isAuthor: boolean;
  latestChapterId: number | null;
}) {
  const now = useNow(1000, round.state === 'open');
  const retry = useRetryRound(round.chapterId);
  const onRetry = () =>
    retry.mutate(undefined, {
      onSuccess: () => showToast('Retrying', 'The AI is writing the winning chapter again.'),
      onError: (error) => showErrorToast(error, 'Error', 'Failed to retry writing the chapter.'),
    });

  switch (round.state) {
    case 'open': {
      const left = round.closesAt ? formatCountdown(round.closesAt, now) : null;
      return (
        <Card icon={<Clock className="h-5 w-5" />} title={left ? 'Voting is open' : 'Voting is closing…'}>
          {left && round.closesAt ? (
            <p className="text-sm text-neutral-300">
              Closes in{' '}
              <time dateTime={round.closesAt} className="font-semibold text-white tabular-nums">
                {left}
              </time>{' '}
              ({formatWeekdayTime(round.closesAt)}). The idea with the most votes becomes the next chapter.
            </p>
          ) : (
            <p className="text-sm text-neutral-300">Counting the votes.</p>
          )}
        </Card>
      );
    }
    case 'writing':
      return (
        <Card icon={<LoaderCircle className="h-5 w-5 animate-spin" />} title="Writing the winning chapter…">
          <p className="text-sm text-neutral-300">Voting has closed. The AI is writing the winning idea.</p>
        </Card>
      );
    case 'completed':
      return (
        <Card icon={<BookOpen className="h-5 w-5" />} title="The winning chapter is here">
          <p className="text-sm text-neutral-300">The readers' favourite idea is now the next chapter.</p>
          {round.resultChapterId ? (
            <Link
              href={`/reader/${storyId}?chapter=${round.resultChapterId}`}
              className={buttonClass('primary', 'md', 'mt-1 self-start')}
            >
              Read the new chapter
            </Link>
          ) : null}
        </Card>
      );
    case 'no_votes':
      return (
        <Card icon={<CircleSlash className="h-5 w-5" />} title="Voting closed with no votes">
          <p className="text-sm text-neutral-300">No idea received a vote, so no chapter was written.</p>
        </Card>
      );
    case 'failed':
      return (
        <Card
          icon={<TriangleAlert className="h-5 w-5 text-red-400" />}
          title="Writing the winning chapter failed"
        >
          <p className="text-sm text-neutral-300">
            {isAuthor
              ? `Retry, or write the chapter yourself.${round.failureReason ? ` (${round.failureReason})` : ''}`
              : 'The author can retry or write the chapter.'}
          </p>
          {isAuthor ? (
            <Button size="sm" className="mt-1 self-start" onClick={onRetry} disabled={retry.isPending}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" /> {retry.isPending ? 'Retrying...' : 'Retry'}
            </Button>
          ) : null}
        </Card>
      );
    case 'disabled':
      return (
        <Card icon={<CircleSlash className="h-5 w-5" />} title="Community voting is off">
          <p className="text-sm text-neutral-300">The author writes the next chapter of this story.</p>
        </Card>
      );
    case 'not_latest':
      return (
        <Card icon={<BookOpen className="h-5 w-5" />} title="Voting happens on the latest chapter">
          {latestChapterId ? (
            <Link
              href={`/proposals/${storyId}/${latestChapterId}`}
              className={buttonClass('secondary', 'sm', 'mt-1 self-start')}
            >
              Ideas for the latest chapter
            </Link>
          ) : null}
        </Card>
      );
    default:
      return null;
  }
}
