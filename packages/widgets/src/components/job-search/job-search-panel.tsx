import type { JobSearchChange, JobSearchOptions, JobSearchQuery, Page, PostRow, PostSearchInput } from '@jobhub/sdk';
import { useJobSearch } from '../../hooks/use-job-search';
import type { WidgetClient } from '../../widget-client';
import type { CardActionsBehaviour, JobCardBehaviour } from './job-card';
import type { LinkBehaviour } from './job-link';
import { JobSearchView } from './job-search-view';

/** Options shared by every way of showing the job search (React component, `mount`, custom element). */
export interface JobSearchWidgetOptions extends LinkBehaviour, CardActionsBehaviour, JobCardBehaviour {
  /** The SDK resources the widget uses (see `createWidgetClient`); all network calls go through them. */
  client: WidgetClient;
  /**
   * The search, controlled by the host (e.g. read from the page URL): a new value updates the
   * widget in place, searching at once, without a remount. Hand back what `onQueryChange` reports
   * (the widget recognises its own changes), or leave it out and use `initialQuery`.
   */
  query?: PostSearchInput | undefined;
  /** Query of the first search when `query` is not given. Read once. */
  initialQuery?: PostSearchInput | undefined;
  /**
   * The first page of results of `query` (or `initialQuery`), fetched by the host beforehand, e.g.
   * by its server loader with the SDK's `searchJobs(client, query)`: the first render (on the
   * server too) shows these cards, count and pages at once, and the widget does not request that
   * search again; it searches when the query changes or on retry. Read once.
   */
  initialResults?: Page<PostRow> | undefined;
  /**
   * Called with the whole query (normal form: defaults and blanks left out) after each change the
   * user makes, e.g. to sync it into the URL with `serializeJobSearch`. Not called for the initial
   * query nor for a new `query` from the host. A host that keeps the query in its history replaces
   * the current entry when `change.replace` (a text still being typed) and pushes one otherwise,
   * so Back returns to the previous page or filters.
   */
  onQueryChange?: ((query: JobSearchQuery, change: JobSearchChange) => void) | undefined;
  /** URL of a job's page. Default `/job/{id}`. */
  jobHref?: ((id: number) => string) | undefined;
  /** Free-text debounce handed to the store (the store's default when absent); may change later. */
  debounceMs?: number | undefined;
  /** Clock for the relative creation times (tests pin it). Default: the current time. */
  now?: (() => Date) | undefined;
}

/** Props of {@link JobSearchPanel}. */
export type JobSearchPanelProps = JobSearchWidgetOptions;

const defaultJobHref = (id: number) => `/job/${id}`;
const defaultNow = () => new Date();

/**
 * The job search without its shadow host, for a tree that is already inside a shadow root with the
 * job search stylesheet (see `mountJobSearch`). Owns one search store for its lifetime (one per
 * client) and passes it new options as they come.
 *
 * @example
 * mountInShadowRoot(el, <JobSearchPanel client={client} />, { css: JOB_SEARCH_STYLES, styleId: 'job-search' });
 */
export function JobSearchPanel({ client, query, initialQuery, initialResults, onQueryChange, debounceMs, jobHref, now, ...rest }: JobSearchPanelProps) {
  const options: JobSearchOptions = { onQueryChange, initialResults };
  if (query !== undefined) options.query = query;
  if (initialQuery !== undefined) options.initialQuery = initialQuery;
  if (debounceMs !== undefined) options.debounceMs = debounceMs;
  const search = useJobSearch(client, options);
  // Before the first search (and on a server without initialResults): the space the results will
  // take, so nothing below the widget jumps when they arrive.
  if (!search) return <div className="jh-search-pending" aria-busy="true" />;
  return (
    <JobSearchView
      client={client}
      search={search}
      jobHref={jobHref ?? defaultJobHref}
      now={now ?? defaultNow}
      {...rest}
    />
  );
}
