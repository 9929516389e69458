import type { ResponseRate } from '../contract/trust';
import { isVietnamese } from './date-format';
import { ENGLISH_FORMS } from './english-forms';
import { DAY_MS } from './durations';

/** Issue 30's trust signals as the cards, the job page and the company page say them. */

const HOURS_PER_DAY = 24;

/**
 * The usual wait for an answer: whole hours under a day (at least 1), whole days from a day on.
 * @example usualWait(40) // { unit: 'day', count: 2 }
 */
function usualWait(medianHours: number): { unit: 'hour' | 'day'; count: number } {
  if (medianHours < HOURS_PER_DAY) return { unit: 'hour', count: Math.max(1, Math.round(medianHours)) };
  return { unit: 'day', count: Math.max(1, Math.round(medianHours / HOURS_PER_DAY)) };
}

/**
 * A company's response-rate badge: the answered share and, when any was answered, the median wait.
 * Empty for a company without a shown rate (too few applications: the API sends null).
 * @example responseRateText({ rate: 92, median_hours: 40, applications: 25 }) // 'Phản hồi 92% · thường trong 2 ngày'
 * @example responseRateText({ rate: 92, median_hours: 5, applications: 25 }, 'en') // 'Responds to 92% · usually within 5 hours'
 */
export function responseRateText(rate: ResponseRate | null | undefined, locale?: string): string {
  if (!rate) return '';
  const wait = rate.median_hours === null ? null : usualWait(rate.median_hours);
  if (!isVietnamese(locale)) return ENGLISH_FORMS!.responseRate(rate.rate, wait);
  const share = `Phản hồi ${rate.rate}%`;
  return wait ? `${share} · thường trong ${wait.count} ${wait.unit === 'hour' ? 'giờ' : 'ngày'}` : share;
}

/** What a post's age line needs: when it was posted and last confirmed (or edited). */
export interface PostDates {
  created_at: string;
  confirmed_at?: string | undefined;
}

const wholeDays = (from: string, now: number) => Math.max(0, Math.floor((now - Date.parse(from)) / DAY_MS));

/**
 * A post's age line (issue 30): 'Đăng N ngày trước', or 'Cập nhật N ngày trước' when its employer
 * confirmed or edited it on a later day than it was posted; N = 0 reads 'hôm nay'.
 * @example postAgeText({ created_at: '2026-03-01T03:00:00Z' }, Date.parse('2026-03-06T03:00:00Z')) // 'Đăng 5 ngày trước'
 * @example postAgeText({ created_at: '2026-03-01T03:00:00Z', confirmed_at: '2026-03-05T03:00:00Z' }, Date.parse('2026-03-06T03:00:00Z')) // 'Cập nhật 1 ngày trước'
 */
export function postAgeText(post: PostDates, now: Date | number, locale?: string): string {
  const time = typeof now === 'number' ? now : now.getTime();
  const posted = wholeDays(post.created_at, time);
  const confirmed = post.confirmed_at ? wholeDays(post.confirmed_at, time) : posted;
  const updated = confirmed < posted;
  const days = updated ? confirmed : posted;
  if (isVietnamese(locale)) return `${updated ? 'Cập nhật' : 'Đăng'} ${days === 0 ? 'hôm nay' : `${days} ngày trước`}`;
  return ENGLISH_FORMS!.postAge(updated, days);
}
