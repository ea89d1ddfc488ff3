import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from './ai-stream';

/** How a generation ended: its result, stopped by the user (or by leaving the screen), or failed. */
export type GenerationOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'stopped' }
  | { status: 'failed'; error: unknown };

/**
 * Runs one AI generation at a time with a Stop button: `run(task)` gives the task an AbortSignal and
 * resolves to its outcome (it never rejects); `stop()` aborts it. Leaving the screen aborts too, so no
 * stream keeps writing into an unmounted editor.
 */
export function useGeneration() {
  const controller = useRef<AbortController | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T>(task: (signal: AbortSignal) => Promise<T>): Promise<GenerationOutcome<T>> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setIsRunning(true);
      try {
        return { status: 'done', value: await task(own.signal) };
      } catch (error) {
        return own.signal.aborted || isAbortError(error)
          ? { status: 'stopped' }
          : { status: 'failed', error };
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setIsRunning(false);
        }
      }
    },
    [],
  );
  const stop = useCallback(() => controller.current?.abort(), []);
  return { isRunning, run, stop };
}
