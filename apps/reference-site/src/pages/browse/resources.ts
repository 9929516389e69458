import { formatDate, searchJobs, serializeJobSearch, type JobSearchQuery, type PostDetail } from '@jobhub/sdk';
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
