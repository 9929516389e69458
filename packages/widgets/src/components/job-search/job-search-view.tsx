import { useStore } from '@nanostores/react';
import { errorMessage, POST_SEARCH_SORTS, type JobSearchQuery, type PostSearchSort } from '@jobhub/sdk';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { JobSearchStore } from '../../hooks/use-job-search';
import type { WidgetClient } from '../../widget-client';
import { JobCard, type CardActionsBehaviour } from './job-card';
import type { LinkBehaviour } from './job-link';
import { JobSearchFilters } from './job-search-filters';
import { Pagination } from './pagination';
import { countActiveFilters } from './query-values';

/** Shown when the SDK error carries no message of its own (worded like SPEC §8's search errors). */
export const JOB_SEARCH_ERROR_FALLBACK = 'Có lỗi xảy ra khi tìm kiếm việc làm';

const SORT_LABELS: Record<PostSearchSort, string> = {
  relevance: 'Phù hợp nhất',
  newest: 'Mới nhất',
  salary: 'Lương cao nhất',
};

/** How many placeholder cards the first load shows. */
const SKELETON_CARDS = 3;

/** Props of {@link JobSearchView}. */
export interface JobSearchViewProps extends LinkBehaviour, CardActionsBehaviour {
  client: WidgetClient;
  search: JobSearchStore;
  onQueryChange?: ((query: JobSearchQuery) => void) | undefined;
  jobHref: (id: number) => string;
  now: () => Date;
}

/**
 * Renders a job search store: search box, filters, sort, result count, results, pagination and the
 * loading, empty and error states. State lives in the store; this only renders it and calls actions.
 */
export function JobSearchView({
  client,
  search,
  onQueryChange,
  jobHref,
  now,
  renderLink,
  onNavigate,
  renderCardActions,
}: JobSearchViewProps) {
  const query = useStore(search.$query);
  const results = useStore(search.$results);
  const ids = useId();
  const [text, setText] = useState(() => (typeof query.q === 'string' ? query.q : ''));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  // The latest callback, without re-subscribing when a parent passes a new function each render.
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  useEffect(() => search.$query.listen((next) => onQueryChangeRef.current?.(next)), [search]);

  // Follow outside changes of the text (a reset, a restored URL) without fighting the user's typing.
  const storeText = typeof query.q === 'string' ? query.q : '';
  const lastStoreText = useRef(storeText);
  useEffect(() => {
    if (storeText !== lastStoreText.current) {
      lastStoreText.current = storeText;
      setText((current) => (current.trim() === storeText.trim() ? current : storeText));
    }
  }, [storeText]);

  const page = results.data;
  const activeFilters = countActiveFilters(query);
  const sort: PostSearchSort =
    typeof query.sort === 'string' && (POST_SEARCH_SORTS as readonly string[]).includes(query.sort)
      ? (query.sort as PostSearchSort)
      : 'relevance';

  const goToPage = (target: number) => {
    search.setPage(target);
    const section = resultsRef.current;
    if (section && typeof section.scrollIntoView === 'function' && section.getBoundingClientRect().top < 0) {
      section.scrollIntoView({ block: 'start' });
    }
  };

  let status: string;
  let body: ReactNode;
  if (results.status === 'error') {
    status = '';
    body = (
      <div className="jh-state jh-state--error" role="alert">
        <p>{errorMessage(results.error, JOB_SEARCH_ERROR_FALLBACK)}</p>
        <button type="button" className="jh-button" onClick={() => search.reload()}>
          Thử lại
        </button>
      </div>
    );
  } else if (!page) {
    status = 'Đang tải...';
    body = (
      <ul className="jh-list" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="jh-card jh-card--skeleton">
            <span className="jh-skeleton jh-skeleton--logo" />
            <span className="jh-skeleton jh-skeleton--lines" />
          </li>
        ))}
      </ul>
    );
  } else {
    status = results.status === 'loading' ? 'Đang tải...' : `${page.total.toLocaleString('vi-VN')} việc làm`;
    const current = now();
    body =
      page.results.length === 0 ? (
        <div className="jh-state">
          <p>Không tìm thấy việc làm phù hợp</p>
        </div>
      ) : (
        <ul className="jh-list" aria-label="Danh sách việc làm">
          {page.results.map((job) => (
            <li key={job.id} className="jh-list__item">
              <JobCard
                job={job}
                href={jobHref(job.id)}
                now={current}
                renderLink={renderLink}
                onNavigate={onNavigate}
                renderCardActions={renderCardActions}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className="jh-job-search" part="job-search">
      <form
        className="jh-searchbar"
        role="search"
        aria-label="Tìm kiếm việc làm"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${ids}-q`} className="jh-visually-hidden">
          Từ khóa
        </label>
        <input
          id={`${ids}-q`}
          className="jh-searchbar__input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Tên công việc, kỹ năng, công ty..."
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // The store debounces free text before it searches.
            search.setQuery({ q: event.target.value });
          }}
        />
        <button
          type="button"
          className="jh-button jh-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={`${ids}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {activeFilters > 0 ? `Bộ lọc (${activeFilters})` : 'Bộ lọc'}
        </button>
      </form>

      <div className="jh-layout">
        <JobSearchFilters
          client={client}
          query={query}
          onChange={search.setQuery}
          id={`${ids}-filters`}
          open={filtersOpen}
        />

        <section
          className="jh-results"
          ref={resultsRef}
          aria-labelledby={`${ids}-results-title`}
          aria-busy={results.status === 'loading'}
        >
          <h2 id={`${ids}-results-title`} className="jh-visually-hidden">
            Kết quả tìm kiếm
          </h2>
          <div className="jh-results__header">
            <p className="jh-count" role="status" aria-live="polite">
              {status}
            </p>
            <div className="jh-sort">
              <label htmlFor={`${ids}-sort`}>Sắp xếp</label>
              <select
                id={`${ids}-sort`}
                value={sort}
                onChange={(event) => search.setQuery({ sort: event.target.value as PostSearchSort })}
              >
                {POST_SEARCH_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {SORT_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {body}
          {page && results.status !== 'error' ? (
            <Pagination page={page.page} totalPages={page.total_pages} onPage={goToPage} />
          ) : null}
        </section>
      </div>
    </div>
  );
}
