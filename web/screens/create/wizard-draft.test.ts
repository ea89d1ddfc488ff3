import { describe, expect, it } from 'vitest';
import { newChapter, storyFormDefaults } from './create-form';
import { clearDraft, draftKey, loadDraft, saveDraft, type WizardDraft } from './wizard-draft';

/** A Storage stand-in (the web tests run in Node, which has no localStorage). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const draft = (patch: Partial<WizardDraft> = {}): WizardDraft => ({
  mode: 'manual',
  step: 'writing',
  values: { ...storyFormDefaults, title: 'The Glass Harbor', summary: 'A town of lenses.' },
  chapters: [{ ...newChapter(1), content: 'It began with a crack.' }, newChapter(2)],
  activeKey: 2,
  savedAt: 1_700_000_000_000,
  ...patch,
});

describe('the story wizard draft', () => {
  it('comes back as saved, per user', () => {
    const storage = memoryStorage();
    saveDraft(storage, 7, draft());
    expect(loadDraft(storage, 7, storyFormDefaults)).toEqual(draft());
    expect(loadDraft(storage, 8, storyFormDefaults)).toBeNull();
  });

  it('is not kept while the wizard holds no work, and is gone once cleared', () => {
    const storage = memoryStorage();
    saveDraft(storage, 7, draft({ values: storyFormDefaults, chapters: [newChapter(1)] }));
    expect(storage.items.has(draftKey(7))).toBe(false);
    saveDraft(storage, 7, draft());
    clearDraft(storage, 7);
    expect(loadDraft(storage, 7, storyFormDefaults)).toBeNull();
  });

  it('ignores unreadable or foreign data and fills fields the form gained since', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(7), '{not json');
    expect(loadDraft(storage, 7, storyFormDefaults)).toBeNull();
    storage.setItem(draftKey(7), JSON.stringify({ version: 2 }));
    expect(loadDraft(storage, 7, storyFormDefaults)).toBeNull();
    const { previewLength: _dropped, ...older } = draft().values;
    storage.setItem(draftKey(7), JSON.stringify({ version: 1, ...draft(), values: older }));
    expect(loadDraft(storage, 7, storyFormDefaults)?.values.previewLength).toBe(500);
  });
});
