import base from '../../styles/base.css?inline';
import tokens from '../../styles/tokens.css?inline';
import jobSearch from './job-search.css?inline';

/**
 * The job search's stylesheet without the filter panel's rules and those of a host's card
 * controls: the script-tag build's whole sheet for it (script-tag-job-search-styles.ts), where the
 * panel's rules come with the panel and no host adds card controls.
 */
export const JOB_SEARCH_PAGE_STYLES: string = `${tokens}\n${base}\n${jobSearch}`;

/** Style id of the job search's stylesheet: one injection per shadow root. */
export const JOB_SEARCH_STYLE_ID = 'jobhub-job-search';
