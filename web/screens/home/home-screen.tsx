import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GenreChips } from '../../components/genre-chips';
import { OfflineNotice } from '../../components/pwa/offline-notice';
import { PullToRefresh } from '../../components/pwa/pull-to-refresh';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenLayout } from '../../components/screen-layout';
import { SearchBox } from '../../components/search-box';
import { Skeleton } from '../../components/ui/states';
import { useFeedPosts } from '../../lib/posts';
import { storyQueries, useStorySearch } from '../../lib/stories';
import { useDebounce } from '../../lib/use-debounce';
import { FeaturedCreators } from './featured-creators';
import { FollowedPosts } from './followed-posts';
import { HubHeader } from './hub-header';
import { StartStoryPanel } from './start-story-panel';
import { FreePreviewShelf, PremiumShelf, SUBSCRIPTION_FEED_SIZE, SubscriptionShelf } from './story-shelves';
import { StoryListSection } from './trending-list';

/** The creator hub home screen at / (docs/reference/routes.md#home). */
export function HomeScreen() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [genre, setGenre] = useState('All');
  const [isRefreshing, setIsRefreshing] = useState(false);
  const debouncedQuery = useDebounce(query, 300);
  const reader = useReaderOverlay();

  const trending = useQuery(storyQueries.trending(genre));
  const search = useStorySearch(debouncedQuery, genre);
  const isSearching = debouncedQuery.trim() !== '';
  // Stories by the authors the reader subscribes to (docs/reference/routes.md#home).
  const subscribed = useQuery(storyQueries.subscribed(SUBSCRIPTION_FEED_SIZE));
  // Posts of followed authors load with the shelves, shown by FollowedPosts once they are in place.
  useFeedPosts(true);
  const shelves = [trending, search, subscribed];
  const shelvesPending = shelves.some((q) => q.isPending);
  // Offline the shelves wait for the network (their first try failed): say so rather than shimmer.
  const isWaitingForNetwork = shelves.some((q) => q.isPending && q.fetchStatus === 'paused');

  const refresh = async () => {
    setIsRefreshing(true);
    try {
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      setIsRefreshing(false);
    }
  };

  return (
    <ScreenLayout header={<HubHeader onRefresh={refresh} isRefreshing={isRefreshing} />}>
      <PullToRefresh onRefresh={refresh} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <SearchBox
            id="hub-search"
            label="Search stories and creators"
            placeholder="Search stories and creators..."
            value={query}
            onChange={setQuery}
          />
          <GenreChips value={genre} onChange={setGenre} />
        </div>
        {isSearching ? (
          <StoryListSection
            title="Search Results"
            query={search}
            loadingLabel="Searching..."
            emptyTitle="No stories found"
            emptyText={`Nothing matches "${debouncedQuery.trim()}"${genre === 'All' ? '' : ` in ${genre}`}.`}
            onRead={reader.open}
          />
        ) : (
          <>
            <FeaturedCreators />
            {isWaitingForNetwork ? (
              <OfflineNotice />
            ) : shelvesPending ? (
              // One block taller than the screen while the shelves load, replaced by all of them at
              // once: shelves appearing one by one pushed what was on screen down (CLS,
              // docs/reference/performance.md).
              <div
                role="status"
                aria-label="Loading stories..."
                className="flex min-h-[150vh] flex-col gap-3"
              >
                <Skeleton className="h-6 w-40" />
                <Skeleton className="h-32" />
                <Skeleton className="h-32" />
                <Skeleton className="h-32" />
              </div>
            ) : (
              <>
                <SubscriptionShelf stories={subscribed.data ?? []} onRead={reader.open} />
                <PremiumShelf trending={trending.data ?? []} onRead={reader.open} />
                {/* After the first shelves: a keyboard reader reaches a story within a few Tab stops. */}
                <FollowedPosts />
                <FreePreviewShelf stories={search.data ?? []} onRead={reader.open} />
              </>
            )}
            {shelvesPending ? null : (
              <StoryListSection
                title="Trending Now"
                query={trending}
                loadingLabel="Loading stories..."
                emptyTitle="No stories yet"
                emptyText={
                  genre === 'All'
                    ? 'Be the first to publish a story.'
                    : `No ${genre} stories have been published yet.`
                }
                onRead={reader.open}
              />
            )}
            <StartStoryPanel />
          </>
        )}
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
