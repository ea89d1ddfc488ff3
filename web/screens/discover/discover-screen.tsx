import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { GenreChips } from '../../components/genre-chips';
import { PullToRefresh } from '../../components/pwa/pull-to-refresh';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SearchBox } from '../../components/search-box';
import { useDiscoverCreators } from '../../lib/discover';
import {
  activeFilterCount,
  filtersFromSearch,
  filtersSearch,
  type StoryFilters,
  useFilteredStorySearch,
} from '../../lib/story-filters';
import { useDebounce } from '../../lib/use-debounce';
import { FeaturedCreators } from '../home/featured-creators';
import { StoryListSection } from '../home/trending-list';
import { CreatorShelf } from './creator-shelf';
import { FiltersSheet } from './filters-sheet';
import { GenreSections } from './genre-sections';
import { SummaryTiles } from './summary-tiles';

/** Creators the ranking query fetches: the Trending row shows the first ones, genre sections use all. */
const RANKED_LIMIT = 50;
const TRENDING_SHOWN = 10;

/**
 * The discovery screen at /discover (docs/reference/routes.md#discover,
 * docs/reference/people.md#discovery): one search box over creators (/api/creators/discover) and stories
 * (/api/stories/search) with a 300 ms debounce, genre chips, real summary tiles, Trending Creators (ranked by
 * recent readers, then subscribers), Featured Creators, up to 4 genre rows, and the matching stories below.
 * The search, genre and the Filters sheet's choices sit in the URL query (`filtersSearch`), so a search can
 * be shared and reopened.
 */
export function DiscoverScreen() {
  const filters = filtersFromSearch(useSearch());
  const [, navigate] = useLocation();
  const show = (next: StoryFilters, replace = false) =>
    navigate(`/discover${filtersSearch(next)}`, { replace });
  const [query, setQuery] = useState(filters.q);
  const debouncedQuery = useDebounce(query, 300);
  // The typed search goes to the URL once it settles (replacing the entry: one per search, not per key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled text changes only
  useEffect(() => {
    if (debouncedQuery.trim() !== filters.q.trim()) show({ ...filters, q: debouncedQuery }, true);
  }, [debouncedQuery]);
  const { genre } = filters;
  const q = filters.q.trim();
  const isFiltered = q !== '' || genre !== 'All' || activeFilterCount(filters) > 0;
  const results = useFilteredStorySearch(filters, 50);
  const ranked = useDiscoverCreators(genre, q, RANKED_LIMIT);
  const reader = useReaderOverlay();
  const where = genre === 'All' ? '' : ` in ${genre}`;

  return (
    <ScreenLayout header={<ScreenHeader title="Discover" />}>
      <PullToRefresh />
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-col gap-3">
          <SearchBox
            id="discover-search"
            label="Search creators and stories"
            placeholder="Search creators, titles, tags..."
            value={query}
            onChange={setQuery}
          />
          <GenreChips value={genre} onChange={(g) => show({ ...filters, genre: g })} />
          <FiltersSheet filters={filters} onApply={(next) => show({ ...next, q: query })} />
        </div>
        {isFiltered ? null : <SummaryTiles />}
        <CreatorShelf
          title={
            isFiltered ? (genre === 'All' ? 'Matching Creators' : `${genre} Creators`) : 'Trending Creators'
          }
          query={ranked}
          max={isFiltered ? RANKED_LIMIT : TRENDING_SHOWN}
          emptyTitle="No creators found"
          emptyText={
            q ? `No creator matches "${q}"${where}.` : `No creator has published a story${where} yet.`
          }
        />
        {isFiltered ? null : <FeaturedCreators />}
        {isFiltered ? null : <GenreSections ranked={ranked.data} />}
        <StoryListSection
          title={isFiltered ? (genre === 'All' ? 'Search Results' : `${genre} Stories`) : 'Latest Stories'}
          query={results}
          loadingLabel="Loading stories..."
          emptyTitle="No stories found"
          emptyText={
            q
              ? `Nothing matches "${q}"${where}${activeFilterCount(filters) > 0 ? ' with these filters' : ''}.`
              : activeFilterCount(filters) > 0
                ? 'No story matches these filters.'
                : `No ${genre === 'All' ? '' : `${genre} `}stories have been published yet.`
          }
          onRead={reader.open}
        />
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
