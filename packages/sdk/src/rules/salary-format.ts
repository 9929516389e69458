import { isSalaryAmount, vietnameseSalary, vietnameseVnd } from '../contract/salary-text';
import { isVietnamese } from './date-format';
import { ENGLISH_FORMS } from './english-forms';

/**
 * Formats a salary range given in integer VND the way job cards show it: in Vietnamese by
 * default, or in `locale` ('en': compact VND amounts written by Intl).
 *
 * @param min - Lowest salary in VND, or null.
 * @param max - Highest salary in VND, or null.
 * @param negotiable - `is_salary_negotiable` of the post.
 * @param locale - BCP 47 language, default 'vi'.
 * @example
 * formatSalary(15_000_000, 25_000_000, false); // '15 - 25 triệu'
 * formatSalary(10_000_000, null, false);       // 'Từ 10 triệu'
 * formatSalary(null, 20_000_000, false);       // 'Đến 20 triệu'
 * formatSalary(null, null, true);              // 'Thỏa thuận'
 * formatSalary(15_000_000, 25_000_000, false, 'en'); // '₫15M – ₫25M'
 */
export function formatSalary(min: number | null | undefined, max: number | null | undefined, negotiable = false, locale?: string): string {
  if (isVietnamese(locale)) return vietnameseSalary(min, max, negotiable);
  return ENGLISH_FORMS!.salary(isSalaryAmount(min) ? min : null, isSalaryAmount(max) ? max : null, negotiable, locale!);
}

/**
 * An amount of money in VND, written the Vietnamese way: dots between thousands, then '₫' (prices,
 * payments, balances; salaries use {@link formatSalary}). Another `locale` writes it that
 * language's way through Intl.
 * @param amount - VND.
 * @param locale - BCP 47 language, default 'vi'.
 * @example formatVnd(79_000) // '79.000 ₫'
 * @example formatVnd(79_000, 'en') // '₫79,000'
 */
export function formatVnd(amount: number, locale?: string): string {
  if (!isVietnamese(locale)) return ENGLISH_FORMS!.vnd(amount, locale!);
  return vietnameseVnd(amount);
}
