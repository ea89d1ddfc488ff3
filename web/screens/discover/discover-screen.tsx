import { useState } from 'react';
import { GenreChips } from '../../components/genre-chips';
import { PullToRefresh } from '../../components/pwa/pull-to-refresh';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SearchBox } from '../../components/search-box';
import { useDiscoverCreators } from '../../lib/discover';
import { useStorySearch } from '../../lib/stories';
import { useDebounce } from '../../lib/use-debounce';
import { FeaturedCreators } from '../home/featured-creators';
import { StoryListSection } from '../home/trending-list';
import { CreatorShelf } from './creator-shelf';
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
 */
export function DiscoverScreen() {
  const [query, setQuery] = useState('');
  const [genre, setGenre] = useState('All');
  const debouncedQuery = useDebounce(query, 300);
  const q = debouncedQuery.trim();
  const isFiltered = q !== '' || genre !== 'All';
  const results = useStorySearch(debouncedQuery, genre, 50);
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
          <GenreChips value={genre} onChange={setGenre} />
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
              ? `Nothing matches "${q}"${where}.`
              : `No ${genre === 'All' ? '' : `${genre} `}stories have been published yet.`
          }
          onRead={reader.open}
        />
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
