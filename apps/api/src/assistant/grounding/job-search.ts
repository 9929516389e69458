import { searchPosts, SEARCH_TOTAL_CAP } from '../../repositories/post-search';
import { vietnamToday } from '../../lib/vietnam-date';
import { toJobSummary, type GroundingContext, type JobFilters, type JobSummary } from './types';

/** Most jobs one answer lists (the page shows a card for each). */
export const JOB_RESULTS_LIMIT = 5;

export interface JobSearchResult {
  /** Matching open posts, exact up to SEARCH_TOTAL_CAP and capped there (post-search.ts). */
  total: number;
  jobs: JobSummary[];
}

/**
 * Open jobs matching `filters`, best first: the site's own search (repositories/post-search.ts,
 * relevance order, keywords without accents), so an answer lists what GET /api/posts/search/
 * would, on the Vietnamese date of the app's clock; soonest deadline first when asked what
 * closes soon, newest first when asked what is new.
 *
 * @example await searchJobs(ctx, { q: 'react', city: ['Hà Nội'] }) // { total: 12, jobs: [...] }
 */
export async function searchJobs(ctx: GroundingContext, filters: JobFilters, limit = JOB_RESULTS_LIMIT): Promise<JobSearchResult> {
  const now = ctx.clock.now();
  // Asked what closes soon: soonest deadline first; what is new: newest first.
  const order = filters.closing_within_days !== undefined ? 'closing' : filters.posted_within_days !== undefined ? 'newest' : 'relevance';
  const page = await searchPosts(ctx.db, filters, order, { page: 1, page_size: limit }, SEARCH_TOTAL_CAP, {
    now,
    today: vietnamToday(now),
  });
  return { total: page.total, jobs: page.results.map(toJobSummary) };
}
