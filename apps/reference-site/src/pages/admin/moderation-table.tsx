import type { ReactNode } from 'react';
import type { Page } from '@jobhub/sdk';
import { LoadError, Loading, Pager, type useResource } from '../employer/shared';

/**
 * One paged moderation queue of the admin page: heading with the total, load and action errors,
 * the empty text, a table and its pager. Pending companies and open reports differ only in their
 * columns and actions, so they share this frame.
 */
export function ModerationTable<T extends { id: number }>({
  id,
  title,
  caption,
  columns,
  resource: [list, reload],
  actionError,
  empty,
  row,
  onPage,
  pagerLabel,
}: {
  /** id of the heading, which labels the section */
  id: string;
  title: string;
  caption: string;
  columns: readonly string[];
  /** The queue's load (its error carries the text to show). */
  resource: ReturnType<typeof useResource<Page<T>>>;
  actionError: string | null;
  empty: string;
  /** The cells of one item, actions last. */
  row: (item: T) => ReactNode;
  onPage: (page: number) => void;
  pagerLabel: string;
}) {
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {list.status === 'ready' ? ` (${list.data.total})` : ''}
      </h2>
      {actionError ? <LoadError message={actionError} /> : null}
      {list.status === 'loading' ? <Loading /> : null}
      {list.status === 'error' ? <LoadError message={list.message} onRetry={reload} /> : null}
      {list.status === 'ready' && list.data.results.length === 0 ? <p className="muted">{empty}</p> : null}
      {list.status === 'ready' && list.data.results.length > 0 ? (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((item) => (
                  <tr key={item.id}>{row(item)}</tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={list.data.page} totalPages={list.data.total_pages} onPage={onPage} label={pagerLabel} />
        </>
      ) : null}
    </section>
  );
}
