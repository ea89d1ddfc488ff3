import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { currentUserKey } from './auth';

/** Query keys of authors' public pages and the signed-in user's own profile, shaped like their URL. */
export const authorKeys = {
  /** GET /api/authors/{username}: the public profile. */
  profile: (username: string) => ['/api/authors', encodeURIComponent(username)] as const,
  /** GET /api/authors/{username}/stories: the author's published stories, co-written ones included. */
  stories: (username: string) => ['/api/authors', encodeURIComponent(username), 'stories'] as const,
  /** GET /api/user/profile: the signed-in user's own profile (the dashboard's Profile tab). */
  ownProfile: ['/api/user/profile'] as const,
};

/** Query options (key and typed loader) of the author reads, for useQuery and prefetchQuery. */
export const authorQueries = {
  profile: (username: string) =>
    queryOptions({
      queryKey: authorKeys.profile(username),
      queryFn: () => api.GET('/api/authors/{username}', { params: { path: { username } } }),
    }),
  stories: (username: string) =>
    queryOptions({
      queryKey: authorKeys.stories(username),
      queryFn: () => api.GET('/api/authors/{username}/stories', { params: { path: { username } } }),
    }),
  ownProfile: () =>
    queryOptions({ queryKey: authorKeys.ownProfile, queryFn: () => api.GET('/api/user/profile') }),
};

/**
 * Marks stale whatever shows the signed-in user's name, bio or photo: the current user, their own
 * profile and every author page (theirs among them). Called after a profile or photo change.
 */
export function invalidateProfiles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = String(query.queryKey[0]);
      return (
        head === currentUserKey[0] || head === authorKeys.ownProfile[0] || head.startsWith('/api/authors')
      );
    },
  });
}
