import { Link } from 'react-router';

/** The trail from the home page to a detail page: Trang chủ › section › current page. */
export function Breadcrumb({ section, current }: { section: { to: string; label: string }; current: string }) {
  return (
    <nav className="jb-breadcrumb" aria-label="Đường dẫn">
      <ol>
        <li>
          <Link to="/">Trang chủ</Link>
        </li>
        <li>
          <Link to={section.to}>{section.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
