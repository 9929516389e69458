import { ReportBodySchema } from '../contract/candidate';
import { reportPost } from '../contract/endpoints/reports';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { parseInput } from './parse-input';

/** Reporting a job post (API.md, Job posts). */
export interface ReportsApi {
  /**
   * Reports a post `{post, reason}` — one report per user and post. The reason (5–1000
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
export function createReportsApi(client: { http: RequestClient }): ReportsApi {
  const { http } = client;
  return {
    report: async (postId, reason) =>
      (await callEndpoint(http, reportPost, { body: parseInput(ReportBodySchema, { post: postId, reason }) })).message,
  };
}
