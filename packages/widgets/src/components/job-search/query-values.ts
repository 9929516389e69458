import type { JobSearchQuery, PostSearchInput } from '@jobhub/sdk';

/** The filters a reset clears (not the text, which the search box owns, nor the sort order). */
export const CLEARED_FILTERS: PostSearchInput = {
  city: undefined,
  field: undefined,
  position: undefined,
  experience: undefined,
  type_working: undefined,
  salary_min: undefined,
  salary_max: undefined,
  negotiable: undefined,
  responsive: undefined,
};

/**
 * Counts the filters in use, for the mobile 'Bộ lọc (N)' toggle.
 *
 * @param query - the store's query (normal form: absent means not in use)
 * @example
 * countActiveFilters({ city: 'Hà Nội', q: 'java' }); // 1
 */
export function countActiveFilters(query: JobSearchQuery): number {
  const keys = ['city', 'field', 'position', 'experience', 'type_working', 'salary_min', 'salary_max'] as const;
  return keys.filter((key) => query[key] !== undefined).length + (query.negotiable ? 1 : 0) + (query.responsive ? 1 : 0);
}
