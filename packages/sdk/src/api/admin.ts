import type { EnterpriseReviewStatus } from '../contract/admin';
import type { AdminEnterprise, AdminReport } from '../contract/employer';
import {
  approveEnterprise,
  dismissReport,
  listEnterprisesForReview,
  listReports,
  rejectEnterprise,
  takeDownReport,
} from '../contract/endpoints/admin';
import type { Page } from '../contract/envelope';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** Query of the enterprise review list. */
export interface AdminEnterpriseParams {
  page?: number;
  page_size?: number;
  /** 'pending' (the default) lists companies waiting for approval. */
  status?: EnterpriseReviewStatus;
}

/** Query of the report list. */
export interface AdminReportParams {
  page?: number;
  page_size?: number;
  /** 'open' by default. */
  status?: AdminReport['status'];
}

/** Moderation calls of the admin area (role admin). */
export interface AdminApi {
  /** Enterprises by review state, e.g. `{ status: 'pending' }`. */
  enterprises(params?: AdminEnterpriseParams): Promise<Page<AdminEnterprise>>;
  /** Approves a company → the server message. */
  approveEnterprise(id: number): Promise<string | undefined>;
  /** Rejects a company → the server message. */
  rejectEnterprise(id: number): Promise<string | undefined>;
  /** Reports by state, e.g. `{ status: 'open' }`. */
  reports(params?: AdminReportParams): Promise<Page<AdminReport>>;
  /** Removes the reported post. */
  takeDownReport(id: number): Promise<string | undefined>;
  /** Keeps the reported post. */
  dismissReport(id: number): Promise<string | undefined>;
}

/** The moderation actions: POST on one enterprise or report, answered with a message. */
type ModerationEndpoint = typeof approveEnterprise | typeof rejectEnterprise | typeof takeDownReport | typeof dismissReport;

/**
 * Creates the admin resource.
 *
 * @param client - A `createClient()` client signed in as an admin.
 * @example
 * const admin = createAdminApi(client);
 * const waiting = await admin.enterprises({ status: 'pending' });
 * await admin.approveEnterprise(waiting.results[0].id);
 */
export function createAdminApi(client: { http: RequestClient }): AdminApi {
  const { http } = client;
  const act = async (endpoint: ModerationEndpoint, id: number) => (await callEndpoint(http, endpoint, { params: { id } })).message;
  return {
    enterprises: async (params = {}) => (await callEndpoint(http, listEnterprisesForReview, { query: params })).data,
    approveEnterprise: (id) => act(approveEnterprise, id),
    rejectEnterprise: (id) => act(rejectEnterprise, id),
    reports: async (params = {}) => (await callEndpoint(http, listReports, { query: params })).data,
    takeDownReport: (id) => act(takeDownReport, id),
    dismissReport: (id) => act(dismissReport, id),
  };
}
