import { describe, expect, it } from 'vitest';
import { MAX_SALARY_VND } from '../contract/posts';
import { formatSalary, formatVnd, millionsText, parseMillions, VND_PER_MILLION } from './salary';

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

describe('parseMillions', () => {
  it.each([
    ['', { ok: true, vnd: null }],
    ['  ', { ok: true, vnd: null }],
    ['15', { ok: true, vnd: 15_000_000 }],
    ['12,5', { ok: true, vnd: 12_500_000 }],
    [' 12.5 ', { ok: true, vnd: 12_500_000 }],
    ['0.75', { ok: true, vnd: 750_000 }],
    ['0', { ok: true, vnd: 0 }],
    ['10000', { ok: true, vnd: MAX_SALARY_VND }],
    ['abc', { ok: false, error: 'Mức lương phải là số' }],
    ['1,5,0', { ok: false, error: 'Mức lương phải là số' }],
    ['-3', { ok: false, error: 'Mức lương không được âm' }],
    ['10001', { ok: false, error: 'Mức lương quá lớn' }],
  ])('reads %j as integer VND', (text, expected) => expect(parseMillions(text)).toEqual(expected));
});

describe('millionsText', () => {
  it.each([
    [12_500_000, '12.5'],
    [VND_PER_MILLION, '1'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%j → %j', (vnd, expected) => expect(millionsText(vnd)).toBe(expected));

  it('round-trips with parseMillions', () => expect(parseMillions(millionsText(12_500_000))).toEqual({ ok: true, vnd: 12_500_000 }));
});

describe('formatVnd', () => {
  it.each([
    [79_000, '79.000 ₫'],
    [1_499_000, '1.499.000 ₫'],
    [0, '0 ₫'],
  ])('%j → %j', (vnd, expected) => expect(formatVnd(vnd)).toBe(expected));
});

describe('formatSalary and formatVnd in another language', () => {
  it.each<[number | null, number | null, boolean, string]>([
    [15_000_000, 25_000_000, false, '₫15M – ₫25M'],
    [12_500_000, 12_500_000, false, '₫12.5M'],
    [10_000_000, null, false, 'From ₫10M'],
    [null, 20_000_000, false, 'Up to ₫20M'],
    [15_000_000, 25_000_000, true, 'Negotiable'],
    [null, null, false, 'Negotiable'],
  ])('(%s, %s, %s) → %s in English', (min, max, negotiable, expected) =>
    expect(formatSalary(min, max, negotiable, 'en')).toBe(expected),
  );

  it('writes VND the English way, and the Vietnamese way for vi', () => {
    expect(formatVnd(79_000, 'en')).toBe('₫79,000');
    expect(formatVnd(79_000, 'vi')).toBe('79.000 ₫');
  });
});
