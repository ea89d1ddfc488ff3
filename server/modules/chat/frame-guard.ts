/** What to do with a client frame: handle it, refuse it with an error frame, or close the socket. */
export type FrameVerdict = 'accept' | 'refuse' | 'close';

export interface FrameGuardRule {
  /** Frames handled per window; later ones are refused with an error frame. */
  maxFrames: number;
  /** Frames per window past which the socket is closed (1008, policy violation). */
  closeAfter: number;
  windowMs: number;
}

/**
 * Clients send a frame when they open or leave a chapter, a few a minute; a join costs a database read.
 * 20 per 10 s is far above any reader and far below a flood.
 */
export const DEFAULT_FRAME_RULE: FrameGuardRule = { maxFrames: 20, closeAfter: 60, windowMs: 10_000 };

/**
 * A per-socket flood guard (fixed window, in memory: it guards one connection, which lives on one
 * instance). Returns a function that judges each arriving frame.
 */
export function createFrameGuard(rule: FrameGuardRule = DEFAULT_FRAME_RULE): () => FrameVerdict {
  let windowStart = Date.now();
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= rule.windowMs) {
      windowStart = now;
      count = 0;
    }
    count++;
    if (count > rule.closeAfter) return 'close';
    return count > rule.maxFrames ? 'refuse' : 'accept';
  };
}
