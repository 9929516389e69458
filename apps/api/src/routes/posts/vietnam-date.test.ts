/**
 * "Is this post still open" uses one date everywhere: today in Vietnam (UTC+7) by the app's clock
 * (lib/vietnam-date.ts, repositories/post-visibility.ts), never the database's UTC current_date.
 * At 2026-03-05T18:30:00Z it is 01:30 on 6 March in Vietnam: a post whose deadline was 5 March is
 * closed (search, company list, recommendations, related posts, detail, saving, applying, job
 * counts) and one whose deadline is 6 March is open, on both databases.
 */
import {
  ApiErrorBodySchema,
  ApplicationSchema,
  EnterpriseSchema,
  PostDetailResponseSchema,
  PostPageResponseSchema,
  RecommendedPostPageSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { vietnamToday } from '../../lib/vietnam-date';
import { refreshSearchFlags } from '../../repositories/post-visibility';
import { selectRows } from '../../repositories/sql-rows';
import { multipartForm } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createEmployerSetup, insertPost, TEST_PDF, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, uniqueSuffix, type CreatedUser } from '../../test/helpers';
import { MSG_POST_CLOSED } from '../applications/applications.messages';

/** 01:30 on 6 March 2026 in Vietnam, still 5 March in UTC. */
const AFTER_MIDNIGHT_IN_VIETNAM = '2026-03-05T18:30:00.000Z';

