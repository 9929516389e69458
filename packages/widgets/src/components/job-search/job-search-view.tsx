import { useStore } from '@nanostores/react';
import { fieldErrors, jobCountText, MAX_QUERY_LENGTH, POST_SEARCH_SORTS, type PostSearchSort } from '@jobhub/sdk';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { JobSearchStore } from '../../hooks/use-job-search';
import type { WidgetClient } from '../../widget-client';
import { JobCard, type CardActionsBehaviour, type JobCardBehaviour, type JobCardProps, type RenderJobCard } from './job-card';
import type { LinkBehaviour } from './job-link';
import { JobSearchFilters } from './job-search-filters';
import { Pagination } from './pagination';
import { countActiveFilters } from './query-values';
import { JOB_SEARCH_PAGE_TEXTS } from '../../i18n/texts/job-search-page';
import { useErrorText } from '../../i18n/error-text';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { $widgetLocale } from '../../i18n/widget-locale';

/** The dictionary key of each sort's label. */
const SORT_LABELS = { relevance: 'sortRelevance', newest: 'sortNewest', salary: 'sortSalary', fast_response: 'sortFastResponse' } as const satisfies Record<PostSearchSort, string>;

/** Calls `renderJobCard` as a component of its own, so that a renderer may use hooks. */
function CustomCard({ render, ...props }: JobCardProps & { render: RenderJobCard }) {
  return <>{render(props)}</>;
}

/** How many placeholder cards the first load shows. */
const SKELETON_CARDS = 3;

/** Props of {@link JobSearchView}. */
export interface JobSearchViewProps extends LinkBehaviour, CardActionsBehaviour, JobCardBehaviour {
  client: WidgetClient;
  search: JobSearchStore;
  jobHref: (id: number) => string;
  now: () => Date;
}

interface SearchBarProps {
  search: JobSearchStore;
  /** The store's free text. */
  storeText: string;
  /** The view's `useId` prefix. */
  ids: string;
  activeFilters: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}

/** The keyword box (typed text kept here, debounced by the store) and the mobile filters toggle. */
function SearchBar({ search, storeText, ids, activeFilters, filtersOpen, onToggleFilters }: SearchBarProps) {
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  const [text, setText] = useState(storeText);

  // Follow outside changes of the text (a reset, the host's query) without fighting the user's typing.
  const lastStoreText = useRef(storeText);
  useEffect(() => {
    if (storeText !== lastStoreText.current) {
      lastStoreText.current = storeText;
      setText((current) => (current.trim() === storeText.trim() ? current : storeText));
    }
  }, [storeText]);

  return (
    <form
      className="jh-searchbar"
      role="search"
      aria-label={t.searchLabel}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={`${ids}-q`} className="jh-visually-hidden">
        {t.keyword}
      </label>
      <input
        id={`${ids}-q`}
        className="jh-searchbar__input"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t.keywordPlaceholder}
        maxLength={MAX_QUERY_LENGTH}
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
        onClick={onToggleFilters}
      >
        {activeFilters > 0 ? t.filtersActive({ count: activeFilters }) : t.filters}
      </button>
    </form>
  );
}

