import { SEARCH_TOTAL_CAP } from '../contract/posts';
import { isVietnamese } from './date-format';
import { ENGLISH_FORMS } from './english-forms';

/**
 * How many jobs a search found, as a result line says it: the total in Vietnamese digit grouping,
 * with '+' when the API capped it (a total at SEARCH_TOTAL_CAP means "at least that many").
 * @example jobCountText(12) // '12 việc làm'
 * @example jobCountText(1000) // '1.000+ việc làm'
 * @example jobCountText(1000, 'en') // '1,000+ jobs'
 */
export function jobCountText(total: number, locale?: string): string {
  const capped = total >= SEARCH_TOTAL_CAP ? '+' : '';
  if (isVietnamese(locale)) return `${total.toLocaleString('vi-VN')}${capped} việc làm`;
  return ENGLISH_FORMS!.jobCount(total, capped, locale!);
}
