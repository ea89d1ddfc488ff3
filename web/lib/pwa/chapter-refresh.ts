/**
 * When the offline copy of a saved story's chapters is fetched again (docs/reference/platform.md#offline
 * "refreshed when online", docs/reference/performance.md). The app refreshes the offline data at every start;
 * fetching every chapter of every saved story each time cost a phone a whole book per story per start. Now
 * the story and its table of contents are fetched each time, and the chapters only when the table of contents
 * changed (a chapter added, removed, retitled, re-sized, locked or unlocked for this reader), when one
 * is missing from the cache, or when the last full fetch is older than CHAPTER_REFRESH_MS (edits that
 * leave a chapter's word count as it was).
 */

/** localStorage key: when each saved story's chapters were last all fetched, `{ [storyId]: ms }`. */
export const CHAPTER_REFRESH_KEY = 'storyloom.offline-chapters-fetched';

/** A saved story's chapters are fetched again at least this often while its contents stay the same. */
export const CHAPTER_REFRESH_MS = 24 * 60 * 60 * 1000;

/** What the decision needs to know about one saved story. */
export interface ChapterRefreshFacts {
  /** The table of contents (its JSON text) cached before this refresh, or null. */
  cachedToc: string | null;
  /** The table of contents just fetched (its JSON text). */
  toc: string;
  /** When its chapters were last all fetched (ms since the epoch), or undefined. */
  fetchedAt: number | undefined;
  /** Whether every chapter the reader may read is in the offline cache. */
  allCached: boolean;
  /** Now, in ms since the epoch. */
  now: number;
}

/** Whether the story's readable chapters must be fetched again (see the module comment). */
export function needsChapterRefresh(facts: ChapterRefreshFacts): boolean {
  if (!facts.allCached || facts.cachedToc !== facts.toc || facts.fetchedAt === undefined) return true;
  const age = facts.now - facts.fetchedAt;
  return age < 0 || age >= CHAPTER_REFRESH_MS;
}

/** The stored fetch times; empty when none or unreadable. */
export function loadChapterFetchTimes(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CHAPTER_REFRESH_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Stores the fetch times (blocked storage: the next start fetches every chapter again). */
export function storeChapterFetchTimes(times: Record<string, number>): void {
  try {
    if (Object.keys(times).length === 0) localStorage.removeItem(CHAPTER_REFRESH_KEY);
    else localStorage.setItem(CHAPTER_REFRESH_KEY, JSON.stringify(times));
  } catch {
    // Storage blocked or full: nothing to do.
  }
}
