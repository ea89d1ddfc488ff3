/**
 * Money is integer cents in code and numeric(10,2) strings in the database (ADR 0003).
 */

/**
 * Parses a numeric(…,2) string ("2.99", "10", "-1.5") into integer cents.
 * @throws Error when the string is not a decimal with at most 2 fraction digits
 */
export function toCents(value: string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Formats integer cents as the numeric(…,2) string the database and API use: 299 -> "2.99". */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
