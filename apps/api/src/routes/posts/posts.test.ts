import { beforeAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiErrorBodySchema, envelope, paged, PostDetailSchema, PostRowSchema } from '@jobhub/sdk/contract';
import type { Page, PostRow } from '@jobhub/sdk/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { VIETNAM_TODAY_SQL } from '../../test/marketplace-fixtures';
import { seed } from '../../db/seed';
import { DAY_MS } from '../../lib/clock';
import { refreshSearchFlags } from '../../repositories/post-visibility';
import { createSearchAnchors } from '../../repositories/post-search-keyset';
import { searchPosts, SEARCH_TOTAL_CAP } from '../../repositories/post-search';
import { createSearchTotals } from '../../repositories/search-totals';
import { vietnamToday } from '../../lib/vietnam-date';
import type { PostOrder, PostSearchFilters } from '../../repositories/post-search-where';
import { selectRows } from '../../repositories/sql-rows';
import { findUserById } from '../../repositories/users';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { bearer } from '../../test/helpers';

const PageSchema = envelope(paged(PostRowSchema));
const DetailSchema = envelope(PostDetailSchema);

function unaccent(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

describeEachDatabase('job posts', (kind) => {
  const ctx = useTestContext(kind);
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx().inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return z.parse(PageSchema, response.body).data;
  };

  beforeAll(async () => {
    await seed(ctx().database.db, { posts: 800, companies: 16, rng: 7, now: new Date() });
  });

  it('finds "Kỹ sư phần mềm" from the unaccented "ky su phan mem", title matches first', async () => {
    const data = await page('/api/posts/search/?q=ky%20su%20phan%20mem');
    expect(data.total).toBeGreaterThan(0);
    expect(data.results[0]!.title).toContain('Kỹ sư phần mềm');
    for (const row of data.results) expect(unaccent(row.title)).toContain('ky su phan mem');
  });

  it('requires every word to match', async () => {
    const both = await page('/api/posts/search/?q=ke%20toan%20thue');
    const one = await page('/api/posts/search/?q=ke%20toan');
    expect(both.total).toBeLessThan(one.total);
    expect(both.total).toBeGreaterThan(0);
    const none = await page('/api/posts/search/?q=ke%20toan%20zzzqqq');
    expect(none.total).toBe(0);
  });

  it('applies each filter', async () => {
    const [some] = await selectRows<{ id: number; city: string; field_id: number; position_id: number; enterprise_id: number; experience: string; level: string; type_working: string }>(
      ctx().database.db,
      sql`select p.id, p.city, p.field_id, p.position_id, p.enterprise_id, p.experience, p.level, p.type_working from posts p
        where p.is_active and not p.is_removed and p.deadline >= ${VIETNAM_TODAY_SQL} order by p.id limit 1`,
    );
    const cases: [string, (row: PostRow) => boolean][] = [
      [`city=${encodeURIComponent(some!.city)}`, (row) => row.city === some!.city],
      [`field=${some!.field_id}`, (row) => row.field.id === some!.field_id],
      [`position=${some!.position_id}`, (row) => row.position.id === some!.position_id],
      [`enterprise=${some!.enterprise_id}`, (row) => row.enterprise === some!.enterprise_id],
      [`experience=${encodeURIComponent(some!.experience)}`, (row) => row.experience === some!.experience],
      [`level=${some!.level}`, (row) => row.level === some!.level],
      [`type_working=${encodeURIComponent(some!.type_working)}`, (row) => row.type_working === some!.type_working],
      ['negotiable=true', (row) => row.is_salary_negotiable],
      ['negotiable=false', (row) => !row.is_salary_negotiable],
    ];
    for (const [query, check] of cases) {
      const data = await page(`/api/posts/search/?${query}&page_size=100`);
      expect(data.total, query).toBeGreaterThan(0);
      expect(data.results.every(check), query).toBe(true);
    }
    const scaled = await page('/api/posts/search/?scales=1-9,10-24&page_size=100');
    const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from posts p join enterprises e on e.id = p.enterprise_id
        where p.is_active and not p.is_removed and p.deadline >= ${VIETNAM_TODAY_SQL} and e.scale in ('1-9', '10-24')`,
    );
    expect(scaled.total).toBe(Number(n));
  });

  it('matches salary ranges by overlap and leaves negotiable posts out unless asked', async () => {
    const min = 20_000_000;
    const max = 30_000_000;
    const data = await page(`/api/posts/search/?salary_min=${min}&salary_max=${max}&page_size=100`);
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.results) {
      expect(row.is_salary_negotiable).toBe(false);
      expect(row.salary_max ?? Infinity).toBeGreaterThanOrEqual(min);
      expect(row.salary_min ?? 0).toBeLessThanOrEqual(max);
    }
    const withNegotiable = await page(`/api/posts/search/?salary_min=${min}&salary_max=${max}&negotiable=true`);
    const negotiable = await page('/api/posts/search/?negotiable=true');
    expect(withNegotiable.total).toBe(data.total + negotiable.total);
    const bad = await get('/api/posts/search/?salary_min=30000000&salary_max=1');
    expect(bad.status).toBe(400);
    expect(z.parse(ApiErrorBodySchema, bad.body).errors?.salary_min).toBeDefined();
  });

  it('pages consistently: totals, total_pages and disjoint pages', async () => {
    const first = await page('/api/posts/search/?city=H%C3%A0%20N%E1%BB%99i&page_size=7');
    expect(first.total_pages).toBe(Math.ceil(first.total / 7));
    const second = await page('/api/posts/search/?city=H%C3%A0%20N%E1%BB%99i&page_size=7&page=2');
    expect(second.total).toBe(first.total);
    expect(second.results.some((row) => first.results.some((other) => other.id === row.id))).toBe(false);
    const beyond = await page(`/api/posts/search/?city=H%C3%A0%20N%E1%BB%99i&page_size=7&page=${first.total_pages + 1}`);
    expect(beyond.results).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect((await get('/api/posts/search/?page_size=101')).status).toBe(400);
  });

  it('sorts by newest, salary and the list sorts', async () => {
    const newest = await page('/api/posts/search/?sort=newest&page_size=50');
    const times = newest.results.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const salary = await page('/api/posts/search/?sort=salary&page_size=50');
    const maxes = salary.results.map((row) => row.salary_max ?? -1);
    expect(maxes).toEqual([...maxes].sort((a, b) => b - a));
    const listMin = await page('/api/posts?sort=-salary_min&page_size=50');
    const mins = listMin.results.map((row) => row.salary_min ?? -1);
    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    const list = await page('/api/posts/');
    expect(list.total).toBe((await page('/api/posts/search/')).total);
  });

  it('ranks Premium enterprises ahead among equals', async () => {
    const data = await page('/api/posts/search/?page_size=100');
    const flags = data.results.map((row) => row.is_enterprise_premium);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(flags[0]).toBe(true);
  });

  it.each([
    "'", '"', "'; drop table posts; --", '%', '_', '\\', '%_\\', '😀🔥', '\u0000', 'a\u0000b', ' ', '   ',
    'ky\tsu', '(', ')', '[', '*', '?', '$1', '<script>alert(1)</script>', '\uFFFF', 'x'.repeat(200),
  ])('answers odd input %j without a 500', async (q) => {
    const response = await get(`/api/posts/search/?q=${encodeURIComponent(q)}`);
    expect([200, 400]).toContain(response.status);
    if (response.status === 200) z.parse(PageSchema, response.body);
    const companies = await get(`/api/enterprises/search/?q=${encodeURIComponent(q)}&field=${encodeURIComponent(q)}`);
    expect([200, 400]).toContain(companies.status);
  });

  it.each(['%FF', '%ED%A0%80', '%E0%A4%A', '%', '%%', '%00'])('answers the raw query q=%s without a 500', async (raw) => {
    for (const url of [`/api/posts/search/?q=${raw}`, `/api/enterprises/search/?q=${raw}&field=${raw}`]) {
      expect([200, 400]).toContain((await get(url)).status);
    }
  });

  it('refuses over-long search input with a field error', async () => {
    const response = await get(`/api/posts/search/?q=${'x'.repeat(10_000)}`);
    expect(response.status).toBe(400);
    expect(z.parse(ApiErrorBodySchema, response.body).errors?.q).toBeDefined();
    expect((await get('/api/posts/search/?city=Paris')).status).toBe(400);
    expect((await get('/api/posts/search/?field=abc')).status).toBe(400);
  });

  it('shows a public post with its company and related posts', async () => {
    const list = await page('/api/posts/');
    const id = list.results[0]!.id;
    const response = await get(`/api/post/${id}`);
    expect(response.status).toBe(200);
    const detail = z.parse(DetailSchema, response.body).data;
    expect(detail.id).toBe(id);
    expect(detail.can_view_applicants).toBe(false);
    expect(detail.total_applicants).toBeUndefined();
    expect(detail.related_posts.length).toBeLessThanOrEqual(7);
    expect(detail.related_posts.every((row) => row.field.id === detail.field.id && row.id !== id)).toBe(true);
    expect(detail.enterprise_detail.id).toBe(detail.enterprise);
    expect((await get(`/api/post/${id}/`)).status).toBe(200);
  });

  it('shows an expired post; hides a closed one except from its owner', async () => {
    const [hidden] = await selectRows<{ id: number; owner: number }>(
      ctx().database.db,
      sql`select p.id, e.user_id as owner from posts p join enterprises e on e.id = p.enterprise_id
        where p.deadline < ${VIETNAM_TODAY_SQL} and p.is_active and not p.is_removed and e.is_active order by p.id limit 1`,
    );
    // Past its deadline it stays readable (issue 22: its page says applications are closed)...
    expect((await get(`/api/post/${hidden!.id}`)).status).toBe(200);
    // ...closed by its employer, only its owner reads it.
    await ctx().database.db.execute(sql`update posts set is_active = false where id = ${hidden!.id}`);
    const missing = await get(`/api/post/${hidden!.id}`);
    expect(missing.status).toBe(404);
    expect(z.parse(ApiErrorBodySchema, missing.body).message).toBe('Không tìm thấy tin tuyển dụng');
    const ownerUser = await findUserById(ctx().database.db, Number(hidden!.owner));
    const owner = await get(`/api/post/${hidden!.id}`, bearer(await ctx().app.auth.signAccess(ownerUser!)));
    expect(owner.status).toBe(200);
    const detail = z.parse(DetailSchema, owner.body).data;
    expect(detail.total_applicants).toBe(0);
    expect((await get('/api/post/999999')).status).toBe(404);
    expect((await get('/api/post/abc')).status).toBe(400);
  });

  it("lists one company's public posts", async () => {
    const first = (await page('/api/posts/')).results[0]!;
    const data = await page(`/api/posts/enterprise/${first.enterprise}/?page_size=100`);
    expect(data.total).toBeGreaterThan(0);
    expect(data.results.every((row) => row.enterprise === first.enterprise)).toBe(true);
  });

  it('pages identically whether matches are counted in full or past the total cap', async () => {
    // With a cap of 40 most of these searches take the "dense" path (pages read in index order,
    // title matches first) and their totals past 40 are estimates; with the real cap (10,000 >
    // 800 posts) they are all sorted and counted in full.
    const cases: [PostSearchFilters, PostOrder][] = [
      [{}, 'relevance'],
      [{}, 'newest'],
      [{}, 'salary'],
      [{}, '-salary_min'],
      [{ q: 'nhan vien' }, 'relevance'],
      [{ q: 'ky su' }, 'relevance'],
      [{ q: 'Kế toán' }, 'newest'],
      [{ city: ['Hà Nội'] }, 'relevance'],
      [{ city: ['Hồ Chí Minh'], field: 1 }, 'relevance'],
      [{ q: 'chuyen vien', city: ['Hà Nội'] }, 'relevance'],
      [{ salary_min: 10_000_000 }, 'salary'],
    ];
    for (const [filters, order] of cases) {
      for (const pageNumber of [1, 2, 4]) {
        const paging = { page: pageNumber, page_size: 7 };
        const full = await searchPosts(ctx().database.db, filters, order, paging);
        const capped = await searchPosts(ctx().database.db, filters, order, paging, 40);
        const label = `${JSON.stringify(filters)} ${order} page ${pageNumber}`;
        expect(capped.results.map((row) => row.id), label).toEqual(full.results.map((row) => row.id));
        if (full.total <= 40) expect(capped.total, label).toBe(full.total);
        else expect(capped.total, label).toBeGreaterThan(40);
        expect(capped.total_pages, label).toBe(Math.ceil(capped.total / 7));
      }
    }
  });

  it('answers a page past the end of any search with no rows and the total, not an error', async () => {
    const cases: [PostSearchFilters, PostOrder][] = [
      [{}, 'newest'],
      [{ q: 'nhan vien' }, 'relevance'],
      [{ city: ['Hà Nội'] }, 'salary'],
    ];
    for (const [filters, order] of cases) {
      const first = await searchPosts(ctx().database.db, filters, order, { page: 1, page_size: 100 }, 40);
      const far = await searchPosts(ctx().database.db, filters, order, { page: 300_000_000, page_size: 100 }, 40);
      expect([far.results, far.total, far.page], JSON.stringify(filters)).toEqual([[], first.total, 300_000_000]);
    }
    const answer = await page('/api/posts/search/?page=2147483647&page_size=100');
    expect(answer.results).toEqual([]);
  });

  it('reads pages from the anchors earlier pages left, forward and backward, as OFFSET reads them', async () => {
    const db = ctx().database.db;
    const dialect = new PgDialect();
    const cases: [PostSearchFilters, PostOrder][] = [
      [{}, 'newest'],
      [{}, 'relevance'],
      [{ city: ['Hà Nội'] }, 'salary'],
      [{}, '-salary_min'],
      [{ q: 'nhan vien' }, 'newest'],
    ];
    const ids = (page: Page<PostRow>) => page.results.map((row) => row.id);
    for (const [filters, order] of cases) {
      const anchors = createSearchAnchors();
      const seeks: string[] = [];
      const watching = {
        execute: (query: SQL) => {
          // A row comparison with the anchor's bound keys: `(s.created_at, s.post_id) <= ($1::timestamptz, …)`.
          const seek = /\) (<=|>) \(\$\d+::/.exec(dialect.sqlToQuery(query).sql);
          if (seek) seeks.push(seek[1]!);
          return db.execute(query);
        },
      };
      // Next, previous, a jump, far back, the same page again.
      for (const pageNumber of [5, 6, 4, 9, 2, 7, 7, 3]) {
        const label = `${JSON.stringify(filters)} ${order} page ${pageNumber}`;
        const plain = await searchPosts(db, filters, order, { page: pageNumber, page_size: 7 }, 40);
        const seeking = await searchPosts(watching, filters, order, { page: pageNumber, page_size: 7 }, 40, { anchors });
        expect(ids(seeking), label).toEqual(ids(plain));
        expect(seeking.results, label).toHaveLength(7);
      }
      expect(new Set(seeks), `${JSON.stringify(filters)} ${order}`).toEqual(new Set(['<=', '>']));
    }
  });

  it('counts again when a page comes short under a kept total past the cap (an estimate found too high)', async () => {
    const db = ctx().database.db;
    const filters: PostSearchFilters = { city: ['Hà Nội'] };
    const now = new Date();
    const today = vietnamToday(now);
    const exact = (await searchPosts(db, filters, 'newest', { page: 1, page_size: 10 }, SEARCH_TOTAL_CAP, { now, today })).total;
    const totals = createSearchTotals();
    totals.set({ filters, today, cap: SEARCH_TOTAL_CAP }, 99_999, now.getTime());
    const inside = await searchPosts(db, filters, 'newest', { page: 1, page_size: 10 }, SEARCH_TOTAL_CAP, { now, today, totals });
    expect(inside.total).toBe(99_999);
    const past = await searchPosts(db, filters, 'newest', { page: Math.ceil(exact / 10) + 1, page_size: 10 }, SEARCH_TOTAL_CAP, { now, today, totals });
    expect([past.results.length, past.total]).toEqual([0, exact]);
    expect(totals.get({ filters, today, cap: SEARCH_TOTAL_CAP }, now.getTime())).toBe(exact);
  });

  it('counts a search that grew past the probe although a sparse total of it was kept', async () => {
    const db = ctx().database.db;
    const filters: PostSearchFilters = {};
    const now = new Date();
    const today = vietnamToday(now);
    const exact = (await searchPosts(db, filters, 'newest', { page: 1, page_size: 10 }, 40, { now, today })).total;
    expect(exact).toBeGreaterThan(40);
    const totals = createSearchTotals();
    // As if the search had had 12 matches a moment ago: the probe (cap 40) now finds more.
    totals.set({ filters, today, cap: 40 }, 12, now.getTime());
    const grown = await searchPosts(db, filters, 'newest', { page: 1, page_size: 10 }, 40, { now, today, totals });
    expect(grown.total).toBe(exact);
    expect(grown.results).toHaveLength(10);
  });

  it('estimates a total past the cap, keeps total_pages consistent with it and reaches the pages past the cap', async () => {
    const data = await searchPosts(ctx().database.db, {}, 'relevance', { page: 1, page_size: 10 }, 25);
    expect(data.total).toBeGreaterThan(25);
    expect(data.total_pages).toBe(Math.ceil(data.total / 10));
    expect(data.results).toHaveLength(10);
    const ids = (page: Page<PostRow>) => page.results.map((row) => row.id);
    const deep = await searchPosts(ctx().database.db, {}, 'relevance', { page: 5, page_size: 10 }, 25);
    expect(ids(deep)).toEqual(ids(await searchPosts(ctx().database.db, {}, 'relevance', { page: 5, page_size: 10 })));
    expect(deep.results).toHaveLength(10);
  });

  it('ranks a company ahead as soon as its owner buys Premium, and back when it ends', async () => {
    const [company] = await selectRows<{ id: number; user_id: number }>(
      ctx().database.db,
      sql`select e.id, e.user_id from enterprises e join users u on u.id = e.user_id
        where not u.is_premium and exists (select 1 from post_search s where s.enterprise_id = e.id and s.is_public)
        order by e.id limit 1`,
    );
    const ownPosts = async () => (await page(`/api/posts/search/?enterprise=${company!.id}&page_size=100`)).results;
    expect((await ownPosts()).every((row) => !row.is_enterprise_premium)).toBe(true);
    const clockIn = (ms: number) => new Date(ctx().clock.now().getTime() + ms).toISOString();
    await ctx().database.query(`update users set is_premium = true, premium_expiry = $2 where id = $1`, [company!.user_id, clockIn(30 * DAY_MS)]);
    const all = await page('/api/posts/search/?page_size=100');
    const premiumBlock = all.results.filter((row) => row.is_enterprise_premium);
    expect(premiumBlock.length).toBeGreaterThan(0);
    expect((await ownPosts()).every((row) => row.is_enterprise_premium)).toBe(true);
    const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from post_search where enterprise_id = ${company!.id} and not is_premium`,
    );
    expect(n).toBe(0);
    // Premium running out by the app's clock (time passing, no write) is applied by the refresh.
    await ctx().database.query(`update users set premium_expiry = $2 where id = $1`, [company!.user_id, clockIn(-1000)]);
    await ctx().database.query(`update post_search set is_premium = true where enterprise_id = $1`, [company!.id]);
    await refreshSearchFlags(ctx().database.db, ctx().clock.now());
    expect((await ownPosts()).every((row) => !row.is_enterprise_premium)).toBe(true);
    const [{ stale } = { stale: -1 }] = await selectRows<{ stale: number }>(
      ctx().database.db,
      sql`select count(*)::int as stale from post_search where enterprise_id = ${company!.id} and is_premium`,
    );
    expect(stale).toBe(0);
  });

  it('drops a post from search when its deadline passes (refresh) or it is switched off (trigger)', async () => {
    const first = (await page('/api/posts/search/?sort=newest')).results[0]!;
    await ctx().database.db.execute(sql`update post_search set deadline = ${VIETNAM_TODAY_SQL} - 1 where post_id = ${first.id}`);
    await refreshSearchFlags(ctx().database.db);
    expect((await page('/api/posts/search/?sort=newest&page_size=100')).results.some((row) => row.id === first.id)).toBe(false);
    const second = (await page('/api/posts/search/?sort=newest')).results[0]!;
    await ctx().database.query(`update posts set is_active = false where id = $1`, [second.id]);
    expect((await page('/api/posts/search/?sort=newest&page_size=100')).results.some((row) => row.id === second.id)).toBe(false);
  });

  it('follows a company rename and a new scale in keyword and scale searches', async () => {
    const target = (await page('/api/posts/search/?sort=newest')).results[0]!;
    await ctx().database.query(`update enterprises set company_name = 'Công ty Zyxwộc Thử', scale = '1000+' where id = $1`, [target.enterprise]);
    const byName = await page('/api/posts/search/?q=zyxwoc&page_size=100');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.results.every((row) => row.enterprise === target.enterprise)).toBe(true);
    const byScale = await page('/api/posts/search/?scales=1000%2B&q=zyxwoc&page_size=100');
    expect(byScale.total).toBe(byName.total);
    const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from post_search where enterprise_id = ${target.enterprise} and scale is distinct from '1000+'`,
    );
    expect(n).toBe(0);
  });
});
