/* Apart from date-format.ts: only chat threads label days, and every widget bundle formats dates. */
import { DATE_ONLY, formatDate, isVietnamese, type DateFormatOptions } from './date-format';

/** 'today' / 'yesterday' in `locale`, from Intl rather than a word list. */
function relativeDay(days: number, locale: string): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
}

/** A label at the start of a line: 'today' → 'Today' (in the language's own case rules). */
function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The label of a day separator in a chat thread: 'Hôm nay', 'Hôm qua', else the `short` date, by
 * the calendar of the zone (Vietnam's by default). Messages of one day share a label, so a thread
 * shows a separator before each message whose label differs from the previous one's.
 *
 * @param value - The message time (ISO string, Date or epoch ms).
 * @param now - The current time (passed in so a thread renders consistently and tests are exact).
 * @returns The label, '' for no date.
 * @example
 * dayLabel('2026-03-09T09:05:00Z', Date.parse('2026-03-09T12:00:00Z')); // 'Hôm nay'
 * dayLabel('2026-03-08T09:05:00Z', Date.parse('2026-03-09T12:00:00Z')); // 'Hôm qua'
 * dayLabel('2026-03-01T09:05:00Z', Date.parse('2026-03-09T12:00:00Z')); // '01/03/2026'
 * dayLabel('2026-03-08T09:05:00Z', Date.parse('2026-03-09T12:00:00Z'), { locale: 'en' }); // 'Yesterday'
 */
export function dayLabel(value: Date | string | number, now: Date | number, options: DateFormatOptions = {}): string {
  const day = formatDate(value, 'iso', options);
  if (!DATE_ONLY.test(day)) return day;
  const today = formatDate(now, 'iso', options);
  const vietnamese = isVietnamese(options.locale);
  if (day === today) return vietnamese ? 'Hôm nay' : capitalised(relativeDay(0, options.locale!), options.locale!);
  // The day before today's calendar date (not now − 24 h, which a daylight-saving change skews).
  const [year, month, date] = today.split('-').map(Number);
  if (day === new Date(Date.UTC(year!, month! - 1, date! - 1)).toISOString().slice(0, 10)) {
    return vietnamese ? 'Hôm qua' : capitalised(relativeDay(-1, options.locale!), options.locale!);
  }
  return formatDate(value, 'short', options);
}
