import { Lock } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import type { TocEntry } from '../../contract/chapters';
import { chapterHeading } from '../lib/chapter-heading';
import { Dialog } from './ui/dialog';

interface ChapterTocDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toc: TocEntry[];
  /** The chapter being read (marked, scrolled to and focused on open); none on the story page. */
  currentId?: number;
  /** Called with the index in `toc` of the chapter chosen; the dialog closes itself. */
  onSelect: (index: number) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The table of contents (docs/reference/reading.md#contents): a modal sheet listing every chapter as a button
 * (a scrollable list for 100+ chapters), the current one marked `aria-current` and focused when it opens,
 * locked ones marked "Locked". Arrow keys stay with the list (`data-no-page-keys`), not the reader's pages.
 */
export function ChapterTocDialog(props: ChapterTocDialogProps) {
  const { toc, currentId, onSelect } = props;
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!props.open) return;
    // After Radix has moved focus into the sheet: show and focus the chapter being read.
    const frame = requestAnimationFrame(() => {
      currentRef.current?.scrollIntoView({ block: 'center' });
      currentRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [props.open]);

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Contents"
      variant="sheet"
      returnFocusRef={props.returnFocusRef}
    >
      <nav aria-label="Table of contents" data-no-page-keys="">
        <p className="mb-2 text-sm text-neutral-400">
          {toc.length} {toc.length === 1 ? 'chapter' : 'chapters'}
        </p>
        <ol className="-mx-2 flex flex-col">
          {toc.map((entry, index) => {
            const isCurrent = entry.id === currentId;
            return (
              <li key={entry.id}>
                <button
                  ref={isCurrent ? currentRef : undefined}
                  type="button"
                  aria-current={isCurrent ? 'true' : undefined}
                  className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm text-neutral-200 hover:bg-white/5 aria-[current]:bg-accent/15 aria-[current]:font-semibold aria-[current]:text-white"
                  onClick={() => {
                    props.onOpenChange(false);
                    onSelect(index);
                  }}
                >
                  <span className="min-w-0 flex-1 wrap-anywhere">{chapterHeading(entry)}</span>
                  {isCurrent ? <span className="shrink-0 text-xs text-accent-soft">Reading</span> : null}
                  {entry.locked ? (
                    <span className="flex shrink-0 items-center gap-1 text-xs text-neutral-400">
                      <Lock aria-hidden="true" className="size-3.5" />
                      Locked
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </Dialog>
  );
}
