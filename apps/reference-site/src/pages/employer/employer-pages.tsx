import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

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
