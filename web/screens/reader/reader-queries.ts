import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TocEntry } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { useCurrentUser } from '../../lib/auth';
import { readingProgressQuery } from '../../lib/reading-progress';
import { storyQueries, useChapter, useStoryToc } from '../../lib/stories';

export type ReaderData =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | {
      status: 'ready';
      story: Story;
      toc: TocEntry[];
      startIndex: number;
      /** Character offset inside the start chapter to open at (0: its first page). */
      startOffset: number;
      isSignedIn: boolean;
    };

/**
 * Loads what both readers need before their first page (docs/reference/performance.md: no chapter text yet):
 * the story, its table of contents (GET /api/stories/{id}/toc) and, for a signed-in reader, the saved
 * progress. `startIndex` is the chapter to open: `startChapterId` when given, else the chapter saved for this
 * story (with its offset, docs/reference/reading.md#position), else the first (index 0).
 */
export function useReaderData(storyId: number, startChapterId?: number): ReaderData {
  const user = useCurrentUser();
  const isSignedIn = Boolean(user.data);
  const story = useQuery(storyQueries.story(storyId));
  const toc = useStoryToc(storyId);
  const progress = useQuery({
    ...readingProgressQuery(),
    enabled: isSignedIn && startChapterId === undefined,
  });

  // A chapter asked for by id but missing from cached contents (a vote's winner, a chapter a
  // notification links to): the contents are refetched once before the reader opens.
  const isStartMissing =
    startChapterId !== undefined && toc.data !== undefined && !toc.data.some((c) => c.id === startChapterId);
  const [refetchedFor, setRefetchedFor] = useState<number>();
  const refetchToc = toc.refetch;
  useEffect(() => {
    if (!isStartMissing || refetchedFor === startChapterId) return;
    let isCurrent = true;
    void refetchToc({ cancelRefetch: false }).finally(() => {
      if (isCurrent) setRefetchedFor(startChapterId);
    });
    return () => {
      isCurrent = false;
    };
  }, [isStartMissing, startChapterId, refetchedFor, refetchToc]);

  const error = story.error ?? toc.error;
  if (error) {
    return {
      status: 'error',
      error,
      retry: () => {
        if (story.error) void story.refetch();
        if (toc.error) void toc.refetch();
      },
    };
  }
  const isProgressPending = isSignedIn && startChapterId === undefined && progress.isPending;
  if (user.isPending || !story.data || !toc.data || isProgressPending) return { status: 'loading' };

  const list = toc.data;
  const saved = startChapterId === undefined ? progress.data?.find((p) => p.storyId === storyId) : undefined;
  const wanted = startChapterId ?? saved?.chapterId ?? undefined;
  const found = wanted === undefined ? -1 : list.findIndex((c) => c.id === wanted);
  if (isStartMissing && refetchedFor !== startChapterId) return { status: 'loading' };
  const startIndex = Math.max(0, found);
  const startOffset = found >= 0 && saved ? (saved.offset ?? 0) : 0;
  return { status: 'ready', story: story.data, toc: list, startIndex, startOffset, isSignedIn };
}

/**
 * The chapter at `index` of `toc` (GET /api/chapters/{id}: its text, or its locked preview), and once
 * it is here, a prefetch of the next one so that paging on does not wait (docs/reference/performance.md).
 */
export function useReaderChapter(toc: TocEntry[], index: number) {
  const queryClient = useQueryClient();
  const id = toc[index]?.id;
  const chapter = useChapter(id ?? 0);
  const nextId = toc[index + 1]?.id;
  const isLoaded = chapter.isSuccess;
  useEffect(() => {
    if (isLoaded && nextId !== undefined) void queryClient.prefetchQuery(storyQueries.chapter(nextId));
  }, [isLoaded, nextId, queryClient]);
  return chapter;
}
