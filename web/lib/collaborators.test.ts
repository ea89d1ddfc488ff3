import { describe, expect, it } from 'vitest';
import type { Story } from '../../contract/stories';
import {
  authorsOf,
  editorsOf,
  joinNames,
  percentToBps,
  rolePowers,
  shareLabel,
  viewerRoleOf,
} from './collaborators';

/* The byline, shares and role checks the web shows (docs/reference/stories.md#collaborators). */

const person = (username: string, role: 'coauthor' | 'editor') => ({
  username,
  displayName: username.toUpperCase(),
  profileImageUrl: null,
  role,
});
const story = {
  authorId: 1,
  author: { username: 'ada', displayName: 'Ada' },
  collaborators: [person('ben', 'coauthor'), person('cy', 'editor'), person('dee', 'coauthor')],
} as unknown as Story;

describe('collaborators in the web', () => {
  it('names the owner then co-authors, and editors apart', () => {
    expect(joinNames(authorsOf(story).map((a) => a.name))).toBe('Ada, BEN & DEE');
    expect(editorsOf(story).map((e) => e.username)).toEqual(['cy']);
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Ben'])).toBe('Ada & Ben');
  });

  it('reads a share typed in percent as basis points', () => {
    expect(percentToBps('25')).toBe(2500);
    expect(percentToBps(' 12.5 % ')).toBe(1250);
    expect(percentToBps('')).toBeUndefined();
    expect(percentToBps('100.01')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
    expect(shareLabel(1250)).toBe('12.5 %');
  });

  it("takes the viewer's role from the story answer, else from the owner id", () => {
    expect(viewerRoleOf({ ...story, viewerRole: 'editor' } as Story, 2)).toBe('editor');
    expect(viewerRoleOf(story, 1)).toBe('owner');
    expect(viewerRoleOf(story, 2)).toBeNull();
    expect(rolePowers('editor')).toMatchObject({
      mayEditChapters: true,
      mayWriteChapters: false,
      mayManage: false,
    });
    expect(rolePowers('coauthor')).toMatchObject({ mayWriteChapters: true, mayManage: false });
  });
});
