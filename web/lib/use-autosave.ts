import { useEffect, useRef } from 'react';

/** Wait after the last change before writing, in ms (a pagehide writes at once; ADR 0021). */
const SAVE_DELAY_MS = 300;

/**
 * Autosave of a draft kept in the browser (ADR 0021): calls `write` `SAVE_DELAY_MS` after the last change
 * of `snapshot` (a serialization of what is saved), and at once when the page is hidden or the component
 * unmounts (the screen left inside the app). `write` may change between renders; the latest one is used.
 * `finish()` stops every later write (the work was saved on the server).
 * @returns `finish`
 */
export function useAutosave(snapshot: string, write: () => void): { finish: () => void } {
  const isFinished = useRef(false);
  const writeRef = useRef(write);
  writeRef.current = write;
  const writeNow = useRef(() => {
    if (!isFinished.current) writeRef.current();
  });

  useEffect(() => {
    if (!snapshot) return;
    const timer = window.setTimeout(writeNow.current, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot]);
  useEffect(() => {
    const flush = writeNow.current;
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return {
    finish: () => {
      isFinished.current = true;
    },
  };
}

/** The browser's localStorage, or undefined outside a browser (server rendering, tests in Node). */
export const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;
