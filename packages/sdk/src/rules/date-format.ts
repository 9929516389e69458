import { ENGLISH_FORMS } from './english-forms';

/**
 * Vietnam's time zone: the calendar date of a timestamp is the one a person in Vietnam sees, the
 * same zone the API uses for deadlines and "open" posts (apps/api/src/lib/vietnam-date.ts).
 */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The date styles of the whole product, one of each:
 * - `short`: '09/03/2026' (DD/MM/YYYY, tables, deadlines, "joined on")
 * - `long`: '9 tháng 3, 2026' (the long Vietnamese date of SPEC §9's relative time labels)
 * - `date-time`: '16:05 09/03/2026' (an appointment; same order as the API's notification texts)
 * - `time`: '16:05' (a message of today)
 * - `iso`: '2026-03-09', not for reading: the API's date form, to compare with a deadline
 */
export type DateStyle = 'short' | 'long' | 'date-time' | 'time' | 'iso';

/** Options of {@link formatDate}. */
export interface DateFormatOptions {
  /** IANA zone of the wall clock; default {@link VIETNAM_TIME_ZONE}. Dates without a time ignore it. */
  timeZone?: string;
  /**
   * BCP 47 language of the text; default 'vi', the product's own forms above. Any other language
   * ('en') is written by `Intl.DateTimeFormat` in that language's order ('Mar 9, 2026', '4:05 PM').
   */
  locale?: string;
}

/**
 * Whether the texts for `locale` take the product's Vietnamese forms: Vietnamese (or unset), or
 * any language while a build that loads the other forms on demand has not got them yet (the
 * script-tag widgets, until their English dictionary arrives: see english-forms.ts).
 */
export function isVietnamese(locale: string | undefined): boolean {
  return locale === undefined || locale === 'vi' || locale.startsWith('vi-') || !ENGLISH_FORMS;
}

/** The parts of a time on a wall clock. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** `YYYY-MM-DD` alone: a calendar date (a deadline), read as written so it never shifts by a day. */
export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    // 'en-US' with numeric parts only: the parts are numbers whatever the runtime's locale data.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

function wallClock(value: Date | string | number, timeZone: string): WallClock | null {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (dateOnly) return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]), hour: 0, minute: 0 };
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) return null;
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(time)) parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a date or timestamp in one of the product's {@link DateStyle}s. A calendar date
 * (`YYYY-MM-DD`) is shown as written; a timestamp (ISO string, Date, epoch ms) is shown on
 * Vietnam's wall clock unless `options.timeZone` says otherwise.
 *
 * @param value - The date; null, undefined or '' give ''.
 * @param style - Default `short`.
 * @returns The text, '' when there is no date, or the input itself when it is not a date.
 * @example
 * formatDate('2026-03-09');                          // '09/03/2026'
 * formatDate('2026-03-09T09:05:00Z', 'long');        // '9 tháng 3, 2026'
 * formatDate('2026-03-09T09:05:00Z', 'date-time');   // '16:05 09/03/2026'
 * formatDate('2026-03-09T09:05:00Z', 'time');        // '16:05'
 * formatDate(Date.now(), 'iso') < post.deadline;      // Vietnam's today, before the deadline
 * formatDate('2026-03-09', 'short', { locale: 'en' }); // 'Mar 9, 2026'
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  style: DateStyle = 'short',
  options: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const clock = wallClock(value, options.timeZone ?? VIETNAM_TIME_ZONE);
  if (!clock) return typeof value === 'string' ? value : '';
  if (style !== 'iso' && !isVietnamese(options.locale)) return ENGLISH_FORMS!.date(clock, style, options.locale!);
  const date = `${two(clock.day)}/${two(clock.month)}/${clock.year}`;
  const time = `${two(clock.hour)}:${two(clock.minute)}`;
  switch (style) {
    case 'long':
      return `${clock.day} tháng ${clock.month}, ${clock.year}`;
    case 'date-time':
      return `${time} ${date}`;
    case 'time':
      return time;
    case 'iso':
      return `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
    default:
      return date;
  }
}
