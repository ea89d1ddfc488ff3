import { describe, expect, it } from 'vitest';
import { chaptersReachedPercent } from './use-save-progress';

describe('chaptersReachedPercent', () => {
  it('is the rounded percent of chapters reached', () => {
    expect(chaptersReachedPercent(0, 4)).toBe(25);
    expect(chaptersReachedPercent(0, 61)).toBe(2);
    expect(chaptersReachedPercent(1, 3)).toBe(67);
    expect(chaptersReachedPercent(60, 61)).toBe(100);
    expect(chaptersReachedPercent(0, 0)).toBe(0);
  });
});
