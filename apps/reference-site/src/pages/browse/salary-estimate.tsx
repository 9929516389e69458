import { formatSalary, type SalaryEstimate, type SalaryEstimateBasis } from '@jobhub/sdk';

/**
 * The label every estimate carries (issue 30: never presented as the employer's figure).
 * @example salaryEstimateLabel(1250) // 'Ước tính từ 1.250 tin tương tự'
 */
export function salaryEstimateLabel(sampleSize: number): string {
  return `Ước tính từ ${sampleSize.toLocaleString('vi-VN')} tin tương tự`;
}

/** Which posts were compared, in words, for the explanation. */
const BASIS_TEXT: Readonly<Record<SalaryEstimateBasis, string>> = {
  position_city_level: 'cùng vị trí, tỉnh thành và cấp bậc',
  position_city: 'cùng vị trí và tỉnh thành',
  position: 'cùng vị trí trên cả nước',
};

/**
 * JobHub's estimate for a negotiable post (issue 30): the middle half of similar posts' salaries
 * and their median, labelled 'Ước tính từ N tin tương tự' and set apart from the employer's
 * 'Thỏa thuận', so nobody reads it as the employer's offer.
 */
export function SalaryEstimateNote({ estimate }: { estimate: SalaryEstimate }) {
  return (
    <aside className="jb-salary-estimate" aria-label="Ước tính lương của JobHub">
      <p className="jb-salary-estimate__label">{salaryEstimateLabel(estimate.sample_size)}</p>
      <p className="jb-salary-estimate__figures">
        {formatSalary(estimate.p25, estimate.p75)} <span className="jb-salary-estimate__median">(trung vị {formatSalary(estimate.median, estimate.median)})</span>
      </p>
      <p className="jb-salary-estimate__note">
        Nhà tuyển dụng chưa công bố mức lương. Đây là ước tính của JobHub từ lương của các tin đang tuyển {BASIS_TEXT[estimate.basis]}, không phải mức
        lương nhà tuyển dụng đưa ra.
      </p>
    </aside>
  );
}
