import { ChevronLeft, ChevronRight } from 'lucide-react';

interface ReaderFooterProps {
  chapterNumber: number;
  chapterCount: number;
  pageNumber: number;
  pageCount: number | null;
  isStoryStart: boolean;
  isStoryEnd: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

const navButton =
  'flex h-11 min-w-24 items-center justify-center gap-1 rounded-full border border-current/20 px-3 font-medium text-sm transition-colors hover:bg-current/10 disabled:opacity-35 disabled:hover:bg-transparent';

/** Overlay footer: Previous, the "Ch n/N" and "Pg n/N" counter, and Next or the End of Story marker. */
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
      <p className="flex flex-col items-center text-xs tabular-nums leading-5 opacity-80">
        <span>
          Ch {props.chapterNumber}/{props.chapterCount}
        </span>
        <span>{props.pageCount ? `Pg ${props.pageNumber}/${props.pageCount}` : '\u00a0'}</span>
      </p>
      {props.isStoryEnd ? (
        <p className="flex h-11 min-w-24 items-center justify-center px-3 font-semibold text-sm">
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
