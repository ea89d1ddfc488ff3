import { useState } from 'react';
import { GenreChips } from '../../components/genre-chips';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SearchBox } from '../../components/search-box';
import { useStorySearch } from '../../lib/stories';
import { useDebounce } from '../../lib/use-debounce';
import { StoryListSection } from '../home/trending-list';

/**
 * /browse (docs/reference/platform.md#public-reading): the published stories anyone may open, signed in or
 * not, where the marketing page's "Browse Books" leads. Search (300 ms debounce, as Discover) and genre chips
 * over GET /api/stories/search; a card opens the story page, Read the reader.
 */
export function BrowseScreen() {
  const [query, setQuery] = useState('');
  const [genre, setGenre] = useState('All');
  const debouncedQuery = useDebounce(query, 300);
  const results = useStorySearch(debouncedQuery, genre, 50);
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
          <GenreChips value={genre} onChange={setGenre} />
        </div>
        <StoryListSection
          title={
            debouncedQuery.trim() ? 'Search Results' : genre === 'All' ? 'Latest Stories' : `${genre} Stories`
          }
          query={results}
          loadingLabel="Loading stories..."
          emptyTitle="No stories found"
          emptyText="Try another search or genre."
          onRead={(storyId) => reader.open(storyId)}
        />
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
