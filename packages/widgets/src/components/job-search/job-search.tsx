import { useContext } from 'react';
import { ShadowHost } from '../../mount/shadow-host';
import { JobHubContext } from '../../react/jobhub-context';
import type { WidgetClient } from '../../widget-client';
import type { JobHubThemeOption } from '../../mount/theme';
import { JobSearchPanel, type JobSearchWidgetOptions } from './job-search-panel';
import { JOB_SEARCH_STYLE_ID, JOB_SEARCH_STYLES } from './job-search-styles';

const MSG_NO_CLIENT = '<JobSearch> needs a `client` or an enclosing <JobHubProvider>';

/** Props of {@link JobSearch}. */
export interface JobSearchProps extends Omit<JobSearchWidgetOptions, 'client'> {
  /** The client (`createWidgetClient(...)`); default: the one of the enclosing `<JobHubProvider>`. */
  client?: WidgetClient | undefined;
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides (colours, radius, font) set on the shadow host. */
  theme?: JobHubThemeOption | undefined;
  /** Class of the host element in the page (layout only: the widget's own styles are encapsulated). */
  className?: string | undefined;
}

/**
 * The JobHub job search, rendered in its own shadow root: search box (debounced by the SDK store),
 * filters, sort, results, pagination and loading / empty / error states, in Vietnamese or
 * English (`setWidgetLocale`).
 *
 * @example
 * const client = createWidgetClient(createClient({ baseUrl: 'https://api.jobhub.vn' })); // once, not per render
 * <JobSearch
 *   client={client}
 *   initialQuery={{ q: 'kỹ sư', city: 'Hà Nội' }}
 *   onQueryChange={(query, { replace }) => setSearchParams(serializeJobSearch(query), { replace })}
 *   onNavigate={(href) => navigate(href)}
 *   theme={{ primary: '#e11d48' }}
 * />
 * // or, inside <JobHubProvider apiBase="https://api.jobhub.vn"> (a Next.js server component may render both):
 * <JobSearch />
 */
export function JobSearch({ theme, className, client, ...options }: JobSearchProps) {
  const provided = useContext(JobHubContext);
  const widgetClient = client ?? provided?.widgetClient;
  if (!widgetClient) throw new Error(MSG_NO_CLIENT);
  return (
    // The logos are paths of the client's API, not of the page that shows them.
    <ShadowHost css={JOB_SEARCH_STYLES} styleId={JOB_SEARCH_STYLE_ID} theme={theme} className={className} apiBase={widgetClient.baseUrl} renderOnServer>
      <JobSearchPanel {...options} client={widgetClient} />
    </ShadowHost>
  );
}
