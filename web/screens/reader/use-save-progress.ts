import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { readingProgressKey } from './reader-queries';

/** Percent of chapters reached, rounded (spec section 4, overlay reader): index 0 of 4 gives 25. */
export function chaptersReachedPercent(chapterIndex: number, chapterCount: number): number {
  return chapterCount === 0 ? 0 : Math.round(((chapterIndex + 1) / chapterCount) * 100);
}

/**
 * Saves reading progress (POST /api/reading-progress) whenever the open chapter changes, including
 * the first one, for a signed-in reader. Failures are only logged (spec section 8); a success
 * refreshes GET /api/user/reading-progress.
 */
export function useSaveProgress(input: {
  storyId: number;
  chapterId: number | undefined;
  progress: number;
  isSignedIn: boolean;
}): void {
  const queryClient = useQueryClient();
  const lastSaved = useRef<string | null>(null);
  const { storyId, chapterId, progress, isSignedIn } = input;

  useEffect(() => {
    if (!isSignedIn || chapterId === undefined) return;
    const key = `${storyId}:${chapterId}`;
    if (lastSaved.current === key) return;
    lastSaved.current = key;
    api
      .post('/api/reading-progress', { storyId, chapterId, progress })
      .then(() => queryClient.invalidateQueries({ queryKey: readingProgressKey }))
      .catch((error: unknown) => console.error('Saving reading progress failed', error));
  }, [storyId, chapterId, progress, isSignedIn, queryClient]);
}
