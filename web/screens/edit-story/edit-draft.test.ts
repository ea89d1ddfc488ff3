import { describe, expect, it } from 'vitest';
import { clearEditDraft, editDraftKey, hasChanges, loadEditDraft, saveEditDraft } from './edit-draft';
import { changedFields, type EditStoryInput, formFieldOf, toUpdateRequest } from './edit-story-form';

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

const saved: EditStoryInput = {
  title: 'The Glass Harbor',
  genre: 'Fantasy',
  summary: 'A town of lenses.',
  tags: 'glass, sea',
  warnings: [],
  setting: '',
  openingLine: '',
  status: 'ongoing',
  releaseSchedule: '',
  defaultNoteBefore: '',
  defaultNoteAfter: '',
  accessLevel: 'public',
  individualPrice: '',
  requiredTierId: '',
  freeChapters: 1,
  previewLength: 500,
  isAdultContent: false,
  isPublished: true,
  communityVotingEnabled: true,
};

describe('the story edit draft (ADR 0021)', () => {
  it('comes back per user and story while it differs from the story as saved', () => {
    const storage = memoryStorage();
    const values = { ...saved, title: 'The Glass Harbour', status: 'completed' as const };
    saveEditDraft(storage, 7, 3, { values, savedAt: 1_700_000_000_000 }, saved);
    expect(loadEditDraft(storage, 7, 3, saved)).toEqual({ values, savedAt: 1_700_000_000_000 });
    expect(loadEditDraft(storage, 8, 3, saved)).toBeNull();
    expect(loadEditDraft(storage, 7, 4, saved)).toBeNull();
    // Saved elsewhere meanwhile with the same change: nothing left to offer.
    expect(loadEditDraft(storage, 7, 3, values)).toBeNull();
  });

  it('keeps nothing without a change, and forgets on clear', () => {
    const storage = memoryStorage();
    saveEditDraft(storage, 7, 3, { values: saved, savedAt: 1 }, saved);
    expect(storage.items.size).toBe(0);
    saveEditDraft(storage, 7, 3, { values: { ...saved, tags: 'x' }, savedAt: 1 }, saved);
    expect(storage.items.has(editDraftKey(7, 3))).toBe(true);
    clearEditDraft(storage, 7, 3);
    expect(storage.items.size).toBe(0);
  });

  it('ignores unreadable drafts and fields of the wrong type', () => {
    const storage = memoryStorage();
    storage.setItem(editDraftKey(7, 3), '{not json');
    expect(loadEditDraft(storage, 7, 3, saved)).toBeNull();
    storage.setItem(
      editDraftKey(7, 3),
      JSON.stringify({ version: 1, savedAt: 5, values: { title: 42, summary: 'New', unknown: 'x' } }),
    );
    expect(loadEditDraft(storage, 7, 3, saved)).toEqual({ values: { ...saved, summary: 'New' }, savedAt: 5 });
    expect(hasChanges(saved, { ...saved })).toBe(false);
  });
});

describe('the edit request', () => {
  it('sends only the changed fields, and the owner-only ones only for the owner', () => {
    const edited = {
      ...saved,
      title: 'New',
      tags: 'glass,  sea ',
      setting: 'Port',
      accessLevel: 'premium' as const,
    };
    const owner = changedFields(toUpdateRequest(edited, true), toUpdateRequest(saved, true));
    expect(owner).toMatchObject({ title: 'New', setting: 'Port', accessLevel: 'premium', isPremium: true });
    expect(owner).not.toHaveProperty('tags');
    expect(owner).not.toHaveProperty('summary');
    const coauthor = changedFields(toUpdateRequest(edited, false), toUpdateRequest(saved, false));
    expect(coauthor).toEqual({ title: 'New', setting: 'Port' });
    expect(toUpdateRequest({ ...saved, summary: '  ' }, false).summary).toBeNull();
  });

  it('maps a server field path to a form field', () => {
    expect(formFieldOf('body.title')).toBe('title');
    expect(formFieldOf('body.individualPrice')).toBe('individualPrice');
    expect(formFieldOf('body.coverUrl')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});
