/**
 * The job search's stylesheet in the script-tag build, which rollup.config.ts puts in place of
 * job-search-styles.ts: the filter panel's rules (job-search-filters.css) come with the panel's
 * chunk (script-tag-job-search-filters.tsx), and the element takes no card controls
 * (job-search-card-actions.css).
 */
export { JOB_SEARCH_PAGE_STYLES as JOB_SEARCH_STYLES, JOB_SEARCH_STYLE_ID } from './job-search-page-styles';
