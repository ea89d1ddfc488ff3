import { ChevronLeft, ChevronRight, ListOrdered, MessageCircle, MessageCircleOff } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

interface ReaderFooterProps {
  chapterNumber: number;
  chapterCount: number;
  pageNumber: number;
  pageCount: number | null;
  isStoryStart: boolean;
  isStoryEnd: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Whether the chat button is shown over the page (the Chat toggle's state). */
  isChatShown: boolean;
  /** Absent while the chapter is locked: its discussion is closed, so there is nothing to toggle. */
  onToggleChat?: () => void;
  /** The Vote indicator, when a round is open. */
  voteIndicator?: ReactNode;
  /** Opens the table of contents (docs/reference/reading.md#contents): the counter is its button. */
  onOpenToc: () => void;
  /** The counter button, where focus returns when the table of contents closes. */
  tocButtonRef: RefObject<HTMLButtonElement | null>;
}

const navButton =
  'flex h-11 min-w-22 items-center justify-center gap-0.5 rounded-full border border-current/20 px-2.5 font-medium text-sm transition-colors hover:bg-current/10 disabled:opacity-35 disabled:hover:bg-transparent';

/**
 * Overlay footer (docs/reference/routes.md#reader): Previous; the Chat toggle, the "Ch n/N" and "Pg n/N"
 * counter and the Vote indicator; Next or the End of Story marker. The counter is the "Contents" button
 * (docs/reference/reading.md#contents), there rather than in the header, whose titles and labels need the
 * width on a phone.
 */
export function ReaderFooter(props: ReaderFooterProps) {
  return (
    <footer
      className="flex items-center justify-between gap-2 border-t border-current/10 px-3 py-2"
      style={{ paddingBottom: 'max(0.5rem, env(safe-area-inset-bottom))' }}
    >
      <button type="button" className={navButton} disabled={props.isStoryStart} onClick={props.onPrevious}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </button>
      <div className="flex min-w-0 items-center gap-1.5">
        {props.onToggleChat ? (
          <button
            type="button"
            aria-label="Show chapter chat"
            aria-pressed={props.isChatShown}
            className="grid size-10 shrink-0 place-items-center rounded-full border border-current/20 hover:bg-current/10"
            onClick={props.onToggleChat}
          >
            {props.isChatShown ? (
              <MessageCircle aria-hidden="true" className="size-5" />
            ) : (
              <MessageCircleOff aria-hidden="true" className="size-5" />
            )}
          </button>
        ) : null}
        <button
          ref={props.tocButtonRef}
          type="button"
          aria-haspopup="dialog"
          className="flex h-11 items-center gap-1 rounded-xl px-1.5 text-xs tabular-nums leading-5 hover:bg-current/10"
          onClick={props.onOpenToc}
        >
          <ListOrdered aria-hidden="true" className="size-4 shrink-0 opacity-80" />
          <span className="sr-only">Contents, </span>
          <span className="flex flex-col items-center opacity-80">
            <span>
              Ch {props.chapterNumber}/{props.chapterCount}
            </span>
            <span>{props.pageCount ? `Pg ${props.pageNumber}/${props.pageCount}` : '\u00a0'}</span>
          </span>
        </button>
        {props.voteIndicator}
      </div>
      {props.isStoryEnd ? (
        <p className="flex h-11 min-w-22 items-center justify-center px-1 text-center font-semibold text-sm leading-4">
          End of Story
        </p>
      ) : (
        <button
          type="button"
          className={navButton}
          disabled={props.pageCount === null}
          onClick={props.onNext}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </button>
      )}
    </footer>
  );
}
