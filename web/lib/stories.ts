import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Chapter, TocEntry } from '../../contract/chapters';
import type { CreateStoryRequest, Story } from '../../contract/stories';
import { api } from './api';

/** Query keys; the default queryFn GETs the parts joined by "/". */
export const storyKeys = {
  story: (id: number) => ['/api/stories', id] as const,
  chapters: (id: number) => ['/api/stories', id, 'chapters'] as const,
  chapter: (id: number) => ['/api/chapters', id] as const,
  /** GET /api/stories/{id}/toc: the chapters without text (issues 11 §3, 13). */
  toc: (id: number) => ['/api/stories', id, 'toc'] as const,
  authored: ['/api/user/authored-stories'] as const,
  search: (q: string, genre: string, limit = 30) =>
    [`/api/stories/search?${searchParams(q, genre, limit)}`] as const,
  trending: (genre: string, limit = 20) =>
    [`/api/stories/trending?${searchParams('', genre, limit)}`] as const,
};

function searchParams(q: string, genre: string, limit: number): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (genre && genre !== 'All') params.set('genre', genre);
  params.set('limit', String(limit));
  return params.toString();
}

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
  return useQuery<Story>({ queryKey: storyKeys.story(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /api/stories/{id}/chapters, ordered by orderIndex. */
export function useStoryChapters(id: number, enabled = true) {
  return useQuery<Chapter[]>({ queryKey: storyKeys.chapters(id), enabled: enabled && id > 0 });
}

/**
 * GET /api/chapters/{id}: one chapter with its text, or its preview and lock reason when locked for the
 * viewer (the readers, the Read tab, the chapter editor, proposals).
 */
export function useChapter(id: number, enabled = true) {
  return useQuery<Chapter>({ queryKey: storyKeys.chapter(id), enabled: enabled && id > 0 });
}

/** GET /api/stories/{id}/toc: the chapters in reading order, without text (both readers, the Read tab). */
export function useStoryToc(id: number, enabled = true) {
  return useQuery<TocEntry[]>({ queryKey: storyKeys.toc(id), enabled: enabled && id > 0 });
}

/** GET /api/stories/search: full-text over published stories; an empty query lists recent ones. */
export function useStorySearch(q: string, genre: string, limit = 30) {
  return useQuery<Story[]>({ queryKey: storyKeys.search(q, genre, limit) });
}

/** GET /api/user/authored-stories: all of the signed-in user's stories, published and drafts. */
export function useAuthoredStories() {
  return useQuery<Story[]>({ queryKey: storyKeys.authored });
}

/** POST /api/stories. Returns the created story; lists are refreshed. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoryRequest) => api.post<Story>('/api/stories', body),
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
      api.patch<Story>(`/api/stories/${id}`, { isPublished }),
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
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/stories/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.story(id) });
      return invalidateStories(queryClient);
    },
  });
}
