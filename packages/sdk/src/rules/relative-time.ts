import { formatDate, isVietnamese, type DateFormatOptions } from './date-format';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './durations';

/** SPEC §9: relative labels are used for anything younger than 7 days. */
const RELATIVE_LIMIT_MS = 7 * DAY_MS;

function toEpochMs(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/**
 * The same steps in another language, worded by `Intl.RelativeTimeFormat` ('now', '30 minutes ago',
 * '2 hours ago', '3 days ago'), then the long date of that language.
 */
function intlRelativeTime(elapsed: number, time: number, options: DateFormatOptions): string {
  const words = new Intl.RelativeTimeFormat(options.locale, { numeric: 'auto' });
  if (elapsed < MINUTE_MS) return words.format(0, 'second');
  if (elapsed < HOUR_MS) return words.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return words.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < RELATIVE_LIMIT_MS) return words.format(-Math.floor(elapsed / DAY_MS), 'day');
  return formatDate(time, 'long', options);
}

/** Options for {@link relativeTime}: the zone of the long date (default Vietnam's) and the language (default 'vi'). */
export type RelativeTimeOptions = DateFormatOptions;

/**
 * The relative time labels of SPEC §9: under 1 minute 'Vừa xong', under 60 minutes
 * 'N phút trước', under 24 hours 'N giờ trước', under 7 days 'N ngày trước', otherwise the long
 * date of `formatDate` ('5 tháng 3, 2026'). Times in the future (clock skew) read 'Vừa xong'.
 *
 * @param date - The moment (Date, ISO string or epoch ms).
 * @param now - Current time (passed in so a list renders consistently and tests are exact).
 * @returns The label, or '' for an invalid date.
 * @example
 * relativeTime('2026-03-05T10:00:00Z', Date.parse('2026-03-05T12:30:00Z')); // '2 giờ trước'
 * relativeTime('2026-03-05T10:00:00Z', Date.parse('2026-03-05T12:30:00Z'), { locale: 'en' }); // '2 hours ago'
 */
export function relativeTime(date: Date | string | number, now: Date | number, options: RelativeTimeOptions = {}): string {
  const time = toEpochMs(date);
  if (!Number.isFinite(time)) return '';
  const elapsed = toEpochMs(now) - time;
  if (!isVietnamese(options.locale)) return intlRelativeTime(elapsed, time, options);
  if (elapsed < MINUTE_MS) return 'Vừa xong';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} phút trước`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} giờ trước`;
  if (elapsed < RELATIVE_LIMIT_MS) return `${Math.floor(elapsed / DAY_MS)} ngày trước`;
  return formatDate(time, 'long', options);
}
