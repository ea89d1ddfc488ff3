import { ApiError } from './api';
import { type BackoffOptions, backoffDelay } from './backoff';

/*
 * The app's one retry policy for requests (TanStack Query "Query Retries" and "Network Mode"): a
 * failure the server may get over (no answer at all, a 5xx) is tried again a few times with capped
 * exponential backoff; an answer about the request itself (any 4xx: signed out, forbidden, not found,
 * invalid, rate limited) is final, since asking again the same way cannot change it (RFC 9110 §15.5).
 * While the browser is offline retries wait (`networkMode: 'offlineFirst'` in web/lib/query-client.ts).
 */

/** Retries after the first failure: at most 3, so a query asks at most 4 times before it errors. */
export const MAX_RETRIES = 3;

/** Waits between retries: 1 s doubling up to 30 s, with jitter. */
export const RETRY_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 30_000 };

/** Whether `error` is an abort (the request was cancelled on purpose): never retried. */
function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Whether a request that failed with `error` may succeed if sent again: a network failure (fetch's
 * TypeError, no answer) or a 5xx answer. A 4xx answer and an abort are final.
 */
export function isRetryableError(error: unknown): boolean {
  if (isAbort(error)) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return true;
}

/**
 * TanStack Query's `retry` option: true while fewer than MAX_RETRIES retries were made
 * (`failureCount` is the number of retries so far: 0 at the first failure) and the error is retryable.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryableError(error);
}

/**
 * TanStack Query's `retryDelay` option: the wait in ms before the retry that follows `failureCount`
 * earlier retries (0 for the first): RETRY_BACKOFF's exponential step with equal jitter
 * (web/lib/backoff.ts), so about 0.5-1 s, 1-2 s, 2-4 s.
 */
export function retryDelay(failureCount: number): number {
  return backoffDelay(failureCount, Math.random, RETRY_BACKOFF);
}

/** Whether `error` is a network failure (no answer from the server): offline, or the server is down. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
