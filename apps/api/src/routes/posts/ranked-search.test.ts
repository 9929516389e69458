/**
 * A signed-in candidate's search puts the posts matching their criteria first (API.md: the search
 * route). A dense search (more matches than the probe's cap) finds those posts with their own probe
 * of filters ∧ criteria, which a criteria naming a field and a city or a position reads from
 * post_search_public_criteria_idx, keywords checked on the rows (post-search.ts,
 * preferredProbeSql); a sparse one sorts all its matches at once. Small caps send the same search
 * down the dense path, so both must give the same pages.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed';
import { SEARCH_TOTAL_CAP, searchPosts } from '../../repositories/post-search';
import type { PostSearchFilters } from '../../repositories/post-search-where';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, type CreatedUser } from '../../test/helpers';

describeEachDatabase('a candidate\'s ranked search', (kind) => {
  const ctx = useTestContext(kind);
  /** The open posts' commonest field and city, and that pair's commonest position. */
  let common: { field_id: number; city: string; position_id: number };

  beforeAll(async () => {
    await seed(ctx().database.db, { posts: 240, companies: 12, rng: 29 });
    const [pair] = await selectRows<{ field_id: number; city: string; position_id: number }>(
      ctx().database.db,
      sql`select field_id, city, mode() within group (order by position_id) as position_id
        from post_search where is_public group by field_id, city order by count(*) desc, field_id, city limit 1`,
    );
    common = { field_id: Number(pair!.field_id), city: pair!.city, position_id: Number(pair!.position_id) };
  });

  async function candidateWith(criteria: Record<string, unknown>): Promise<CreatedUser> {
    const candidate = await createUser(ctx());
    const created = await ctx().inject({ method: 'POST', url: '/api/criteria/create/', headers: candidate.headers, payload: criteria });
    expect(created.statusCode, created.body).toBe(201);
    return candidate;
  }

  /** The ids of pages 1-4 of `filters` for `candidate`, totals exact up to `cap`. */
  async function pages(candidate: CreatedUser, filters: PostSearchFilters, cap: number) {
    const options = { viewerId: candidate.user.id, rankByCriteria: true, now: ctx().clock.now() };
    const read = [];
    for (let page = 1; page <= 4; page += 1) {
      const { results } = await searchPosts(ctx().database.db, filters, 'relevance', { page, page_size: 3 }, cap, options);
      read.push(results.map((row) => ({ id: row.id, matches: row.matches_criteria })));
    }
    return read;
  }

  /** How many of the search's matches match the candidate's criteria. */
  async function matchingCount(candidate: CreatedUser, filters: PostSearchFilters): Promise<number> {
    const options = { viewerId: candidate.user.id, rankByCriteria: true, now: ctx().clock.now() };
    const { results } = await searchPosts(ctx().database.db, filters, 'relevance', { page: 1, page_size: 100 }, SEARCH_TOTAL_CAP, options);
    return results.filter((row) => row.matches_criteria).length;
  }

  describe.each([
    ['field and city', () => ({ field: common.field_id, city: common.city })],
    ['field, city and position', () => ({ field: common.field_id, city: common.city, position: common.position_id })],
    ['field and position', () => ({ field: common.field_id, position: common.position_id })],
    ['field, city and a work type', () => ({ field: common.field_id, city: common.city, type_working: 'Toàn thời gian' })],
  ])('criteria of %s', (_name, criteriaOf) => {
    it.each([
      ['no keywords', {}],
      ['keywords', { q: 'nhan vien' }],
      ['keywords and a work type', { q: 'chuyen vien', type_working: ['Toàn thời gian', 'Bán thời gian'] }],
    ] as const)('pages alike, dense or sparse, matching posts first (%s)', async (_what, filters) => {
      const candidate = await candidateWith(criteriaOf());
      const sparse = await pages(candidate, filters as PostSearchFilters, SEARCH_TOTAL_CAP);
      const flags = sparse.flat().map((row) => row.matches);
      expect(flags.indexOf(false) === -1 || !flags.slice(flags.indexOf(false)).includes(true), 'matching posts first').toBe(true);
      // Smaller caps make the search dense: its matching posts then come from their own probe,
      // whose page is taken when they are fewer than the cap, else read in index order.
      const matching = await matchingCount(candidate, filters as PostSearchFilters);
      for (const cap of [2, matching + 1, 4 * (matching + 1)]) expect(await pages(candidate, filters as PostSearchFilters, cap), `cap ${cap}`).toEqual(sparse);
    });
  });

  it('finds matching posts for criteria of a field and a city (the seed has some)', async () => {
    const candidate = await candidateWith({ field: common.field_id, city: common.city });
    const [first] = await pages(candidate, {}, 2);
    expect(first!.length).toBe(3);
    expect(first!.every((row) => row.matches)).toBe(true);
  });
});
