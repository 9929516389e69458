import type { JobSearchQuery, PostSearchInput } from '@jobhub/sdk';
import { useJobSearch } from '../../hooks/use-job-search';
import type { WidgetClient } from '../../widget-client';
import type { CardActionsBehaviour } from './job-card';
import type { LinkBehaviour } from './job-link';
import { JobSearchView } from './job-search-view';

/** Options shared by every way of showing the job search (React component, `mount`, custom element). */
export interface JobSearchWidgetOptions extends LinkBehaviour, CardActionsBehaviour {
  /** The SDK resources the widget uses (see `createWidgetClient`); all network calls go through them. */
  client: WidgetClient;
  /** Query of the first search, e.g. read from the page URL. Read once. */
  initialQuery?: PostSearchInput | undefined;
  /**
   * Called with the whole query (normal form: defaults and blanks left out) after each change, e.g.
   * to sync it into the URL with `queryToSearchParams`. Not called for the initial query.
   */
  onQueryChange?: ((query: JobSearchQuery) => void) | undefined;
  /** URL of a job's page. Default `/job/{id}`. */
  jobHref?: ((id: number) => string) | undefined;
  /** Free-text debounce handed to the store (the store's default when absent). */
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
 * job search stylesheet (see `mountJobSearch`). Owns one search store for its lifetime.
 *
 * @example
 * mountInShadowRoot(el, <JobSearchPanel client={client} />, { css: JOB_SEARCH_STYLES, styleId: 'job-search' });
 */
export function JobSearchPanel({ client, initialQuery, debounceMs, jobHref, now, ...rest }: JobSearchPanelProps) {
  const search = useJobSearch(client, initialQuery, debounceMs);
  if (!search) return null;
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
