import { SEARCH_TOTAL_CAP } from '../contract/posts';
import { isVietnamese } from './date-format';
import { ENGLISH_FORMS } from './english-forms';

/**
 * How many jobs a search found, as a result line says it: the total in Vietnamese digit grouping,
 * or "hơn 10.000" when it is past SEARCH_TOTAL_CAP (an estimate: the API counts no further).
 * @example jobCountText(12) // '12 việc làm'
 * @example jobCountText(54290) // 'hơn 10.000 việc làm'
 * @example jobCountText(54290, 'en') // 'more than 10,000 jobs'
 */
export function jobCountText(total: number, locale?: string): string {
  const estimated = total > SEARCH_TOTAL_CAP;
  const shown = estimated ? SEARCH_TOTAL_CAP : total;
  if (isVietnamese(locale)) return `${estimated ? 'hơn ' : ''}${shown.toLocaleString('vi-VN')} việc làm`;
  return ENGLISH_FORMS!.jobCount(shown, estimated, locale!);
}
