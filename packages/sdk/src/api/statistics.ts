import type { EmployerStatistics } from '../contract/employer-statistics';
import { getEmployerStatistics } from '../contract/endpoints/statistics';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** Employer dashboard figures (API.md, Enterprises: statistics). */
export interface StatisticsApi {
  /** The signed-in employer's figures (an admin's: the whole platform's), 6 months of `monthly_stats`, 10 latest posts. */
  employer(): Promise<EmployerStatistics>;
  /**
   * The same figures (API.md serves them under two paths).
   * @deprecated Use {@link StatisticsApi.employer}.
   */
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
export function createStatisticsApi(client: { http: RequestClient }): StatisticsApi {
  const { http } = client;
  const read = async () => (await callEndpoint(http, getEmployerStatistics, {})).data;
  return { employer: read, enterprise: read };
}