/** The sort select of the results header. */
function SortSelect({ search, sort, ids }: { search: JobSearchStore; sort: PostSearchSort; ids: string }) {
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  return (
    <div className="jh-sort">
      <label htmlFor={`${ids}-sort`}>{t.sort}</label>
      <select
        id={`${ids}-sort`}
        value={sort}
        onChange={(event) => search.setQuery({ sort: event.target.value as PostSearchSort })}
      >
        {POST_SEARCH_SORTS.map((value) => (
          <option key={value} value={value}>
            {t[SORT_LABELS[value]]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The placeholder cards of the first load. */
function SkeletonList() {
  return (
    <ul className="jh-list" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="jh-card jh-card--skeleton">
          <span className="jh-skeleton jh-skeleton--logo" />
          <span className="jh-skeleton jh-skeleton--lines" />
        </li>
      ))}
    </ul>
  );
}

type ResultListProps = Pick<
  JobSearchViewProps,
  'jobHref' | 'renderLink' | 'onNavigate' | 'renderCardActions' | 'renderJobCard'
> & {
  jobs: JobCardProps['job'][];
  now: Date;
};

/** A page of results, each as the host's card or the default one. */
function ResultList({
  jobs,
  jobHref,
  now: current,
  renderLink,
  onNavigate,
  renderCardActions,
  renderJobCard,
}: ResultListProps) {
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  return (
    <ul className="jh-list" aria-label={t.resultsList}>
      {jobs.map((job) => (
        <li key={job.id} className="jh-list__item">
          {renderJobCard ? (
            <CustomCard
              render={renderJobCard}
              job={job}
              href={jobHref(job.id)}
              now={current}
              renderLink={renderLink}
              onNavigate={onNavigate}
              renderCardActions={renderCardActions}
            />
          ) : (
            <JobCard
              job={job}
              href={jobHref(job.id)}
              now={current}
              renderLink={renderLink}
              onNavigate={onNavigate}
              renderCardActions={renderCardActions}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Why no results show. A refused search has no retry and no alert: the filter panel announces the
 * error at its field. A failed one is announced, with a retry.
 */
function SearchError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  if (!onRetry) {
    return (
      <div className="jh-state jh-state--error">
        <p>{message}</p>
      </div>
    );
  }
  return (
    <div className="jh-state jh-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="jh-button" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

/** Turns the page and brings the results' top into view when it was scrolled past. */
function usePaging(search: JobSearchStore) {
  const resultsRef = useRef<HTMLElement>(null);
  const goToPage = (target: number) => {
    search.setPage(target);
    const section = resultsRef.current;
    if (section && typeof section.scrollIntoView === 'function' && section.getBoundingClientRect().top < 0) {
      section.scrollIntoView({ block: 'start' });
    }
  };
  return [resultsRef, goToPage] as const;
}

/**
 * Renders a job search store: search box, filters, sort, result count, results, pagination and the
 * loading, empty and error states. State lives in the store; this only renders it and calls actions.
 * A search the store refused (the API's field error, e.g. an inverted salary range) shows its
 * error at the field and in place of the results, without a retry.
 */
export function JobSearchView({
  client,
  search,
  jobHref,
  now,
  renderLink,
  onNavigate,
  renderCardActions,
  renderJobCard,
}: JobSearchViewProps) {
  const query = useStore(search.$query);
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  const errorText = useErrorText();
  const locale = useStore($widgetLocale);
  const results = useStore(search.$results);
  const ids = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [resultsRef, goToPage] = usePaging(search);

  const page = results.data;
  const activeFilters = countActiveFilters(query);
  const sort: PostSearchSort = query.sort ?? 'relevance';
  const refused = results.status === 'error' ? fieldErrors(results.error) : {};
  const salaryError = refused.salary_min?.[0] ?? refused.salary_max?.[0];

  let status: string;
  let body: ReactNode;
  if (results.status === 'error') {
    status = '';
    body = salaryError ? (
      <SearchError message={results.message} />
    ) : (
      <SearchError message={errorText(results)} onRetry={() => search.reload()} />
    );
  } else if (!page) {
    status = t.loading;
    body = <SkeletonList />;
  } else {
    status = results.status === 'loading' ? t.loading : jobCountText(page.total, locale);
    const current = now();
    body =
      page.results.length === 0 ? (
        <div className="jh-state">
          <p>{t.noResults}</p>
        </div>
      ) : (
        <ResultList
          jobs={page.results}
          jobHref={jobHref}
          now={current}
          renderLink={renderLink}
          onNavigate={onNavigate}
          renderCardActions={renderCardActions}
          renderJobCard={renderJobCard}
        />
      );
  }

  return (
    <div className="jh-job-search" part="job-search">
      <SearchBar
        search={search}
        storeText={query.q ?? ''}
        ids={ids}
        activeFilters={activeFilters}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />

      <div className="jh-layout">
        <JobSearchFilters
          client={client}
          query={query}
          onChange={search.setQuery}
          id={`${ids}-filters`}
          open={filtersOpen}
          salaryError={salaryError}
        />

        <section
          className="jh-results"
          ref={resultsRef}
          aria-labelledby={`${ids}-results-title`}
          aria-busy={results.status === 'loading'}
        >
          <h2 id={`${ids}-results-title`} className="jh-visually-hidden">
            {t.resultsTitle}
          </h2>
          <div className="jh-results__header">
            <p className="jh-count" role="status" aria-live="polite">
              {status}
            </p>
            <SortSelect search={search} sort={sort} ids={ids} />
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