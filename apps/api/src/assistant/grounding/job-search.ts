import { searchPosts, SEARCH_TOTAL_CAP } from '../../repositories/post-search';
import { vietnamToday } from '../../lib/vietnam-date';
import type { Scale } from '@jobhub/sdk/contract';
import type { PostSearchFilters } from '../../repositories/post-search-where';
import { toJobSummary, type GroundingContext, type JobFilters, type JobPreference, type JobSummary } from './types';

/** Most jobs one answer lists (the page shows a card for each). */
export const JOB_RESULTS_LIMIT = 5;

export interface JobSearchResult {
  /** Matching open posts, exact up to SEARCH_TOTAL_CAP and an estimate above it past it (post-search.ts). */
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
export async function searchJobs(ctx: GroundingContext, filters: PostSearchFilters, limit = JOB_RESULTS_LIMIT): Promise<JobSearchResult> {
  const now = ctx.clock.now();
  // Asked what closes soon: soonest deadline first; what is new: newest first.
  const order = filters.closing_within_days !== undefined ? 'closing' : filters.posted_within_days !== undefined ? 'newest' : 'relevance';
  const page = await searchPosts(ctx.db, filters, order, { page: 1, page_size: limit }, SEARCH_TOTAL_CAP, {
    now,
    today: vietnamToday(now),
  });
  return { total: page.total, jobs: page.results.map(toJobSummary) };
}

/** Company sizes a "large company" has (the enterprises' scale bands, SCALES). */
const LARGE_COMPANY_SCALES: Scale[] = ['500-999', '1000+'];

/**
 * Like searchJobs, with the preferred jobs first and the others after them ('ưu tiên công ty
 * lớn'): the total is that of `filters`, so a wish never hides a job. Premium companies come
 * first in the relevance order already; a large company is one of 500 people or more.
 *
 * @example await searchJobsPreferring(ctx, { field: 3, city: ['Hà Nội'] }, 'large_company') // { total: 89, jobs: [5 of the 17 at large companies] }
 */
export async function searchJobsPreferring(ctx: GroundingContext, filters: JobFilters, prefer: JobPreference, limit = JOB_RESULTS_LIMIT): Promise<JobSearchResult> {
  const all = await searchJobs(ctx, filters, limit);
  if (prefer === 'premium_company' || all.jobs.length === 0) return all;
  const preferred = await searchJobs(ctx, { ...filters, scales: LARGE_COMPANY_SCALES }, limit);
  const shown = new Set(preferred.jobs.map((job) => job.id));
  const jobs = [...preferred.jobs, ...all.jobs.filter((job) => !shown.has(job.id))].slice(0, limit);
  return { total: all.total, jobs };
}
