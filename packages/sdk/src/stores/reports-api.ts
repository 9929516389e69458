import { ReportBodySchema } from '../contract/candidate';
import { MessageEnvelopeSchema } from '../contract/envelope';
import type { JobHubClient } from './client';
import { parseInput } from '../api/parse-input';

/** Reporting a job post (API.md, Job posts). */
export interface ReportsApi {
  /**
   * POST /api/posts/report/ `{post, reason}` — one report per user and post. The reason (5–1000
   * characters) is checked with the contract first (`ValidationError` on `reason`). Resolves with
   * the server message.
   */
  report(postId: number, reason: string): Promise<string>;
}

/**
 * Creates the report call.
 *
 * @param client - A `createClient()` client.
 * @example
 * await createReportsApi(client).report(12, 'Tin tuyển dụng lừa đảo, yêu cầu nộp phí');
 */
export function createReportsApi(client: Pick<JobHubClient, 'http'>): ReportsApi {
  const { http } = client;
  return {
    report: async (postId, reason) =>
      (await http.request('/api/posts/report/', MessageEnvelopeSchema, { method: 'POST', body: parseInput(ReportBodySchema, { post: postId, reason }) }))
        .message,
  };
}
