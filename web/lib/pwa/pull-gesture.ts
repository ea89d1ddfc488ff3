/** docs/reference/limits.md#pwa: a release past 50 px of pull triggers a refresh. */
export const PULL_THRESHOLD_PX = 50;
/**
 * docs/reference/platform.md#pwa, docs/reference/limits.md#pwa: the pull follows the finger for at most 100
 * px.
 */
export const PULL_MAX_PX = 100;
/** docs/reference/limits.md#pwa: the refreshing indicator stays 2 s. */
export const REFRESH_INDICATOR_MS = 2_000;

/** A touch point, in CSS px from the viewport's top left. */
export interface TouchPoint {
  x: number;
  y: number;
}

/**
 * How far the list is pulled (px, 0..100) for a touch that started at `start` and is now at `now`:
 * only a downward, mostly vertical drag pulls (a sideways swipe on a shelf does not), capped at 100 px
 * (docs/reference/platform.md#pwa).
 */
export function pullDistance(start: TouchPoint, now: TouchPoint): number {
  const dy = now.y - start.y;
  const dx = Math.abs(now.x - start.x);
  if (dy <= 0 || dx > dy) return 0;
  return Math.min(dy, PULL_MAX_PX);
}

/**
 * Whether releasing at `distance` px refreshes: over the 50 px threshold (docs/reference/platform.md#pwa).
 */
export function shouldRefresh(distance: number): boolean {
  return distance > PULL_THRESHOLD_PX;
}
