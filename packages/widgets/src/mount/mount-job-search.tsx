import { JobSearchPanel, type JobSearchWidgetOptions } from '../components/job-search/job-search-panel';
import { JOB_SEARCH_STYLE_ID, JOB_SEARCH_STYLES } from '../components/job-search/job-search-styles';
import { mountInShadowRoot } from './mount-in-shadow-root';
import type { JobHubThemeOption } from './theme';

/** Options of {@link mountJobSearch}: the JobSearch options plus a theme. */
export interface MountJobSearchOptions extends JobSearchWidgetOptions {
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides written on the host element. */
  theme?: JobHubThemeOption | undefined;
}

/** A job search mounted from plain JavaScript. */
export interface JobSearchMount {
  /** The shadow root the widget renders in. */
  readonly shadowRoot: ShadowRoot;
  /**
   * Applies changed options to the mounted widget, without remounting it: a new `query` updates
   * the search in place (searching at once), new callbacks and `theme` take over; only a new
   * `client` starts a new search store. `initialQuery` is read once.
   */
  update(options: Partial<MountJobSearchOptions>): void;
  /** Removes the widget and its store. */
  unmount(): void;
}

/**
 * Mounts the job search into an element's shadow root (attaching an open one when needed), for
 * pages that are not written in React; the custom element `<jobhub-job-search>` uses it too.
 *
 * @param host - the element that shows the widget
 * @param options - the SDK client and the JobSearch options
 * @example
 * const widget = mountJobSearch(document.getElementById('jobs')!, {
 *   client: createWidgetClient(createPublicClient({ baseUrl: 'https://api.jobhub.vn' })),
 *   query: searchParamsToQuery(location.search),
 *   onQueryChange: (query, { replace }) => history[replace ? 'replaceState' : 'pushState'](null, '', `?${serializeJobSearch(query)}`),
 * });
 * window.addEventListener('popstate', () => widget.update({ query: searchParamsToQuery(location.search) }));
 * widget.unmount();
 */
export function mountJobSearch(host: HTMLElement, options: MountJobSearchOptions): JobSearchMount {
  let current = options;
  const { theme, ...panel } = current;
  const mounted = mountInShadowRoot(host, <JobSearchPanel {...panel} />, {
    css: JOB_SEARCH_STYLES,
    styleId: JOB_SEARCH_STYLE_ID,
    theme,
  });
  return {
    shadowRoot: mounted.shadowRoot,
    update(patch) {
      current = { ...current, ...patch };
      const { theme: nextTheme, ...nextPanel } = current;
      mounted.render(<JobSearchPanel {...nextPanel} />, nextTheme);
    },
    unmount() {
      mounted.unmount();
    },
  };
}
