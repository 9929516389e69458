import { describe, expect, it } from 'vitest';
import { formatScale, safeExternalUrl } from './format';
import { isNotFoundError, parseRouteId } from './route-id';

describe('safeExternalUrl', () => {
  it.each([
    ['https://abc.vn', 'https://abc.vn/'],
    ['abc.vn/tuyen-dung', 'https://abc.vn/tuyen-dung'],
    ['http://abc.vn', 'http://abc.vn/'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });
});

describe('formatScale', () => {
  it('adds the unit, or nothing when unknown', () => {
    expect(formatScale('25-99')).toBe('25-99 nhân viên');
    expect(formatScale(null)).toBe('');
  });
});

describe('parseRouteId', () => {
  it.each([
    ['42', 42],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['007', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(parseRouteId(input)).toBe(expected);
  });
});

describe('isNotFoundError', () => {
  it('recognises a 404 status only', () => {
    expect(isNotFoundError({ status: 404 })).toBe(true);
    expect(isNotFoundError({ status: 500 })).toBe(false);
    expect(isNotFoundError(new Error('x'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
