import { createExpiringLru } from '../lib/expiring-lru';
import type { PostSearchFilters } from './post-search-where';

/**
 * The totals of dense searches (more matches than a search sorts itself), kept a minute per
 * search and day, so that a search's next pages, and the same search by other people, do not
 * count again. Counting to SEARCH_TOTAL_CAP costs a table visit per match: PostgreSQL checks each
 * row's visibility on the table. At 1,000,000 posts that is 10-30 ms for a search with thousands
 * of matches, against 1-3 ms for its page. The pages themselves are always read live; only the
 * figure can be up to a minute old.
 */
export interface SearchTotals {
  /** The total kept for the search, unless missing or older than SEARCH_TOTALS_TTL_MS at `nowMs`. */
  get(search: SearchKey, nowMs: number): number | undefined;
  set(search: SearchKey, total: number, nowMs: number): void;
}

/** What a total depends on: the filters, the Vietnamese day posts must be open on, and the cap it is exact to. */
export interface SearchKey {
  filters: PostSearchFilters;
  today: string;
  cap: number;
}

/** How long a search's total is kept; its page anchors (post-search-keyset.ts) last as long. */
export const SEARCH_TOTALS_TTL_MS = 60_000;

/**
 * The filters of a search as a cache key: keys sorted, so the same search asked with its
 * parameters in another order is one entry.
 */
export function filtersKey(filters: PostSearchFilters): string {
  return JSON.stringify(filters, Object.keys(filters).sort());
}

/**
 * @param capacity - Most searches kept (an entry is about 200 bytes).
 * @example const totals = createSearchTotals(); await searchPosts(db, filters, order, paging, SEARCH_TOTAL_CAP, { totals });
 */
export function createSearchTotals(capacity = 5_000): SearchTotals {
  const entries = createExpiringLru<number>(capacity);
  const keyOf = ({ filters, today, cap }: SearchKey) => `${today} ${cap} ${filtersKey(filters)}`;
  return {
    get: (search, nowMs) => entries.get(keyOf(search), nowMs),
    set: (search, total, nowMs) => entries.set(keyOf(search), total, nowMs + SEARCH_TOTALS_TTL_MS),
  };
}
