import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Proposal, ProposalsWithVotes, ZCreateProposalRequest } from '../../contract/proposals';
import type { ServerFrame } from '../../contract/ws';
import { api } from './api';
import { storyKeys } from './stories';

/** Query keys of proposals and votes, shaped like the URL they load. */
export const proposalKeys = {
  forChapter: (chapterId: number) => ['/api/chapters', chapterId, 'proposals-with-votes'] as const,
  myVotes: ['/api/user/votes'] as const,
};

/** Whether `queryKey` is some chapter's proposals-with-votes (proposalKeys.forChapter). */
function isProposalsKey(queryKey: readonly unknown[]): boolean {
  const sample = proposalKeys.forChapter(0);
  return queryKey[0] === sample[0] && queryKey[2] === sample[2];
}

/**
 * Proposals in the order readers see them: standing ones by most votes, a tie to the earliest
 * (the server's winner rule, docs/reference/community.md#proposals), vetoed ones last.
 */
export function sortProposals(proposals: Proposal[]): Proposal[] {
  return [...proposals].sort(
    (a, b) =>
      Number(a.isVetoed) - Number(b.isVetoed) ||
      b.voteCount - a.voteCount ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id - b.id,
  );
}

/**
 * The cached answer after a socket frame: `votes_changed` sets tallies, `round_changed` replaces the
 * round. Returns `stale: true` when the frame names a proposal the cache does not hold (a new idea),
 * so the caller refetches. Frames about other chapters leave it unchanged.
 */
export function applyProposalFrame(
  data: ProposalsWithVotes | undefined,
  chapterId: number,
  frame: ServerFrame,
): { data: ProposalsWithVotes | undefined; stale: boolean } {
  if (frame.type === 'round_changed') {
    if (frame.round.chapterId !== chapterId) return { data, stale: false };
    return { data: data ? { ...data, round: frame.round } : data, stale: !data };
  }
  if (frame.type !== 'votes_changed' || frame.chapterId !== chapterId) return { data, stale: false };
  if (!data) return { data, stale: true };
  const tallies = new Map(frame.proposals.map((p) => [p.id, p.voteCount]));
  const known = new Set(data.proposals.map((p) => p.id));
  const stale = frame.proposals.some((p) => !known.has(p.id));
  const proposals = sortProposals(
    data.proposals.map((p) => (tallies.has(p.id) ? { ...p, voteCount: tallies.get(p.id)! } : p)),
  );
  return { data: { ...data, proposals }, stale };
}

/** Applies a socket frame to the cached proposals of `chapterId`, refetching when it names new ideas. */
export function applyProposalFrameToCache(queryClient: QueryClient, chapterId: number, frame: ServerFrame) {
  if (frame.type !== 'votes_changed' && frame.type !== 'round_changed') return;
  const key = proposalKeys.forChapter(chapterId);
  const result = applyProposalFrame(queryClient.getQueryData<ProposalsWithVotes>(key), chapterId, frame);
  if (result.data) queryClient.setQueryData(key, result.data);
  if (result.stale) void queryClient.invalidateQueries({ queryKey: key });
  if (frame.type === 'round_changed' && frame.round.state === 'completed') {
    // The new chapter exists: the story's chapter list and counts change.
    void queryClient.invalidateQueries({ queryKey: storyKeys.story(frame.round.storyId) });
  }
}

/** GET /api/chapters/{id}/proposals-with-votes: the round and its proposals (most votes first). */
export function useProposalsWithVotes(chapterId: number, enabled = true) {
  return useQuery({
    queryKey: proposalKeys.forChapter(chapterId),
    queryFn: () =>
      api.GET('/api/chapters/{id}/proposals-with-votes', { params: { path: { id: chapterId } } }),
    enabled: enabled && chapterId > 0,
    select: (data) => ({ ...data, proposals: sortProposals(data.proposals) }),
  });
}

/**
 * POST /api/votes {proposalId}: marks the proposal voted and sets its tally from the answer.
 * @throws ApiError 401 UNAUTHENTICATED, 409 ALREADY_VOTED / VOTING_CLOSED, 404 PROPOSAL_NOT_FOUND
 */
export function useCastVote(chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: number) => api.POST('/api/votes', { body: { proposalId } }),
    onSuccess: (vote) => {
      queryClient.setQueryData<ProposalsWithVotes>(proposalKeys.forChapter(chapterId), (data) =>
        data
          ? {
              ...data,
              proposals: data.proposals.map((p) =>
                p.id === vote.proposalId ? { ...p, voteCount: vote.voteCount, hasVoted: true } : p,
              ),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: proposalKeys.myVotes });
    },
  });
}

/** Marks a proposal voted in the cache (after a 409 ALREADY_VOTED, the server's word). */
export function markVoted(queryClient: QueryClient, chapterId: number, proposalId: number): void {
  queryClient.setQueryData<ProposalsWithVotes>(proposalKeys.forChapter(chapterId), (data) =>
    data
      ? {
          ...data,
          proposals: data.proposals.map((p) => (p.id === proposalId ? { ...p, hasVoted: true } : p)),
        }
      : data,
  );
}

export type CreateProposalRequest = z.output<typeof ZCreateProposalRequest>;

/**
 * POST /api/branch-proposals {chapterId, storyId, title, content}; refreshes the chapter's list.
 * @throws ApiError 400 VALIDATION_ERROR, 409 PROPOSALS_CLOSED or PROPOSAL_LIMIT_REACHED (the form shows
 *   the server's message), 403 CONTENT_LOCKED
 */
export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProposalRequest) => api.POST('/api/branch-proposals', { body }),
    // The server may file the idea under the story's latest chapter: refresh every chapter's list.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isProposalsKey(query.queryKey) }),
  });
}

/** POST /api/proposals/{id}/veto (the story's author): the idea leaves the tally. @throws ApiError 403 */
export function useVetoProposal(chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: number) =>
      api.POST('/api/proposals/{id}/veto', { params: { path: { id: proposalId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.forChapter(chapterId) }),
  });
}

/** POST /api/chapters/{id}/voting-round/retry (the author, a failed round). @throws ApiError 403, 409 */
export function useRetryRound(chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.POST('/api/chapters/{id}/voting-round/retry', { params: { path: { id: chapterId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.forChapter(chapterId) }),
  });
}

/** GET /api/user/votes: the signed-in user's votes with each round's state ("My Votes"). */
export function useMyVotes() {
  return useQuery({ queryKey: proposalKeys.myVotes, queryFn: () => api.GET('/api/user/votes') });
}

/**
 * PATCH /api/stories/{id} {communityVotingEnabled} (the author). Refreshes the story and its rounds.
 * @throws ApiError 403 ACCESS_DENIED
 */
export function useSetCommunityVoting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
      api.PATCH('/api/stories/{id}', {
        params: { path: { id } },
        body: { communityVotingEnabled: isEnabled },
      }),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.story(story.id), story);
      return queryClient.invalidateQueries({ predicate: (query) => isProposalsKey(query.queryKey) });
    },
  });
}
