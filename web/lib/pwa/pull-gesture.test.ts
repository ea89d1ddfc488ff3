import { describe, expect, it } from 'vitest';
import { PULL_MAX_PX, pullDistance, REFRESH_INDICATOR_MS, shouldRefresh } from './pull-gesture';

const at = (x: number, y: number) => ({ x, y });

describe('pull-to-refresh gesture', () => {
  it('follows a downward drag and stops at 100 px', () => {
    expect(pullDistance(at(100, 10), at(100, 40))).toBe(30);
    expect(pullDistance(at(100, 10), at(105, 300))).toBe(PULL_MAX_PX);
    expect(PULL_MAX_PX).toBe(100);
  });

  it('ignores upward drags and sideways swipes', () => {
    expect(pullDistance(at(100, 200), at(100, 150))).toBe(0);
    expect(pullDistance(at(100, 10), at(250, 60))).toBe(0);
  });

  it('refreshes only on a release over 50 px, and shows the indicator for 2 s', () => {
    expect(shouldRefresh(50)).toBe(false);
    expect(shouldRefresh(51)).toBe(true);
    expect(shouldRefresh(pullDistance(at(0, 0), at(0, 500)))).toBe(true);
    expect(REFRESH_INDICATOR_MS).toBe(2000);
  });
});
