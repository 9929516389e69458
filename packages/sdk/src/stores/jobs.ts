import type { Page } from '../contract/envelope';
import type { PostDetail, PostRow, PostSearchInput } from '../contract/posts';
import { PostDetailResponseSchema, PostPageResponseSchema } from '../contract/responses';
import { serializeJobSearch } from '../rules/job-search-query';
import type { PublicClient } from './public-client';

/** Query of GET /api/posts. */
export interface JobListQuery {
  page?: number;
  page_size?: number;
  sort?: '-created_at' | '-salary_max' | '-salary_min';
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Job post reads (API.md, Job posts). */
export interface Jobs {
  /** GET /api/posts/search/ with the query's filters (defaults and blanks left out, `scales` repeated). */
  search(query?: PostSearchInput, options?: CallOptions): Promise<Page<PostRow>>;
  /** GET /api/posts — newest first by default. */
  list(query?: JobListQuery, options?: CallOptions): Promise<Page<PostRow>>;
  /** GET /api/post/{id} — detail with the company box and related posts. */
  get(id: number, options?: CallOptions): Promise<PostDetail>;
  /** GET /api/posts/enterprise/{id}/ — a company's public posts. */
  byEnterprise(enterpriseId: number, page?: number, options?: CallOptions): Promise<Page<PostRow>>;
}

/**
 * Creates the job resource (public reads: no session needed).
 *
 * @param client - A `createClient()` client, or a `createPublicClient()` one.
 * @example
 * const jobs = createJobsApi(client);
 * const page = await jobs.search({ q: 'kỹ sư', city: 'Hà Nội' });
 */
export function createJobsApi(client: PublicClient): Jobs {
  const { http } = client;
  const page = async (path: string, query: RequestInitQuery, options: CallOptions = {}) =>
    (await http.request(path, PostPageResponseSchema, { query, signal: options.signal })).data;
  return {
    search: (query = {}, options) => page('/api/posts/search/', serializeJobSearch(query), options),
    list: (query = {}, options) => page('/api/posts', { ...query }, options),
    get: async (id, options = {}) =>
      (await http.request(`/api/post/${encodeURIComponent(id)}`, PostDetailResponseSchema, { signal: options.signal })).data,
    byEnterprise: (enterpriseId, pageNumber = 1, options) =>
      page(`/api/posts/enterprise/${encodeURIComponent(enterpriseId)}/`, { page: pageNumber }, options),
  };
}

type RequestInitQuery = URLSearchParams | Record<string, string | number | undefined>;
