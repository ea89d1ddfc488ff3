import { useQuery } from '@tanstack/react-query';
import type { DiscoverCreator } from '../../contract/creators';
import { api } from './api';

/** Query keys of /discover, shaped like the URL they load. */
export const discoverKeys = {
  /**
   * GET /api/creators/discover: creators ranked by recent readers, then subscribers
   * (docs/reference/people.md#discovery).
   */
  creators: (genre: string, q: string, limit: number) =>
    [`/api/creators/discover?${discoverParams(genre, q, limit)}`] as const,
  summary: ['/api/creators/discover/summary'] as const,
};

/** The query of GET /api/creators/discover: `genre` left out for "All", `q` trimmed, left out when empty. */
function discoverQuery(genre: string, q: string, limit: number) {
  return {
    ...(genre && genre !== 'All' ? { genre } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
    limit,
  };
}

function discoverParams(genre: string, q: string, limit: number): string {
  return new URLSearchParams(
    Object.entries(discoverQuery(genre, q, limit)).map(([name, value]) => [name, String(value)]),
  ).toString();
}

/**
 * Creators for /discover, ranked by the server; `genre` "All" or '' for every genre, `q` a substring of
 * name, username or bio; `limit` 1..50 (contract ZDiscoverCreatorsQuery).
 */
export function useDiscoverCreators(genre: string, q: string, limit: number, enabled = true) {
  return useQuery({
    queryKey: discoverKeys.creators(genre, q, limit),
    queryFn: () => api.GET('/api/creators/discover', { params: { query: discoverQuery(genre, q, limit) } }),
    enabled,
  });
}

/** The two summary tiles of /discover: creators with a published story, readers this week. */
export function useDiscoverSummary() {
  return useQuery({
    queryKey: discoverKeys.summary,
    queryFn: () => api.GET('/api/creators/discover/summary'),
  });
}

/**
 * Up to `max` genres for the per-genre sections of /discover, taken from the ranked creators' top
 * genres: the genre named by the most creators first, ties in first-seen (ranking) order.
 */
export function popularGenres(creators: DiscoverCreator[], max: number): string[] {
  const counts = new Map<string, number>();
  for (const creator of creators) {
    for (const genre of creator.topGenres) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([genre]) => genre);
}
