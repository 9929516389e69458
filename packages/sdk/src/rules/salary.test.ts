import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary';

describe('formatSalary', () => {
  it.each<[number | null | undefined, number | null | undefined, boolean | undefined, string]>([
    [15_000_000, 25_000_000, false, '15 - 25 triệu'],
    [12_500_000, 20_000_000, false, '12,5 - 20 triệu'],
    [10_000_000, null, false, 'Từ 10 triệu'],
    [null, 20_000_000, false, 'Đến 20 triệu'],
    [20_000_000, 20_000_000, false, '20 triệu'],
    [1_500_000_000, 2_000_000_000, false, '1.500 - 2.000 triệu'],
    [null, null, false, 'Thỏa thuận'],
    [0, 0, undefined, 'Thỏa thuận'],
    [15_000_000, 25_000_000, true, 'Thỏa thuận'],
    [undefined, undefined, undefined, 'Thỏa thuận'],
  ])('(%s, %s, %s) → %s', (min, max, negotiable, expected) => expect(formatSalary(min, max, negotiable)).toBe(expected));
});
