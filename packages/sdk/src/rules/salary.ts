import { MAX_SALARY_VND, SALARY_MESSAGES } from '../contract/posts';

/** One 'triệu' (million đồng): the unit salaries are typed and shown in; the API takes integer VND. */
export const VND_PER_MILLION = 1_000_000;
const millions = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

function toMillions(vnd: number): string {
  return millions.format(vnd / VND_PER_MILLION);
}

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

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Formats a salary range given in integer VND the way job cards show it.
 *
 * @param min - Lowest salary in VND, or null.
 * @param max - Highest salary in VND, or null.
 * @param negotiable - `is_salary_negotiable` of the post.
 * @example
 * formatSalary(15_000_000, 25_000_000, false); // '15 - 25 triệu'
 * formatSalary(10_000_000, null, false);       // 'Từ 10 triệu'
 * formatSalary(null, 20_000_000, false);       // 'Đến 20 triệu'
 * formatSalary(null, null, true);              // 'Thỏa thuận'
 */
export function formatSalary(min: number | null | undefined, max: number | null | undefined, negotiable = false): string {
  const hasMin = isAmount(min);
  const hasMax = isAmount(max);
  if (negotiable || (!hasMin && !hasMax)) return 'Thỏa thuận';
  if (hasMin && hasMax) {
    return min === max ? `${toMillions(min)} triệu` : `${toMillions(min)} - ${toMillions(max)} triệu`;
  }
  return hasMin ? `Từ ${toMillions(min)} triệu` : `Đến ${toMillions(max as number)} triệu`;
}

/**
 * An amount of money in VND, written the Vietnamese way: dots between thousands, then '₫' (prices,
 * payments, balances; salaries use {@link formatSalary}).
 * @example formatVnd(79_000) // '79.000 ₫'
 */
export function formatVnd(amount: number): string {
  return `${amount.toLocaleString('vi-VN')} ₫`;
}
