import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorProfile } from '../../contract/creators';
import type { FollowerPage } from '../../contract/follows';
import { api } from './api';
import { authorKeys } from './authors';
import { showErrorToast } from './toast';

/** Query keys of follows (docs/reference/people.md#follows), shaped like their URL. */
export const followKeys = {
  /** GET /api/creator/followers: the signed-in author's followers, pages by `before`. */
  followers: ['/api/creator/followers'] as const,
};

/**
 * The signed-in author's followers, newest first: the first page, then older ones with `fetchNextPage`
 * (`?before=` the oldest follow time shown). Each page carries `total` and `gained30d`.
 */
export function useFollowers() {
  return useInfiniteQuery<
    FollowerPage,
    Error,
    InfiniteData<FollowerPage, string | null>,
    typeof followKeys.followers,
    string | null
  >({
    queryKey: followKeys.followers,
    queryFn: ({ pageParam }) =>
      api.GET('/api/creator/followers', {
        params: { query: pageParam === null ? {} : { before: pageParam } },
      }),
    initialPageParam: null,
    getNextPageParam: (last) => (last.hasMore ? (last.followers.at(-1)?.followedAt ?? null) : null),
  });
}

/**
 * Follow and unfollow of the author page `routeUsername` (the name in the URL, the key of the cached
 * profile). Optimistic: the cached profile's `isFollowing` and `followerCount` change at once and go back
 * when the server refuses; afterwards the profile, the cards and the dashboard figures are marked stale.
 * `toggle()` follows when not following and unfollows otherwise.
 */
export function useFollowToggle(routeUsername: string, author: AuthorProfile) {
  const queryClient = useQueryClient();
  const key = authorKeys.profile(routeUsername);
  const mutation = useMutation({
    mutationFn: (follow: boolean) => {
      const init = { params: { path: { username: author.username } } };
      return follow
        ? api.POST('/api/authors/{username}/follow', init)
        : api.DELETE('/api/authors/{username}/follow', init);
    },
    onMutate: async (follow: boolean) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AuthorProfile>(key);
      if (previous && Boolean(previous.isFollowing) !== follow) {
        queryClient.setQueryData<AuthorProfile>(key, {
          ...previous,
          isFollowing: follow,
          followerCount: Math.max(0, previous.followerCount + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onSuccess: (state) => {
      const current = queryClient.getQueryData<AuthorProfile>(key);
      if (current) {
        queryClient.setQueryData<AuthorProfile>(key, {
          ...current,
          isFollowing: state.following,
          followerCount: state.followerCount,
        });
      }
    },
    onError: (error, follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showErrorToast(
        error,
        follow ? 'Could not follow' : 'Could not unfollow',
        'Something went wrong. Please try again.',
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const head = String(query.queryKey[0]);
          return head.startsWith('/api/authors') || head.startsWith('/api/creators');
        },
      }),
  });
  return {
    isFollowing: Boolean(author.isFollowing),
    isPending: mutation.isPending,
    toggle: () => mutation.mutate(!author.isFollowing),
  };
}
