import { describe, expect, it } from 'vitest';
import { formatPrice, priceToCents, storyPriceLabel } from './money';

describe('web money helpers (ADR 0003: cents, one formatter)', () => {
  it('formats API prices with two decimals', () => {
    expect(formatPrice('4.99')).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(4.99),
    );
    expect(priceToCents('10')).toBe(1000);
  });

  it('falls back to the 2.99 USD default only when a story has no price (spec section 9)', () => {
    expect(priceToCents(null)).toBe(299);
    expect(storyPriceLabel({ price: null, individualPrice: '1.50' })).toBe(formatPrice('1.50'));
    expect(storyPriceLabel({ price: '7.00', individualPrice: '1.50' })).toBe(formatPrice('7.00'));
  });
});
