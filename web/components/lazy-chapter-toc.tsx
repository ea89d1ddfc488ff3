import { type ComponentProps, lazy } from 'react';
import type { ChapterTocDialog as Dialog } from './chapter-toc';
import { OnceOpened } from './once-opened';

const ChapterTocDialog = lazy(() => import('./chapter-toc').then((m) => ({ default: m.ChapterTocDialog })));

/**
 * The table of contents sheet (web/components/chapter-toc.tsx), loaded when first opened rather than
 * with the readers and the story page (docs/reference/performance.md#bundle). Same props.
 */
export function LazyChapterTocDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <OnceOpened open={props.open}>
      <ChapterTocDialog {...props} />
    </OnceOpened>
  );
}
