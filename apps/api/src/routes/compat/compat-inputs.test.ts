/**
 * Compatibility suite (issue 14, inputs): plays a client written against the original JobHub
 * backend, which was forgiving about query strings. Empty parameters mean "not set", sort keys
 * may use hyphens, cities may be written by any common name; what is still wrong answers 400 with
 * the field named.
 */
import {
  ApiErrorBodySchema,
  EnterprisePageResponseSchema,
  listEndpoints,
  PostPageResponseSchema,
  searchPosts as searchPostsEndpoint,
  type EndpointDefinition,
} from '@jobhub/sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seed } from '../../db/seed';
import { SEARCH_TOTAL_CAP, searchPosts } from '../../repositories/post-search';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';
import { schemaFields } from '../../test/hostile-requests';

/** Endpoints of the table that read a query string. */
const QUERY_ENDPOINTS = listEndpoints().filter((entry): entry is [string, EndpointDefinition & { query: z.core.$ZodType }] =>
  Boolean(entry[1].query),
);

/**
 * The queries whose parameters the contract names. A record query (VNPay's signed callback) is
 * the gateway's parameters passed through as sent: the signature covers them, empty ones included.
 */
const NAMED_QUERY_ENDPOINTS = QUERY_ENDPOINTS.filter(([, endpoint]) => endpoint.query._zod.def.type !== 'record');

const searchPostsQuery = searchPostsEndpoint.query;

/** A query string with every parameter present and empty: `a=&b=&c=`. */
function allEmpty(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, '']));
}

describe('every query schema of the contract', () => {
  it('reads query strings on the list and search endpoints', () => {
    expect(QUERY_ENDPOINTS.map(([name]) => name)).toEqual(expect.arrayContaining(['searchPosts', 'listPosts', 'listEnterprises', 'searchEnterprises']));
  });

  it.each(NAMED_QUERY_ENDPOINTS)('%s treats empty parameters as absent', (_name, endpoint) => {
    const fields = schemaFields(endpoint.query);
    expect(fields.length).toBeGreaterThan(0);
    const blank = z.safeParse(endpoint.query, allEmpty(fields));
    const absent = z.safeParse(endpoint.query, {});
    expect(blank.success).toBe(absent.success);
    if (absent.success) expect(blank.data).toEqual(absent.data);
    else expect(blank.error?.issues.map((issue) => issue.path)).toEqual(absent.error?.issues.map((issue) => issue.path));
  });

  it('treats a repeated parameter whose values are all empty as absent', () => {
    const searchPosts = QUERY_ENDPOINTS.find(([name]) => name === 'searchPosts')![1];
    expect(z.parse(searchPosts.query, { scales: ['', ''], city: '' })).toEqual(z.parse(searchPosts.query, {}));
  });
});

