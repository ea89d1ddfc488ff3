import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Spinner } from './ui/spinner';

// The reader (pagination, settings) loads when a story is first opened, not with the hub.
const ReaderOverlay = lazy(() =>
  import('../screens/reader/reader-overlay').then((m) => ({ default: m.ReaderOverlay })),
);

interface OpenReader {
  storyId: number;
  startChapterId?: number;
}

/** Marks the history entry pushed when the overlay reader opens. */
const READER_HISTORY_MARK = 'storyloomReaderOverlay';

function isReaderEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && READER_HISTORY_MARK in state;
}

/**
 * State for the full-screen ReaderOverlay. Returns `open(storyId, chapterId?)` and the `overlay`
 * element to render (null while closed). Opening pushes a history entry of the same URL, so the
 * browser's Back closes the reader and leaves the reader where it opened it
 * (docs/reference/reading.md#readers); the close button and Escape go back through that entry too.
 */
export function useReaderOverlay() {
  const [reading, setReading] = useState<OpenReader | null>(null);
  const open = useCallback((storyId: number, startChapterId?: number) => {
    if (!isReaderEntry()) {
      const state: unknown = window.history.state;
      window.history.pushState(
        { ...(typeof state === 'object' ? state : {}), [READER_HISTORY_MARK]: true },
        '',
      );
    }
    setReading({ storyId, startChapterId });
  }, []);
  const close = useCallback(() => {
    if (isReaderEntry())
      window.history.back(); // the popstate below closes the overlay
    else setReading(null);
  }, []);

  const isOpen = reading !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onPopState = () => {
      if (!isReaderEntry()) setReading(null);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [isOpen]);

  const overlay = reading ? (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 bg-ink">
          <Spinner fullScreen />
        </div>
      }
    >
      <ReaderOverlay storyId={reading.storyId} startChapterId={reading.startChapterId} onClose={close} />
    </Suspense>
  ) : null;
  return { open, overlay };
}
