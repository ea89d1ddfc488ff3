import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBookmarks } from '../bookmarks';
import { readingProgressKey } from '../reading-progress';
import { claimOfflineData, refreshOfflineReading } from './offline-cache';
import { flushProgressQueue } from './progress-sync';
import { useOnline } from './use-online';

/**
 * Keeps the signed-in user's saved stories readable offline (docs/reference/platform.md#offline): claims the
 * offline data for `userId` (clearing another user's), sends progress queued offline, and refills the offline
 * cache from the bookmarks, at start, when the bookmarks change and each time the browser comes back online.
 * The user, bookmarks and progress the app has loaded are stored from the query cache, not fetched again.
 */
export function useOfflineReading(userId: number): void {
  const queryClient = useQueryClient();
  const bookmarks = useBookmarks();
  const isOnline = useOnline();
  const storyIds = bookmarks.data?.map((bookmark) => bookmark.storyId).join(',');

  useEffect(() => {
    if (!isOnline || storyIds === undefined) return;
    let isCancelled = false;
    const ids = storyIds ? storyIds.split(',').map(Number) : [];
    void (async () => {
      await claimOfflineData(userId);
      const sent = await flushProgressQueue(userId);
      if (sent > 0) await queryClient.invalidateQueries({ queryKey: readingProgressKey });
      if (isCancelled) return;
      // The session answers the app holds already (and has not been told are stale) go in as they are.
      await refreshOfflineReading(userId, ids, (url) => {
        const state = queryClient.getQueryState([url]);
        return state?.status === 'success' && !state.isInvalidated ? state.data : undefined;
      });
    })().catch((error: unknown) => console.error('Offline reading sync failed', error));
    return () => {
      isCancelled = true;
    };
  }, [userId, storyIds, isOnline, queryClient]);
}
