import { MAX_TIP_CENTS, MIN_TIP_CENTS } from '../../../contract/money';
import { parseAmount } from '../../lib/money';

/**
 * The chosen tip in cents, or the message saying why the custom amount is not one
 * (docs/reference/money.md#prices and docs/reference/money.md#prices: presets 5, 10, 25 USD; a custom tip is
 * 1 to 500 USD).
 */
export function tipAmount(preset: number | null, custom: string): { cents: number } | { error: string } {
  if (preset !== null) return { cents: preset };
  const cents = parseAmount(custom);
  if (cents === null) return { error: 'Enter an amount in dollars, e.g. 7.50' };
  if (cents < MIN_TIP_CENTS || cents > MAX_TIP_CENTS) return { error: 'Tips are from $1 to $500' };
  return { cents };
}
