/**
 * `<jobhub-job-search>` of the CDN delivery: the job search in the element's own shadow root.
 *
 * Attributes (all live): `api-base`, `query` (the search as a query string, e.g.
 * 'q=ky+su&city=Hà Nội'), `sync-url` (read the search from, and write changes to, the page URL;
 * back and forward update the widget), `job-href` (job page template with '{id}'), `theme`,
 * `no-prefetch` (read by the loader: the element's first search is not started before its modules).
 * Events (bubbling, composed): `jobhub:query-change` (`detail.query`) and the cancelable
 * `jobhub:navigate` (`detail.href`).
 */
import { createPublicClient, searchParamsToQuery, serializeJobSearch, type JobSearchChange, type JobSearchQuery } from '@jobhub/sdk';
import { JobSearchPanel } from '../components/job-search/job-search-panel';
import { JOB_SEARCH_STYLE_ID, JOB_SEARCH_STYLES } from '../components/job-search/job-search-styles';
import { createWidgetClient, type WidgetClient } from '../widget-client';
import { adoptSearchPrefetch, fetchWithPrefetch } from './prefetched-fetch';
import { emit, navigateFrom } from './runtime';
import { defineElement } from './widget-element';

export const TAG = 'jobhub-job-search';

/** One anonymous client per API base: the catalogue cache is shared by the widgets of one API. */
const clients = new Map<string, WidgetClient>();

function clientFor(apiBase: string): WidgetClient {
  let client = clients.get(apiBase);
  if (!client) {
    // Anonymous: the job search reads public data only, and the page's localStorage is not ours.
    // Its fetch answers the first search with the loader's prefetch of it (prefetched-fetch.ts).
    client = createWidgetClient(createPublicClient({ baseUrl: apiBase, fetch: fetchWithPrefetch }));
    clients.set(apiBase, client);
  }
  return client;
}

/** `job-href` template ('{id}' is replaced), or the job page of the JobHub site serving the API. */
function jobHrefFor(template: string | null, apiBase: string): (id: number) => string {
  if (template) return (id) => template.replace('{id}', encodeURIComponent(String(id)));
  return (id) => `${apiBase}/job/${id}`;
}

/**
 * Writes the search into the page URL: a new history entry for each page or filter, so Back
 * returns to the previous one; a text still being typed replaces its entry.
 */
function writeUrl(query: JobSearchQuery, change: JobSearchChange): void {
  const url = new URL(window.location.href);
  url.search = serializeJobSearch(query).toString();
  if (change.replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
}

/** Back and forward re-read the search of an element with `sync-url`. */
function followUrl(host: HTMLElement, update: () => void): () => void {
  const onPopState = () => {
    if (host.hasAttribute('sync-url')) update();
  };
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}

function renderJobSearch(host: HTMLElement, apiBase: string) {
  // Before the first render: the store's first request, sent after it, finds the prefetch.
  adoptSearchPrefetch(host);
  const syncUrl = host.hasAttribute('sync-url');
  const query = searchParamsToQuery(syncUrl ? window.location.search : (host.getAttribute('query') ?? ''));
  return (
    <JobSearchPanel
      client={clientFor(apiBase)}
      query={query}
      jobHref={jobHrefFor(host.getAttribute('job-href'), apiBase)}
      onQueryChange={(next, change) => {
        if (host.hasAttribute('sync-url')) writeUrl(next, change);
        emit(host, 'query-change', { query: next });
      }}
      onNavigate={(href) => navigateFrom(host, href)}
    />
  );
}

/** Defines the element; the loader calls it once the runtime has the page's `init` options. */
export function define(): void {
  defineElement(TAG, {
    attributes: ['query', 'job-href', 'sync-url'],
    css: JOB_SEARCH_STYLES,
    styleId: JOB_SEARCH_STYLE_ID,
    render: renderJobSearch,
    follow: followUrl,
  });
}
