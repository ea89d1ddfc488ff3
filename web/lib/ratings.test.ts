import { describe, expect, it } from 'vitest';
import { ratingSummary } from '../screens/story/ratings-section';
import { averageRatingLabel, NO_RATINGS } from './ratings';

describe('rating labels', () => {
  it('say "No ratings yet" before the first rating, never "0.0 / 5.0"', () => {
    expect(averageRatingLabel(0, 0)).toBe('No ratings yet');
    expect(ratingSummary(0, 0)).toBe(NO_RATINGS);
  });

  it('show the average with one decimal once rated', () => {
    expect(averageRatingLabel(4.25, 3)).toBe('4.3 / 5.0');
    expect(averageRatingLabel(1, 1)).toBe('1.0 / 5.0');
    expect(ratingSummary(4.5, 1)).toBe('4.5 out of 5.0 · 1 rating');
  });
});
