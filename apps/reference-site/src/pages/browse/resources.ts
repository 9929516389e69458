import {
  CITIES,
  ENTERPRISE_SORT_FIELDS,
  SCALES,
  formatDate,
  searchJobs,
  serializeJobSearch,
  type City,
  type EnterpriseSearchQuery,
  type JobSearchQuery,
  type PostDetail,
  type Scale,
} from '@jobhub/sdk';
import type { Client } from '../../app/client-context';
import { parseRouteId } from './route-id';

/**
 * The public pages' remote data, each answer named by the key the page reads it under in the
 * query cache and the SDK call that loads it. The pages read them (useResource) and the server
 * loads them before rendering (src/server/page-loaders.ts): one definition, so the answers the
 * server puts in the page are exactly those the page would have asked for.
 */
export interface Resource<T> {
  /** The query-cache key (unscoped: the cache adds the user's scope). */
  key: string;
  load: () => Promise<T>;
}

/** Home: the newest jobs shown. */
export const FEATURED_JOB_COUNT = 12;

/** SPEC §9: enterprise list page size. */
export const ENTERPRISE_PAGE_SIZE = 10;

export const featuredJobs = (client: Client) => ({
  key: 'featured-jobs',
  load: () => client.jobs.list({ page: 1, page_size: FEATURED_JOB_COUNT, sort: '-created_at' }),
});

export const premiumCompanies = (client: Client) => ({ key: 'premium-companies', load: () => client.enterprises.premium() });

export const fieldCatalogue = (client: Client) => ({ key: 'fields', load: () => client.catalogue.fields() });

/**
 * The first page of a job search, as the JobSearch widget's store loads it (`searchJobs`): the
 * server renders the widget with it and the browser's widget starts from it.
 */
export const jobSearchResults = (client: Client, query: JobSearchQuery) => ({
  key: `job-search:${serializeJobSearch(query).toString()}`,
  load: () => searchJobs(client, query),
});

/** The answer for an id that cannot exist: the API's 404, without asking it. */
function notFound(): Promise<never> {
  return Promise.reject(Object.assign(new Error('Invalid id'), { status: 404 }));
}

/**
 * The record named by a route's `:id` (`job`, `enterprise`); an id that cannot exist is answered
 * as a 404 without asking the API, so the page shows the same not-found state either way.
 */
export function routeRecord<T>(name: string, rawId: string | undefined, load: (id: number) => Promise<T>): Resource<T> {
  const id = parseRouteId(rawId);
  return { key: `${name}:${id ?? 'invalid'}`, load: () => (id === null ? notFound() : load(id)) };
}

export const jobDetail = (client: Client, rawId: string | undefined) => routeRecord('job', rawId, (id) => client.jobs.get(id));

/** A post that no longer takes applications: closed by its employer or past its deadline (Vietnam's date). */
export function isJobClosed(job: Pick<PostDetail, 'is_active' | 'deadline'>, now: Date): boolean {
  return !job.is_active || job.deadline < formatDate(now, 'iso');
}

export const enterpriseDetail = (client: Client, rawId: string | undefined) => routeRecord('enterprise', rawId, (id) => client.enterprises.get(id));

/** A company page's `?page=`. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const enterpriseJobs = (client: Client, enterpriseId: number, page: number) => ({
  key: `enterprise-jobs:${enterpriseId}:${page}`,
  load: () => client.jobs.byEnterprise(enterpriseId, page),
});

type SortField = (typeof ENTERPRISE_SORT_FIELDS)[number];
type SortOrder = 'asc' | 'desc';

/** The company list's query, read from the address bar; unknown values fall back to defaults. */
export interface EnterpriseQuery {
  q: string;
  city: City | '';
  field: string;
  scale: Scale | '';
  sort_by: SortField;
  sort_order: SortOrder;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

export function readEnterpriseQuery(params: URLSearchParams): EnterpriseQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    city: oneOf(CITIES, params.get('city')),
    field: (params.get('field') ?? '').trim().slice(0, 100),
    scale: oneOf(SCALES, params.get('scale')),
    sort_by: oneOf(ENTERPRISE_SORT_FIELDS, params.get('sort_by')) || 'company_name',
    sort_order: params.get('sort_order') === 'desc' ? 'desc' : 'asc',
    page: pageFrom(params),
  };
}

/** Only non-default values go into the address, so a plain list stays `/enterprises`. */
export function writeEnterpriseQuery(query: EnterpriseQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.city) params.set('city', query.city);
  if (query.field) params.set('field', query.field);
  if (query.scale) params.set('scale', query.scale);
  if (query.sort_by !== 'company_name' || query.sort_order !== 'asc') {
    params.set('sort_by', query.sort_by);
    params.set('sort_order', query.sort_order);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** True when the list is searched or filtered (the search call), not the plain list. */
export function hasEnterpriseFilters(query: EnterpriseQuery): boolean {
  return Boolean(query.q || query.city || query.field || query.scale);
}

/** The company list for `query`: the plain list call, or the search call when searched or filtered. */
export function enterpriseList(client: Client, query: EnterpriseQuery) {
  return {
    key: `enterprises:${writeEnterpriseQuery(query).toString()}`,
    load: () => {
      const common = { page: query.page, page_size: ENTERPRISE_PAGE_SIZE, sort_by: query.sort_by, sort_order: query.sort_order };
      if (!hasEnterpriseFilters(query)) return client.enterprises.list(common);
      const search: EnterpriseSearchQuery = { ...common };
      if (query.q) search.q = query.q;
      if (query.city) search.city = query.city;
      if (query.field) search.field = query.field;
      if (query.scale) search.scale = query.scale;
      return client.enterprises.search(search);
    },
  };
}
