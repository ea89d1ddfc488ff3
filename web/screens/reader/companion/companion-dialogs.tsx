import { AskDialog } from './ask-dialog';
import { RecapDialog } from './recap-dialog';
import type { Companion } from './use-companion';

/**
 * The companion's two dialogs, "Previously on" and "Ask about this story", for a reader to render once.
 * `onOpenChapter` jumps the reader to a cited chapter by id (its table of contents' mechanism).
 */
export function CompanionDialogs({
  companion,
  storyTitle,
  onOpenChapter,
}: {
  companion: Companion;
  storyTitle: string;
  onOpenChapter: (chapterId: number) => void;
}) {
  if (!companion.isSignedIn) return null;
  return (
    <>
      <RecapDialog companion={companion} storyTitle={storyTitle} />
      <AskDialog companion={companion} onOpenChapter={onOpenChapter} />
    </>
  );
}
