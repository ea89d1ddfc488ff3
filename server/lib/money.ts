import { type Cents, formatCents } from '../../contract/money.js';

/**
 * Money is integer cents in code and numeric(10,2) strings in the database (ADR 0003). The one
 * implementation lives in contract/money.ts (shared with the web app); the server imports it from here.
 */
export { DEFAULT_CONTENT_PRICE_CENTS, fromCents, splitFee, toCents } from '../../contract/money.js';

/**
 * Formats cents for text the server writes (notification titles, error messages): US dollars in US
 * format whatever the reader's locale, 299 -> "$2.99", 123456 -> "$1,234.56". The one display
 * formatter is `formatCents` (contract/money.ts, ADR 0003); this only fixes its locale.
 */
export function formatUsd(cents: Cents): string {
  return formatCents(cents, 'en-US');
}
