/**
 * The Cache Storage cache that holds API answers for offline reading. The service worker (vite.config.ts
 * `runtimeCaching`) answers from it when the network fails; the page fills it (offline-cache.ts) and
 * deletes it at logout and when another user signs in, so one person's answers never reach another.
 */
export const OFFLINE_API_CACHE = 'storyloom-offline-api-v1';

/**
 * GET API paths the service worker answers from the network, else from OFFLINE_API_CACHE: what the
 * app needs to start signed in (the user, bookmarks, progress) and what both readers and the story
 * page's Read tab load for a story (the story, its table of contents, and single chapters). Not the
 * full chapter list (`/api/stories/{id}/chapters`, every chapter's text): only the author's screens
 * read it. Anchored, no query string.
 */
export const OFFLINE_API_PATTERN =
  /^\/api\/(auth\/user|user\/bookmarks|user\/reading-progress|stories\/\d+(\/toc)?|chapters\/\d+)$/;

/** The API paths kept offline for one saved story (docs/reference/platform.md#offline). */
export function storyUrls(storyId: number): [story: string, toc: string] {
  return [`/api/stories/${storyId}`, `/api/stories/${storyId}/toc`];
}

/** The API paths every signed-in start needs offline (the current user, bookmarks, progress). */
export const SESSION_URLS = ['/api/auth/user', '/api/user/bookmarks', '/api/user/reading-progress'];

/** Minimal shape of a chapter in GET /api/stories/{id}/toc that offline caching reads. */
export interface ListedChapter {
  id: number;
  locked?: boolean;
}

/**
 * The single-chapter paths (`/api/chapters/{id}`) to keep for a story: only chapters the reader may
 * read in full (the server marks the others `locked`), paid ones the reader bought included.
 */
export function readableChapterUrls(chapters: readonly ListedChapter[]): string[] {
  return chapters
    .filter((chapter) => chapter.locked !== true)
    .map((chapter) => `/api/chapters/${chapter.id}`);
}

/**
 * Whether a cached path belongs to offline reading but is no longer wanted (a story un-bookmarked, a
 * chapter deleted or locked again): cached story and chapter paths not in `wanted` are stale.
 */
export function isStaleCachedPath(pathname: string, wanted: ReadonlySet<string>): boolean {
  return /^\/api\/(stories|chapters)\//.test(pathname) && !wanted.has(pathname);
}

/**
 * OFFLINE_API_PATTERN for a full same-origin URL (`http://host/api/...`): Workbox tests a RegExp route
 * against `url.href`, and generateSW copies a RegExp (not a function's closure) into the worker.
 */
export const OFFLINE_API_HREF_PATTERN = new RegExp(`^https?://[^/]+${OFFLINE_API_PATTERN.source.slice(1)}`);
