import { EXPERIENCES, LEVELS, SCALES, TYPE_WORKINGS, type Experience, type Level, type Scale, type TypeWorking } from '../contract/catalogue';
import { CITIES, type City } from '../contract/cities';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../contract/envelope';
import type { FieldErrors } from '../contract/envelope';
import { MAX_SALARY_VND, POST_SEARCH_SORTS, SALARY_MESSAGES, type PostSearchInput, type PostSearchSort } from '../contract/posts';

/**
 * A job search in normal form: only valid, non-default filters, with typed values. It is a
 * `PostSearchInput`, so it can be sent as is.
 */
export interface JobSearchQuery {
  q?: string;
  city?: City;
  field?: number;
  position?: number;
  experience?: Experience;
  level?: Level;
  type_working?: TypeWorking;
  scales?: Scale[];
  salary_min?: number;
  salary_max?: number;
  negotiable?: boolean;
  /** "Thường phản hồi": companies that answer most applications (issue 30); only `true` is kept. */
  responsive?: boolean;
  enterprise?: number;
  sort?: PostSearchSort;
  page?: number;
  page_size?: number;
}

/** URL key order, so that equal searches give byte-equal (shareable, cacheable) URLs. */
export const JOB_SEARCH_KEYS = [
  'q', 'city', 'field', 'position', 'experience', 'level', 'type_working', 'scales',
  'salary_min', 'salary_max', 'negotiable', 'responsive', 'enterprise', 'sort', 'page', 'page_size',
] as const satisfies readonly (keyof JobSearchQuery)[];

/** The API's defaults (contract `PostSearchQuerySchema`): left out of the normal form. */
const DEFAULT_SORT: PostSearchSort = 'relevance';
const DEFAULTS: Partial<Record<keyof JobSearchQuery, string | number>> = { sort: DEFAULT_SORT, page: 1, page_size: DEFAULT_PAGE_SIZE };

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function integer(value: unknown, min: number, max: number): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
}

function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  return undefined;
}

function scaleList(value: unknown): Scale[] | undefined {
  const parts = (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : []))
    .map((part) => part.trim());
  const scales = SCALES.filter((scale) => parts.includes(scale));
  return scales.length ? scales : undefined;
}

/**
 * Brings a search into normal form, the one place where search input is read: invalid values
 * (e.g. a hand-edited URL) and defaults (page 1, page size 10, sort 'relevance') are dropped, ids
 * and amounts become numbers, scales are de-duplicated in catalogue order. An inverted salary
 * range is kept as given: {@link jobSearchQueryErrors} reports it the way the API does. The text
 * `q` is kept as typed (the search box stays in sync); it is trimmed when serialised.
 *
 * @example
 * normalizeJobSearchQuery({ city: 'Hà Nội', page: '1', field: '3' }); // { city: 'Hà Nội', field: 3 }
 */
export function normalizeJobSearchQuery(input: PostSearchInput | Record<string, unknown>): JobSearchQuery {
  const raw = input as Record<string, unknown>;
  const query: JobSearchQuery = {};
  if (typeof raw.q === 'string' && raw.q.trim() !== '') query.q = raw.q.slice(0, MAX_QUERY_LENGTH);
  const city = oneOf(CITIES, raw.city);
  if (city) query.city = city;
  const field = integer(raw.field, 1, 2_147_483_647);
  if (field !== undefined) query.field = field;
  const position = integer(raw.position, 1, 2_147_483_647);
  if (position !== undefined) query.position = position;
  const experience = oneOf(EXPERIENCES, raw.experience);
  if (experience) query.experience = experience;
  const level = oneOf(LEVELS, raw.level);
  if (level) query.level = level;
  const typeWorking = oneOf(TYPE_WORKINGS, raw.type_working);
  if (typeWorking) query.type_working = typeWorking;
  const scales = scaleList(raw.scales);
  if (scales) query.scales = scales;
  const salaryMin = integer(raw.salary_min, 0, MAX_SALARY_VND);
  if (salaryMin !== undefined) query.salary_min = salaryMin;
  const salaryMax = integer(raw.salary_max, 0, MAX_SALARY_VND);
  if (salaryMax !== undefined) query.salary_max = salaryMax;
  const negotiable = bool(raw.negotiable);
  if (negotiable !== undefined) query.negotiable = negotiable;
  if (bool(raw.responsive) === true) query.responsive = true;
  const enterprise = integer(raw.enterprise, 1, 2_147_483_647);
  if (enterprise !== undefined) query.enterprise = enterprise;
  const sort = oneOf(POST_SEARCH_SORTS, raw.sort);
  if (sort && sort !== DEFAULT_SORT) query.sort = sort;
  const page = integer(raw.page, 1, Number.MAX_SAFE_INTEGER);
  if (page !== undefined && page !== 1) query.page = page;
  const pageSize = integer(raw.page_size, 1, MAX_PAGE_SIZE);
  if (pageSize !== undefined && pageSize !== DEFAULT_PAGE_SIZE) query.page_size = pageSize;
  return query;
}

