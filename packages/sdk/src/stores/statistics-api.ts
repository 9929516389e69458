import { EmployerStatisticsSchema, type EmployerStatistics } from '../contract/employer';
import { envelope } from '../contract/envelope';
import type { JobHubClient } from './client';

const StatisticsResponseSchema = /* @__PURE__ */ envelope(EmployerStatisticsSchema);

/** Employer dashboard figures (API.md, Enterprises: statistics). */
export interface StatisticsApi {
  /** GET /api/statistics/ — the signed-in employer's figures, 6 months of `monthly_stats`, 10 latest posts. */
  employer(): Promise<EmployerStatistics>;
  /** GET /api/enterprises/statistics/ — the same figures for an employer or an admin (SPEC §2). */
  enterprise(): Promise<EmployerStatistics>;
}

/**
 * Creates the statistics resource.
 *
 * @param client - A `createClient()` client.
 * @example
 * const stats = await createStatisticsApi(client).employer();
 * stats.monthly_stats; // [{ month: '03/2026', applicants: 12, posts: 2 }, ...]
 */
export function createStatisticsApi(client: Pick<JobHubClient, 'http'>): StatisticsApi {
  const { http } = client;
  const read = async (path: string) => (await http.request(path, StatisticsResponseSchema)).data;
  return {
    employer: () => read('/api/statistics/'),
    enterprise: () => read('/api/enterprises/statistics/'),
  };
}
