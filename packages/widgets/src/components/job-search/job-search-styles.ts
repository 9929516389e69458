import cardActions from './job-search-card-actions.css?inline';
import filters from './job-search-filters.css?inline';
import { JOB_SEARCH_PAGE_STYLES } from './job-search-page-styles';

export { JOB_SEARCH_STYLE_ID } from './job-search-page-styles';

/**
 * The whole stylesheet of the job search shadow root: tokens, base rules, then the widget's own,
 * its filter panel's and those of a host's card controls.
 */
export const JOB_SEARCH_STYLES: string = `${JOB_SEARCH_PAGE_STYLES}\n${filters}\n${cardActions}`;