/**
 * The field errors the API would answer for a search in normal form, so that a search it would
 * refuse is not sent: an inverted salary range gives the contract's error on `salary_min`.
 *
 * @returns The errors, or null when the search is valid.
 * @example
 * jobSearchQueryErrors({ salary_min: 40_000_000, salary_max: 20_000_000 });
 * // { salary_min: ['Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa'] }
 */
export function jobSearchQueryErrors(query: JobSearchQuery): FieldErrors | null {
  const { salary_min: min, salary_max: max } = query;
  return min !== undefined && max !== undefined && min > max ? { salary_min: [SALARY_MESSAGES.inverted] } : null;
}

/**
 * Serialises a query without validating it: stable key order, `undefined`/`null`/blank values
 * and the API defaults (page 1, page size 10, sort 'relevance') left out, `q` trimmed, arrays
 * repeated. Invalid values reach the server, which answers 400 with field errors.
 *
 * @example
 * serializeJobSearch({ q: ' ky su ', page: 1 }).toString(); // 'q=ky+su'
 */
export function serializeJobSearch(query: PostSearchInput | JobSearchQuery): URLSearchParams {
  const raw = query as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of JOB_SEARCH_KEYS) {
    for (const item of Array.isArray(raw[key]) ? (raw[key] as unknown[]) : [raw[key]]) {
      if (item === undefined || item === null) continue;
      const text = String(item).trim();
      if (text === '' || text === String(DEFAULTS[key] ?? '')) continue;
      params.append(key, text);
    }
  }
  return params;
}

/**
 * Serialises a search for the URL bar and for GET /api/posts/search/ after bringing it into
 * normal form: stable key order, defaults, invalid and empty values left out, `scales` repeated
 * (`scales=1-9&scales=10-24`).
 *
 * @example
 * queryToSearchParams({ q: ' ky su ', scales: ['1-9', '10-24'] }).toString();
 * // 'q=ky+su&scales=1-9&scales=10-24'
 */
export function queryToSearchParams(query: PostSearchInput | JobSearchQuery): URLSearchParams {
  return serializeJobSearch(normalizeJobSearchQuery(query));
}

/**
 * Reads a shared search URL back into a query (the inverse of {@link queryToSearchParams}).
 * Repeated and comma-separated `scales` are both accepted; invalid values are dropped.
 *
 * @param params - `location.search`, a query string, or URLSearchParams.
 * @example
 * searchParamsToQuery('?q=ky+su&city=H%C3%A0+N%E1%BB%99i&page=2'); // { q: 'ky su', city: 'Hà Nội', page: 2 }
 */
export function searchParamsToQuery(params: URLSearchParams | string): JobSearchQuery {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const raw: Record<string, unknown> = {};
  for (const key of JOB_SEARCH_KEYS) {
    if (key === 'scales') raw.scales = search.getAll(key);
    else if (search.has(key)) raw[key] = search.get(key);
  }
  const query = normalizeJobSearchQuery(raw);
  if (query.q !== undefined) query.q = query.q.trim();
  return query;
}
