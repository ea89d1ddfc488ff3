import { describe, expect, it } from 'vitest';
import { formatAmount, formatCents, storyPriceLabel } from './money';

describe('web money helpers (ADR 0003: cents, one formatter)', () => {
  it('formats API amounts and cents the same way, with two decimals', () => {
    expect(formatAmount('4.99', 'en-US')).toBe('$4.99');
    expect(formatAmount('10', 'en-US')).toBe('$10.00');
    expect(formatAmount('1234.5', 'en-US')).toBe('$1,234.50');
    expect(formatAmount('0.10')).toBe(formatCents(10));
    // 0.1 + 0.2 style float noise never shows: the amount is read into integer cents first.
    expect(formatAmount('0.30', 'en-US')).toBe('$0.30');
  });

  it('shows a story price only when the server sent one: no made-up $2.99', () => {
    expect(storyPriceLabel({ price: '7.00' })).toBe(formatCents(700));
    expect(storyPriceLabel({ price: null })).toBeNull();
  });
});
