/** What the badge vouches for, as its tooltip (issue 30: approved with tax code and certificate checked). */
const VERIFIED_MEANING = 'JobHub đã kiểm tra mã số thuế và giấy phép kinh doanh của công ty này';

/** 'Đã xác minh' beside a company's name, on job cards, the job page and the company page. */
export function VerifiedBadge() {
  return (
    <span className="jb-badge-verified" title={VERIFIED_MEANING}>
      Đã xác minh
    </span>
  );
}
