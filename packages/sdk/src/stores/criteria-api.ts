import { CriteriaBodySchema, CriteriaSchema, type Criteria, type CriteriaBody } from '../contract/candidate';
import { envelope, MessageEnvelopeSchema } from '../contract/envelope';
import type { JobHubClient } from './client';
import { nullOn404, parseInput } from '../api/parse-input';

const CriteriaResponseSchema = /* @__PURE__ */ envelope(CriteriaSchema);

/** The candidate's job-search criteria, one per candidate (API.md). */
export interface CriteriaApi {
  /** GET /api/criteria/ — or `null` when none was set yet (404 'Bạn chưa có tiêu chí tìm việc'). */
  get(): Promise<Criteria | null>;
  /** POST /api/criteria/create/ — the body is checked with the contract first (`ValidationError`). */
  create(body: CriteriaBody): Promise<Criteria>;
  /** PUT /api/criteria/update/ — every field optional; `null` clears one. */
  update(body: CriteriaBody): Promise<Criteria>;
  /** DELETE /api/criteria/delete/ — resolves with the server message. */
  remove(): Promise<string>;
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
export function createCriteriaApi(client: Pick<JobHubClient, 'http'>): CriteriaApi {
  const { http } = client;
  const write = async (path: string, method: 'POST' | 'PUT', body: CriteriaBody) =>
    (await http.request(path, CriteriaResponseSchema, { method, body: parseInput(CriteriaBodySchema, body) })).data;
  return {
    get: () => nullOn404(http.request('/api/criteria/', CriteriaResponseSchema).then((answer) => answer.data)),
    create: (body) => write('/api/criteria/create/', 'POST', body),
    update: (body) => write('/api/criteria/update/', 'PUT', body),
    remove: async () => (await http.request('/api/criteria/delete/', MessageEnvelopeSchema, { method: 'DELETE' })).message,
  };
}
