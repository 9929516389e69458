import { DAY_MS, HOUR_MS } from './clock';

/**
 * Vietnamese calendar dates. Deadlines, daily limits and monthly figures are counted in Vietnam
 * (Asia/Ho_Chi_Minh), never in the server's or the database's time zone: `now` always comes from
 * the app's injected clock (`app.clock.now()`), and SQL receives the resulting date as a bound
 * parameter, so the API, the jobs and every query agree on "today".
 */

/** Vietnam is UTC+7 all year (no daylight saving since 1975; IANA tz database, Asia/Ho_Chi_Minh). */
export const VIETNAM_OFFSET_MS = 7 * HOUR_MS;

/**
 * Today's date in Vietnam (YYYY-MM-DD) at `now`: the date a post's deadline is compared with.
 * @example vietnamToday(new Date('2026-03-05T18:30:00Z')) // '2026-03-06' (01:30 in Vietnam)
 */
export function vietnamToday(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Start of the Vietnamese calendar day containing `now`, as an instant.
 * @example startOfVietnamDay(new Date('2026-03-05T18:30:00Z')) // 2026-03-05T17:00:00.000Z
 */
export function startOfVietnamDay(now: Date): Date {
  const shifted = now.getTime() + VIETNAM_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - VIETNAM_OFFSET_MS);
}

/**
 * A date as Vietnamese users read it: dd/mm/yyyy in Vietnam's time.
 * @example vietnamDate(new Date('2026-11-26T20:00:00Z')) // '27/11/2026'
 */
export function vietnamDate(date: Date): string {
  return date.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * Whole days from one Vietnamese date (YYYY-MM-DD) to another: negative when `to` is earlier.
 * @example daysBetween('2026-11-28', '2026-12-01') // 3
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
