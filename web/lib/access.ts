import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

/** Query keys of the access answers, shaped like the URL they load. */
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

/** Query options (key and typed loader) of the access answers. */
export const accessQueries = {
  ageVerification: (storyId: number) =>
    queryOptions({
      queryKey: accessKeys.ageVerification(storyId),
      queryFn: () => api.GET('/api/stories/{id}/age-verification', { params: { path: { id: storyId } } }),
    }),
  contentAccess: (storyId: number, chapterId?: number) =>
    queryOptions({
      queryKey: accessKeys.contentAccess(storyId, chapterId),
      queryFn: () => fetchContentAccess(storyId, chapterId),
    }),
};

/**
 * GET /api/content-access?storyId=&chapterId=: whether the viewer may read the story (or one chapter),
 * and why (docs/reference/access.md#policy). Also polled once after a Stripe payment.
 */
export function fetchContentAccess(storyId: number, chapterId?: number) {
  return api.GET('/api/content-access', {
    params: { query: { storyId, ...(chapterId ? { chapterId } : {}) } },
  });
}

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
 * GET /api/stories/{id}/age-verification: `{isVerified}` for the signed-in reader
 * (docs/reference/access.md#adult: fetched only for signed-in readers of adult stories, so pass `enabled`
 * accordingly).
 */
export function useAgeVerification(storyId: number, enabled: boolean) {
  return useQuery({ ...accessQueries.ageVerification(storyId), enabled: enabled && storyId > 0 });
}

/**
 * POST /api/stories/{id}/verify-age with an empty body: records the reader's 18+ confirmation for this
 * story (docs/reference/access.md#adult, docs/reference/routes.md#api-reading). On success the story's
 * verification answer turns true and every access-dependent answer reloads.
 * @throws ApiError 401 UNAUTHENTICATED, 404 STORY_NOT_FOUND
 */
export function useVerifyAge(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/stories/{id}/verify-age', { params: { path: { id: storyId } } }),
    onSuccess: () => {
      queryClient.setQueryData(accessKeys.ageVerification(storyId), { isVerified: true });
      return invalidateAccess(queryClient);
    },
  });
}
