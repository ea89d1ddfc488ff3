import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentWarning } from '../../contract/content-warnings';
import { CONTENT_WARNINGS } from '../../contract/content-warnings';
import type { SearchSort } from '../../contract/stories';
import { SEARCH_SORTS } from '../../contract/stories';
import type { StoryStatus } from '../../contract/story-status';
import { STORY_STATUSES } from '../../contract/story-status';
import { api } from './api';

/**
 * A story search's filters as Discover and Browse keep them in the URL query (docs/reference/routes.md
 * GET /api/stories/search), so a search can be shared: the same names and values the API takes.
 */
export interface StoryFilters {
  q: string;
  genre: string;
  tags: string[];
  excludeTags: string[];
  excludeWarnings: ContentWarning[];
  status: StoryStatus | '';
  /** Published word count bounds; null: no bound. */
  minWords: number | null;
  maxWords: number | null;
  /** Days; null: any time. */
  updatedWithin: number | null;
  /** '': the API's default (relevance with a query, else latest update). */
  sort: SearchSort | '';
}

export const EMPTY_FILTERS: StoryFilters = {
  q: '',
  genre: 'All',
  tags: [],
  excludeTags: [],
  excludeWarnings: [],
  status: '',
  minWords: null,
  maxWords: null,
  updatedWithin: null,
  sort: '',
};

const list = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const count = (value: string | null) => {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** Reads filters from a URL query string (unknown values are dropped, so an old link still opens). */
export function filtersFromSearch(search: string): StoryFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const updatedWithin = count(params.get('updatedWithin'));
  return {
    q: params.get('q') ?? '',
    genre: params.get('genre') || 'All',
    tags: list(params, 'tags'),
    excludeTags: list(params, 'excludeTags'),
    excludeWarnings: list(params, 'excludeWarnings').filter((w): w is ContentWarning =>
      (CONTENT_WARNINGS as readonly string[]).includes(w),
    ),
    status: (STORY_STATUSES as readonly string[]).includes(status) ? (status as StoryStatus) : '',
    minWords: count(params.get('minWords')),
    maxWords: count(params.get('maxWords')),
    updatedWithin: updatedWithin === 0 ? null : updatedWithin,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : '',
  };
}

/** The API query of these filters: empty ones left out (also the URL query the screens keep). */
export function filtersQuery(filters: StoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.genre && filters.genre !== 'All') query.genre = filters.genre;
  if (filters.tags.length) query.tags = filters.tags.join(',');
  if (filters.excludeTags.length) query.excludeTags = filters.excludeTags.join(',');
  if (filters.excludeWarnings.length) query.excludeWarnings = filters.excludeWarnings.join(',');
  if (filters.status) query.status = filters.status;
  if (filters.minWords !== null) query.minWords = String(filters.minWords);
  if (filters.maxWords !== null) query.maxWords = String(filters.maxWords);
  if (filters.updatedWithin !== null) query.updatedWithin = String(filters.updatedWithin);
  if (filters.sort) query.sort = filters.sort;
  return query;
}

/** The URL query string ("?a=b", or "" without filters) of these filters. */
export function filtersSearch(filters: StoryFilters): string {
  const search = new URLSearchParams(filtersQuery(filters)).toString();
  return search ? `?${search}` : '';
}

/** How many filters of the sheet are set (not counting `q` and `genre`, which sit on the screen). */
export function activeFilterCount(filters: StoryFilters): number {
  return (
    filters.tags.length +
    filters.excludeTags.length +
    filters.excludeWarnings.length +
    (filters.status ? 1 : 0) +
    (filters.minWords !== null || filters.maxWords !== null ? 1 : 0) +
    (filters.updatedWithin !== null ? 1 : 0) +
    (filters.sort ? 1 : 0)
  );
}

/** GET /api/stories/search with filters; the previous results stay while the next ones load. */
export function useFilteredStorySearch(filters: StoryFilters, limit = 50) {
  const query = { ...filtersQuery(filters), limit: String(limit) };
  const search = new URLSearchParams(query).toString();
  return useQuery({
    ...queryOptions({
      queryKey: [`/api/stories/search?${search}`] as const,
      queryFn: () =>
        api.GET('/api/stories/search', {
          params: { query: query as unknown as { limit: number } },
        }),
    }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tags: tag suggestions for what the user is typing (none under one character). */
export function useTagSuggestions(prefix: string) {
  const trimmed = prefix.trim();
  return useQuery({
    queryKey: [`/api/tags?prefix=${encodeURIComponent(trimmed)}`] as const,
    queryFn: () => api.GET('/api/tags', { params: { query: { prefix: trimmed } } }),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
  });
}
