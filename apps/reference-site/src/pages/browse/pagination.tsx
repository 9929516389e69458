import { pageWindow } from '@jobhub/sdk';
import { Link, type To } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * Page links for a paged list: the page numbers of the SDK's `pageWindow` (the job search widget
 * shows the same ones). Each page is a real link (`?page=n` kept with the other query values), so a
 * page can be shared and opened in a new tab.
 *
 * @param hrefFor - builds the link target (usually just the search string) for a page number
 */
export function Pagination({ page, totalPages, hrefFor, label = 'Phân trang' }: { page: number; totalPages: number; hrefFor: (page: number) => To; label?: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="jb-pagination" aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              <ChevronLeft className="icon-sm" aria-hidden="true" focusable="false" /> Trước<span className="jb-visually-hidden"> (trang {page - 1})</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'string' ? (
            <li key={item}>
              <span className="jb-pagination__gap" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page">
                  <span className="jb-visually-hidden">Trang </span>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} aria-label={`Trang ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              Sau <ChevronRight className="icon-sm" aria-hidden="true" focusable="false" /><span className="jb-visually-hidden"> (trang {page + 1})</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
