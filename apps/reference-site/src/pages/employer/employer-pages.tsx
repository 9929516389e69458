import { Link, useLocation } from 'react-router';
import { FormError } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { CompanyHead } from './company-head';
import { DetailList } from '../../components/detail-list';
import { useOwnEnterprise } from './use-own-enterprise';

/** /employer — a simple overview of the company (dashboard statistics come later). */
export function EmployerOverviewPage() {
  useDocumentTitle('Tổng quan nhà tuyển dụng');
  const [state] = useOwnEnterprise();
  if (state.status !== 'ready' && state.status !== 'error') {
    return (
      <>
        <h1>Tổng quan</h1>
        <p role="status" className="muted">
          Đang tải...
        </p>
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <h1>Tổng quan</h1>
        <FormError message={state.message} />
      </>
    );
  }
  const enterprise = state.data;
  if (!enterprise) {
    return (
      <div className="card">
        <h1>Tổng quan</h1>
        <p>
          Bạn chưa có doanh nghiệp. <Link to="/employer/create-enterprise">Tạo doanh nghiệp</Link>
        </p>
      </div>
    );
  }
  const rows: [string, string | null][] = [
    ['Địa chỉ', enterprise.address],
    ['Tỉnh/Thành phố', enterprise.city],
    ['Lĩnh vực', enterprise.field_of_activity],
    ['Quy mô', enterprise.scale ? `${enterprise.scale} nhân viên` : null],
    ['Email', enterprise.email_company],
    ['Số điện thoại', enterprise.phone_number],
    ['Website', enterprise.link_web_site],
    ['Mã số thuế', enterprise.tax],
  ];
  return (
    <div className="stack">
      <h1>Tổng quan</h1>
      <section className="card" aria-labelledby="company-heading">
        <CompanyHead enterprise={enterprise} />
        <DetailList rows={rows.filter((row) => Boolean(row[1]))} />
        {enterprise.description ? <p style={{ marginTop: 16 }}>{enterprise.description}</p> : null}
      </section>
      <section className="card" aria-labelledby="next-heading">
        <h2 id="next-heading">Bắt đầu tuyển dụng</h2>
        <p className="muted">Đăng tin tuyển dụng để tiếp cận hàng nghìn ứng viên trên JobHub.</p>
        <div className="actions">
          <Link className="btn btn-primary" to="/employer/posts/create">
            Đăng tin tuyển dụng
          </Link>
          <Link className="btn btn-outline" to="/employer/company">
            Thông tin công ty
          </Link>
        </div>
      </section>
    </div>
  );
}

const TITLES: [RegExp, string][] = [
  [/^\/employer\/profile/, 'Thông tin cá nhân'],
  [/^\/employer\/company\/edit/, 'Chỉnh sửa thông tin công ty'],
  [/^\/employer\/company/, 'Thông tin công ty'],
  [/^\/employer\/posts\/create/, 'Đăng tin tuyển dụng'],
  [/^\/employer\/posts\/[^/]+\/edit/, 'Chỉnh sửa tin tuyển dụng'],
  [/^\/employer\/posts\/[^/]+/, 'Chi tiết tin tuyển dụng'],
  [/^\/employer\/posts/, 'Tin tuyển dụng'],
  [/^\/employer\/cv\//, 'Chi tiết hồ sơ ứng viên'],
  [/^\/employer\/notifications/, 'Thông báo'],
  [/^\/employer\/messages/, 'Tin nhắn'],
  [/^\/employer\/premium/, 'Premium'],
  [/^\/employer\/applications/, 'Hồ sơ ứng tuyển'],
];

/** Employer screens not built yet. */
export function EmployerPendingPage() {
  const { pathname } = useLocation();
  const title = TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Nhà tuyển dụng';
  useDocumentTitle(title);
  return (
    <div className="card pending-page">
      <h1>{title}</h1>
      <p className="muted">Tính năng đang được phát triển</p>
      <Link className="btn btn-outline" to="/employer">
        Về trang tổng quan
      </Link>
    </div>
  );
}

export function EmployerNotFoundPage() {
  useDocumentTitle('Không tìm thấy trang');
  return (
    <div className="card not-found">
      <h1>Không tìm thấy trang</h1>
      <p className="muted">Trang bạn tìm không tồn tại hoặc đã được di chuyển.</p>
      <Link to="/employer" className="btn btn-primary">
        Về trang tổng quan
      </Link>
    </div>
  );
}
