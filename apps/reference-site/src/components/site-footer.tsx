import { Link } from 'react-router';
import { Logo } from './icons';

const COLUMNS = [
  {
    title: 'Liên kết nhanh',
    links: [
      { to: '/about', label: 'Về JobHub' },
      { to: '/contact', label: 'Liên hệ' },
      { to: '/blog', label: 'Blog' },
      { to: '/companies', label: 'Công ty' },
    ],
  },
  {
    title: 'Dành cho người tìm việc',
    links: [
      { to: '/job-search', label: 'Tìm việc làm' },
      { to: '/companies', label: 'Danh sách công ty' },
      { to: '/career-advice', label: 'Cẩm nang nghề nghiệp' },
      { to: '/gemini-chat', label: 'JobHub AI' },
    ],
  },
  {
    title: 'Dành cho nhà tuyển dụng',
    links: [
      { to: '/post-job', label: 'Đăng tin tuyển dụng' },
      { to: '/pricing', label: 'Bảng giá' },
      { to: '/recruitment-solutions', label: 'Giải pháp tuyển dụng' },
      { to: '/employer', label: 'Khu vực nhà tuyển dụng' },
    ],
  },
] as const;

/** Site footer (SPEC §2): about, quick links, job-seeker and employer columns, copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div className="footer-about">
            <Link to="/" className="logo" aria-label="JobHub - Trang chủ">
              <Logo />
            </Link>
            <p>
              JobHub kết nối người tìm việc với hàng nghìn doanh nghiệp uy tín trên cả nước. Tìm việc nhanh, tuyển dụng
              hiệu quả.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to + link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom">
          <p>© {year} JobHub. Bảo lưu mọi quyền.</p>
        </div>
      </div>
    </footer>
  );
}
