import { useQuery } from '@tanstack/react-query';
import type { Chapter } from '../../../contract/chapters';
import type { ReadingProgress } from '../../../contract/reading';
import type { Story } from '../../../contract/stories';
import { useCurrentUser } from '../../lib/auth';

export const readingProgressKey = ['/api/user/reading-progress'] as const;

export type ReaderData =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; story: Story; chapters: Chapter[]; startIndex: number; isSignedIn: boolean };

/**
 * Loads what both readers need: the story, its ordered chapters (GET /api/stories/{id}/chapters) and,
 * for a signed-in reader, the saved progress. `startIndex` is the chapter to open: `startChapterId`
 * when given, else the chapter saved for this story, else the first (index 0).
 */
export function useReaderData(storyId: number, startChapterId?: number): ReaderData {
  const user = useCurrentUser();
  const isSignedIn = Boolean(user.data);
  const story = useQuery<Story>({ queryKey: ['/api/stories', storyId] });
  const chapters = useQuery<Chapter[]>({ queryKey: ['/api/stories', storyId, 'chapters'] });
  const progress = useQuery<ReadingProgress[]>({
    queryKey: readingProgressKey,
    enabled: isSignedIn && startChapterId === undefined,
  });

  const error = story.error ?? chapters.error;
  if (error) {
    return {
      status: 'error',
      error,
      retry: () => {
        if (story.error) void story.refetch();
        if (chapters.error) void chapters.refetch();
      },
    };
  }
  const isProgressPending = isSignedIn && startChapterId === undefined && progress.isPending;
  if (user.isPending || !story.data || !chapters.data || isProgressPending) return { status: 'loading' };

  const list = chapters.data;
  const wanted = startChapterId ?? progress.data?.find((p) => p.storyId === storyId)?.chapterId ?? undefined;
  const startIndex = Math.max(0, wanted === undefined ? 0 : list.findIndex((c) => c.id === wanted));
  return { status: 'ready', story: story.data, chapters: list, startIndex, isSignedIn };
}
