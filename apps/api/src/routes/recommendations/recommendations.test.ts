import { ApiErrorBodySchema, NO_CRITERIA_MESSAGE, RecommendedPostPageSchema, envelope } from '@jobhub/sdk/contract';
import type { RecommendedPost } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { RECOMMEND_WEIGHTS } from '../../repositories/criteria';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, type CreatedUser } from '../../test/helpers';
import { publicPosts, seedSmallCatalogue, VIETNAM_TODAY_SQL, type PostFacts } from '../../test/marketplace-fixtures';

const PageResponse = envelope(RecommendedPostPageSchema);
const SALARY_MIN = 15_000_000;

describeEachDatabase('recommended posts', (kind) => {
  const ctx = useTestContext(kind);
  let post: PostFacts;
  let scaleOf: Map<number, string | null>;
  const call = async (method: 'GET' | 'POST', url: string, user?: CreatedUser, payload?: unknown) => {
    const response = await ctx().inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), 400, 8);
    [post] = (await publicPosts(ctx(), 1)) as [PostFacts];
    const scales = await selectRows<{ id: number; scale: string | null }>(ctx().database.db, sql`select id, scale from enterprises`);
    scaleOf = new Map(scales.map((row) => [Number(row.id), row.scale]));
  });

  it('answers an empty page without criteria and is for candidates only', async () => {
    const me = await createUser(ctx());
    const response = await call('GET', '/api/posts/recommended/', me);
    expect(response.status).toBe(200);
    expect(PageResponse.parse(response.body)).toMatchObject({ message: NO_CRITERIA_MESSAGE, data: { results: [], has_criteria: false } });
    expect((await call('GET', '/api/posts/recommended/')).status).toBe(401);
    const employer = await createUser(ctx(), { role: 'employer' });
    expect((await call('GET', '/api/posts/recommended', employer)).status).toBe(403);
    const bad = await call('GET', '/api/posts/recommended/?page=abc&page_size=1000', me);
    expect(bad.status).toBe(400);
    expect(Object.keys(ApiErrorBodySchema.parse(bad.body).errors ?? {}).sort()).toEqual(['page', 'page_size']);
  });

  it('answers a candidate without criteria 200 with an empty page marked has_criteria: false (issue 26)', async () => {
    const me = await createUser(ctx());
    const response = await call('GET', '/api/posts/recommended/?page_size=5', me);
    expect(response.status).toBe(200);
    expect(PageResponse.parse(response.body)).toEqual({
      status: 200,
      message: NO_CRITERIA_MESSAGE,
      data: { results: [], total: 0, page: 1, total_pages: 0, page_size: 5, has_criteria: false },
    });
    expect((await call('POST', '/api/criteria/create/', me, { field: post.field_id })).status).toBe(201);
    const found = PageResponse.parse((await call('GET', '/api/posts/recommended/', me)).body).data;
    expect(found.has_criteria).toBe(true);
    expect(found.total).toBeGreaterThan(0);
  });

  it('scores public posts of the field that meet salary_min, best first, then newest, paged', async () => {
    const me = await createUser(ctx());
    const criteria = { field: post.field_id, position: post.position_id, city: post.city, salary_min: SALARY_MIN, type_working: 'Toàn thời gian', experience: '1-2 năm', scales: ['100-499', '500-999'] };
    expect((await call('POST', '/api/criteria/create/', me, criteria)).status).toBe(201);

    const all: RecommendedPost[] = [];
    let page = 1;
    let totalPages = 1;
    do {
      const answer = await call('GET', `/api/posts/recommended/?page=${page}&page_size=7`, me);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = PageResponse.parse(answer.body).data;
      expect(data.page_size).toBe(7);
      totalPages = data.total_pages;
      all.push(...data.results);
      expect(data.total).toBeGreaterThan(0);
      page += 1;
    } while (page <= totalPages);

    const [expected] = await selectRows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from posts p where p.is_active and not p.is_removed and p.deadline >= ${VIETNAM_TODAY_SQL}
        and p.field_id = ${post.field_id} and (p.is_salary_negotiable or coalesce(p.salary_max, 1e15) >= ${SALARY_MIN})`,
    );
    expect(all).toHaveLength(expected!.n);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);

    const w = RECOMMEND_WEIGHTS;
    for (const row of all) {
      expect(row.field.id).toBe(post.field_id);
      expect(row.is_salary_negotiable || (row.salary_max ?? Infinity) >= SALARY_MIN).toBe(true);
      const score =
        w.field +
        (row.position.id === criteria.position ? w.position : 0) +
        (row.is_salary_negotiable ? w.salary / 2 : w.salary) +
        (row.city === criteria.city ? w.city : 0) +
        (row.type_working === criteria.type_working ? w.type_working : 0) +
        (row.experience === criteria.experience ? w.experience : 0) +
        (criteria.scales.includes(scaleOf.get(row.enterprise) ?? '') ? w.scale : 0);
      expect(row.score, `post ${row.id}`).toBe(score);
    }
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.score > b.score || (a.score === b.score && a.created_at >= b.created_at)).toBe(true);
    }
    expect(all[0]!.position.id).toBe(post.position_id);
    expect(all.every((row) => row.is_saved === false)).toBe(true);
  });

  it('ranges over every field without a field criterion and marks saved rows', async () => {
    const me = await createUser(ctx());
    await call('POST', '/api/criteria/create/', me, { city: post.city });
    expect((await call('POST', '/api/saved-posts/save/', me, { post_id: post.id })).status).toBe(201);
    const data = PageResponse.parse((await call('GET', '/api/posts/recommended/?page_size=100', me)).body).data;
    expect(new Set(data.results.map((row) => row.field.id)).size).toBeGreaterThan(1);
    expect(data.results[0]!.city).toBe(post.city);
    expect(data.results.find((row) => row.id === post.id)).toMatchObject({ is_saved: true, matches_criteria: true, score: RECOMMEND_WEIGHTS.city });
    const [publicCount] = await selectRows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from posts p where p.is_active and not p.is_removed and p.deadline >= ${VIETNAM_TODAY_SQL}`,
    );
    expect(data.total).toBe(publicCount!.n);
  });

  it('leaves out posts the candidate already applied to (the total too)', async () => {
    const me = await createUser(ctx());
    await call('POST', '/api/criteria/create/', me, { city: post.city });
    const before = PageResponse.parse((await call('GET', '/api/posts/recommended/?page_size=100', me)).body).data;
    expect(before.results.some((row) => row.id === post.id)).toBe(true);
    await ctx().database.db.execute(
      sql`insert into applications (post_id, user_id, name, email, phone_number, cv_path, cv_file_name, cv_file_type)
        values (${post.id}, ${me.user.id}, 'Ứng viên', 'uv@example.vn', '0912345678', 'private/cv/x.pdf', 'cv.pdf', 'pdf')`,
    );
    const after = PageResponse.parse((await call('GET', '/api/posts/recommended/?page_size=100', me)).body).data;
    expect(after.results.some((row) => row.id === post.id)).toBe(false);
    expect(after.total).toBe(before.total - 1);
  });
});
