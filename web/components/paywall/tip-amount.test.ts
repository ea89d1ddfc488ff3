import { describe, expect, it } from 'vitest';
import { tipAmount } from './tip-amount';

describe('tipAmount (docs/reference/money.md#prices: presets 5, 10, 25 USD; custom 1 to 500 USD)', () => {
  it('takes a preset as it is', () => {
    expect(tipAmount(1000, '')).toEqual({ cents: 1000 });
  });

  it('reads a custom amount in dollars into cents without floats', () => {
    expect(tipAmount(null, '7.5')).toEqual({ cents: 750 });
    expect(tipAmount(null, '$1')).toEqual({ cents: 100 });
    expect(tipAmount(null, '500.00')).toEqual({ cents: 50_000 });
  });

  it('refuses amounts outside 1 to 500 USD and text that is not money', () => {
    expect(tipAmount(null, '0.99')).toEqual({ error: 'Tips are from $1 to $500' });
    expect(tipAmount(null, '500.01')).toEqual({ error: 'Tips are from $1 to $500' });
    expect(tipAmount(null, '')).toHaveProperty('error');
    expect(tipAmount(null, '1.234')).toHaveProperty('error');
    expect(tipAmount(null, 'ten')).toHaveProperty('error');
  });
});
