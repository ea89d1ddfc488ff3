import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sendReadingProgress } from '../../lib/pwa/progress-sync';
import { readingProgressKey } from '../../lib/reading-progress';

/** Delay, ms, before a new position inside the same chapter is saved (paging fast sends one request). */
export const POSITION_SAVE_DELAY_MS = 800;

/**
 * Percent of chapters reached, rounded (docs/reference/reading.md#progress, overlay reader): index 0 of 4
 * gives 25.
 */
export function chaptersReachedPercent(chapterIndex: number, chapterCount: number): number {
  return chapterCount === 0 ? 0 : Math.round(((chapterIndex + 1) / chapterCount) * 100);
}

/**
 * Saves reading progress (POST /api/reading-progress) for a signed-in reader: at once when the open
 * chapter changes (including the first one), and `POSITION_SAVE_DELAY_MS` after the position inside
 * it (`offset`, a character offset, docs/reference/reading.md#position) last changed, or when the reader
 * closes. Offline it is queued and sent once back online (docs/reference/platform.md#pwa,
 * web/lib/pwa/progress-sync.ts). Failures are only logged (docs/reference/texts.md#errors); a success
 * refreshes GET /api/user/reading-progress. Nothing is saved while `isHeld` (the reader's companion is still
 * asking whether a recap is due, which the first save would answer "no", docs/reference/reading.md#recap);
 * the position reached meanwhile is saved once it is released.
 */
export function useSaveProgress(input: {
  storyId: number;
  chapterId: number | undefined;
  progress: number;
  offset: number;
  isSignedIn: boolean;
  isHeld?: boolean;
}): void {
  const queryClient = useQueryClient();
  const lastSaved = useRef<{ key: string; chapterId: number } | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const { storyId, chapterId, progress, offset, isSignedIn, isHeld = false } = input;

  useEffect(() => {
    if (!isSignedIn || chapterId === undefined || isHeld) return;
    const key = `${storyId}:${chapterId}:${offset}`;
    if (lastSaved.current?.key === key) return;
    const save = () => {
      pending.current = null;
      lastSaved.current = { key, chapterId };
      // Offline, the progress is queued and sent when the browser is back online
      // (docs/reference/platform.md#offline).
      sendReadingProgress({ storyId, chapterId, progress, offset })
        .then(async (outcome) => {
          if (outcome === 'sent') await queryClient.invalidateQueries({ queryKey: readingProgressKey });
        })
        .catch((error: unknown) => console.error('Saving reading progress failed', error));
    };
    if (lastSaved.current?.chapterId !== chapterId) {
      save();
      return;
    }
    pending.current = save;
    const timer = setTimeout(save, POSITION_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storyId, chapterId, progress, offset, isSignedIn, isHeld, queryClient]);

  // Closing the reader saves a position still waiting for its delay.
  useEffect(() => () => pending.current?.(), []);
}
