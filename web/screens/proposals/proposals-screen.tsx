import { useQueryClient } from '@tanstack/react-query';
import { Lightbulb, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Proposal } from '../../../contract/proposals';
import { MissingResource } from '../../components/missing-resource';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { chapterHeading } from '../../lib/chapter-heading';
import { applyProposalFrameToCache, useProposalsWithVotes } from '../../lib/proposals';
import { useChapter, useStory, useStoryChapters } from '../../lib/stories';
import { useChapterRoom, useConnectionState, useOnReconnect } from '../../lib/use-live-socket';
import { ProposalDialog } from './proposal-dialog';
import { ProposalList } from './proposal-list';
import { closedForIdeasReason, ideaCount } from './round-status';
import { RoundStatusCard } from './round-status-card';
import { useProposalActions } from './use-proposal-actions';

/** How often to ask again while the round's outcome is awaited and the live socket is down, ms. */
const OFFLINE_REFRESH_MS = 10_000;

const isNotFound = (error: unknown) => error instanceof ApiError && [403, 404].includes(error.status);

/**
 * /proposals/{storyId}/{chapterId} (docs/reference/routes.md#proposals): the chapter's ideas with their live
 * tally (the chapter's room on the socket while the screen is open), the idea count and "Add Idea", the
 * round's countdown and then its result, a detail dialog with Vote, and Veto for the story's author.
 */
export function ProposalsScreen({ storyId, chapterId }: { storyId: number; chapterId: number }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data ?? null;
  const story = useStory(storyId);
  const chapters = useStoryChapters(storyId, story.isSuccess);
  const chapter = useChapter(chapterId);
  const proposals = useProposalsWithVotes(chapterId);
  const connection = useConnectionState();
  const actions = useProposalActions(chapterId, me !== null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [vetoing, setVetoing] = useState<Proposal | null>(null);

  useChapterRoom(storyId && chapterId ? { storyId, chapterId } : null, (frame) =>
    applyProposalFrameToCache(queryClient, chapterId, frame),
  );
  useOnReconnect(connection, () => void proposals.refetch());
  useOutcomeFallback(proposals.data?.round, connection === 'open', () => void proposals.refetch());

  const backHref = storyId ? `/reading/${storyId}` : '/';
  const layout = (body: ReactNode) => (
    <ScreenLayout header={<ScreenHeader title="Chapter Ideas" backHref={backHref} />}>{body}</ScreenLayout>
  );

  if (!storyId || !chapterId || isNotFound(story.error) || isNotFound(chapter.error)) {
    return layout(
      <MissingResource title="Chapter not found" description="This chapter does not exist or was deleted." />,
    );
  }
  if (story.isError) return layout(<ErrorState error={story.error} onRetry={() => story.refetch()} />);
  if (proposals.isError)
    return layout(<ErrorState error={proposals.error} onRetry={() => proposals.refetch()} />);
  if (story.isPending || proposals.isPending)
    return layout(<ListSkeleton rows={3} label="Loading ideas..." />);

  const { round } = proposals.data;
  const list = proposals.data.proposals;
  const isAuthor = me?.id === story.data.authorId;
  const canAddIdea = closedForIdeasReason(round.state) === null;
  const openProposal = list.find((p) => p.id === openId) ?? null;
  const latestChapterId = chapters.data?.[chapters.data.length - 1]?.id ?? null;
  const addIdea = () => navigate(`/propose/${storyId}/${chapterId}`);

  return layout(
    <div className="flex flex-col gap-5">
      <section aria-labelledby="ideas-context" className="flex flex-col gap-1">
        <h2 id="ideas-context" className="text-xl font-bold text-white">
          {story.data.title}
        </h2>
        <p className="text-sm text-neutral-400">
          What happens after {chapter.data ? chapterHeading(chapter.data) : 'this chapter'}?
        </p>
      </section>
      <RoundStatusCard
        round={round}
        storyId={storyId}
        isAuthor={isAuthor}
        latestChapterId={latestChapterId}
      />
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">{ideaCount(list.length)}</h2>
        {canAddIdea ? (
          <Button size="sm" onClick={addIdea}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add Idea
          </Button>
        ) : null}
      </div>
      {list.length === 0 ? (
        <EmptyState
          title="No Ideas Yet"
          headingLevel={3}
          description={canAddIdea ? 'Be the first to suggest what happens next.' : undefined}
          icon={<Lightbulb className="h-10 w-10" />}
        >
          {canAddIdea ? <Button onClick={addIdea}>Add Idea</Button> : null}
        </EmptyState>
      ) : (
        <ProposalList
          proposals={list}
          winnerId={round.state === 'completed' || round.state === 'writing' ? round.winnerProposalId : null}
          canVeto={isAuthor && round.state === 'open'}
          onOpen={(proposal) => setOpenId(proposal.id)}
          onVeto={setVetoing}
        />
      )}
      <ProposalDialog
        proposal={openProposal}
        isVotingOpen={round.state === 'open'}
        isVoting={actions.isVoting}
        onVote={actions.vote}
        onClose={() => setOpenId(null)}
      />
      <ConfirmDialog
        open={vetoing !== null}
        onOpenChange={(open) => !open && setVetoing(null)}
        title="Veto this idea?"
        description={`"${vetoing?.title ?? ''}" will no longer count in this vote. This cannot be undone.`}
        confirmLabel="Veto"
        isPending={actions.isVetoing}
        onConfirm={() => vetoing && actions.veto(vetoing, () => setVetoing(null))}
      />
    </div>,
  );
}

/**
 * Without the live socket the round's change of state would go unseen: refetch just after `closesAt`,
 * then every 10 s while the outcome is awaited (closing or writing) and the socket is down.
 */
function useOutcomeFallback(
  round: { state: string; closesAt: string | null } | undefined,
  isLive: boolean,
  refetch: () => void,
) {
  const refresh = useRef(refetch);
  refresh.current = refetch;
  const state = round?.state;
  const closesAt = round?.closesAt ?? null;
  useEffect(() => {
    if (state !== 'open' || !closesAt) return;
    const wait = Math.max(0, Date.parse(closesAt) - Date.now()) + 1500;
    if (wait > 2_000_000_000) return; // beyond setTimeout's range (24 days)
    const timer = setTimeout(() => refresh.current(), wait);
    return () => clearTimeout(timer);
  }, [state, closesAt]);
  const isAwaiting =
    state === 'writing' || (state === 'open' && closesAt !== null && Date.parse(closesAt) <= Date.now());
  useEffect(() => {
    if (isLive || !isAwaiting) return;
    const timer = setInterval(() => refresh.current(), OFFLINE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [isLive, isAwaiting]);
}
