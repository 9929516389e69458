/**
 * Script-tag build (IIFE, Preact: see src/preact/react-on-preact.ts): defines `<jobhub-job-search>` and sets the one
 * window global `JobHub`. This file holds the bundle's only module-level state: one SDK client per
 * API base, shared by every widget of the page that talks to that API.
 *
 * @example
 * <script src="https://cdn.example/jobhub/embed.js" defer></script>
 * <jobhub-job-search api-base="https://api.jobhub.vn" sync-url></jobhub-job-search>
 */
import { createPublicClient, searchParamsToQuery, serializeJobSearch } from '@jobhub/sdk';
import { defineWidgetElement, type WidgetMount } from '../mount/define-element';
import { mountJobSearch, type JobSearchMount, type MountJobSearchOptions } from '../mount/mount-job-search';
import { createWidgetClient, type WidgetClient } from '../widget-client';

const TAG = 'jobhub-job-search';
const VERSION: string = typeof __JOBHUB_VERSION__ === 'string' ? __JOBHUB_VERSION__ : '0.0.0-dev';

/** One client per API base: the catalogue cache is shared by the widgets of one API. */
const clients = new Map<string, WidgetClient>();

function resolveApiBase(apiBase: string | null | undefined): string {
  // Without an api-base the API is assumed on the page's own origin.
  return new URL(apiBase || '/', document.baseURI).href.replace(/\/+$/, '');
}

function clientFor(apiBase: string): WidgetClient {
  let client = clients.get(apiBase);
  if (!client) {
    // Anonymous, with no session at all: the job search reads public data only, and the host
    // page's localStorage (which may hold its own 'token') is not ours.
    client = createWidgetClient(createPublicClient({ baseUrl: apiBase }));
    clients.set(apiBase, client);
  }
  return client;
}

/** `job-href` template ('{id}' is replaced), or the job page of the JobHub site serving the API. */
function jobHrefFor(template: string | null, apiBase: string): (id: number) => string {
  if (template) return (id) => template.replace('{id}', encodeURIComponent(String(id)));
  return (id) => new URL(`/job/${id}`, `${apiBase}/`).href;
}

/** Options of `JobHub.mount`: the JobSearch options, with an API base instead of a client. */
export interface EmbedMountOptions extends Omit<MountJobSearchOptions, 'client'> {
  /** Base URL of the JobHub API, e.g. 'https://api.jobhub.vn'. Default: the page's origin. */
  apiBase?: string;
}

function mount(element: HTMLElement, options: EmbedMountOptions = {}): JobSearchMount {
  const { apiBase, ...rest } = options;
  const base = resolveApiBase(apiBase);
  return mountJobSearch(element, { jobHref: jobHrefFor(null, base), ...rest, client: clientFor(base) });
}

/**
 * `<jobhub-job-search>`: the job search in the element's own shadow root.
 *
 * Attributes: `api-base` (API URL), `query` (the search as a query string, e.g. 'q=ky+su&city=Hà Nội';
 * setting it later updates the widget in place), `sync-url` (read the search from, and write changes
 * to, the page URL; back and forward update the widget), `job-href` (job page template with '{id}').
 * Theme it with `--jh-*` CSS custom properties.
 * Events (bubbling, composed): `jobhub:query-change` (`detail.query`) and the cancelable
 * `jobhub:navigate` (`detail.href`; call `preventDefault()` to route the click yourself).
 */
function mountElement(host: HTMLElement): WidgetMount {
  const apiBase = resolveApiBase(host.getAttribute('api-base'));
  const syncUrl = host.hasAttribute('sync-url');
  const readQuery = () => searchParamsToQuery(syncUrl ? window.location.search : (host.getAttribute('query') ?? ''));
  const mounted = mountJobSearch(host, {
    client: clientFor(apiBase),
    query: readQuery(),
    jobHref: jobHrefFor(host.getAttribute('job-href'), apiBase),
    onQueryChange: (query) => {
      if (syncUrl) {
        const search = serializeJobSearch(query).toString();
        const url = new URL(window.location.href);
        url.search = search;
        window.history.replaceState(window.history.state, '', url);
      }
      host.dispatchEvent(new CustomEvent('jobhub:query-change', { detail: { query }, bubbles: true, composed: true }));
    },
    onNavigate: (href) => {
      const navigate = new CustomEvent('jobhub:navigate', {
        detail: { href },
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      if (host.dispatchEvent(navigate)) window.location.assign(href);
    },
  });
  const follow = () => mounted.update({ query: readQuery() });
  if (syncUrl) window.addEventListener('popstate', follow);
  return {
    attributeChanged(name) {
      // A new search is given to the mounted widget; other attributes change what it is built from.
      if (name !== 'query' || syncUrl) return false;
      follow();
      return true;
    },
    unmount() {
      window.removeEventListener('popstate', follow);
      mounted.unmount();
    },
  };
}

defineWidgetElement(TAG, ['api-base', 'query', 'job-href', 'sync-url'], mountElement);

/** The one global of the script-tag build. */
export interface JobHubGlobal {
  /** Version of the bundle. */
  readonly version: string;
  /** Mounts the job search into an element's shadow root. */
  mount(element: HTMLElement, options?: EmbedMountOptions): JobSearchMount;
}

declare global {
  interface Window {
    JobHub?: JobHubGlobal;
  }
}

// Keeps what the other JobHub bundles (bell.js, chat-dock.js) put on the global, in any load order.
if (typeof window !== 'undefined') {
  window.JobHub = Object.freeze({ ...window.JobHub, version: VERSION, mount });
}
