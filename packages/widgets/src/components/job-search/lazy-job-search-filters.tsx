/**
 * The filter panel of the script-tag `<jobhub-job-search>`, loaded with `import()` (its own CDN
 * chunk, with the catalogue calls, the fields' and positions' lists and the panel's rules): the
 * first paint shows the search box and the results without waiting for it. rollup.config.ts puts
 * this module in place of job-search-filters.tsx in the CDN build only; the npm build and the
 * site's server-rendered job search import the panel itself, so their HTML has the filters.
 */
import { lazyModule, useLazyModule } from '../../hooks/use-lazy-module';
import { JOB_SEARCH_PAGE_TEXTS } from '../../i18n/texts/job-search-page';
import { useWidgetTexts } from '../../i18n/widget-texts';
import type { JobSearchFiltersProps } from './job-search-filters';

/** The panel's chunk, which also brings the catalogue's calls (script-tag-widget-client.ts). */
export const filtersModule = lazyModule(() => import('./script-tag-job-search-filters'));

/** The width from which the panel stands beside the results (job-search.css): it shows at once. */
const SIDE_BY_SIDE = '(min-width: 768px)';

function showsBesideResults(): boolean {
  return typeof matchMedia === 'function' && matchMedia(SIDE_BY_SIDE).matches;
}

/**
 * {@link JobSearchFilters} once its code is there: loaded at once on a wide screen, where the panel
 * stands beside the results, and on the first press of 'Bộ lọc' on a narrow one, where it is hidden
 * until then. Meanwhile its empty box keeps the panel's place in the layout, so the results do not
 * move when it arrives; a failed load says so, with a retry.
 */
export function JobSearchFilters(props: JobSearchFiltersProps) {
  const filters = useLazyModule(filtersModule, props.open || showsBesideResults());
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  if (filters.status === 'ready') return <filters.module.JobSearchFilters {...props} />;
  return (
    <div className="jh-filters" id={props.id} data-open={props.open ? 'true' : 'false'} part="filters" aria-busy={filters.status === 'loading'}>
      {filters.status === 'error' ? (
        <div className="jh-state jh-state--error" role="alert">
          <p>{t.filtersFailed}</p>
          <button type="button" className="jh-button" onClick={filters.retry}>
            {t.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
