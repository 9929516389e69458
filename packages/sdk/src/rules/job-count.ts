import { SEARCH_TOTAL_CAP } from '../contract/posts';

/**
 * How many jobs a search found, as a result line says it: the total in Vietnamese digit grouping,
 * with '+' when the API capped it (a total at SEARCH_TOTAL_CAP means "at least that many").
 * @example jobCountText(12) // '12 việc làm'
 * @example jobCountText(1000) // '1.000+ việc làm'
 */
export function jobCountText(total: number): string {
  return `${total.toLocaleString('vi-VN')}${total >= SEARCH_TOTAL_CAP ? '+' : ''} việc làm`;
}
