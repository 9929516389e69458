import { describe, expect, it } from 'vitest';
import type { PostSearchFilters } from './post-search-where';
import { createSearchTotals, SEARCH_TOTALS_TTL_MS } from './search-totals';

describe('createSearchTotals', () => {
  const search = { filters: { q: 'ke toan', city: ['Hà Nội'] } as PostSearchFilters, today: '2026-11-30', cap: 10_000 };

  it('keeps a total for a minute', () => {
    const totals = createSearchTotals();
    totals.set(search, 4_321, 1_000);
    expect(totals.get(search, 1_000 + SEARCH_TOTALS_TTL_MS - 1)).toBe(4_321);
    expect(totals.get(search, 1_000 + SEARCH_TOTALS_TTL_MS)).toBeUndefined();
  });

  it('is one entry whatever the order of the filters, and another for another day, cap or filter', () => {
    const totals = createSearchTotals();
    totals.set(search, 4_321, 0);
    expect(totals.get({ ...search, filters: { city: ['Hà Nội'], q: 'ke toan' } as PostSearchFilters }, 1)).toBe(4_321);
    expect(totals.get({ ...search, today: '2026-12-01' }, 1)).toBeUndefined();
    expect(totals.get({ ...search, cap: 40 }, 1)).toBeUndefined();
    expect(totals.get({ ...search, filters: { q: 'ke toan', city: ['Đà Nẵng'] } as PostSearchFilters }, 1)).toBeUndefined();
    expect(totals.get({ ...search, filters: { q: 'ke toan' } }, 1)).toBeUndefined();
  });

  it('keeps at most `capacity` searches, the least recently asked leaving first', () => {
    const totals = createSearchTotals(2);
    const nth = (n: number) => ({ ...search, filters: { field: n } });
    totals.set(nth(1), 1, 0);
    totals.set(nth(2), 2, 0);
    totals.get(nth(1), 1);
    totals.set(nth(3), 3, 1);
    expect([totals.get(nth(1), 2), totals.get(nth(2), 2), totals.get(nth(3), 2)]).toEqual([1, undefined, 3]);
  });
});
