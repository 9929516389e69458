import type { Scale } from '../contract/catalogue';
import type { City } from '../contract/cities';
import { INVALID_WEBSITE_MESSAGE, isValidWebsiteUrl, type Enterprise, type EnterpriseFields } from '../contract/enterprise';
import {
  createEnterprise,
  getEnterprise,
  getOwnEnterprise,
  listEnterprises,
  listPremiumEnterprises,
  searchEnterprises,
  updateEnterprise,
} from '../contract/endpoints/enterprises';
import type { Page } from '../contract/envelope';
import { callEndpoint, type CallOptions, type EndpointInput } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { ValidationError } from '../http/errors';
import { compactEntries } from '../lib/compact-entries';
import { nullOn404 } from './parse-input';

/** Query of GET /api/enterprises. */
export interface EnterpriseListQuery {
  page?: number;
  page_size?: number;
  sort_by?: 'company_name' | 'created_at' | 'scale';
  sort_order?: 'asc' | 'desc';
}

/** Query of GET /api/enterprises/search/ (defaults: page size 10, order asc). */
export interface EnterpriseSearchQuery extends EnterpriseListQuery {
  q?: string;
  city?: City | string;
  field?: string;
  scale?: Scale | string;
}

/** Text fields of the company form as the form holds them: empty values are left out. */
export type EnterpriseFormFields = { [K in keyof EnterpriseFields]?: string | null | undefined };

/** Files of the company form, each sent as its own multipart part. */
export interface EnterpriseFiles {
  logo?: Blob | null;
  background_image?: Blob | null;
  business_certificate?: Blob | null;
}

/** The company calls (API.md, Enterprises); `createEnterprisesApi` adds the ownership state to them. */
export interface EnterpriseCalls {
  /** GET /api/enterprises — approved companies, paged. */
  list(query?: EnterpriseListQuery): Promise<Page<Enterprise>>;
  /** GET /api/enterprises/search/ — filtered by q, city, field, scale. */
  search(query?: EnterpriseSearchQuery): Promise<Page<Enterprise>>;
  /** GET /api/enterprises/{id}. */
  get(id: number): Promise<Enterprise>;
  /** GET /api/enterprises/user/ — the employer's own company, or `null` when it has none (404). */
  own(): Promise<Enterprise | null>;
  /**
   * POST /api/enterprises/create/ (multipart). Empty, undefined and null fields are left out; an
   * invalid `link_web_site` is refused before sending with {@link ValidationError} (SPEC §5).
   */
  create(fields: EnterpriseFormFields, files?: EnterpriseFiles, options?: Pick<CallOptions, 'accessToken'>): Promise<Enterprise>;
  /** PUT /api/enterprises/update/ (multipart), same rules as `create`. */
  update(fields: EnterpriseFormFields, files?: EnterpriseFiles): Promise<Enterprise>;
  /** GET /api/enterprises/premium — companies of Premium employers, best package first. */
  premium(): Promise<Enterprise[]>;
}

/**
 * Builds the multipart body of the company form (SPEC §5): blank, undefined and null fields are
 * left out; `link_web_site`, when given, must be an absolute http(s) URL.
 *
 * @throws ValidationError with the SPEC §5 message on an invalid website.
 * @example
 * enterpriseFormData({ company_name: 'JobHub', address: '' }); // FormData with company_name only
 */
export function enterpriseFormData(fields: EnterpriseFormFields, files: EnterpriseFiles = {}): FormData {
  const entries = compactEntries(fields);
  const website = entries.find(([key]) => key === 'link_web_site')?.[1];
  if (typeof website === 'string' && !isValidWebsiteUrl(website)) {
    throw new ValidationError(INVALID_WEBSITE_MESSAGE, { link_web_site: [INVALID_WEBSITE_MESSAGE] });
  }
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, String(value));
  for (const [key, file] of Object.entries(files)) if (file) form.append(key, file as Blob);
  return form;
}

/**
 * GET /api/enterprises/user/: the signed-in employer's own company, or `null` when it has none
 * (404). Its own function so the client core (company ownership) carries no other company call.
 *
 * @example
 * const mine = await fetchOwnEnterprise(client.http); // null → send the employer to create-enterprise
 */
export async function fetchOwnEnterprise(http: RequestClient): Promise<Enterprise | null> {
  const own = (await nullOn404(callEndpoint(http, getOwnEnterprise, {})))?.data;
  if (!own) return null;
  // The copy under "0" is for clients of the original API (OwnEnterpriseSchema): not kept twice.
  const { 0: _listCopy, ...company } = own;
  return company;
}

/**
 * Creates the company calls.
 *
 * @param client - A `createClient()` client.
 * @example
 * const page = await createEnterpriseCalls(client).search({ q: 'phần mềm', city: 'Hà Nội' });
 */
export function createEnterpriseCalls(client: { http: RequestClient }): EnterpriseCalls {
  const { http } = client;
  return {
    list: async (query = {}) => (await callEndpoint(http, listEnterprises, { query })).data,
    // `city` and `scale` may be any text (e.g. from a URL): the server answers 400 on a bad one.
    search: async (query = {}) =>
      (await callEndpoint(http, searchEnterprises, { query: query as EndpointInput<typeof searchEnterprises>['query'] })).data,
    get: async (id) => (await callEndpoint(http, getEnterprise, { params: { id } })).data,
    own: () => fetchOwnEnterprise(http),
    create: async (fields, files, options = {}) =>
      (await callEndpoint(http, createEnterprise, { body: enterpriseFormData(fields, files) }, options)).data,
    update: async (fields, files) => (await callEndpoint(http, updateEnterprise, { body: enterpriseFormData(fields, files) })).data,
    premium: async () => (await callEndpoint(http, listPremiumEnterprises, {})).data.results,
  };
}
