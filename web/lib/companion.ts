import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZAskRequest, ZCompanionPlace } from '../../contract/companion';
import { api } from './api';

/** Where the reader is: the chapter shown and the character offset inside it (contract/companion.ts). */
export type CompanionPlace = z.input<typeof ZCompanionPlace>;
/** POST /api/stories/{id}/ask body: the question and the reader's place. */
export type AskRequest = z.input<typeof ZAskRequest>;

/** Query keys of the reader's companion, shaped like the URL they load. */
export const companionKeys = {
  /** GET /api/stories/{id}/companion: whether to offer a recap now. */
  state: (storyId: number) => ['/api/stories', storyId, 'companion'] as const,
};

/**
 * Whether to offer a "Previously on" recap as the reader opens (GET /api/stories/{id}/companion,
 * docs/reference/reading.md#recap), for a signed-in reader only. The server computes it from the saved
 * reading progress, so it is asked once per opening of a reader, before the reader saves progress (which
 * would make the last read "now"): the answer is never stale while the reader is open, and dropped (`gcTime`
 * 0) when it closes, so the next opening asks again.
 */
export function useCompanionState(storyId: number, isSignedIn: boolean) {
  return useQuery({
    queryKey: companionKeys.state(storyId),
    queryFn: () => api.GET('/api/stories/{id}/companion', { params: { path: { id: storyId } } }),
    enabled: isSignedIn,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * POST /api/stories/{id}/recap with the reader's place: "Previously on", built from the chapters before
 * the one shown that the reader may read. Empty `paragraphs` mean nothing to recap yet.
 * @throws ApiError 401 (signed out), 404 STORY_NOT_FOUND, 429 (AI rate limit or budget; the message says
 * when to retry)
 */
export function useRecap(storyId: number) {
  return useMutation({
    mutationFn: (place: CompanionPlace) =>
      api.POST('/api/stories/{id}/recap', { params: { path: { id: storyId } }, body: place }),
  });
}

/**
 * POST /api/stories/{id}/ask: a spoiler-safe answer from the chapters the reader has reached, with the
 * passages it used (best first; none when nothing matches).
 * @throws ApiError 400 (question too short or long), 401, 404 STORY_NOT_FOUND, 429 (AI rate limit or budget)
 */
export function useAsk(storyId: number) {
  return useMutation({
    mutationFn: (body: AskRequest) =>
      api.POST('/api/stories/{id}/ask', { params: { path: { id: storyId } }, body }),
  });
}
