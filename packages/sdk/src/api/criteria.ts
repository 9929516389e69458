import { CriteriaBodySchema, type Criteria, type CriteriaBody, type JobAlertPreview } from '../contract/candidate';
import { createCriteria, deleteCriteria, getCriteria, previewJobAlert, updateCriteria } from '../contract/endpoints/criteria';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { nullOn404, parseInput } from './parse-input';

/** The candidate's job-search criteria, one per candidate (API.md). */
export interface CriteriaApi {
  /** GET /api/criteria/ — or `null` when none was set yet (`data: null`; a 404 from servers before issue 26). */
  get(): Promise<Criteria | null>;
  /** POST /api/criteria/create/ — the body is checked with the contract first (`ValidationError`). */
  create(body: CriteriaBody): Promise<Criteria>;
  /** PUT /api/criteria/update/ — every field optional; `null` clears one. */
  update(body: CriteriaBody): Promise<Criteria>;
  /** DELETE /api/criteria/delete/ — resolves with the server message. */
  remove(): Promise<string>;
  /** GET /api/criteria/alert-preview/ — the job-alert e-mail the candidate would get now (subject, HTML, text). */
  previewAlert(): Promise<JobAlertPreview>;
}

/**
 * Creates the criteria calls.
 *
 * @param client - A `createClient()` client.
 * @example
 * const criteria = createCriteriaApi(client);
 * const mine = await criteria.get(); // null → show 'Chưa thiết lập' and the create form
 * await criteria.create({ city: 'Hà Nội', salary_min: 15_000_000 });
 */
export function createCriteriaApi(client: { http: RequestClient }): CriteriaApi {
  const { http } = client;
  return {
    get: async () => (await nullOn404(callEndpoint(http, getCriteria, {})))?.data ?? null,
    create: async (body) => (await callEndpoint(http, createCriteria, { body: parseInput(CriteriaBodySchema, body) })).data,
    update: async (body) => (await callEndpoint(http, updateCriteria, { body: parseInput(CriteriaBodySchema, body) })).data,
    remove: async () => (await callEndpoint(http, deleteCriteria, {})).message,
    previewAlert: async () => (await callEndpoint(http, previewJobAlert, {})).data,
  };
}
