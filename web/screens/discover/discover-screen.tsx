import { useState } from 'react';
import { GenreChips } from '../../components/genre-chips';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SearchBox } from '../../components/search-box';
import { useStorySearch } from '../../lib/stories';
import { useDebounce } from '../../lib/use-debounce';
import { FeaturedCreators } from '../home/featured-creators';
import { StoryListSection } from '../home/trending-list';

/**
 * The discovery screen at /discover (spec section 2): search with a 300 ms debounce over
 * /api/stories/search, genre chips, featured creators (real) and the matching stories.
 */
export function DiscoverScreen() {
  const [query, setQuery] = useState('');
  const [genre, setGenre] = useState('All');
  const debouncedQuery = useDebounce(query, 300);
  const results = useStorySearch(debouncedQuery, genre, 50);
  const reader = useReaderOverlay();
  const isFiltered = debouncedQuery.trim() !== '' || genre !== 'All';

  return (
    <ScreenLayout header={<ScreenHeader title="Discover" />}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <SearchBox
            id="discover-search"
            label="Search stories"
            placeholder="Search titles, summaries, tags..."
            value={query}
            onChange={setQuery}
          />
          <GenreChips value={genre} onChange={setGenre} />
        </div>
        {isFiltered ? null : <FeaturedCreators />}
        <StoryListSection
          title={isFiltered ? (genre === 'All' ? 'Search Results' : `${genre} Stories`) : 'Latest Stories'}
          query={results}
          loadingLabel="Loading stories..."
          emptyTitle="No stories found"
          emptyText={
            debouncedQuery.trim()
              ? `Nothing matches "${debouncedQuery.trim()}"${genre === 'All' ? '' : ` in ${genre}`}.`
              : `No ${genre === 'All' ? '' : `${genre} `}stories have been published yet.`
          }
          onRead={reader.open}
        />
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
