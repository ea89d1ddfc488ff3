import { useCallback, useState } from 'react';
import { ReaderOverlay } from '../screens/reader/reader-overlay';

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
    <ReaderOverlay
      storyId={reading.storyId}
      startChapterId={reading.startChapterId}
      onClose={() => setReading(null)}
    />
  ) : null;
  return { open, overlay };
}
