import { z } from 'zod';
import type { CreateStep, DraftChapter, StoryFormInput, WritingMode } from './create-form';

/**
 * The story wizard's work in progress, kept in this browser per signed-in user (ADR 0021: a local
 * draft, not a server draft story, because the wizard's half-filled fields are not yet a valid story).
 */
export interface WizardDraft {
  mode: WritingMode;
  step: CreateStep;
  values: StoryFormInput;
  chapters: DraftChapter[];
  activeKey: number;
  /** When it was saved, ms since the epoch. */
  savedAt: number;
}

const ZDraft = z.object({
  version: z.literal(1),
  mode: z.enum(['full', 'guided', 'manual']),
  step: z.enum(['create', 'review', 'writing', 'publishing']),
  values: z.record(z.string(), z.unknown()),
  chapters: z
    .array(
      z.object({
        key: z.number().int(),
        title: z.string(),
        content: z.string(),
        isGenerated: z.boolean(),
        aiGenerationId: z.number().int().optional(),
      }),
    )
    .min(1),
  activeKey: z.number().int(),
  savedAt: z.number(),
});

/** The localStorage key of a user's wizard draft. */
export const draftKey = (userId: number): string => `storyloom:create-draft:${userId}`;

/** Whether the draft holds anything a person typed or generated (an untouched wizard is not worth keeping). */
export function hasWork(draft: Pick<WizardDraft, 'values' | 'chapters'>): boolean {
  const { title, summary, tags, setting, openingLine } = draft.values;
  const typed = [title, summary, tags, setting, openingLine].some(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
  return typed || draft.chapters.some((c) => c.content.trim() !== '' || c.aiGenerationId !== undefined);
}

/**
 * Reads a user's saved draft; null when there is none, it is unreadable (storage off, old shape) or empty.
 * `defaults` fills fields added to the form after the draft was saved.
 */
export function loadDraft(
  storage: Pick<Storage, 'getItem'> | undefined,
  userId: number,
  defaults: StoryFormInput,
): WizardDraft | null {
  try {
    const parsed = ZDraft.safeParse(JSON.parse(storage?.getItem(draftKey(userId)) ?? 'null'));
    if (!parsed.success) return null;
    const { version: _version, ...draft } = parsed.data;
    const restored: WizardDraft = {
      ...draft,
      values: { ...defaults, ...(draft.values as Partial<StoryFormInput>) },
    };
    return hasWork(restored) ? restored : null;
  } catch {
    return null;
  }
}

/** Saves (or, when it holds no work, removes) a user's draft. Storage errors (quota, private mode) are ignored. */
export function saveDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  userId: number,
  draft: WizardDraft,
): void {
  try {
    if (!hasWork(draft)) storage?.removeItem(draftKey(userId));
    else storage?.setItem(draftKey(userId), JSON.stringify({ version: 1, ...draft }));
  } catch {
    // Nothing to do: the wizard still works, only the safety copy is missing.
  }
}

/** Forgets a user's draft (after publishing or saving the story, or on Discard). */
export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined, userId: number): void {
  try {
    storage?.removeItem(draftKey(userId));
  } catch {
    // As in saveDraft.
  }
}
