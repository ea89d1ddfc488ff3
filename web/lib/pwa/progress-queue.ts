import { ApiError } from '../api';

/** localStorage key of the reading progress saved while offline, waiting to be sent. */
export const PROGRESS_QUEUE_KEY = 'storyloom.progress-queue';

/**
 * One POST /api/reading-progress body saved while offline, for user `userId`. `body` is forwarded as
 * the reader built it (it may carry fields this module does not know, e.g. a position in the chapter).
 */
export interface QueuedProgress {
  userId: number;
  storyId: number;
  body: unknown;
}

/** Parses the stored queue; anything unreadable is an empty queue (progress is best effort). */
export function parseQueue(raw: string | null): QueuedProgress[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is QueuedProgress =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as QueuedProgress).userId === 'number' &&
        typeof (item as QueuedProgress).storyId === 'number',
    );
  } catch {
    return [];
  }
}

/**
 * The queue with `item` added: only the newest progress per user and story is kept (the server keeps
 * one row per story too), and it moves to the end so stories are sent in the order they were read.
 */
export function enqueueProgress(queue: readonly QueuedProgress[], item: QueuedProgress): QueuedProgress[] {
  return [...queue.filter((q) => q.userId !== item.userId || q.storyId !== item.storyId), item];
}

/** Whether a failed send is worth retrying later: the network failed (not an answer from the server). */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError);
}

/**
 * Sends `userId`'s queued progress in order with `send`, and returns what is left to keep: entries of
 * other users are dropped (they were not sent before that user signed out), a network failure stops
 * the flush and keeps the rest, and an answer from the server (sent, or refused with 4xx/5xx) removes
 * the entry: a refusal would be refused again.
 */
export async function flushQueue(
  queue: readonly QueuedProgress[],
  userId: number,
  send: (body: unknown) => Promise<unknown>,
): Promise<QueuedProgress[]> {
  const mine = queue.filter((item) => item.userId === userId);
  for (let index = 0; index < mine.length; index += 1) {
    const item = mine[index] as QueuedProgress;
    try {
      await send(item.body);
    } catch (error) {
      if (isRetryable(error)) return mine.slice(index);
      console.error('Queued reading progress was refused', error);
    }
  }
  return [];
}

/** The stored queue (localStorage); empty when storage is unavailable. */
export function loadQueue(): QueuedProgress[] {
  try {
    return parseQueue(localStorage.getItem(PROGRESS_QUEUE_KEY));
  } catch {
    return [];
  }
}

/** Stores the queue, removing the key when it is empty. */
export function storeQueue(queue: readonly QueuedProgress[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(PROGRESS_QUEUE_KEY);
    else localStorage.setItem(PROGRESS_QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or blocked: the progress is lost, as it would be without the queue.
  }
}
