import { z } from 'zod';
import type { EditStoryInput } from './edit-story-form';

/**
 * Unsaved changes of the story edit screen, kept in this browser per signed-in user and story, as the story
 * wizard keeps its draft (ADR 0021): restored with a banner on return, forgotten on save or Discard.
 */
export interface EditDraft {
  values: EditStoryInput;
  /** When it was saved, ms since the epoch. */
  savedAt: number;
}

const ZEditDraft = z.object({
  version: z.literal(1),
  values: z.record(z.string(), z.unknown()),
  savedAt: z.number(),
});

/** The localStorage key of a user's edit draft of one story. */
export const editDraftKey = (userId: number, storyId: number): string =>
  `storyloom:edit-draft:${userId}:${storyId}`;

/** Whether `values` differ from the story as saved (`baseline`): only then is there work to keep. */
export function hasChanges(values: EditStoryInput, baseline: EditStoryInput): boolean {
  return (Object.keys(baseline) as (keyof EditStoryInput)[]).some(
    (key) => JSON.stringify(values[key] ?? null) !== JSON.stringify(baseline[key] ?? null),
  );
}

/**
 * Reads a user's edit draft of a story; null when there is none, it is unreadable (storage off, old shape)
 * or holds no change from `baseline` (the story as saved now, which also fills fields added since).
 */
export function loadEditDraft(
  storage: Pick<Storage, 'getItem'> | undefined,
  userId: number,
  storyId: number,
  baseline: EditStoryInput,
): EditDraft | null {
  try {
    const parsed = ZEditDraft.safeParse(
      JSON.parse(storage?.getItem(editDraftKey(userId, storyId)) ?? 'null'),
    );
    if (!parsed.success) return null;
    const known = Object.fromEntries(
      Object.entries(parsed.data.values).filter(
        ([key, value]) => key in baseline && typeof value === typeof baseline[key as keyof EditStoryInput],
      ),
    );
    const values = { ...baseline, ...known } as EditStoryInput;
    return hasChanges(values, baseline) ? { values, savedAt: parsed.data.savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * Saves (or, when it holds no change from `baseline`, removes) a user's edit draft of a story. Storage
 * errors (quota, private mode) are ignored.
 */
export function saveEditDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  userId: number,
  storyId: number,
  draft: EditDraft,
  baseline: EditStoryInput,
): void {
  try {
    const key = editDraftKey(userId, storyId);
    if (!hasChanges(draft.values, baseline)) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify({ version: 1, ...draft }));
  } catch {
    // Nothing to do: the screen still works, only the safety copy is missing.
  }
}

/** Forgets a user's edit draft of a story (after saving it, or on Discard). */
export function clearEditDraft(
  storage: Pick<Storage, 'removeItem'> | undefined,
  userId: number,
  storyId: number,
): void {
  try {
    storage?.removeItem(editDraftKey(userId, storyId));
  } catch {
    // As in saveEditDraft.
  }
}
