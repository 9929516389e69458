import { describe, expect, it } from 'vitest';
import {
  jobSearchQueryErrors,
  normalizeJobSearchQuery,
  queryToSearchParams,
  searchParamsToQuery,
  serializeJobSearch,
  type JobSearchQuery,
} from './job-search-query';

describe('job search query ⇄ URL', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an empty search has an empty URL', {}, ''],
    ['defaults are left out', { page: 1, page_size: 10, sort: 'relevance', q: '  ' }, ''],
    ['keys come in a stable order', { page: 2, city: 'Hà Nội', q: 'ky su' }, 'q=ky+su&city=H%C3%A0+N%E1%BB%99i&page=2'],
    ['scales repeat in catalogue order without duplicates', { scales: ['100-499', '1-9', '1-9'] }, 'scales=1-9&scales=100-499'],
    ['comma-separated scales are split', { scales: '10-24,1-9' }, 'scales=1-9&scales=10-24'],
    ['non-string scale items are ignored', { scales: [1, '1-9'], q: 5 }, 'scales=1-9'],
    ['a scales value of the wrong type is ignored', { scales: 7 }, ''],
    ['invalid values are dropped', { city: 'Paris', experience: 'x', level: 'God', type_working: '?', scales: ['huge'], sort: 'x', page: 0, page_size: 1000, field: 'abc', position: -1 }, ''],
    ['numbers and booleans are kept', { field: '3', position: 12, salary_min: '5000000', salary_max: 9_000_000, negotiable: 'true', enterprise: 4, sort: 'newest', page_size: 20 }, 'field=3&position=12&salary_min=5000000&salary_max=9000000&negotiable=true&enterprise=4&sort=newest&page_size=20'],
    ['negotiable false is a filter too', { negotiable: false }, 'negotiable=false'],
    ["'Thường phản hồi' and 'Phản hồi nhanh' are kept; responsive=false is no filter", { responsive: 'true', sort: 'fast_response' }, 'responsive=true&sort=fast_response'],
    ['responsive false is left out', { responsive: false }, ''],
    ['an inverted salary range is kept for the check to report', { salary_min: 9, salary_max: 1 }, 'salary_min=9&salary_max=1'],
    ['enumerations pass when valid', { experience: '1-2 năm', level: 'Senior', type_working: 'Làm việc từ xa' }, 'experience=1-2+n%C4%83m&level=Senior&type_working=L%C3%A0m+vi%E1%BB%87c+t%E1%BB%AB+xa'],
  ])('%s', (_name, query, expected) => {
    expect(queryToSearchParams(query).toString()).toBe(expected);
  });

  it('reads a shared URL back into the same query (round trip)', () => {
    const query: JobSearchQuery = { q: 'kỹ sư', city: 'Đà Nẵng', scales: ['1-9', '1000+'], salary_min: 10_000_000, negotiable: true, page: 3 };
    const url = queryToSearchParams(query).toString();
    expect(searchParamsToQuery(`?${url}`)).toEqual(query);
    expect(searchParamsToQuery(new URLSearchParams(url))).toEqual(query);
    expect(queryToSearchParams(searchParamsToQuery(url)).toString()).toBe(url);
  });

  it('trims the text read from a URL but keeps the typed text in the normal form', () => {
    expect(searchParamsToQuery('q=%20ky%20su%20&negotiable=0')).toEqual({ q: 'ky su', negotiable: false });
    expect(normalizeJobSearchQuery({ q: 'ky ' })).toEqual({ q: 'ky ' });
    expect(searchParamsToQuery('city=H%C3%A0+N%E1%BB%99i')).toEqual({ city: 'Hà Nội' });
  });

  it('serializes without validation for the API call', () => {
    expect(serializeJobSearch({ q: ' x ', city: 'Paris', scales: ['a', ''], page: 1, sort: 'relevance', level: null } as Record<string, unknown>).toString()).toBe(
      'q=x&city=Paris&scales=a',
    );
  });

  it.each<[string, JobSearchQuery, ReturnType<typeof jobSearchQueryErrors>]>([
    ['no range', {}, null],
    ['a minimum alone', { salary_min: 40_000_000 }, null],
    ['a maximum alone', { salary_max: 1 }, null],
    ['an equal range', { salary_min: 20_000_000, salary_max: 20_000_000 }, null],
    ['an inverted range', { salary_min: 40_000_000, salary_max: 20_000_000 }, { salary_min: ['Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa'] }],
  ])('checks the search as the API does: %s', (_name, query, expected) => {
    expect(jobSearchQueryErrors(query)).toEqual(expected);
  });
});
