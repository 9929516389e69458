/** One million VND: salaries are shown in 'triệu'. */
const MILLION_VND = 1_000_000;
const millions = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

function toMillions(vnd: number): string {
  return millions.format(vnd / MILLION_VND);
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
