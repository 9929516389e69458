/**
 * Compatibility suite (issue 14, catalogue pages): clients of the original API read the catalogue
 * lists as `data.results`, asking with `?page=`; without it the lists answer as before (the whole
 * list, which our site and widgets read). On every test database.
 */
import { ApiErrorBodySchema, CITIES, listCities, listFieldPositions, listFields, listPositions, type Page } from '@jobhub/sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, type TestCatalogue } from '../../test/employer-fixtures';

describeEachDatabase('compatibility with clients of the original API: catalogue pages', (kind) => {
  const ctx = useTestContext(kind);
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
  });

  const get = async (url: string) => {
    const response = await ctx().inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const paged = <T>(data: T[] | Page<T>): Page<T> => {
    if (Array.isArray(data)) throw new Error('expected a page, got the whole list');
    return data;
  };
  const whole = <T>(data: T[] | Page<T>): T[] => {
    if (!Array.isArray(data)) throw new Error('expected the whole list, got a page');
    return data;
  };
  const cities = async (query: string) => {
    const answer = await get(`/api/cities/${query}`);
    expect(answer.status, query).toBe(200);
    return listCities.responses[200].parse(answer.body).data;
  };

  it('pages the cities with ?page= (SPEC §3 envelope, 10 a page by default)', async () => {
    expect(paged(await cities('?page=1'))).toEqual({ results: CITIES.slice(0, 10), total: 63, page: 1, total_pages: 7, page_size: 10 });
    expect(paged(await cities('?page=7')).results).toEqual(CITIES.slice(60));
    expect(paged(await cities('?page=2&page_size=20'))).toEqual({ results: CITIES.slice(20, 40), total: 63, page: 2, total_pages: 4, page_size: 20 });
    expect(paged(await cities('?page_size=100')).results).toEqual([...CITIES]);
    expect(paged(await cities('?page=9'))).toMatchObject({ results: [], total: 63, page: 9 });
  });

  it('answers the whole list without ?page=, or with an empty one', async () => {
    expect(whole(await cities(''))).toEqual([...CITIES]);
    expect(whole(await cities('?page=&page_size='))).toEqual([...CITIES]);
  });

  it('answers 400 naming the parameter for a bad page or page size', async () => {
    for (const [query, field] of [['?page=0', 'page'], ['?page=abc', 'page'], ['?page=1&page_size=101', 'page_size']] as const) {
      const answer = await get(`/api/fields/${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(ApiErrorBodySchema.parse(answer.body).errors ?? {}), query).toEqual([field]);
    }
  });

  it('pages fields, positions and the positions of a field the same way', async () => {
    const cases = [
      { url: '/api/fields/', schema: listFields.responses[200] },
      { url: '/api/positions/', schema: listPositions.responses[200] },
      { url: `/api/positions/field/${catalogue.fieldId}/`, schema: listFieldPositions.responses[200] },
    ];
    for (const { url, schema } of cases) {
      const all = whole(schema.parse((await get(url)).body).data);
      expect(all.length, url).toBeGreaterThan(0);
      const first = paged(schema.parse((await get(`${url}?page=1&page_size=1`)).body).data);
      expect(first, url).toMatchObject({ total: all.length, page: 1, page_size: 1, total_pages: all.length });
      const rest = await Promise.all(
        Array.from({ length: all.length - 1 }, async (_, index) => paged(schema.parse((await get(`${url}?page=${index + 2}&page_size=1`)).body).data).results),
      );
      expect([first.results, ...rest].flat(), url).toEqual(all);
    }
  });
});
