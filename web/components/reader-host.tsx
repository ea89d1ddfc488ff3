import { lazy, Suspense, useCallback, useState } from 'react';
import { Spinner } from './ui/spinner';

// The reader (pagination, settings) loads when a story is first opened, not with the hub.
const ReaderOverlay = lazy(() =>
  import('../screens/reader/reader-overlay').then((m) => ({ default: m.ReaderOverlay })),
);

interface OpenReader {
  storyId: number;
  startChapterId?: number;
}

/**
 * State for the full-screen ReaderOverlay. Returns `open(storyId, chapterId?)` and the `overlay`
 * element to render (null while closed).
 */
export function useReaderOverlay() {
  const [reading, setReading] = useState<OpenReader | null>(null);
  const open = useCallback(
    (storyId: number, startChapterId?: number) => setReading({ storyId, startChapterId }),
    [],
  );
  const overlay = reading ? (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 bg-ink">
          <Spinner fullScreen />
        </div>
      }
    >
      <ReaderOverlay
        storyId={reading.storyId}
        startChapterId={reading.startChapterId}
        onClose={() => setReading(null)}
      />
    </Suspense>
  ) : null;
  return { open, overlay };
}
