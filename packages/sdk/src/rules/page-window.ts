/** Page numbers shown on each side of the current page (the site's rule, now the widgets' too). */
export const PAGE_WINDOW_RADIUS = 2;

/** A slot of a pager: a page number, or the gap ('…') before or after the current window. */
export type PageWindowItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers a pager shows: the first, the last, and {@link PAGE_WINDOW_RADIUS} either side
 * of the current page, with a gap where pages are left out. A gap would hide a single page, so
 * that page is shown instead ('1 2 3 4 5' rather than '1 … 3 4 5'). The gaps have distinct names,
 * so they can serve as React keys.
 *
 * @param page - The current page, from 1 (clamped into range).
 * @param totalPages - How many pages there are; 0 gives no slots.
 * @example
 * pageWindow(6, 12); // [1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 12]
 * pageWindow(5, 10); // [1, 2, 3, 4, 5, 6, 7, 'gap-end', 10]
 */
export function pageWindow(page: number, totalPages: number): PageWindowItem[] {
  if (!(totalPages >= 1)) return [];
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  let start = Math.max(1, current - PAGE_WINDOW_RADIUS);
  let end = Math.min(totalPages, current + PAGE_WINDOW_RADIUS);
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items: PageWindowItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-start');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push('gap-end');
  if (end < totalPages) items.push(totalPages);
  return items;
}
