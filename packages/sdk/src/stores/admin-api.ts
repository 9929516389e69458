import { AdminEnterprisePageSchema, AdminReportPageSchema, type AdminEnterprise, type AdminReport } from '../contract/employer';
import { ActionAnswerSchema, envelope, type Page } from '../contract/envelope';
import type { JobHubClient } from './client';

const EnterprisePageResponseSchema = /* @__PURE__ */ envelope(AdminEnterprisePageSchema);
const ReportPageResponseSchema = /* @__PURE__ */ envelope(AdminReportPageSchema);

/** Query of GET /api/admin/enterprises/. */
export interface AdminEnterpriseParams {
  page?: number;
  page_size?: number;
  /** 'pending' lists companies waiting for approval. */
  status?: 'pending' | 'approved';
}

/** Query of GET /api/admin/reports/. */
export interface AdminReportParams {
  page?: number;
  page_size?: number;
  status?: AdminReport['status'];
}

/** Moderation calls of the admin area (role admin). */
export interface AdminApi {
  /** GET /api/admin/enterprises/ — e.g. `{ status: 'pending' }`. */
  enterprises(params?: AdminEnterpriseParams): Promise<Page<AdminEnterprise>>;
  /** POST /api/admin/enterprises/{id}/approve/ → the server message. */
  approveEnterprise(id: number): Promise<string | undefined>;
  /** POST /api/admin/enterprises/{id}/reject/ → the server message. */
  rejectEnterprise(id: number): Promise<string | undefined>;
  /** GET /api/admin/reports/ — e.g. `{ status: 'open' }`. */
  reports(params?: AdminReportParams): Promise<Page<AdminReport>>;
  /** POST /api/admin/reports/{id}/take-down/ — removes the reported post. */
  takeDownReport(id: number): Promise<string | undefined>;
  /** POST /api/admin/reports/{id}/dismiss/ — keeps the post. */
  dismissReport(id: number): Promise<string | undefined>;
}

/**
 * Creates the admin resource.
 *
 * @param client - A `createClient()` client signed in as an admin.
 * @example
 * const admin = createAdminApi(client);
 * const waiting = await admin.enterprises({ status: 'pending' });
 * await admin.approveEnterprise(waiting.results[0].id);
 */
export function createAdminApi(client: Pick<JobHubClient, 'http'>): AdminApi {
  const { http } = client;
  const post = async (path: string) => (await http.request(path, ActionAnswerSchema, { method: 'POST' }))?.message;
  const id = (value: number) => encodeURIComponent(value);
  return {
    enterprises: async (params = {}) => (await http.request('/api/admin/enterprises/', EnterprisePageResponseSchema, { query: { ...params } })).data,
    approveEnterprise: (enterpriseId) => post(`/api/admin/enterprises/${id(enterpriseId)}/approve/`),
    rejectEnterprise: (enterpriseId) => post(`/api/admin/enterprises/${id(enterpriseId)}/reject/`),
    reports: async (params = {}) => (await http.request('/api/admin/reports/', ReportPageResponseSchema, { query: { ...params } })).data,
    takeDownReport: (reportId) => post(`/api/admin/reports/${id(reportId)}/take-down/`),
    dismissReport: (reportId) => post(`/api/admin/reports/${id(reportId)}/dismiss/`),
  };
}
