import { formatDate, formatSalary, jobCountText, postAgeText, responseRateText } from '@jobhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_FORMS } from './script-tag-english-forms';

// The script-tag build's module graph: the SDK's rules read the stand-in instead of their English forms.
vi.mock('../../../sdk/src/rules/english-forms', () => import('./script-tag-english-forms'));

const job = { created_at: '2026-03-01T03:00:00Z' };
const now = Date.parse('2026-03-06T03:00:00Z');
const rate = { rate: 92, median_hours: 5, applications: 25 };

function texts(locale: string) {
  return [
    formatDate('2026-03-09', 'short', { locale }),
    formatSalary(15_000_000, 25_000_000, false, locale),
    jobCountText(54_290, locale),
    postAgeText(job, now, locale),
    responseRateText(rate, locale),
  ];
}

describe('the SDK English forms of the script-tag build', () => {
  it('writes English in the Vietnamese forms until the English dictionary chunk brings them, then in English', async () => {
    expect(ENGLISH_FORMS).toBeNull();
    expect(texts('en')).toEqual(texts('vi'));
    expect(texts('en')).toEqual(['09/03/2026', '15 - 25 triệu', 'hơn 10.000 việc làm', 'Đăng 5 ngày trước', 'Phản hồi 92% · thường trong 5 giờ']);

    // What script-tag-en.ts adopts, the SDK's own forms (vi.mock stands the stand-in in for them here).
    const { adoptEnglishForms } = await import('./script-tag-english-forms');
    const sdk = await vi.importActual<typeof import('../../../sdk/src/rules/english-forms')>('../../../sdk/src/rules/english-forms');
    adoptEnglishForms(sdk.ENGLISH_FORMS!);

    expect(texts('en')).toEqual(['Mar 9, 2026', '₫15M – ₫25M', 'more than 10,000 jobs', 'Posted 5 days ago', 'Responds to 92% · usually within 5 hours']);
    expect(texts('vi')[1]).toBe('15 - 25 triệu');
  });
});
