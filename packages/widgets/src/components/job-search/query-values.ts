import type { PostSearchInput } from '@jobhub/sdk';

/** One triệu (million) đồng: the unit of the salary inputs. Money in queries stays integer VND. */
export const VND_PER_TRIEU = 1_000_000;

/**
 * Reads a numeric query value (ids, page, VND amounts) that may arrive as a number or a string,
 * e.g. from a URL.
 *
 * @returns the number, or null when absent or not a finite number
 * @example
 * queryNumber('12'); // 12
 */
export function queryNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Reads a boolean query value given as a boolean or as 'true' / 'false' / '1' / '0'.
 *
 * @example
 * queryBoolean('1'); // true
 */
export function queryBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

/** Result of {@link parseTrieu}. */
export type TrieuParse = { ok: true; vnd: number | undefined } | { ok: false; error: string };

/**
 * Turns what the user typed in a salary box (triệu, '15' or '12,5') into integer VND.
 *
 * @param text - the raw input
 * @param maxVnd - the largest accepted amount in VND
 * @returns `vnd: undefined` for an empty box, or a Vietnamese error message
 * @example
 * parseTrieu('12,5', 10_000_000_000); // { ok: true, vnd: 12_500_000 }
 */
export function parseTrieu(text: string, maxVnd: number): TrieuParse {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, vnd: undefined };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, error: 'Mức lương phải là số' };
  if (value < 0) return { ok: false, error: 'Mức lương không được âm' };
  const vnd = Math.round(value * VND_PER_TRIEU);
  if (vnd > maxVnd) return { ok: false, error: 'Mức lương quá lớn' };
  return { ok: true, vnd };
}

/**
 * Shows a VND amount of a query in triệu for a salary box ('' when absent).
 *
 * @example
 * vndToTrieuText(12_500_000); // '12.5'
 */
export function vndToTrieuText(value: unknown): string {
  const vnd = queryNumber(value);
  return vnd === null ? '' : String(vnd / VND_PER_TRIEU);
}

/** The filters a reset clears (not the text, which the search box owns, nor the sort order). */
export const CLEARED_FILTERS: PostSearchInput = {
  city: undefined,
  field: undefined,
  position: undefined,
  experience: undefined,
  type_working: undefined,
  salary_min: undefined,
  salary_max: undefined,
  negotiable: undefined,
};

/**
 * Counts the filters in use, for the mobile 'Bộ lọc (N)' toggle.
 *
 * @example
 * countActiveFilters({ city: 'Hà Nội', q: 'java' }); // 1
 */
export function countActiveFilters(query: PostSearchInput): number {
  let count = 0;
  for (const key of ['city', 'field', 'position', 'experience', 'type_working', 'salary_min', 'salary_max'] as const) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') count += 1;
  }
  if (queryBoolean(query.negotiable)) count += 1;
  return count;
}

/**
 * Formats a deadline date (YYYY-MM-DD) the Vietnamese way, without time-zone shifts.
 *
 * @example
 * formatDeadline('2025-12-31'); // '31/12/2025'
 */
export function formatDeadline(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}
