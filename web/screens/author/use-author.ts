import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { authorQueries } from '../../lib/authors';

/**
 * Loads the public profile of `username` (GET /api/authors/{username}). Returns `{ author,
 * isPending, error }`: author is null when there is no such user (404) and error holds any other failure.
 */
export function useAuthorByUsername(username: string) {
  const query = useQuery(authorQueries.profile(username));
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  return {
    isPending: query.isPending,
    author: query.data ?? null,
    error: isMissing ? null : query.error,
    refetch: query.refetch,
  };
}