describeEachDatabase('a client of the original API: forgiving query strings', (kind) => {
  const ctx = useTestContext(kind);
  let candidate: CreatedUser;
  let employer: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    await seed(ctx().database.db, { posts: 120, companies: 12, rng: 14 });
    candidate = await createUser(ctx());
    employer = await createEmployer(ctx());
    admin = await createUser(ctx(), { role: 'admin' });
  });

  async function get(url: string, user?: CreatedUser) {
    const response = await ctx().inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
    return { status: response.statusCode, body: response.json() as unknown };
  }
  const posts = async (url: string) => {
    const answer = await get(url);
    expect(answer.status, url).toBe(200);
    return z.parse(PostPageResponseSchema, answer.body).data;
  };
  const enterprises = async (url: string) => {
    const answer = await get(url);
    expect(answer.status, url).toBe(200);
    return z.parse(EnterprisePageResponseSchema, answer.body).data;
  };
  /** The field errors of a 400 answer. */
  async function refused(url: string): Promise<Record<string, string[]>> {
    const answer = await get(url);
    expect(answer.status, url).toBe(400);
    return z.parse(ApiErrorBodySchema, answer.body).errors ?? {};
  }

  describe('empty parameters mean "not set"', () => {
    it('on the job search: every filter left blank answers the unfiltered search', async () => {
      const blank = 'q=&city=&position=&field=&experience=&type_working=&level=&scales=&salary_min=&salary_max=&negotiable=&enterprise=&sort=&page=&page_size=';
      const plain = await posts('/api/posts/search/');
      expect(plain.total).toBeGreaterThan(0);
      expect(await posts(`/api/posts/search/?${blank}`)).toEqual(plain);
    });

    it('on the job search: blank filters beside a set one leave only that one', async () => {
      expect(await posts('/api/posts/search/?q=&city=H%C3%A0%20N%E1%BB%99i&scales=&salary_min=')).toEqual(
        await posts('/api/posts/search/?city=H%C3%A0%20N%E1%BB%99i'),
      );
    });

    it('on the job list and the company lists', async () => {
      expect(await posts('/api/posts/?sort=&page=&page_size=')).toEqual(await posts('/api/posts/'));
      expect(await enterprises('/api/enterprises/?sort_by=&sort_order=&page=')).toEqual(await enterprises('/api/enterprises/'));
      expect(await enterprises('/api/enterprises/search/?q=&city=&scale=&field=&sort_by=')).toEqual(await enterprises('/api/enterprises/search/'));
    });

    it('on the signed-in lists (saved posts, notifications, own applications, own posts, moderation)', async () => {
      const pairs: [string, string, CreatedUser][] = [
        ['/api/saved-posts/?page=&page_size=', '/api/saved-posts/', candidate],
        ['/api/notifications/?read=&type=&page=', '/api/notifications/', candidate],
        ['/api/cv/?status=&page=', '/api/cv/', candidate],
        ['/api/posts/enterprise/?status=&q=&page=', '/api/posts/enterprise/', employer],
        ['/api/admin/enterprises/?status=&page=', '/api/admin/enterprises/', admin],
      ];
      for (const [blank, plain, user] of pairs) {
        const [withBlanks, without] = [await get(blank, user), await get(plain, user)];
        expect(without.status, plain).toBe(200);
        expect(withBlanks, blank).toEqual(without);
      }
    });
  });

  describe('sort keys with hyphens or underscores', () => {
    it('-salary-max is -salary_max, -created-at is -created_at', async () => {
      const bySalary = await posts('/api/posts/?sort=-salary_max');
      expect(await posts('/api/posts/?sort=-salary-max')).toEqual(bySalary);
      expect(await posts('/api/posts/?sort=-salary-min')).toEqual(await posts('/api/posts/?sort=-salary_min'));
      expect(await posts('/api/posts/?sort=-created-at')).toEqual(await posts('/api/posts/'));
    });

    it('company-name and created-at sort the companies as their underscore keys do', async () => {
      expect(await enterprises('/api/enterprises/?sort_by=company-name&sort_order=desc')).toEqual(
        await enterprises('/api/enterprises/?sort_by=company_name&sort_order=desc'),
      );
      expect(await enterprises('/api/enterprises/search/?sort_by=created-at')).toEqual(await enterprises('/api/enterprises/search/?sort_by=created_at'));
    });
  });

  describe('cities by any common name', () => {
    it.each([
      ['TP.HCM', 'Hồ Chí Minh'],
      ['TP. Hồ Chí Minh', 'Hồ Chí Minh'],
      ['Thành phố Hà Nội', 'Hà Nội'],
      ['ha noi', 'Hà Nội'],
      ['Tỉnh Bình Dương', 'Bình Dương'],
    ])('the job search reads %s as %s', async (name, city) => {
      const exact = await posts(`/api/posts/search/?city=${encodeURIComponent(city)}`);
      expect(exact.results.every((row) => row.city === city)).toBe(true);
      expect(await posts(`/api/posts/search/?city=${encodeURIComponent(name)}`)).toEqual(exact);
    });

    it('the company search reads TP.HCM as Hồ Chí Minh', async () => {
      expect(await enterprises('/api/enterprises/search/?city=TP.HCM')).toEqual(
        await enterprises(`/api/enterprises/search/?city=${encodeURIComponent('Hồ Chí Minh')}`),
      );
    });
  });

  describe('several values per filter, and the work types of the original backend', () => {
    const search = (query: string) => posts(`/api/posts/search/?${query}&page_size=100`);
    const ids = (page: { results: { id: number }[] }) => page.results.map((row) => row.id).sort((x, y) => x - y);

    it.each([
      ['type_working', 'Toàn thời gian', 'Làm việc từ xa'],
      ['city', 'Hà Nội', 'Đà Nẵng'],
      ['level', 'Junior', 'Senior'],
      ['experience', 'Không yêu cầu', '1-2 năm'],
    ])('%s=%s,%s matches posts of either value, comma-joined or repeated', async (filter, first, second) => {
      const [one, other] = [await search(`${filter}=${encodeURIComponent(first)}`), await search(`${filter}=${encodeURIComponent(second)}`)];
      expect(one.total).toBeGreaterThan(0);
      expect(other.total).toBeGreaterThan(0);
      const joined = await search(`${filter}=${encodeURIComponent(`${first},${second}`)}`);
      expect(joined.total).toBe(one.total + other.total);
      expect(ids(joined)).toEqual([...ids(one), ...ids(other)].sort((x, y) => x - y));
      expect(await search(`${filter}=${encodeURIComponent(first)}&${filter}=${encodeURIComponent(second)}`)).toEqual(joined);
    });

    it('combines multi-value filters with keywords and each other (the tag search)', async () => {
      const page = await search(`q=${encodeURIComponent('nhân viên')}&city=TP.HCM,${encodeURIComponent('Hà Nội')}&type_working=${encodeURIComponent('Toàn thời gian,Bán thời gian')}`);
      expect(page.results.every((row) => ['Hồ Chí Minh', 'Hà Nội'].includes(row.city))).toBe(true);
      expect(page.results.every((row) => ['Toàn thời gian', 'Bán thời gian'].includes(row.type_working))).toBe(true);
    });

    it.each([
      ['type_working=Remote', 'type_working=L%C3%A0m%20vi%E1%BB%87c%20t%E1%BB%AB%20xa'],
      ['type_working=remote', 'type_working=L%C3%A0m%20vi%E1%BB%87c%20t%E1%BB%AB%20xa'],
      ['type_working=Internship', `type_working=${encodeURIComponent('Thực tập')}`],
      [`type_working=${encodeURIComponent('Toàn thời gian,Remote')}`, `type_working=${encodeURIComponent('Toàn thời gian,Làm việc từ xa')}`],
      [`experience=${encodeURIComponent('Không yêu cầu kinh nghiệm')}`, `experience=${encodeURIComponent('Không yêu cầu')}`],
    ])('%s is read as %s', async (alias, canonical) => {
      expect(await search(alias)).toEqual(await search(canonical));
    });

    it('pages alike past the total cap when a candidate with criteria searches several cities', async () => {
      const seeker = await createUser(ctx());
      expect((await ctx().inject({ method: 'POST', url: '/api/criteria/create/', headers: seeker.headers, payload: { city: 'Hà Nội' } })).statusCode).toBe(201);
      const { page: _page, page_size: _size, sort, position: _position, field: _field, ...filters } = z.parse(searchPostsQuery, { city: 'Hà Nội,Đà Nẵng' });
      const options = { viewerId: seeker.user.id, rankByCriteria: true, now: ctx().clock.now() };
      const all = await searchPosts(ctx().database.db, filters, sort, { page: 1, page_size: 100 }, SEARCH_TOTAL_CAP, options);
      const preferred = all.results.filter((row) => row.city === 'Hà Nội').length;
      expect(preferred).toBeGreaterThan(2);
      expect(all.total).toBeGreaterThan(preferred);
      // Small caps take the dense paths (the cap must hold the page: offset + page_size ≤ cap).
      for (const [cap, pageSize] of [[2, 1], [preferred + 1, 2]] as const) {
        for (const page of [1, 2]) {
          const paging = { page, page_size: pageSize };
          const full = await searchPosts(ctx().database.db, filters, sort, paging, SEARCH_TOTAL_CAP, options);
          const capped = await searchPosts(ctx().database.db, filters, sort, paging, cap, options);
          expect(capped.results.map((row) => row.id), `cap ${cap} page ${page}`).toEqual(full.results.map((row) => row.id));
        }
      }
      // Past the cap too: pages before, across and after the end of the candidate's city.
      for (let page = 1; page <= Math.ceil(preferred / 2) + 2; page += 1) {
        const paging = { page, page_size: 2 };
        const full = await searchPosts(ctx().database.db, filters, sort, paging, SEARCH_TOTAL_CAP, options);
        const capped = await searchPosts(ctx().database.db, filters, sort, paging, 2, options);
        expect(capped.results.map((row) => row.id), `cap 2 page ${page}`).toEqual(full.results.map((row) => row.id));
      }
      // Keywords too: the full-text index's estimate sends the capped search to the dense page.
      for (let page = 1; page <= 3; page += 1) {
        const paging = { page, page_size: 3 };
        const keywords = { ...filters, q: 'nhan vien' };
        const full = await searchPosts(ctx().database.db, keywords, 'relevance', paging, SEARCH_TOTAL_CAP, options);
        const capped = await searchPosts(ctx().database.db, keywords, 'relevance', paging, 2, options);
        expect(capped.results.map((row) => row.id), `keywords cap 2 page ${page}`).toEqual(full.results.map((row) => row.id));
      }
      // The candidate's city comes first.
      expect(all.results.slice(0, preferred).every((row) => row.city === 'Hà Nội')).toBe(true);
    });
  });

  describe('what is still wrong answers 400 with the field named', () => {
    it.each([
      ['/api/posts/search/?city=Atlantis', 'city', 'Tỉnh/thành phố không hợp lệ'],
      ['/api/enterprises/search/?city=Th%C3%A0nh%20ph%E1%BB%91', 'city', 'Tỉnh/thành phố không hợp lệ'],
      ['/api/posts/search/?salary_min=-5', 'salary_min', 'Mức lương không được âm'],
      ['/api/posts/?sort=-salary-average', 'sort', 'Kiểu sắp xếp không hợp lệ'],
      ['/api/enterprises/?sort_by=company--name', 'sort_by', 'Trường sắp xếp không hợp lệ'],
      ['/api/posts/search/?page=0&city=', 'page', 'Trang phải từ 1 trở lên'],
      ['/api/posts/search/?type_working=Weekend', 'type_working', 'Hình thức làm việc không hợp lệ'],
      ['/api/posts/search/?city=H%C3%A0%20N%E1%BB%99i,Atlantis', 'city', 'Tỉnh/thành phố không hợp lệ'],
    ])('%s → errors.%s', async (url, field, message) => {
      expect((await refused(url))[field]).toEqual([message]);
    });
  });
});
