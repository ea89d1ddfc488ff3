import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { GenreChips } from '../../components/genre-chips';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SearchBox } from '../../components/search-box';
import {
  activeFilterCount,
  filtersFromSearch,
  filtersSearch,
  type StoryFilters,
  useFilteredStorySearch,
} from '../../lib/story-filters';
import { useDebounce } from '../../lib/use-debounce';
import { FiltersSheet } from '../discover/filters-sheet';
import { StoryListSection } from '../home/trending-list';

/**
 * /browse (docs/reference/platform.md#public-reading): the published stories anyone may open, signed in or
 * not, where the marketing page's "Browse Books" leads. Search (300 ms debounce, as Discover) and genre chips
 * over GET /api/stories/search; a card opens the story page, Read the reader. The search, genre and the
 * Filters sheet's choices sit in the URL query, as on Discover.
 */
export function BrowseScreen() {
  const filters = filtersFromSearch(useSearch());
  const [, navigate] = useLocation();
  const show = (next: StoryFilters, replace = false) =>
    navigate(`/browse${filtersSearch(next)}`, { replace });
  const [query, setQuery] = useState(filters.q);
  const debouncedQuery = useDebounce(query, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled text changes only
  useEffect(() => {
    if (debouncedQuery.trim() !== filters.q.trim()) show({ ...filters, q: debouncedQuery }, true);
  }, [debouncedQuery]);
  const { genre } = filters;
  const results = useFilteredStorySearch(filters, 50);
  const reader = useReaderOverlay();
  return (
    <ScreenLayout
      header={<ScreenHeader title="Browse Books" backHref="/welcome" backLabel="About Storyloom" />}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <SearchBox
            id="browse-search"
            label="Search stories"
            placeholder="Search titles, summaries, tags..."
            value={query}
            onChange={setQuery}
          />
          <GenreChips value={genre} onChange={(g) => show({ ...filters, genre: g })} />
          <FiltersSheet filters={filters} onApply={(next) => show({ ...next, q: query })} />
        </div>
        <StoryListSection
          title={
            filters.q.trim() || activeFilterCount(filters) > 0
              ? 'Search Results'
              : genre === 'All'
                ? 'Latest Stories'
                : `${genre} Stories`
          }
          query={results}
          loadingLabel="Loading stories..."
          emptyTitle="No stories found"
          emptyText="Try another search, genre or filters."
          onRead={(storyId) => reader.open(storyId)}
        />
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
