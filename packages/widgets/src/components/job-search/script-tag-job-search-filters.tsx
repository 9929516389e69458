/**
 * The filter panel of the script-tag build, loaded on demand by lazy-job-search-filters.tsx: the
 * same component, adding its rules (job-search-filters.css) to its shadow root, which the job
 * search's stylesheet leaves out there (script-tag-job-search-styles.ts).
 */
import { usePanelStyles } from '../../hooks/use-panel-styles';
import * as filters from './job-search-filters';
import filtersCss from './job-search-filters.css?inline';

/** The catalogue's calls, which only the panel makes: with it (script-tag-widget-client.ts). */
export { createCatalogueApi } from '@jobhub/sdk';

const JOB_SEARCH_FILTERS_STYLE_ID = 'jobhub-job-search-filters';

/** {@link filters.JobSearchFilters} with its styles. */
export function JobSearchFilters(props: filters.JobSearchFiltersProps) {
  usePanelStyles(filtersCss, JOB_SEARCH_FILTERS_STYLE_ID);
  return <filters.JobSearchFilters {...props} />;
}
