import {
  CHAPTER_REFRESH_KEY,
  loadChapterFetchTimes,
  needsChapterRefresh,
  storeChapterFetchTimes,
} from './chapter-refresh';
import {
  isStaleCachedPath,
  type ListedChapter,
  OFFLINE_API_CACHE,
  readableChapterUrls,
  SESSION_URLS,
  storyUrls,
} from './offline-urls';
import { loadQueue, storeQueue } from './progress-queue';

/** localStorage key of the id of the user whose answers OFFLINE_API_CACHE holds. */
export const OFFLINE_OWNER_KEY = 'storyloom.offline-owner';

/** Chapters fetched at once while filling the cache: enough to be quick, gentle on a phone's link. */
const CHAPTER_CONCURRENCY = 3;

/** The user id the offline data belongs to, or null (nobody signed in on this browser yet). */
export function offlineOwner(): number | null {
  try {
    const id = Number(localStorage.getItem(OFFLINE_OWNER_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

const hasCacheStorage = () => typeof caches !== 'undefined';

/**
 * Removes everything kept for offline use: the cached API answers, the queued reading progress and the
 * owner mark. Called at logout (docs/reference/platform.md#pwa: "removed at logout").
 */
export async function clearOfflineData(): Promise<void> {
  storeQueue([]);
  try {
    localStorage.removeItem(OFFLINE_OWNER_KEY);
    localStorage.removeItem(CHAPTER_REFRESH_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  if (hasCacheStorage()) await caches.delete(OFFLINE_API_CACHE);
}

/**
 * Makes the offline data `userId`'s: when it belonged to someone else (a session that ended without a
 * logout), their cached answers and queued progress are deleted first, so no answer meant for one user
 * is ever served to another from the cache.
 */
export async function claimOfflineData(userId: number): Promise<void> {
  if (offlineOwner() === userId) return;
  if (hasCacheStorage()) await caches.delete(OFFLINE_API_CACHE);
  storeChapterFetchTimes({});
  storeQueue(loadQueue().filter((item) => item.userId === userId));
  try {
    localStorage.setItem(OFFLINE_OWNER_KEY, String(userId));
  } catch {
    // Storage blocked: the next start claims again, which clears again.
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** What the app already holds for a session URL (its parsed JSON), or undefined to fetch it. */
export type KnownAnswer = (url: string) => unknown;

/**
 * Fills OFFLINE_API_CACHE for `userId` with the same URLs the app reads: the session answers (user,
 * bookmarks, progress), taken from `known` when the app holds them already (no second request at
 * start, docs/reference/performance.md), else fetched; and for each saved story its page and table of
 * contents, fetched, and every chapter the reader may read (paid ones included when unlocked), fetched
 * when `needsChapterRefresh` says so (chapter-refresh.ts), else kept as cached. When every fetch
 * got an answer, cached stories and chapters no longer saved are deleted. Stops, leaving the cache as
 * it is, when the user changes meanwhile (logout) or the network fails; does nothing offline.
 */
export async function refreshOfflineReading(
  userId: number,
  storyIds: readonly number[],
  known: KnownAnswer = () => undefined,
): Promise<void> {
  if (!hasCacheStorage() || !navigator.onLine) return;
  const cache = await caches.open(OFFLINE_API_CACHE);
  const wanted = new Set<string>();
  let isComplete = true;
  const keep = async (url: string): Promise<Response | null> => {
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'include' });
    } catch {
      isComplete = false;
      return null;
    }
    if (!response.ok || offlineOwner() !== userId) return null;
    await cache.put(url, response.clone());
    wanted.add(url);
    return response;
  };
  const keepKnown = async (url: string): Promise<void> => {
    const answer = known(url);
    if (answer === undefined || answer === null) {
      await keep(url);
      return;
    }
    if (offlineOwner() !== userId) return;
    const body = JSON.stringify(answer);
    await cache.put(
      url,
      new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
    );
    wanted.add(url);
  };

  await Promise.all(SESSION_URLS.map(keepKnown));
  const fetchedAt = loadChapterFetchTimes();
  const fetchedNow: Record<string, number> = {};
  for (const storyId of storyIds) {
    const [storyUrl, tocUrl] = storyUrls(storyId);
    const cachedToc = (await (await cache.match(tocUrl))?.text()) ?? null;
    const [, tocResponse] = await Promise.all([keep(storyUrl), keep(tocUrl)]);
    if (!tocResponse) continue;
    const toc = await tocResponse.text();
    const urls = readableChapterUrls(JSON.parse(toc) as ListedChapter[]);
    const cached = await Promise.all(urls.map(async (url) => Boolean(await cache.match(url))));
    const facts = { cachedToc, toc, fetchedAt: fetchedAt[storyId], now: Date.now() };
    if (!needsChapterRefresh({ ...facts, allCached: cached.every(Boolean) })) {
      for (const url of urls) wanted.add(url);
      fetchedNow[storyId] = fetchedAt[storyId]!;
      continue;
    }
    let allKept = true;
    await eachLimited(urls, CHAPTER_CONCURRENCY, async (url) => {
      if (!(await keep(url))) allKept = false;
    });
    if (allKept) fetchedNow[storyId] = Date.now();
  }
  if (offlineOwner() === userId) storeChapterFetchTimes(fetchedNow);
  if (!isComplete || offlineOwner() !== userId) return;
  for (const request of await cache.keys()) {
    if (isStaleCachedPath(new URL(request.url).pathname, wanted)) await cache.delete(request);
  }
}
