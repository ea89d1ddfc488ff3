/** Exponential backoff settings: the first delay and the longest, in ms. */
export interface BackoffOptions {
  /** Delay before the first retry, ms. */
  baseMs: number;
  /** Longest delay, ms. */
  capMs: number;
}

/**
 * The wait before retry `attempt` (0 for the first retry), in ms: exponential (`baseMs * 2^attempt`,
 * capped at `capMs`) with "equal jitter" (AWS Architecture Blog, "Exponential Backoff And Jitter"):
 * half the step is fixed, half random, so clients that lost the server together do not return
 * together yet never retry at once. `random` returns a number in [0, 1).
 */
export function backoffDelay(attempt: number, random: () => number, options: BackoffOptions): number {
  const step = Math.min(options.capMs, options.baseMs * 2 ** Math.min(Math.max(attempt, 0), 30));
  return Math.round(step / 2 + random() * (step / 2));
}
