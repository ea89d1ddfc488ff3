import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Post, PostPage } from '../../contract/posts';
import { type ApiBody, api } from './api';
import { showErrorToast } from './toast';

/** Query keys of author posts (docs/reference/people.md#posts), shaped like their URL. */
export const postKeys = {
  /** Every post query: the prefix invalidated after a post is written, edited, deleted or voted in. */
  all: ['/api/posts'] as const,
  /** GET /api/posts/{id}. */
  one: (id: number) => ['/api/posts', id] as const,
  /** GET /api/authors/{username}/posts, paged by `before`. */
  byAuthor: (username: string) => ['/api/posts', 'author', encodeURIComponent(username)] as const,
  /** GET /api/feed/posts: posts of the authors the signed-in reader follows or subscribes to. */
  feed: ['/api/posts', 'feed'] as const,
};

/** Query options of one post (a 404 is an ApiError with status 404). */
export const postQueries = {
  one: (id: number) =>
    queryOptions({
      queryKey: postKeys.one(id),
      queryFn: () => api.GET('/api/posts/{id}', { params: { path: { id } } }),
    }),
};

type PostPages = InfiniteData<PostPage, number | null>;

/** Next page's `before`: the oldest post id shown, while the server says there are more. */
const nextBefore = (last: PostPage) => (last.hasMore ? (last.posts.at(-1)?.id ?? null) : null);

/** The author's posts, newest first; older ones with `fetchNextPage`. */
export function useAuthorPosts(username: string) {
  return useInfiniteQuery<PostPage, Error, PostPages, ReturnType<typeof postKeys.byAuthor>, number | null>({
    queryKey: postKeys.byAuthor(username),
    queryFn: ({ pageParam }) =>
      api.GET('/api/authors/{username}/posts', {
        params: { path: { username }, query: pageParam === null ? {} : { before: pageParam } },
      }),
    initialPageParam: null,
    getNextPageParam: nextBefore,
  });
}

/** The signed-in reader's feed of posts (first page only when `enabled`). */
export function useFeedPosts(enabled: boolean) {
  return useInfiniteQuery<PostPage, Error, PostPages, typeof postKeys.feed, number | null>({
    queryKey: postKeys.feed,
    queryFn: ({ pageParam }) =>
      api.GET('/api/feed/posts', { params: { query: pageParam === null ? {} : { before: pageParam } } }),
    initialPageParam: null,
    getNextPageParam: nextBefore,
    enabled,
  });
}

/** Marks every post list and post stale (after a write or a vote). */
export function invalidatePosts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: postKeys.all });
}

/**
 * A vote in the poll of `post` (one per person; voting again moves it). The answer, the post with its new
 * counts, replaces the cached post; the lists are marked stale. A refusal shows a toast.
 */
export function usePollVote(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) =>
      api.POST('/api/posts/{id}/vote', { params: { path: { id: post.id } }, body: { optionId } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(postKeys.one(post.id), updated);
      return invalidatePosts(queryClient);
    },
    onError: (error) => showErrorToast(error, 'Vote not counted', 'Something went wrong. Please try again.'),
  });
}

/** POST /api/posts: publishes a post; every post list is marked stale after. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/posts'>) => api.POST('/api/posts', { body }),
    onSuccess: () => invalidatePosts(queryClient),
  });
}

/** DELETE /api/posts/{id}: the author deletes a post with its poll; the lists are marked stale. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.DELETE('/api/posts/{id}', { params: { path: { id } } }),
    onSuccess: () => invalidatePosts(queryClient),
    onError: (error) =>
      showErrorToast(error, 'Could not delete the post', 'Something went wrong. Please try again.'),
  });
}
