import type { ReadableAtom } from 'nanostores';
import type { Scale } from '../contract/catalogue';
import type { City } from '../contract/cities';
import { INVALID_WEBSITE_MESSAGE, isValidWebsiteUrl, type Enterprise, type EnterpriseFields } from '../contract/enterprise';
import type { Page } from '../contract/envelope';
import { EnterprisePageResponseSchema, EnterpriseResponseSchema, PremiumEnterprisesResponseSchema } from '../contract/responses';
import { ValidationError } from '../http/errors';
import type { RequestOptions } from '../http/transport';
import { compactEntries } from '../lib/compact-entries';
import type { JobHubClient } from './client';

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

/** Company profiles (API.md, Enterprises). */
export interface Enterprises {
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
  create(fields: EnterpriseFormFields, files?: EnterpriseFiles, options?: Pick<RequestOptions, 'accessToken'>): Promise<Enterprise>;
  /** PUT /api/enterprises/update/ (multipart), same rules as `create`. */
  update(fields: EnterpriseFormFields, files?: EnterpriseFiles): Promise<Enterprise>;
  /** GET /api/enterprises/premium — companies of Premium employers, best package first. */
  premium(): Promise<Enterprise[]>;
  /**
   * Whether the signed-in employer has a company: `undefined` until known, then kept in step
   * by `own`, `create` and the session (reset on login and logout). The client's
   * `ownership.$hasEnterprise`, shared by every enterprise resource of the client.
   */
  readonly $hasEnterprise: ReadableAtom<boolean | undefined>;
  /** The cached answer of `$hasEnterprise`, or a lookup through `own()` when unknown. */
  hasEnterprise(): Promise<boolean>;
  /** Forgets `$hasEnterprise` (the session changed). */
  resetOwnership(): void;
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
 * Creates the enterprise resource. The company-ownership flag lives in the client
 * (`client.ownership`), so the route guards and `login` see what `own` and `create` learn.
 *
 * @param client - A `createClient()` client.
 * @example
 * const enterprises = createEnterprisesApi(client);
 * const mine = await enterprises.own(); // null → send the employer to create-enterprise
 */
export function createEnterprisesApi(client: Pick<JobHubClient, 'http' | 'ownership'>): Enterprises {
  const { http, ownership } = client;
  const one = async (path: string, options: RequestOptions = {}) =>
    (await http.request(path, EnterpriseResponseSchema, options)).data;
  const page = async (path: string, query: EnterpriseSearchQuery) =>
    (await http.request(path, EnterprisePageResponseSchema, { query: { ...query } })).data;

  return {
    $hasEnterprise: ownership.$hasEnterprise,
    list: (query = {}) => page('/api/enterprises', query),
    search: (query = {}) => page('/api/enterprises/search/', query),
    get: (id) => one(`/api/enterprises/${encodeURIComponent(id)}`),
    own: ownership.own,
    async create(fields, files, options = {}) {
      const body = enterpriseFormData(fields, files);
      const enterprise = await one('/api/enterprises/create/', { ...options, method: 'POST', body });
      if (options.accessToken === undefined) ownership.markCreated();
      return enterprise;
    },
    update: async (fields, files) => one('/api/enterprises/update/', { method: 'PUT', body: enterpriseFormData(fields, files) }),
    premium: async () => (await http.request('/api/enterprises/premium', PremiumEnterprisesResponseSchema)).data.results,
    hasEnterprise: ownership.hasEnterprise,
    resetOwnership: ownership.reset,
  };
}
