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
  type EndpointDefinition,
} from '@jobhub/sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seed } from '../../db/seed';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';
import { schemaFields } from '../../test/hostile-requests';

/** Endpoints of the table that read a query string. */
const QUERY_ENDPOINTS = listEndpoints().filter((entry): entry is [string, EndpointDefinition & { query: z.core.$ZodType }] =>
  Boolean(entry[1].query),
);

/** A query string with every parameter present and empty: `a=&b=&c=`. */
function allEmpty(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, '']));
}

describe('every query schema of the contract', () => {
  it('reads query strings on the list and search endpoints', () => {
    expect(QUERY_ENDPOINTS.map(([name]) => name)).toEqual(expect.arrayContaining(['searchPosts', 'listPosts', 'listEnterprises', 'searchEnterprises']));
  });

  it.each(QUERY_ENDPOINTS)('%s treats empty parameters as absent', (_name, endpoint) => {
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

  describe('what is still wrong answers 400 with the field named', () => {
    it.each([
      ['/api/posts/search/?city=Atlantis', 'city', 'Tỉnh/thành phố không hợp lệ'],
      ['/api/enterprises/search/?city=Th%C3%A0nh%20ph%E1%BB%91', 'city', 'Tỉnh/thành phố không hợp lệ'],
      ['/api/posts/search/?salary_min=-5', 'salary_min', 'Mức lương không được âm'],
      ['/api/posts/?sort=-salary-average', 'sort', 'Kiểu sắp xếp không hợp lệ'],
      ['/api/enterprises/?sort_by=company--name', 'sort_by', 'Trường sắp xếp không hợp lệ'],
      ['/api/posts/search/?page=0&city=', 'page', 'Trang phải từ 1 trở lên'],
    ])('%s → errors.%s', async (url, field, message) => {
      expect((await refused(url))[field]).toEqual([message]);
    });
  });
});
