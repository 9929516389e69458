/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages. */
  totalPages: number;
  /** Asks for another page. */
  onPage: (page: number) => void;
}

type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: first, last, and the current page with one neighbour each side, with
 * gaps between. Seven slots at most, so the bar fits a phone.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let current = start; current <= end; current += 1) items.push(current);
  if (end < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

/**
 * Previous / next buttons and page numbers, as real buttons in a labelled `<nav>` so that they are
 * reachable and usable from the keyboard; the current page carries `aria-current="page"`.
 *
 * @example
 * <Pagination page={2} totalPages={9} onPage={search.setPage} />
 */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="jh-pagination" aria-label="Phân trang" part="pagination">
      <button
        type="button"
        className="jh-pagination__step"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        Trang trước
      </button>
      <ol className="jh-pagination__pages">
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="jh-pagination__page"
                aria-label={`Trang ${item}`}
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
        Trang sau
      </button>
    </nav>
  );
}
