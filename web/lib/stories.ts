import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from './api';

/** Query keys, shaped like the URL they load (invalidation matches on the head). */
export const storyKeys = {
  story: (id: number) => ['/api/stories', id] as const,
  chapters: (id: number) => ['/api/stories', id, 'chapters'] as const,
  chapter: (id: number) => ['/api/chapters', id] as const,
  /**
   * GET /api/stories/{id}/toc: the chapters without text (docs/reference/reading.md#contents,
   * docs/reference/performance.md#reader-download).
   */
  toc: (id: number) => ['/api/stories', id, 'toc'] as const,
  authored: ['/api/user/authored-stories'] as const,
  search: (q: string, genre: string, limit = 30) =>
    [`/api/stories/search?${searchParams(q, genre, limit)}`] as const,
  trending: (genre: string, limit = 20) =>
    [`/api/stories/trending?${searchParams('', genre, limit)}`] as const,
  /** GET /api/stories/subscribed: stories by the authors the reader subscribes to. */
  subscribed: (limit: number) => [`/api/stories/subscribed?limit=${limit}`] as const,
};

/** The query of a story search: `q` trimmed and left out when empty, `genre` left out for "All". */
function searchQuery(q: string, genre: string, limit: number) {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(genre && genre !== 'All' ? { genre } : {}),
    limit,
  };
}

function searchParams(q: string, genre: string, limit: number): string {
  return new URLSearchParams(
    Object.entries(searchQuery(q, genre, limit)).map(([name, value]) => [name, String(value)]),
  ).toString();
}

/** Query options (key and typed loader) of the story reads, for useQuery and prefetchQuery. */
export const storyQueries = {
  story: (id: number) =>
    queryOptions({
      queryKey: storyKeys.story(id),
      queryFn: () => api.GET('/api/stories/{id}', { params: { path: { id } } }),
    }),
  chapters: (id: number) =>
    queryOptions({
      queryKey: storyKeys.chapters(id),
      queryFn: () => api.GET('/api/stories/{id}/chapters', { params: { path: { id } } }),
    }),
  chapter: (id: number) =>
    queryOptions({
      queryKey: storyKeys.chapter(id),
      queryFn: () => api.GET('/api/chapters/{id}', { params: { path: { id } } }),
    }),
  toc: (id: number) =>
    queryOptions({
      queryKey: storyKeys.toc(id),
      queryFn: () => api.GET('/api/stories/{id}/toc', { params: { path: { id } } }),
    }),
  authored: () =>
    queryOptions({ queryKey: storyKeys.authored, queryFn: () => api.GET('/api/user/authored-stories') }),
  search: (q: string, genre: string, limit = 30) =>
    queryOptions({
      queryKey: storyKeys.search(q, genre, limit),
      queryFn: () => api.GET('/api/stories/search', { params: { query: searchQuery(q, genre, limit) } }),
    }),
  trending: (genre: string, limit = 20) =>
    queryOptions({
      queryKey: storyKeys.trending(genre, limit),
      queryFn: () => api.GET('/api/stories/trending', { params: { query: searchQuery('', genre, limit) } }),
    }),
  subscribed: (limit: number) =>
    queryOptions({
      queryKey: storyKeys.subscribed(limit),
      queryFn: () => api.GET('/api/stories/subscribed', { params: { query: { limit } } }),
    }),
};

/**
 * Marks every story list and story page stale after a write, so lists, counts and the library agree.
 */
export function invalidateStories(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = String(query.queryKey[0]);
      return (
        head.startsWith('/api/stories') || head.startsWith('/api/user/') || head.startsWith('/api/chapters')
      );
    },
  });
}

/** GET /api/stories/{id}: 404 for unknown stories and other authors' drafts. */
export function useStory(id: number) {
  return useQuery({ ...storyQueries.story(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /api/stories/{id}/chapters, ordered by orderIndex. */
export function useStoryChapters(id: number, enabled = true) {
  return useQuery({ ...storyQueries.chapters(id), enabled: enabled && id > 0 });
}

/**
 * GET /api/chapters/{id}: one chapter with its text, or its preview and lock reason when locked for the
 * viewer (the readers, the Read tab, the chapter editor, proposals).
 */
export function useChapter(id: number, enabled = true) {
  return useQuery({ ...storyQueries.chapter(id), enabled: enabled && id > 0 });
}

/** GET /api/stories/{id}/toc: the chapters in reading order, without text (both readers, the Read tab). */
export function useStoryToc(id: number, enabled = true) {
  return useQuery({ ...storyQueries.toc(id), enabled: enabled && id > 0 });
}

/** GET /api/stories/search: full-text over published stories; an empty query lists recent ones. */
export function useStorySearch(q: string, genre: string, limit = 30) {
  return useQuery(storyQueries.search(q, genre, limit));
}

/** GET /api/user/authored-stories: all of the signed-in user's stories, published and drafts. */
export function useAuthoredStories() {
  return useQuery(storyQueries.authored());
}

/** POST /api/stories. Returns the created story; lists are refreshed. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/stories'>) => api.POST('/api/stories', { body }),
    onSuccess: () => invalidateStories(queryClient),
  });
}

/**
 * PATCH /api/stories/{id} {isPublished}. The server refuses to publish a story without chapters (400).
 * @throws ApiError 400, 403 ACCESS_DENIED
 */
export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: number; isPublished: boolean }) =>
      api.PATCH('/api/stories/{id}', { params: { path: { id } }, body: { isPublished } }),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.story(story.id), story);
      return invalidateStories(queryClient);
    },
  });
}

/** DELETE /api/stories/{id} (author only). */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.DELETE('/api/stories/{id}', { params: { path: { id } } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.story(id) });
      return invalidateStories(queryClient);
    },
  });
}
