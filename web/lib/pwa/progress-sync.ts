import { type ApiBody, api } from '../api';
import { offlineOwner } from './offline-cache';
import { enqueueProgress, flushQueue, isRetryable, loadQueue, storeQueue } from './progress-queue';

/** The body of POST /api/reading-progress: the chapter reached and the place in it. */
type ProgressBody = ApiBody<'post', '/api/reading-progress'>;

/** Whether the browser says it is online (always true where it cannot tell). */
function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Adds one progress body to the stored queue for the offline data's owner; false without an owner. */
function queueProgress(body: { storyId: number }): boolean {
  const userId = offlineOwner();
  if (userId === null) return false;
  storeQueue(enqueueProgress(loadQueue(), { userId, storyId: body.storyId, body }));
  return true;
}

/**
 * Sends reading progress (POST /api/reading-progress) with `body` as given; while offline, or when the
 * network fails, it is queued instead (docs/reference/platform.md#pwa) and sent by flushProgressQueue once
 * back online. Resolves `'sent'` or `'queued'`.
 * @throws ApiError when the server refuses the progress (4xx/5xx: retrying would not help)
 */
export async function sendReadingProgress(body: ProgressBody): Promise<'sent' | 'queued'> {
  if (!isOnline() && queueProgress(body)) return 'queued';
  try {
    await api.POST('/api/reading-progress', { body });
    return 'sent';
  } catch (error) {
    if (isRetryable(error) && queueProgress(body)) return 'queued';
    throw error;
  }
}

let running: Promise<number> | null = null;

/**
 * Sends `userId`'s queued reading progress, in the order it was read, and keeps what could not be
 * sent (the network failed again). Progress queued while the flush runs is kept too. Resolves the
 * number of entries sent or dropped. One flush at a time per page.
 */
export function flushProgressQueue(userId: number): Promise<number> {
  if (running) return running;
  running = (async () => {
    const before = loadQueue();
    if (!before.some((item) => item.userId === userId)) return 0;
    // A queued body is one this module stored from a ProgressBody; the server validates it again.
    const send = (body: unknown) => api.POST('/api/reading-progress', { body: body as ProgressBody });
    const left = await flushQueue(before, userId, send);
    const done = before.filter((item) => item.userId === userId && !left.includes(item));
    // Entries added meanwhile are new objects, so only the ones this flush handled are removed.
    const doneKeys = new Set(done.map((item) => JSON.stringify(item)));
    storeQueue(loadQueue().filter((item) => !doneKeys.has(JSON.stringify(item))));
    return done.length;
  })().finally(() => {
    running = null;
  });
  return running;
}
