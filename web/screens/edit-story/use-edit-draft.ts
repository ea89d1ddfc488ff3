import { browserStorage, useAutosave } from '../../lib/use-autosave';
import { clearEditDraft, hasChanges, saveEditDraft } from './edit-draft';
import type { EditStoryInput } from './edit-story-form';

/**
 * The edit screen's autosave, as `useWizardDraft` (ADR 0021; the screen reads the saved draft with
 * `loadEditDraft` before its first render): writes the current values shortly after each change (`useAutosave`),
 * and at once when the page is hidden or the screen left; values equal to the story as saved (`baseline`)
 * remove it. `finish()` forgets it for good (the story was saved); `discard()` removes it.
 * @returns whether the values differ from the story as saved, and finish/discard
 */
export function useEditDraft(
  userId: number,
  storyId: number,
  values: EditStoryInput,
  baseline: EditStoryInput,
): { hasChanges: boolean; finish: () => void; discard: () => void } {
  const autosave = useAutosave(JSON.stringify(values), () =>
    saveEditDraft(browserStorage(), userId, storyId, { values, savedAt: Date.now() }, baseline),
  );
  return {
    hasChanges: hasChanges(values, baseline),
    finish: () => {
      autosave.finish();
      clearEditDraft(browserStorage(), userId, storyId);
    },
    discard: () => clearEditDraft(browserStorage(), userId, storyId),
  };
}
