import { describe, expect, it } from 'vitest';
import { countActiveFilters } from './query-values';

describe('countActiveFilters', () => {
  it.each([
    [{ q: 'java', sort: 'newest' as const }, 0],
    [{ city: 'Hà Nội' as const, field: 2, salary_min: 0, negotiable: true }, 4],
    [{ negotiable: false }, 0],
    [{ salary_min: 40_000_000, salary_max: 20_000_000 }, 2],
  ])('%j uses %i filters', (query, expected) => expect(countActiveFilters(query)).toBe(expected));
});
