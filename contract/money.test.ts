import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, fromCents, parseAmount, splitFee, toCents } from './money.js';

describe('money', () => {
  it('parses what users type into cents', () => {
    expect(parseAmount('2.99')).toBe(299);
    expect(parseAmount(' $1,234.5 ')).toBe(123_450);
    expect(parseAmount('5')).toBe(500);
    expect(parseAmount('5.')).toBe(500);
    expect(parseAmount('.5')).toBe(50);
    expect(parseAmount(2.99)).toBe(299);
    expect(parseAmount(0.1 + 0.2)).toBe(30);
    for (const bad of ['', '.', 'abc', '2.999', '-1', '1,23', '1e3', '12,34.5']) {
      expect(parseAmount(bad), bad).toBeNull();
    }
    expect(parseAmount(2.999)).toBeNull();
    expect(parseAmount(-1)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });

  it('round-trips decimal strings', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => toCents(fromCents(c)) === c));
    expect(fromCents(5)).toBe('0.05');
    expect(toCents('10')).toBe(1000);
  });

  it('formats US dollars with two decimals', () => {
    expect(formatCents(299, 'en-US')).toBe('$2.99');
    expect(formatCents(100_000, 'en-US')).toBe('$1,000.00');
  });

  it('splits a fee that sums to the amount, rounding a half cent in the author’s favour', () => {
    expect(splitFee(299, 15)).toEqual({ amountCents: 299, platformFeeCents: 45, authorEarningCents: 254 });
    expect(splitFee(10, 15)).toEqual({ amountCents: 10, platformFeeCents: 1, authorEarningCents: 9 });
    expect(splitFee(500, 15).authorEarningCents).toBe(425);
    expect(splitFee(99, 0).platformFeeCents).toBe(0);
    expect(splitFee(99, 100).authorEarningCents).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (a, bp) => {
        const s = splitFee(a, bp / 100);
        const exact = (a * bp) / 10_000;
        return (
          s.platformFeeCents + s.authorEarningCents === a &&
          Math.abs(s.platformFeeCents - exact) <= 0.5 &&
          s.platformFeeCents >= 0
        );
      }),
    );
    expect(() => splitFee(1.5, 15)).toThrow();
  });
});
