import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRecentTime,
  formatWeekdayDateTime,
  formatWeekdayTime,
  localTimeZone,
  toDateTimeLocal,
} from './dates';

const at = '2026-11-26T13:45:00.000Z'; // a Thursday
const us = { locale: 'en-US', timeZone: 'UTC' };
// ICU versions differ on the space before "PM" (U+202F or U+0020): compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('dates: one formatter per meaning (ECMA-402 Intl.DateTimeFormat)', () => {
  it('writes each style as the screens showed it, in a pinned locale and time zone', () => {
    expect(formatDate(at, us)).toBe('Nov 26, 2026');
    expect(plain(formatDateTime(at, us))).toBe('Nov 26, 2026, 1:45 PM');
    expect(formatMonthYear(at, us)).toBe('November 2026');
    expect(plain(formatWeekdayTime(at, us))).toBe('Thu 01:45 PM');
    expect(plain(formatWeekdayDateTime(at, us))).toBe('Thu, Nov 26, 2026, 1:45 PM');
    expect(formatDate(at, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('26.11.2026');
    expect(plain(formatDateTime(at, { locale: 'en-US', timeZone: 'Asia/Tokyo' }))).toBe(
      'Nov 26, 2026, 10:45 PM',
    );
  });

  it("matches the runtime's own toLocaleString output, which the screens used before", () => {
    const date = new Date(at);
    expect(formatDateTime(at)).toBe(
      date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDate(at)).toBe(date.toLocaleDateString(undefined, { dateStyle: 'medium' }));
    expect(formatMonthYear(at)).toBe(date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' }));
    expect(formatWeekdayTime(at)).toBe(
      date.toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
    );
  });

  it('takes ISO strings, ms since the epoch and Dates; shows nothing for a value that is not a date', () => {
    const ms = Date.parse(at);
    expect(formatDateTime(ms, us)).toBe(formatDateTime(at, us));
    expect(formatDateTime(new Date(ms), us)).toBe(formatDateTime(at, us));
    expect(formatDate('not a date', us)).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatRecentTime('')).toBe('');
    expect(toDateTimeLocal('nope')).toBe('');
  });

  it('shows only the time for a moment of the same calendar day, else the day too', () => {
    expect(plain(formatRecentTime(at, '2026-11-26T23:59:00Z', us))).toBe('01:45 PM');
    expect(plain(formatRecentTime(at, '2026-11-27T00:01:00Z', us))).toBe('Nov 26, 01:45 PM');
    // The calendar day is the reader's: 23:30 UTC is already the next day in Tokyo.
    const tokyo = { locale: 'en-US', timeZone: 'Asia/Tokyo' };
    expect(plain(formatRecentTime('2026-11-26T23:30:00Z', '2026-11-27T01:00:00Z', tokyo))).toBe('08:30 AM');
    expect(plain(formatRecentTime('2026-11-26T23:30:00Z', '2026-11-27T01:00:00Z', us))).toBe(
      'Nov 26, 11:30 PM',
    );
  });

  it('round-trips an instant through a datetime-local value in the runtime time zone', () => {
    const local = toDateTimeLocal(at);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(new Date(local).toISOString()).toBe(at);
    expect(localTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('builds each formatter once and reuses it', () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const place = { locale: 'en-GB', timeZone: 'Europe/London' };
      for (let i = 0; i < 50; i += 1) formatDateTime(Date.parse(at) + i * 60_000, place);
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
