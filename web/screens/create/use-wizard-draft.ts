import { browserStorage, useAutosave } from '../../lib/use-autosave';
import { clearDraft, hasWork, saveDraft, type WizardDraft } from './wizard-draft';

/**
 * The wizard's autosave (ADR 0021; the screen reads the saved draft with `loadDraft` before its first
 * render): writes the current work shortly after each change (`useAutosave`), and at once when the page is hidden
 * or the screen left. `finish()` forgets it for good (the story was saved on the server); `discard()`
 * removes it (the next change saves again).
 * @returns whether there is work now, and finish/discard
 */
export function useWizardDraft(
  userId: number,
  current: Omit<WizardDraft, 'savedAt'>,
): { hasWork: boolean; finish: () => void; discard: () => void } {
  const autosave = useAutosave(JSON.stringify(current), () =>
    saveDraft(browserStorage(), userId, { ...current, savedAt: Date.now() }),
  );
  return {
    hasWork: hasWork(current),
    finish: () => {
      autosave.finish();
      clearDraft(browserStorage(), userId);
    },
    discard: () => clearDraft(browserStorage(), userId),
  };
}
