import { MAX_SALARY_VND, SALARY_MESSAGES } from '../contract/posts';
import { VND_PER_MILLION } from '../contract/salary-text';

/** Result of {@link parseMillions}: integer VND (`null` for an empty box) or the field error to show. */
export type MillionsParse = { ok: true; vnd: number | null } | { ok: false; error: string };

/**
 * Reads a salary typed in triệu ('15', '12,5' or '12.5') as integer VND, with the API's field
 * errors for what it would refuse (not a number, negative, over {@link MAX_SALARY_VND}).
 *
 * @param text - What the user typed.
 * @example
 * parseMillions('12,5'); // { ok: true, vnd: 12_500_000 }
 * parseMillions('');     // { ok: true, vnd: null }
 * parseMillions('abc');  // { ok: false, error: 'Mức lương phải là số' }
 */
export function parseMillions(text: string): MillionsParse {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, vnd: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, error: SALARY_MESSAGES.notNumber };
  if (value < 0) return { ok: false, error: SALARY_MESSAGES.negative };
  const vnd = Math.round(value * VND_PER_MILLION);
  return vnd > MAX_SALARY_VND ? { ok: false, error: SALARY_MESSAGES.tooLarge } : { ok: true, vnd };
}

/**
 * An amount in VND as the text of a salary box in triệu ('' when there is none), the inverse of
 * {@link parseMillions}.
 *
 * @example
 * millionsText(12_500_000); // '12.5'
 */
export function millionsText(vnd: number | null | undefined): string {
  return typeof vnd === 'number' && Number.isFinite(vnd) ? String(vnd / VND_PER_MILLION) : '';
}
