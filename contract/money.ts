/**
 * Money, one module for server and web (docs/reference/money.md#units, ADR 0003): integer cents in code,
 * decimal strings with two decimals ("2.99") in the API and the database, USD only.
 *
 * - `parseAmount("$1,234.5")` turns what a user typed into cents (or null);
 * - `toCents("2.99")` / `fromCents(299)` convert between API decimal strings and cents;
 * - `formatCents(299)` is the one display formatter ("$2.99", locale aware);
 * - `splitFee(299, 15)` is the one fee split: platform fee plus author earning equals the amount.
 */

/** Integer number of US cents. */
export type Cents = number;

/**
 * The platform's share of each payment unless PLATFORM_FEE_PERCENT says otherwise
 * (docs/reference/money.md#fees).
 */
export const DEFAULT_PLATFORM_FEE_PERCENT = 15;

/** docs/reference/money.md#prices: default one-time content price 2.99 USD (hub label, paywall fallback). */
export const DEFAULT_CONTENT_PRICE_CENTS: Cents = 299;
/** docs/reference/money.md#prices: premium price minimum 0.99, step 0.01. */
export const MIN_CONTENT_PRICE_CENTS: Cents = 99;
/**
 * The one upper limit of every price an author sets (a story, a chapter, a tier per month): 999.99 USD.
 * numeric(10,2) holds more; the cap keeps typos ("9999999") out of checkouts.
 */
export const MAX_PRICE_CENTS: Cents = 99_999;
/** Largest one-time price of a story or a chapter. */
export const MAX_CONTENT_PRICE_CENTS: Cents = MAX_PRICE_CENTS;
/** docs/reference/money.md#prices: a tier costs 0.99 to 999.99 USD per month. */
export const MIN_TIER_PRICE_CENTS: Cents = 99;
export const MAX_TIER_PRICE_CENTS: Cents = MAX_PRICE_CENTS;
/**
 * The range of prices an author may set, for hints and messages: "$0.99 to $999.99" (US format
 * whatever the locale, like the server's messages).
 */
export function priceRangeText(minCents: Cents = MIN_CONTENT_PRICE_CENTS, maxCents: Cents = MAX_PRICE_CENTS) {
  return `$${fromCents(minCents)} to $${fromCents(maxCents)}`;
}
/** docs/reference/money.md#prices: tip presets 5, 10, 25 USD; a custom tip is 1 to 500 USD. */
export const TIP_PRESETS_CENTS: readonly Cents[] = [500, 1000, 2500];
export const MIN_TIP_CENTS: Cents = 100;
export const MAX_TIP_CENTS: Cents = 50_000;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses an API/database decimal string ("2.99", "10", "-1.5") into integer cents.
 * @throws Error when the string is not a decimal with at most 2 fraction digits
 */
export function toCents(value: string | null | undefined): Cents {
  if (value === null || value === undefined || value === '') return 0;
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * Formats integer cents as the decimal string the API and database use: 299 -> "2.99", -5 -> "-0.05".
 * @throws Error when `cents` is not an integer
 */
export function fromCents(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses an amount a user typed or a client sent into cents, or null when it is not one: a decimal
 * string ("2.99", " $1,234.50 ", "5", "5.", ".5") or a JSON number (2.99). At most two decimals;
 * thousands separators only as commas in groups of three; no sign (amounts here are never negative).
 * A number is accepted only when it is a whole number of cents (2.999 -> null).
 */
export function parseAmount(input: string | number | null | undefined): Cents | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const cents = Math.round(input * 100);
    // 2.99 * 100 is 299.00000000000006: accept float noise, refuse a third decimal.
    if (Math.abs(cents - input * 100) > 1e-6 || !Number.isSafeInteger(cents)) return null;
    return cents;
  }
  if (typeof input !== 'string') return null;
  const text = input.trim().replace(/^\$\s*/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = Number(match[1]!.replaceAll(',', '') || '0');
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one display formatter (docs/reference/money.md#units): cents as US dollars in `locale` (default: the
 * runtime's), always two decimals: 299 -> "$2.99" (en-US), "2,99 $US" (fr-FR).
 */
export function formatCents(cents: Cents, locale?: string): string {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/**
 * Formats an amount as the API sends it, a decimal string of dollars ("2.99": a price, a payment, an
 * earning), for display ("$2.99"); see `formatCents`. It takes no null: a missing amount is the
 * caller's to show, never a made-up default.
 * @throws Error when the string is not a decimal with at most 2 fraction digits
 */
export function formatAmount(value: string, locale?: string): string {
  return formatCents(toCents(value), locale);
}

/** One payment split between the platform and the author; the two parts sum to the amount exactly. */
export interface FeeSplit {
  amountCents: Cents;
  platformFeeCents: Cents;
  authorEarningCents: Cents;
}

/**
 * Splits `amountCents` (docs/reference/money.md#fees; ADR 0003 and 0015): the platform fee is `feePercent` of
 * the amount rounded to the nearest cent, an exact half cent rounded DOWN (in the author's favour); the
 * author earns the rest, so fee + earning === amount to the cent. `feePercent` may have up to two
 * decimals (12.5); it is applied in basis points with integer arithmetic, never floats.
 * Examples at 15 %: 299 -> fee 45 (44.85), earning 254; 10 -> fee 1 (1.5, a tie, rounds down),
 * earning 9; 500 -> fee 75, earning 425.
 * @throws Error when the amount is not a non-negative integer or the percent is outside 0..100
 */
export function splitFee(amountCents: Cents, feePercent: number): FeeSplit {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new Error(`Amount must be a non-negative integer of cents: ${amountCents}`);
  }
  if (!(feePercent >= 0 && feePercent <= 100)) throw new Error(`Fee percent out of range: ${feePercent}`);
  const basisPoints = Math.round(feePercent * 100);
  // nearest cent, ties down: floor((a * bp + 4999) / 10000)
  const platformFeeCents = Math.floor((amountCents * basisPoints + 4999) / 10_000);
  return { amountCents, platformFeeCents, authorEarningCents: amountCents - platformFeeCents };
}
