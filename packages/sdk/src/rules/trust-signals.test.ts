import { describe, expect, it } from 'vitest';
import { postAgeText, responseRateText } from './trust-signals';

const NOW = Date.parse('2026-03-31T03:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(NOW - days * 86_400_000 - hours * 3_600_000).toISOString();

describe('responseRateText', () => {
  it.each([
    [{ rate: 92, median_hours: 40, applications: 25 }, 'Phản hồi 92% · thường trong 2 ngày'],
    [{ rate: 100, median_hours: 5, applications: 5 }, 'Phản hồi 100% · thường trong 5 giờ'],
    [{ rate: 80, median_hours: 0, applications: 10 }, 'Phản hồi 80% · thường trong 1 giờ'],
    [{ rate: 75, median_hours: 24, applications: 8 }, 'Phản hồi 75% · thường trong 1 ngày'],
    [{ rate: 0, median_hours: null, applications: 6 }, 'Phản hồi 0%'],
  ])('says %o as %s', (rate, text) => {
    expect(responseRateText(rate)).toBe(text);
  });

  it('says nothing for a company whose rate is not shown', () => {
    expect(responseRateText(null)).toBe('');
    expect(responseRateText(undefined)).toBe('');
  });

  it('says it in English with plural units', () => {
    expect(responseRateText({ rate: 92, median_hours: 40, applications: 25 }, 'en')).toBe('Responds to 92% · usually within 2 days');
    expect(responseRateText({ rate: 60, median_hours: 1, applications: 25 }, 'en')).toBe('Responds to 60% · usually within 1 hour');
    expect(responseRateText({ rate: 0, median_hours: null, applications: 5 }, 'en')).toBe('Responds to 0%');
  });
});

describe('postAgeText (fixed clock)', () => {
  it.each([
    [{ created_at: daysAgo(0, 3) }, 'Đăng hôm nay'],
    [{ created_at: daysAgo(1) }, 'Đăng 1 ngày trước'],
    [{ created_at: daysAgo(29, 5), confirmed_at: daysAgo(29, 5) }, 'Đăng 29 ngày trước'],
    [{ created_at: daysAgo(37), confirmed_at: daysAgo(37) }, 'Đăng 37 ngày trước'],
    [{ created_at: daysAgo(36), confirmed_at: daysAgo(2) }, 'Cập nhật 2 ngày trước'],
    [{ created_at: daysAgo(30), confirmed_at: daysAgo(0, 1) }, 'Cập nhật hôm nay'],
    // Confirmed the day it was posted: still "Đăng".
    [{ created_at: daysAgo(5, 2), confirmed_at: daysAgo(5, 1) }, 'Đăng 5 ngày trước'],
    // A time ahead of the clock (skew) reads as today.
    [{ created_at: daysAgo(-1) }, 'Đăng hôm nay'],
  ])('says %o as %s', (dates, text) => {
    expect(postAgeText(dates, NOW)).toBe(text);
  });

  it('takes a Date and says it in English', () => {
    expect(postAgeText({ created_at: daysAgo(3) }, new Date(NOW), 'en')).toBe('Posted 3 days ago');
    expect(postAgeText({ created_at: daysAgo(9), confirmed_at: daysAgo(0) }, NOW, 'en')).toBe('Updated today');
    expect(postAgeText({ created_at: daysAgo(1) }, NOW, 'en')).toBe('Posted 1 day ago');
  });
});
