import { ShadowHost } from '../../mount/shadow-host';
import type { JobHubThemeOption } from '../../mount/theme';
import { JobSearchPanel, type JobSearchWidgetOptions } from './job-search-panel';
import { JOB_SEARCH_STYLE_ID, JOB_SEARCH_STYLES } from './job-search-styles';

/** Props of {@link JobSearch}. */
export interface JobSearchProps extends JobSearchWidgetOptions {
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides (colours, radius, font) set on the shadow host. */
  theme?: JobHubThemeOption | undefined;
  /** Class of the host element in the page (layout only: the widget's own styles are encapsulated). */
  className?: string | undefined;
}

/**
 * The JobHub job search, rendered in its own shadow root: search box (debounced by the SDK store),
 * filters, sort, results, pagination and loading / empty / error states, all in Vietnamese.
 *
 * @example
 * const client = createWidgetClient(createClient({ baseUrl: 'https://api.jobhub.vn' })); // once, not per render
 * <JobSearch
 *   client={client}
 *   initialQuery={{ q: 'kỹ sư', city: 'Hà Nội' }}
 *   onQueryChange={(query) => setSearchParams(toSearchParams(query))}
 *   onNavigate={(href) => navigate(href)}
 *   theme={{ primary: '#e11d48' }}
 * />
 */
export function JobSearch({ theme, className, ...options }: JobSearchProps) {
  return (
    <ShadowHost css={JOB_SEARCH_STYLES} styleId={JOB_SEARCH_STYLE_ID} theme={theme} className={className}>
      <JobSearchPanel {...options} />
    </ShadowHost>
  );
}
