/**
 * The company list's query in the address bar (`/enterprises`, `/companies`) and the call it
 * makes: read by the page and by its server loader alike.
 */
import { CITIES, ENTERPRISE_SORT_FIELDS, SCALES, type City, type EnterpriseSearchQuery, type Scale } from '@jobhub/sdk';
import type { Client } from '../../app/client-context';
import { pageFrom } from './resources';

/** SPEC §9: enterprise list page size. */
const ENTERPRISE_PAGE_SIZE = 10;

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
