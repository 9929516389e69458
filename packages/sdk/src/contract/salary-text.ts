/**
 * A post's salary in Vietnamese, as every job card, job page and link preview writes it. In the
 * contract so the API's server-drawn pictures (OpenGraph cards) say exactly what the site says;
 * the SDK's `formatSalary` (rules/salary.ts) answers with it for Vietnamese. Prices are written
 * here too (`vietnameseVnd`), for the API's pages and JobHub AI and the SDK's `formatVnd`.
 */

/** One 'triệu' (million đồng): the unit salaries are typed and shown in; the API takes integer VND. */
export const VND_PER_MILLION = 1_000_000;
const millions = /* @__PURE__ */ new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

function toMillions(vnd: number): string {
  return millions.format(vnd / VND_PER_MILLION);
}

/** True for a salary figure worth showing: a finite amount above zero. */
export function isSalaryAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The Vietnamese salary text of a post.
 * @example
 * vietnameseSalary(15_000_000, 25_000_000, false); // '15 - 25 triệu'
 * vietnameseSalary(10_000_000, null, false);       // 'Từ 10 triệu'
 * vietnameseSalary(null, null, true);              // 'Thỏa thuận'
 */
export function vietnameseSalary(min: number | null | undefined, max: number | null | undefined, negotiable = false): string {
  const hasMin = isSalaryAmount(min);
  const hasMax = isSalaryAmount(max);
  if (negotiable || (!hasMin && !hasMax)) return 'Thỏa thuận';
  if (hasMin && hasMax) {
    return min === max ? `${toMillions(min)} triệu` : `${toMillions(min)} - ${toMillions(max)} triệu`;
  }
  return hasMin ? `Từ ${toMillions(min)} triệu` : `Đến ${toMillions(max as number)} triệu`;
}

/**
 * An amount of money in Vietnamese: a price, a payment (salaries use {@link vietnameseSalary}).
 * @example vietnameseVnd(79_000) // '79.000 ₫'
 */
export function vietnameseVnd(amount: number): string {
  return `${amount.toLocaleString('vi-VN')} ₫`;
}
