import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-03-12T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime (SPEC §9)', () => {
  it.each([
    [0, 'Vừa xong'],
    [59 * S, 'Vừa xong'],
    [-5 * M, 'Vừa xong'],
    [1 * M, '1 phút trước'],
    [59 * M + 59 * S, '59 phút trước'],
    [60 * M, '1 giờ trước'],
    [23 * H + 59 * M, '23 giờ trước'],
    [24 * H, '1 ngày trước'],
    [6 * D + 23 * H, '6 ngày trước'],
  ])('%i ms ago → %s', (elapsed, label) => expect(relativeTime(ago(elapsed), NOW)).toBe(label));

  it('gives a long Vietnamese date from 7 days on', () => {
    expect(relativeTime('2026-03-05T10:00:00Z', NOW, { timeZone: 'Asia/Ho_Chi_Minh' })).toBe('5 tháng 3, 2026');
    expect(relativeTime(Date.parse('2025-12-31T20:00:00Z'), NOW.getTime(), { timeZone: 'Asia/Ho_Chi_Minh' })).toBe(
      '1 tháng 1, 2026',
    );
    // Vietnam's date by default: 20:00 UTC on 31/12 is 1 January there.
    expect(relativeTime(new Date('2025-12-31T20:00:00Z'), NOW)).toBe('1 tháng 1, 2026');
    expect(relativeTime(new Date('2025-12-31T20:00:00Z'), NOW, { timeZone: 'UTC' })).toBe('31 tháng 12, 2025');
  });

  it('gives an empty label for an invalid date', () => expect(relativeTime('not a date', NOW)).toBe(''));
});

describe('relativeTime in another language', () => {
  it.each([
    [ago(30 * S), 'now'],
    [ago(30 * M), '30 minutes ago'],
    [ago(2 * H), '2 hours ago'],
    [ago(3 * D), '3 days ago'],
    [ago(8 * D), 'March 4, 2026'],
  ])('%s → %s in English', (date, expected) => expect(relativeTime(date, NOW, { locale: 'en' })).toBe(expected));

  it('keeps the Vietnamese labels for vi and vi-VN', () => {
    expect(relativeTime(ago(2 * H), NOW, { locale: 'vi' })).toBe('2 giờ trước');
    expect(relativeTime(ago(2 * H), NOW, { locale: 'vi-VN' })).toBe('2 giờ trước');
  });
});
