import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import JobDetailPage from './job-detail';
import { salaryEstimateLabel } from './salary-estimate';
import { createFakeFetch, ok, postDetail, renderPage } from './test-utils';

function renderJob(overrides: Parameters<typeof postDetail>[0]) {
  const fake = createFakeFetch({ 'GET /api/post/1': () => ok(postDetail(overrides)) });
  return renderPage(<JobDetailPage />, { url: '/job/1', path: '/job/:id', fetch: fake.fetch });
}

describe('salary estimate on the job page', () => {
  it("labels JobHub's estimate of a negotiable post apart from the employer's 'Thỏa thuận'", async () => {
    renderJob({
      is_salary_negotiable: true,
      salary_min: null,
      salary_max: null,
      salary_estimate: { median: 17_250_000, p25: 13_500_000, p75: 21_750_000, sample_size: 34, basis: 'position_city_level' },
    });
    const estimate = await screen.findByRole('complementary', { name: 'Ước tính lương của JobHub' });
    expect(screen.getByText('Thỏa thuận')).toBeTruthy();
    expect(within(estimate).getByText('Ước tính từ 34 tin tương tự')).toBeTruthy();
    expect(estimate.textContent).toContain('13,5 - 21,8 triệu');
    expect(estimate.textContent).toContain('trung vị 17,3 triệu');
    expect(estimate.textContent).toContain('cùng vị trí, tỉnh thành và cấp bậc');
    expect(estimate.textContent).toContain('không phải mức lương nhà tuyển dụng đưa ra');
  });

  it('says which posts were compared when the comparison widened', async () => {
    renderJob({
      is_salary_negotiable: true,
      salary_estimate: { median: 12_000_000, p25: 10_000_000, p75: 15_000_000, sample_size: 22, basis: 'position' },
    });
    const estimate = await screen.findByRole('complementary', { name: 'Ước tính lương của JobHub' });
    expect(estimate.textContent).toContain('cùng vị trí trên cả nước');
  });

  it('shows nothing without an estimate', async () => {
    renderJob({ is_salary_negotiable: true, salary_estimate: null });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Ước tính lương của JobHub' })).toBeNull();
    expect(screen.queryByText(/Ước tính từ/)).toBeNull();
  });
});

describe('salaryEstimateLabel', () => {
  it('names the number of similar posts, grouped the Vietnamese way', () => {
    expect(salaryEstimateLabel(34)).toBe('Ước tính từ 34 tin tương tự');
    expect(salaryEstimateLabel(1250)).toBe('Ước tính từ 1.250 tin tương tự');
  });
});
