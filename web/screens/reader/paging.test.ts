import { describe, expect, it } from 'vitest';
import { isStoryEnd, isStoryStart, type ReaderPosition, resolvePage, turnPage } from './paging';

const at = (chapterIndex: number, page: number): ReaderPosition => ({ chapterIndex, page, direction: 0 });

describe('turnPage', () => {
  it('moves within a chapter', () => {
    expect(turnPage(at(0, 0), 1, 3, 2)).toEqual({ chapterIndex: 0, page: 1, direction: 1 });
    expect(turnPage(at(0, 2), -1, 3, 2)).toEqual({ chapterIndex: 0, page: 1, direction: -1 });
  });

  it('goes from a last page to the next chapter first page', () => {
    expect(turnPage(at(0, 2), 1, 3, 2)).toEqual({ chapterIndex: 1, page: 0, direction: 1 });
  });

  it('goes from a first page to the previous chapter last page', () => {
    const back = turnPage(at(1, 0), -1, 4, 2);
    expect(back).toEqual({ chapterIndex: 0, page: -1, direction: -1 });
    expect(resolvePage(back, 7)).toBe(6);
  });

  it('stops at the start and at the end of the story', () => {
    const start = at(0, 0);
    expect(turnPage(start, -1, 3, 2)).toBe(start);
    expect(isStoryStart(start, 3)).toBe(true);
    const end = at(1, -1);
    expect(turnPage(end, 1, 3, 2)).toBe(end);
    expect(isStoryEnd(end, 3, 2)).toBe(true);
    expect(isStoryEnd(at(0, 2), 3, 2)).toBe(false);
  });

  it('clamps a page beyond a shorter split', () => {
    expect(resolvePage(at(0, 9), 4)).toBe(3);
    expect(turnPage(at(0, 9), -1, 4, 1)).toEqual({ chapterIndex: 0, page: 2, direction: -1 });
  });
});
