import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { PostDetailResponseSchema, PostPageResponseSchema, type ResponseRate } from '@jobhub/sdk/contract';
import { describeEachDatabase, useTestContext } from '../test/context';
import { createUser } from '../test/helpers';
import { VIETNAM_MORNING, createEmployer, createEmployerSetup, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../test/employer-fixtures';
import { refreshResponseStats } from './response-stats';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describeEachDatabase('company response rate', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    ({ catalogue } = await createEmployerSetup(ctx()));
  });

  /** `count` applications to a new post of `employer`, received `daysAgo` days before the clock. */
  async function receive(employer: TestEmployer, count: number, daysAgo = 10): Promise<number[]> {
    const post = await insertPost(ctx(), employer, catalogue);
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const candidate = await createUser(ctx(), { role: 'candidate' });
      const id = await insertApplication(ctx(), post, candidate.user.id);
      const received = new Date(ctx().clock.now().getTime() - daysAgo * DAY_MS).toISOString();
      await ctx().database.db.execute(sql`update applications set created_at = ${received}::timestamptz where id = ${id}`);
      ids.push(id);
    }
    return ids;
  }

  /** The employer answers (status change through the API) `hoursAfter` hours after the application arrived. */
  async function answer(employer: TestEmployer, id: number, hoursAfter: number, daysAgo = 10): Promise<void> {
    const start = ctx().clock.now();
    ctx().clock.set(start.getTime() - daysAgo * DAY_MS + hoursAfter * HOUR_MS);
    try {
      const response = await ctx().inject({ method: 'PUT', url: `/api/cv/${id}/status/`, headers: employer.headers, payload: { status: 'approved' } });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      ctx().clock.set(start);
    }
  }

  async function rateOnSearch(employer: TestEmployer): Promise<ResponseRate | null | undefined> {
    const response = await ctx().inject({ method: 'GET', url: `/api/posts/search/?enterprise=${employer.enterpriseId}` });
    const page = PostPageResponseSchema.parse(response.json()).data;
    return page.results[0]?.response_rate;
  }

  it('shows no rate for a company with no applications or fewer than five in 90 days', async () => {
    const none = await createEmployer(ctx());
    await insertPost(ctx(), none, catalogue);
    const few = await createEmployer(ctx());
    const ids = await receive(few, 4);
    for (const id of ids) await answer(few, id, 5);
    await refreshResponseStats(ctx().app.db, ctx().clock.now());
    expect(await rateOnSearch(none)).toBeNull();
    expect(await rateOnSearch(few)).toBeNull();
  });

  it('gives the answered share and the median hours to the first answer for many applications', async () => {
    const employer = await createEmployer(ctx());
    const ids = await receive(employer, 6);
    // Five answered after 2, 10, 30, 50 and 90 hours (median 30); one never.
    const delays = [2, 10, 30, 50, 90];
    for (const [index, hours] of delays.entries()) await answer(employer, ids[index]!, hours);
    // A second change later does not move the first answer.
    await answer(employer, ids[0]!, 200);
    // Old applications (over 90 days) are left out.
    await receive(employer, 3, 91);
    expect(await refreshResponseStats(ctx().app.db, ctx().clock.now())).toBeGreaterThan(0);
    expect(await rateOnSearch(employer)).toEqual({ rate: 83, median_hours: 30, applications: 6 });

    const post = (await ctx().database.db.execute(sql`select id from posts where enterprise_id = ${employer.enterpriseId} limit 1`)) as unknown;
    const postId = Number((Array.isArray(post) ? post : (post as { rows: { id: number }[] }).rows)[0]!.id);
    const detail = PostDetailResponseSchema.parse((await ctx().inject({ method: 'GET', url: `/api/post/${postId}/` })).json()).data;
    expect(detail.response_rate).toEqual({ rate: 83, median_hours: 30, applications: 6 });
    const company = await ctx().inject({ method: 'GET', url: `/api/enterprises/${employer.enterpriseId}/` });
    expect(company.json().data.response_rate).toEqual({ rate: 83, median_hours: 30, applications: 6 });
  });

  it('counts an interview as an answer and shows 0% when nothing was answered', async () => {
    const silent = await createEmployer(ctx());
    await receive(silent, 5);
    const interviewing = await createEmployer(ctx());
    const ids = await receive(interviewing, 5);
    for (const id of ids) {
      const response = await ctx().inject({
        method: 'POST',
        url: '/api/interviews/',
        headers: interviewing.headers,
        payload: { cv: id, title: 'Phỏng vấn vòng 1', interview_date: new Date(ctx().clock.now().getTime() + 3 * DAY_MS).toISOString(), location: 'Hà Nội' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await refreshResponseStats(ctx().app.db, ctx().clock.now());
    expect(await rateOnSearch(silent)).toEqual({ rate: 0, median_hours: null, applications: 5 });
    expect(await rateOnSearch(interviewing)).toMatchObject({ rate: 100, applications: 5 });
  });

  it('filters "Thường phản hồi" and sorts "Phản hồi nhanh" from the refreshed figures', async () => {
    const fast = await createEmployer(ctx());
    const slow = await createEmployer(ctx());
    const rare = await createEmployer(ctx());
    for (const [employer, hours, answered] of [
      [fast, 3, 5],
      [slow, 100, 5],
      [rare, 1, 1],
    ] as const) {
      const ids = await receive(employer, 5);
      for (const id of ids.slice(0, answered)) await answer(employer, id, hours);
    }
    await refreshResponseStats(ctx().app.db, ctx().clock.now());
    const search = async (query: string) => {
      const page = PostPageResponseSchema.parse((await ctx().inject({ method: 'GET', url: `/api/posts/search/?page_size=50&${query}` })).json()).data;
      return page.results.map((row) => row.enterprise);
    };
    const responsive = await search('responsive=true');
    expect(responsive).toContain(fast.enterpriseId);
    expect(responsive).toContain(slow.enterpriseId);
    expect(responsive).not.toContain(rare.enterpriseId);
    const ordered = (await search('sort=fast_response')).filter((id) => [fast, slow, rare].some((e) => e.enterpriseId === id));
    expect(ordered).toEqual([fast.enterpriseId, slow.enterpriseId, rare.enterpriseId]);
    const bad = await ctx().inject({ method: 'GET', url: '/api/posts/search/?sort=nhanh' });
    expect(bad.statusCode).toBe(400);
  });
});
