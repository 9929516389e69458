import { MAX_SALARY_VND } from '@jobhub/sdk';
import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';
import { countActiveFilters, formatDeadline, parseTrieu, queryBoolean, queryNumber, vndToTrieuText } from './query-values';

describe('parseTrieu', () => {
  it.each([
    ['', { ok: true, vnd: undefined }],
    ['  ', { ok: true, vnd: undefined }],
    ['15', { ok: true, vnd: 15_000_000 }],
    ['12,5', { ok: true, vnd: 12_500_000 }],
    ['0.75', { ok: true, vnd: 750_000 }],
    ['0', { ok: true, vnd: 0 }],
    ['abc', { ok: false, error: 'Mức lương phải là số' }],
    ['-3', { ok: false, error: 'Mức lương không được âm' }],
    ['10001', { ok: false, error: 'Mức lương quá lớn' }],
  ])('reads %j as integer VND', (text, expected) => {
    expect(parseTrieu(text, MAX_SALARY_VND)).toEqual(expected);
  });
});

describe('query readers', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['', null],
    ['x', null],
    [undefined, null],
    [Number.NaN, null],
  ])('queryNumber(%j) is %j', (value, expected) => {
    expect(queryNumber(value)).toBe(expected);
  });

  it.each([
    [true, true],
    ['true', true],
    ['1', true],
    [false, false],
    ['false', false],
    [undefined, false],
  ])('queryBoolean(%j) is %j', (value, expected) => {
    expect(queryBoolean(value)).toBe(expected);
  });

  it('shows VND amounts in triệu', () => {
    expect(vndToTrieuText(12_500_000)).toBe('12.5');
    expect(vndToTrieuText(undefined)).toBe('');
  });

  it('counts the filters in use', () => {
    expect(countActiveFilters({ q: 'java', sort: 'newest' })).toBe(0);
    expect(countActiveFilters({ city: 'Hà Nội', field: 2, salary_min: 0, negotiable: true })).toBe(4);
  });

  it('formats deadlines day first without time-zone shifts', () => {
    expect(formatDeadline('2026-01-01')).toBe('01/01/2026');
    expect(formatDeadline('không rõ')).toBe('không rõ');
  });
});

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [5, 10, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [10, 10, [1, 'gap-start', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (page, total, expected) => {
    expect(pageItems(page, total)).toEqual(expected);
  });
});
