import { pageWindow } from '@jobhub/sdk';
import { JOB_SEARCH_PAGE_TEXTS } from '../../i18n/texts/job-search-page';
import { useWidgetTexts } from '../../i18n/widget-texts';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages. */
  totalPages: number;
  /** Asks for another page. */
  onPage: (page: number) => void;
}

/**
 * Previous / next buttons and the page numbers of the SDK's `pageWindow` (the site's pager shows the
 * same ones), as real buttons in a labelled `<nav>` so that they are reachable and usable from the
 * keyboard; the current page carries `aria-current="page"`.
 *
 * @example
 * <Pagination page={2} totalPages={9} onPage={search.setPage} />
 */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  if (totalPages <= 1) return null;
  return (
    <nav className="jh-pagination" aria-label={t.pagination} part="pagination">
      <button
        type="button"
        className="jh-pagination__step"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        {t.previousPage}
      </button>
      <ol className="jh-pagination__pages">
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="jh-pagination__page"
                aria-label={t.page({ page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="jh-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="jh-pagination__step"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
      >
        {t.nextPage}
      </button>
    </nav>
  );
}
