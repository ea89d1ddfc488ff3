import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

/** Query keys of the access answers (the default queryFn GETs the parts joined by "/"). */
export const accessKeys = {
  ageVerification: (storyId: number) => ['/api/stories', storyId, 'age-verification'] as const,
  contentAccess: (storyId: number, chapterId?: number) =>
    [
      `/api/content-access?${new URLSearchParams({
        storyId: String(storyId),
        ...(chapterId ? { chapterId: String(chapterId) } : {}),
      })}`,
    ] as const,
};

/**
 * Marks stale everything whose answer depends on what the reader may read: the story, its chapters,
 * single chapters, access answers, subscription lists and the hub's shelves. Called after a purchase,
 * a subscription, a cancellation and an age confirmation, so the reader reloads the chapter.
 */
export function invalidateAccess(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = String(query.queryKey[0]);
      return (
        head.startsWith('/api/stories') ||
        head.startsWith('/api/chapters') ||
        head.startsWith('/api/content-access') ||
        head.startsWith('/api/user/') ||
        head.startsWith('/api/authors') ||
        head.startsWith('/api/creator')
      );
    },
  });
}

/**
 * GET /api/stories/{id}/age-verification: `{isVerified}` for the signed-in reader (spec section 4:
 * fetched only for signed-in readers of adult stories, so pass `enabled` accordingly).
 */
export function useAgeVerification(storyId: number, enabled: boolean) {
  return useQuery<{ isVerified: boolean }>({
    queryKey: accessKeys.ageVerification(storyId),
    enabled: enabled && storyId > 0,
  });
}

/**
 * POST /api/stories/{id}/verify-age with an empty body: records the reader's 18+ confirmation for this
 * story (spec sections 4 and 7). On success the story's verification answer turns true and every
 * access-dependent answer reloads.
 * @throws ApiError 401 UNAUTHENTICATED, 404 STORY_NOT_FOUND
 */
export function useVerifyAge(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`/api/stories/${storyId}/verify-age`),
    onSuccess: () => {
      queryClient.setQueryData(accessKeys.ageVerification(storyId), { isVerified: true });
      return invalidateAccess(queryClient);
    },
  });
}
