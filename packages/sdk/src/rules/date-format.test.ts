import { describe, expect, it } from 'vitest';
import { formatDate, type DateStyle } from './date-format';
import { dayLabel } from './day-label';

describe('formatDate', () => {
  it.each<[Date | string | number | null | undefined, DateStyle | undefined, string]>([
    ['2026-03-09', undefined, '09/03/2026'],
    ['2026-03-09', 'long', '9 tháng 3, 2026'],
    ['2026-10-25', 'long', '25 tháng 10, 2026'],
    // 23:30 UTC on 31/12 is already 1 January in Vietnam (UTC+7).
    ['2024-12-31T23:30:00.000Z', 'short', '01/01/2025'],
    ['2024-12-31T23:30:00.000Z', 'long', '1 tháng 1, 2025'],
    ['2026-03-09T09:05:00Z', 'date-time', '16:05 09/03/2026'],
    ['2026-03-09T09:05:00+07:00', 'time', '09:05'],
    ['2026-03-09T17:30:00Z', 'iso', '2026-03-10'],
    ['2026-03-09', 'iso', '2026-03-09'],
    [new Date('2026-03-09T17:00:00Z'), 'short', '10/03/2026'],
    [Date.parse('2026-03-09T16:59:00Z'), 'short', '09/03/2026'],
    // A calendar date never moves with the zone.
    [' 2026-01-01 ', 'short', '01/01/2026'],
    ['', 'short', ''],
    [null, 'long', ''],
    [undefined, 'short', ''],
    ['không phải ngày', 'short', 'không phải ngày'],
    [Number.NaN, 'short', ''],
  ])('%j as %s → %j', (value, style, expected) => expect(formatDate(value, style)).toBe(expected));

  it('uses another zone when asked', () => {
    expect(formatDate('2024-12-31T23:30:00.000Z', 'short', { timeZone: 'UTC' })).toBe('31/12/2024');
    expect(formatDate('2026-03-09T09:05:00Z', 'date-time', { timeZone: 'Europe/Paris' })).toBe('10:05 09/03/2026');
    expect(formatDate('2026-03-09', 'short', { timeZone: 'America/Los_Angeles' })).toBe('09/03/2026');
  });
});

describe('dayLabel', () => {
  const now = Date.parse('2026-03-09T12:00:00Z'); // 19:00 on 9 March in Vietnam
  it.each<[string, string]>([
    ['2026-03-09T01:00:00Z', 'Hôm nay'],
    // 17:30 UTC on 8 March is already 00:30 on 9 March in Vietnam.
    ['2026-03-08T17:30:00Z', 'Hôm nay'],
    ['2026-03-08T16:59:00Z', 'Hôm qua'],
    ['2026-03-07T23:00:00Z', 'Hôm qua'],
    ['2026-03-07T16:59:00Z', '07/03/2026'],
    ['2025-12-31T09:00:00Z', '31/12/2025'],
    ['không phải ngày', 'không phải ngày'],
  ])('%s → %s', (value, expected) => expect(dayLabel(value, now)).toBe(expected));

  it('crosses months and years by the calendar', () => {
    expect(dayLabel('2026-02-28T10:00:00Z', Date.parse('2026-03-01T03:00:00Z'))).toBe('Hôm qua');
    expect(dayLabel('2025-12-31T10:00:00Z', Date.parse('2026-01-01T03:00:00Z'))).toBe('Hôm qua');
    expect(dayLabel('2026-03-08T20:00:00Z', now, { timeZone: 'UTC' })).toBe('Hôm qua');
  });
});

describe('formatDate and dayLabel in another language', () => {
  it.each<[string, DateStyle, string]>([
    ['2026-03-09', 'short', 'Mar 9, 2026'],
    ['2026-03-09T09:05:00Z', 'long', 'March 9, 2026'],
    ['2026-03-09T09:05:00Z', 'date-time', 'Mar 9, 2026, 4:05 PM'],
    ['2026-03-09T09:05:00Z', 'time', '4:05 PM'],
    ['2026-03-09T20:05:00Z', 'iso', '2026-03-10'],
  ])('%s as %s → %s in English (Vietnam’s wall clock)', (value, style, expected) =>
    expect(formatDate(value, style, { locale: 'en' })).toBe(expected),
  );

  it('names today and yesterday through Intl, else the short date', () => {
    const now = Date.parse('2026-03-09T12:00:00Z');
    expect(dayLabel('2026-03-09T01:00:00Z', now, { locale: 'en' })).toBe('Today');
    expect(dayLabel('2026-03-08T01:00:00Z', now, { locale: 'en' })).toBe('Yesterday');
    expect(dayLabel('2026-03-01T01:00:00Z', now, { locale: 'en' })).toBe('Mar 1, 2026');
  });
});
