import type { ApplicationStatus, Criteria } from '@jobhub/sdk/contract';
import { listApplications } from '../../repositories/applications';
import { findCriteria, recommendPosts } from '../../repositories/criteria';
import { listSavedJobs } from '../../repositories/saved-jobs';
import { JOB_RESULTS_LIMIT } from './job-search';
import { toJobSummary, type GroundingContext, type JobSummary } from './types';

/**
 * The asker's own data. Every function reads `ctx.userId` and nothing else: no parameter names a
 * user, so neither a question nor text inside a job post can point them at someone else.
 */

/** Most saved jobs or applications an answer lists. */
export const MY_LIST_LIMIT = 10;

/** The asker's saved jobs, newest save first (removed posts left out, as on /saved-jobs). */
export async function mySavedJobs(ctx: GroundingContext, limit = MY_LIST_LIMIT): Promise<{ total: number; jobs: JobSummary[] }> {
  const page = await listSavedJobs(ctx.db, ctx.userId, { page: 1, page_size: limit }, ctx.clock.now());
  return { total: page.total, jobs: page.results.map((saved) => toJobSummary(saved.post)) };
}

/** One of the asker's applications: the job and where it stands (no contact details: they are the asker's own anyway). */
export interface MyApplication {
  post_id: number;
  link: string;
  title: string;
  company: string;
  status: ApplicationStatus;
  is_viewed: boolean;
  applied_at: string;
}

/** The asker's applications, newest first, with the counts per status. */
export async function myApplications(
  ctx: GroundingContext,
  limit = MY_LIST_LIMIT,
): Promise<{ total: number; counts: { pending: number; approved: number; rejected: number }; applications: MyApplication[] }> {
  const page = await listApplications(ctx.db, { userId: ctx.userId }, { page: 1, page_size: limit }, false);
  return {
    total: page.counts.total,
    counts: { pending: page.counts.pending, approved: page.counts.approved, rejected: page.counts.rejected },
    applications: page.results.map((application) => ({
      post_id: application.post,
      link: `/job/${application.post}`,
      title: application.post_title,
      company: application.enterprise_name,
      status: application.status,
      is_viewed: application.is_viewed,
      applied_at: application.created_at,
    })),
  };
}

/** The asker's job-search criteria (/criteria), or undefined. */
export function myCriteria(ctx: GroundingContext): Promise<Criteria | undefined> {
  return findCriteria(ctx.db, ctx.userId);
}

/**
 * Open jobs recommended by the asker's criteria (GET /api/posts/recommended/, criteria.ts), best
 * first; undefined when the asker has no criteria.
 */
export async function myRecommendedJobs(ctx: GroundingContext, limit = JOB_RESULTS_LIMIT): Promise<{ total: number; jobs: JobSummary[] } | undefined> {
  const page = await recommendPosts(ctx.db, ctx.userId, { page: 1, page_size: limit }, ctx.clock.now());
  return page && { total: page.total, jobs: page.results.map(toJobSummary) };
}
