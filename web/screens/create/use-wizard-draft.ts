import { useEffect, useRef } from 'react';
import { clearDraft, hasWork, saveDraft, type WizardDraft } from './wizard-draft';

/** Wait after the last change before writing the draft, in ms (a pagehide writes at once). */
const SAVE_DELAY_MS = 300;

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The wizard's autosave (ADR 0021; the screen reads the saved draft with `loadDraft` before its first
 * render): writes the current work `SAVE_DELAY_MS` after each change, and at once when the page is hidden
 * or the screen left. `finish()` forgets it for good (the story was saved on the server); `discard()`
 * removes it (the next change saves again).
 * @returns whether there is work now, and finish/discard
 */
export function useWizardDraft(
  userId: number,
  current: Omit<WizardDraft, 'savedAt'>,
): { hasWork: boolean; finish: () => void; discard: () => void } {
  const latest = useRef(current);
  latest.current = current;
  const isFinished = useRef(false);
  const write = () => {
    if (!isFinished.current) saveDraft(storage(), userId, { ...latest.current, savedAt: Date.now() });
  };
  const writeRef = useRef(write);
  writeRef.current = write;

  const snapshot = JSON.stringify(current);
  useEffect(() => {
    if (!snapshot) return;
    const timer = window.setTimeout(() => writeRef.current(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot]);
  useEffect(() => {
    const flush = () => writeRef.current();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush(); // leaving the screen inside the app
    };
  }, []);

  return {
    hasWork: hasWork(current),
    finish: () => {
      isFinished.current = true;
      clearDraft(storage(), userId);
    },
    discard: () => clearDraft(storage(), userId),
  };
}
