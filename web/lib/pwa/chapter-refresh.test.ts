import { describe, expect, it } from 'vitest';
import { CHAPTER_REFRESH_MS, needsChapterRefresh } from './chapter-refresh';

const toc = JSON.stringify([{ id: 1, wordCount: 900, locked: false }]);
const now = Date.UTC(2026, 10, 26, 12);
const settled = { cachedToc: toc, toc, fetchedAt: now - 60_000, allCached: true, now };

describe('when a saved story is fetched again for offline reading', () => {
  it('keeps the cached chapters while the contents are the same, all cached, fetched within a day', () => {
    expect(needsChapterRefresh(settled)).toBe(false);
    expect(needsChapterRefresh({ ...settled, fetchedAt: now - CHAPTER_REFRESH_MS + 1 })).toBe(false);
  });

  it('fetches them when the contents changed: a chapter added, resized, locked or unlocked', () => {
    const changed = JSON.stringify([{ id: 1, wordCount: 900, locked: true }]);
    expect(needsChapterRefresh({ ...settled, toc: changed })).toBe(true);
    expect(needsChapterRefresh({ ...settled, cachedToc: null })).toBe(true);
  });

  it('fetches them when one is missing from the cache, or never fetched in full', () => {
    expect(needsChapterRefresh({ ...settled, allCached: false })).toBe(true);
    expect(needsChapterRefresh({ ...settled, fetchedAt: undefined })).toBe(true);
  });

  it('fetches them a day after the last full fetch, and when the clock went back', () => {
    expect(needsChapterRefresh({ ...settled, fetchedAt: now - CHAPTER_REFRESH_MS })).toBe(true);
    expect(needsChapterRefresh({ ...settled, fetchedAt: now + 60_000 })).toBe(true);
  });
});