describeEachDatabase('open posts by the Vietnamese date', (kind) => {
  const ctx = useTestContext(kind, { now: AFTER_MIDNIGHT_IN_VIETNAM });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;
  let candidate: CreatedUser;
  /** A word only this test's posts carry. */
  let word: string;
  /** Deadline 5 March (closed since 17:00 UTC on 5 March), 6 March (open), and a third open post. */
  let closed: number;
  let open: number;
  let neighbour: number;

  const call = async (method: 'GET' | 'POST', url: string, user?: CreatedUser, payload?: object) => {
    const response = await ctx().inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const searched = async (user?: CreatedUser) =>
    PostPageResponseSchema.parse((await call('GET', `/api/posts/search/?q=${word}&page_size=50`, user)).body).data.results.map((row) => row.id);
  const companyList = async () =>
    PostPageResponseSchema.parse((await call('GET', `/api/posts/enterprise/${employer.enterpriseId}/?page_size=50`)).body).data.results.map((row) => row.id);
  const recommended = async () =>
    envelope(RecommendedPostPageSchema)
      .parse((await call('GET', '/api/posts/recommended/?page_size=50', candidate)).body)
      .data.results.map((row) => row.id);
  const related = async () =>
    PostDetailResponseSchema.parse((await call('GET', `/api/post/${neighbour}/`)).body).data.related_posts.map((row) => row.id);
  const jobCount = async () => envelope(EnterpriseSchema).parse((await call('GET', `/api/enterprises/${employer.enterpriseId}/`)).body).data.job_count;
  const apply = async (postId: number) => {
    const form = multipartForm(
      { post: String(postId), name: 'Ứng Viên Thử', email: 'ung.vien@example.vn', phone_number: '0912345678', description: 'Xin ứng tuyển' },
      { cv: { name: 'cv.pdf', body: TEST_PDF, type: 'application/pdf' } },
    );
    const response = await ctx().inject({ method: 'POST', url: '/api/cv/create/', headers: { ...candidate.headers, ...form.headers }, payload: form.payload });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
    candidate = await createUser(ctx());
    word = `hanchot${uniqueSuffix()}`;
    closed = await insertPost(ctx(), employer, catalogue, { title: `Tin hết hạn hôm qua ${word}`, deadline: '2026-03-05' });
    open = await insertPost(ctx(), employer, catalogue, { title: `Tin hết hạn hôm nay ${word}`, deadline: '2026-03-06' });
    neighbour = await insertPost(ctx(), employer, catalogue, { title: `Tin cùng ngành ${word}`, deadline: '2026-04-30' });
    const criteria = await call('POST', '/api/criteria/create/', candidate, { field: catalogue.fieldId });
    expect(criteria.status).toBe(201);
  });

  it('reads today as 6 March in Vietnam while UTC is still on 5 March', () => {
    expect(ctx().clock.now().toISOString().slice(0, 10)).toBe('2026-03-05');
    expect(vietnamToday(ctx().clock.now())).toBe('2026-03-06');
  });

  it('leaves the post that closed at midnight in Vietnam out of search, lists, recommendations and related posts', async () => {
    expect((await searched()).sort()).toEqual([open, neighbour].sort());
    expect((await searched(candidate)).sort()).toEqual([open, neighbour].sort());
    expect((await companyList()).sort()).toEqual([open, neighbour].sort());
    expect((await recommended()).sort()).toEqual([open, neighbour].sort());
    expect(await related()).toEqual([open]);
    expect(await jobCount()).toBe(2);
  });

  it('still shows the closed post detail (its deadline passed: applications closed) and the open one', async () => {
    // Issue 22: a post past its deadline stays readable on its page; nothing else treats it as open.
    expect(PostDetailResponseSchema.parse((await call('GET', `/api/post/${closed}/`, candidate)).body).data.id).toBe(closed);
    expect((await call('GET', `/api/post/${closed}/`)).status).toBe(200);
    expect(PostDetailResponseSchema.parse((await call('GET', `/api/post/${open}/`, candidate)).body).data.deadline).toBe('2026-03-06');
    // Its owner still reads it.
    expect(PostDetailResponseSchema.parse((await call('GET', `/api/post/${closed}/`, employer)).body).data.id).toBe(closed);
  });

  it('refuses to save or apply to the closed post and accepts the open one', async () => {
    expect((await call('POST', '/api/saved-posts/save/', candidate, { post_id: closed })).status).toBe(404);
    expect((await call('POST', '/api/saved-posts/save/', candidate, { post_id: open })).status).toBe(201);
    const refused = await apply(closed);
    expect(refused.status).toBe(400);
    expect(ApiErrorBodySchema.parse(refused.body)).toMatchObject({ message: MSG_POST_CLOSED, errors: { post: [MSG_POST_CLOSED] } });
    const accepted = await apply(open);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(envelope(ApplicationSchema).parse(accepted.body).data.post).toBe(open);
  });

  it('keeps a post open until 24:00 in Vietnam, whatever the UTC date, and closes it right after', async () => {
    try {
      ctx().clock.set('2026-03-05T16:59:59.000Z'); // 23:59:59 on 5 March in Vietnam
      expect((await searched()).sort()).toEqual([closed, open, neighbour].sort());
      expect((await call('GET', `/api/post/${closed}/`)).status).toBe(200);
      ctx().clock.set('2026-03-05T17:00:00.000Z'); // 00:00 on 6 March in Vietnam
      expect(await searched()).not.toContain(closed);
      expect((await call('POST', '/api/saved-posts/save/', candidate, { post_id: closed })).status).toBe(404);
    } finally {
      ctx().clock.set(AFTER_MIDNIGHT_IN_VIETNAM);
    }
  });

  it('switches off the search flag of the closed post only, by the date of the clock it is given', async () => {
    await refreshSearchFlags(ctx().database.db, ctx().clock.now());
    const flags = await selectRows<{ post_id: number; is_public: boolean }>(
      ctx().database.db,
      sql`select post_id, is_public from post_search where post_id in (${closed}, ${open}, ${neighbour}) order by post_id`,
    );
    expect(Object.fromEntries(flags.map((row) => [Number(row.post_id), Boolean(row.is_public)]))).toEqual({ [closed]: false, [open]: true, [neighbour]: true });
    expect((await searched()).sort()).toEqual([open, neighbour].sort());
  });

  it('computes the same Vietnamese date in SQL for the refresh of the previous release', async () => {
    // jh_post_search_refresh() without a date (migration 0016) uses the database clock this way.
    const [row] = await selectRows<{ today: string; at: string }>(
      ctx().database.db,
      sql`select (now() at time zone 'Asia/Ho_Chi_Minh')::date::text as today,
        ('2026-03-05T18:30:00Z'::timestamptz at time zone 'Asia/Ho_Chi_Minh')::date::text as at`,
    );
    expect(row!.at).toBe('2026-03-06');
    expect([vietnamToday(new Date(Date.now() - 1000)), vietnamToday(new Date())]).toContain(row!.today);
  });
});
