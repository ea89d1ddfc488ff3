/**
 * The web app's one way to show dates and times, in the reader's locale and time zone (ECMA-402
 * `Intl.DateTimeFormat`). Each style below is one meaning; a screen picks a style, never its own
 * options. Formatters are built once per style, locale and time zone and reused: constructing an
 * `Intl.DateTimeFormat` costs far more than calling `format`.
 *
 * Every formatter takes an ISO 8601 string (as the API sends), ms since the epoch or a `Date`, and
 * answers '' for a value that is not a date, where `toLocaleString` would print "Invalid Date" and
 * `Intl.DateTimeFormat#format` would throw.
 */

/** A point in time: an ISO 8601 string, ms since the epoch, or a Date. */
export type DateInput = string | number | Date;

/** Where to format: BCP 47 locale and IANA time zone; both default to the runtime's (tests pin them). */
export interface DateFormatPlace {
  locale?: string;
  timeZone?: string;
}

const STYLES = {
  /** "Nov 26, 2026" */
  date: { dateStyle: 'medium' },
  /** "Nov 26, 2026, 1:45 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "November 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Nov 26" */
  monthDay: { month: 'short', day: 'numeric' },
  /** "01:45 PM" */
  time: { hour: '2-digit', minute: '2-digit' },
  /** "Thu 01:45 PM" */
  weekdayTime: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
  /** "Thu, Nov 26, 2026, 1:45 PM" */
  weekdayDateTime: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  /** "2026-11-26" in the time zone (the calendar day, for "same day" checks) */
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, place: DateFormatPlace): Intl.DateTimeFormat {
  const key = `${style}|${place.locale ?? ''}|${place.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const locale = style === 'day' ? 'en-CA' : place.locale; // en-CA writes days as YYYY-MM-DD
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: place.timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(style: Style, value: DateInput, place: DateFormatPlace): string {
  const date = toDate(value);
  return date ? formatterFor(style, place).format(date) : '';
}

/** A calendar date, "Nov 26, 2026" (en-US): payments, votes, subscriptions, library updates. */
export function formatDate(value: DateInput, place: DateFormatPlace = {}): string {
  return format('date', value, place);
}

/** A date and time, "Nov 26, 2026, 1:45 PM" (en-US): notifications, messages, sessions, drafts. */
export function formatDateTime(value: DateInput, place: DateFormatPlace = {}): string {
  return format('dateTime', value, place);
}

/** A month and year, "November 2026" (en-US): "Member since", "Joined". */
export function formatMonthYear(value: DateInput, place: DateFormatPlace = {}): string {
  return format('monthYear', value, place);
}

/** A weekday and time, "Thu 01:45 PM" (en-US): when a voting round of the coming days closes. */
export function formatWeekdayTime(value: DateInput, place: DateFormatPlace = {}): string {
  return format('weekdayTime', value, place);
}

/** A weekday, date and time, "Mon, Nov 30, 2026, 9:00 AM" (en-US): when a chapter is released. */
export function formatWeekdayDateTime(value: DateInput, place: DateFormatPlace = {}): string {
  return format('weekdayDateTime', value, place);
}

/**
 * A recent moment, by how far it is from `now`: "01:45 PM" on the same calendar day (in the time
 * zone), else "Nov 20, 01:45 PM" (en-US). Used for chat messages.
 */
export function formatRecentTime(
  value: DateInput,
  now: DateInput = Date.now(),
  place: DateFormatPlace = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const time = formatterFor('time', place).format(date);
  const today = toDate(now);
  const day = formatterFor('day', place);
  if (today && day.format(date) === day.format(today)) return time;
  return `${formatterFor('monthDay', place).format(date)}, ${time}`;
}

/**
 * The value of a `datetime-local` input for an instant, "2026-11-23T16:05", in this browser's time
 * zone (HTML Living Standard, "valid normalized local date and time string", minutes precision).
 */
export function toDateTimeLocal(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The runtime's IANA time zone ("Europe/Berlin"), or "local time" when the runtime names none. */
export function localTimeZone(): string {
  return formatterFor('date', {}).resolvedOptions().timeZone || 'local time';
}
