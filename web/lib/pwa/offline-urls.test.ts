import { describe, expect, it } from 'vitest';
import {
  isStaleCachedPath,
  OFFLINE_API_HREF_PATTERN,
  OFFLINE_API_PATTERN,
  readableChapterUrls,
  SESSION_URLS,
  storyUrls,
} from './offline-urls';

describe('what is kept for offline reading', () => {
  it('keeps a saved story page, table of contents and its readable chapters', () => {
    expect(storyUrls(7)).toEqual(['/api/stories/7', '/api/stories/7/toc']);
    const chapters = [{ id: 1 }, { id: 2, locked: false }, { id: 3, locked: true }];
    expect(readableChapterUrls(chapters)).toEqual(['/api/chapters/1', '/api/chapters/2']);
  });

  it('the service worker route covers exactly those paths, and no other API', () => {
    for (const path of [...SESSION_URLS, ...storyUrls(12), '/api/chapters/99']) {
      expect(OFFLINE_API_PATTERN.test(path)).toBe(true);
      expect(OFFLINE_API_HREF_PATTERN.test(`https://storyloom.example${path}`)).toBe(true);
    }
    for (const path of [
      '/api/stories/trending',
      // The full chapter list (every chapter's text) is the author's screens' alone: not kept.
      '/api/stories/12/chapters',
      '/api/stories/12/chapters?x=1',
      '/api/chapters/99/proposals-with-votes',
      '/api/user/purchases',
      '/api/auth/user/other',
    ]) {
      expect(OFFLINE_API_PATTERN.test(path)).toBe(false);
      expect(OFFLINE_API_HREF_PATTERN.test(`http://localhost:5000${path}`)).toBe(false);
    }
  });

  it('treats cached stories and chapters that are no longer wanted as stale, never the session', () => {
    const wanted = new Set(['/api/stories/7', '/api/chapters/1']);
    expect(isStaleCachedPath('/api/stories/7', wanted)).toBe(false);
    expect(isStaleCachedPath('/api/stories/8/chapters', wanted)).toBe(true);
    expect(isStaleCachedPath('/api/chapters/2', wanted)).toBe(true);
    expect(isStaleCachedPath('/api/auth/user', wanted)).toBe(false);
  });
});
