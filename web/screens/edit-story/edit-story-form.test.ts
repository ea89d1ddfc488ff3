import { describe, expect, it } from 'vitest';
import { editStorySchema, toUpdateRequest } from './edit-story-form';

const values = {
  title: 'The Glass Harbor',
  genre: 'Fantasy',
  summary: '',
  tags: '',
  setting: '',
  openingLine: '',
  status: 'ongoing' as const,
  warnings: [],
  releaseSchedule: 'New chapter every Friday',
  defaultNoteBefore: '  ',
  defaultNoteAfter: 'See you Friday.',
  accessLevel: 'public' as const,
  individualPrice: '',
  requiredTierId: '',
  freeChapters: 1,
  previewLength: 500,
  isAdultContent: false,
  isPublished: true,
  communityVotingEnabled: true,
};

describe('the edit screen: schedule and default notes (docs/reference/stories.md#schedule, #notes)', () => {
  it('sends them as details, an emptied one as null', () => {
    const request = toUpdateRequest(editStorySchema(false).parse(values), false);
    expect(request).toMatchObject({
      releaseSchedule: 'New chapter every Friday',
      defaultNoteBefore: null,
      defaultNoteAfter: 'See you Friday.',
    });
  });

  it('refuses a schedule over 120 characters and a note over 2,000', () => {
    const result = editStorySchema(false).safeParse({
      ...values,
      releaseSchedule: 'x'.repeat(121),
      defaultNoteAfter: 'x'.repeat(2001),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'defaultNoteAfter',
      'releaseSchedule',
    ]);
  });
});
