import type { Page } from '../contract/envelope';
import { getPost, listEnterprisePosts, listPosts, searchPosts } from '../contract/endpoints/posts';
import type { PostDetail, PostRow, PostSearchInput } from '../contract/posts';
import { callEndpoint, type CallOptions } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { serializeJobSearch } from '../rules/job-search-query';

/** Query of GET /api/posts. */
export interface JobListQuery {
  page?: number;
  page_size?: number;
  sort?: '-created_at' | '-salary_max' | '-salary_min';
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
export function createJobsApi(client: { http: RequestClient }): Jobs {
  const { http } = client;
  return {
    ...createJobSearchApi(client),
    list: async (query = {}, options) => (await callEndpoint(http, listPosts, { query }, options)).data,
    get: async (id, options) => (await callEndpoint(http, getPost, { params: { id } }, options)).data,
    byEnterprise: async (enterpriseId, page = 1, options) =>
      (await callEndpoint(http, listEnterprisePosts, { params: { enterprise_id: enterpriseId }, query: { page } }, options)).data,
  };
}

/**
 * The search of {@link createJobsApi} alone: what the job search widget uses, without the other
 * reads' answer schemas (a post's detail, with its company box, is the largest) in its bundle.
 *
 * @param client - A `createClient()` client, or a `createPublicClient()` one.
 */
export function createJobSearchApi(client: { http: RequestClient }): Pick<Jobs, 'search'> {
  const { http } = client;
  return {
    // The search in its canonical form (stable key order, blanks and defaults left out, lists
    // repeated), so equal searches give byte-equal URLs.
    search: async (query = {}, options) => (await callEndpoint(http, searchPosts, { query: serializeJobSearch(query) }, options)).data,
  };
}
