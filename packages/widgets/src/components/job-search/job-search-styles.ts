import base from '../../styles/base.css?inline';
import tokens from '../../styles/tokens.css?inline';
import jobSearch from './job-search.css?inline';

/** The whole stylesheet of the job search shadow root: tokens, base rules, then the widget's own. */
export const JOB_SEARCH_STYLES: string = `${tokens}\n${base}\n${jobSearch}`;

/** Style id of {@link JOB_SEARCH_STYLES}: one injection per shadow root. */
export const JOB_SEARCH_STYLE_ID = 'jobhub-job-search';
