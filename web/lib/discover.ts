import { useQuery } from '@tanstack/react-query';
import type { DiscoverCreator, DiscoverSummary } from '../../contract/creators';

/** Query keys of /discover (the default queryFn GETs the parts joined by "/"). */
export const discoverKeys = {
  /** GET /api/creators/discover: creators ranked by recent readers, then subscribers (issue 10 §1). */
  creators: (genre: string, q: string, limit: number) =>
    [`/api/creators/discover?${discoverParams(genre, q, limit)}`] as const,
  summary: ['/api/creators/discover/summary'] as const,
};

function discoverParams(genre: string, q: string, limit: number): string {
  const params = new URLSearchParams();
  if (genre && genre !== 'All') params.set('genre', genre);
  if (q.trim()) params.set('q', q.trim());
  params.set('limit', String(limit));
  return params.toString();
}

/**
 * Creators for /discover, ranked by the server; `genre` "All" or '' for every genre, `q` a substring of
 * name, username or bio; `limit` 1..50 (contract ZDiscoverCreatorsQuery).
 */
export function useDiscoverCreators(genre: string, q: string, limit: number, enabled = true) {
  return useQuery<DiscoverCreator[]>({ queryKey: discoverKeys.creators(genre, q, limit), enabled });
}

/** The two summary tiles of /discover: creators with a published story, readers this week. */
export function useDiscoverSummary() {
  return useQuery<DiscoverSummary>({ queryKey: discoverKeys.summary });
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
