import { lazy } from 'react';
import { OnceOpened } from '../../../components/once-opened';
import type { Companion } from './use-companion';

// Each dialog loads when first opened, not with the reader (docs/reference/performance.md#bundle).
const RecapDialog = lazy(() => import('./recap-dialog').then((m) => ({ default: m.RecapDialog })));
const AskDialog = lazy(() => import('./ask-dialog').then((m) => ({ default: m.AskDialog })));

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
      <OnceOpened open={companion.dialog === 'recap'}>
        <RecapDialog companion={companion} storyTitle={storyTitle} />
      </OnceOpened>
      <OnceOpened open={companion.dialog === 'ask'}>
        <AskDialog companion={companion} onOpenChapter={onOpenChapter} />
      </OnceOpened>
    </>
  );
}
