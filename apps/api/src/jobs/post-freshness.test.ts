import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { EmployerPostPageSchema, PostDetailResponseSchema, PostPageResponseSchema, envelope } from '@jobhub/sdk/contract';
import { notificationsOf } from '../test/application-fixtures';
import { bearer, createUser } from '../test/helpers';
import { describeEachDatabase, useTestContext } from '../test/context';
import { VIETNAM_MORNING, createEmployer, createEmployerSetup, insertPost, type TestCatalogue, type TestEmployer } from '../test/employer-fixtures';
import { selectRows } from '../repositories/sql-rows';
import { checkPostFreshness } from './post-freshness';

const DAY_MS = 86_400_000;

describeEachDatabase('post-freshness job', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    ({ catalogue } = await createEmployerSetup(ctx()));
  });

  /** A live post of `employer` posted (and so confirmed) `daysAgo` days before the clock, deadline far ahead. */
  async function postedDaysAgo(employer: TestEmployer, daysAgo: number, title?: string): Promise<number> {
    const id = await insertPost(ctx(), employer, catalogue, { ...(title ? { title } : {}), deadline: '2027-06-30' });
    const at = new Date(ctx().clock.now().getTime() - daysAgo * DAY_MS).toISOString();
    await ctx().database.db.execute(sql`update posts set created_at = ${at}::timestamptz, confirmed_at = ${at}::timestamptz where id = ${id}`);
    return id;
  }

  const searchIds = async (employer: TestEmployer) => {
    const response = await ctx().inject({ method: 'GET', url: `/api/posts/search/?enterprise=${employer.enterpriseId}&page_size=50` });
    return PostPageResponseSchema.parse(response.json()).data.results.map((row) => row.id);
  };
  /** Whether the post was reminded and paused. */
  const stateOf = async (post: number) => {
    const [row] = await selectRows<{ reminded: boolean; paused: boolean }>(
      ctx().database.db,
      sql`select confirm_reminded_at is not null as reminded, paused_at is not null as paused from posts where id = ${post}`,
    );
    return { reminded: Boolean(row!.reminded), paused: Boolean(row!.paused) };
  };
  const mailKeys = async (userId: number) =>
    (await selectRows<{ key: string }>(ctx().database.db, sql`select key from mail_deliveries where user_id = ${userId} order by id`)).map((row) => row.key);

  it('reminds at 30 days, not at 29, once, by notification and mail', async () => {
    const employer = await createEmployer(ctx());
    const young = await postedDaysAgo(employer, 29);
    const due = await postedDaysAgo(employer, 30, 'Kế toán tổng hợp');
    expect(await checkPostFreshness(ctx().app)).toEqual({ reminded: 1, paused: 0 });
    expect(await stateOf(young)).toEqual({ reminded: false, paused: false });
    const notes = await notificationsOf(ctx(), employer.user.id, 'system');
    expect(notes.map((note) => note.object_id)).toEqual([due]);
    expect(notes[0]!.title).toBe('Tin tuyển dụng của bạn còn tuyển không?');
    expect(notes[0]!.message).toContain('Tin "Kế toán tổng hợp" đã 30 ngày chưa được xác nhận');
    expect(await mailKeys(employer.user.id)).toEqual([expect.stringMatching(new RegExp(`^post-confirm:${due}:`))]);
    // Once: a second run writes nothing; the young post stays unreminded.
    expect(await checkPostFreshness(ctx().app)).toMatchObject({ reminded: 0, paused: 0 });
    expect(await searchIds(employer)).toEqual(expect.arrayContaining([young, due]));
  });

  it('sends no mail to an employer who turned application-update mails off (the notification still comes)', async () => {
    const employer = await createEmployer(ctx());
    await ctx().database.db.execute(sql`update users set mail_application_updates = false where id = ${employer.user.id}`);
    const due = await postedDaysAgo(employer, 31);
    await checkPostFreshness(ctx().app);
    expect((await notificationsOf(ctx(), employer.user.id, 'system')).map((note) => note.object_id)).toEqual([due]);
    expect(await mailKeys(employer.user.id)).toEqual([]);
  });

  it('pauses at 37 days (not 36), out of search but readable, until the employer confirms with one click', async () => {
    const employer = await createEmployer(ctx());
    const post = await postedDaysAgo(employer, 30);
    await checkPostFreshness(ctx().app); // reminded at day 30
    ctx().clock.advance(6 * DAY_MS); // day 36
    try {
      await checkPostFreshness(ctx().app);
      expect(await stateOf(post)).toEqual({ reminded: true, paused: false });
      expect(await searchIds(employer)).toContain(post);
      ctx().clock.advance(DAY_MS); // day 37
      expect((await checkPostFreshness(ctx().app)).paused).toBeGreaterThanOrEqual(1);
      expect(await stateOf(post)).toEqual({ reminded: true, paused: true });
      expect(await searchIds(employer)).not.toContain(post);

      // The public page answers with the paused state, not an error; applying is closed.
      const page = await ctx().inject({ method: 'GET', url: `/api/post/${post}/` });
      expect(page.statusCode).toBe(200);
      expect(PostDetailResponseSchema.parse(page.json()).data.is_paused).toBe(true);

      // The employer's list says so (a token signed now: the first one expired with the clock's move).
      const headers = bearer(await ctx().app.auth.signAccess(employer.user));
      const own = await ctx().inject({ method: 'GET', url: '/api/posts/enterprise/', headers });
      const row = envelope(EmployerPostPageSchema).parse(own.json()).data.results.find((item) => item.id === post);
      expect(row?.is_paused).toBe(true);

      // Closed like an expired post: a candidate cannot save it.
      const candidate = await createUser(ctx(), { role: 'candidate' });
      const save = await ctx().inject({ method: 'POST', url: '/api/saved-posts/save/', headers: candidate.headers, payload: { post_id: post } });
      expect(save.statusCode).toBeGreaterThanOrEqual(400);
      expect(save.statusCode).toBeLessThan(500);

      // Another employer cannot confirm it.
      const other = await createEmployer(ctx());
      expect((await ctx().inject({ method: 'PUT', url: `/api/post/${post}/confirm/`, headers: other.headers })).statusCode).toBe(404);

      const confirmed = await ctx().inject({ method: 'PUT', url: `/api/post/${post}/confirm/`, headers });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ message: 'Đã xác nhận tin còn tuyển', data: { confirmed_at: ctx().clock.now().toISOString(), is_paused: false } });
      expect(await searchIds(employer)).toContain(post);
      const after = PostDetailResponseSchema.parse((await ctx().inject({ method: 'GET', url: `/api/post/${post}/` })).json()).data;
      expect(after).toMatchObject({ is_paused: false, confirmed_at: ctx().clock.now().toISOString() });
      // Confirmed today: the reminder and pause clocks start again.
      await checkPostFreshness(ctx().app);
      expect(await stateOf(post)).toEqual({ reminded: false, paused: false });
    } finally {
      ctx().clock.set(VIETNAM_MORNING);
    }
  });

  it('never pauses a post whose reminder is younger than the 7 days between reminder and pause', async () => {
    const employer = await createEmployer(ctx());
    // Already 60 days old when the feature shipped: reminded first, paused only 7 days later.
    const old = await postedDaysAgo(employer, 60);
    await checkPostFreshness(ctx().app);
    expect(await stateOf(old)).toEqual({ reminded: true, paused: false });
    expect(await searchIds(employer)).toContain(old);
    ctx().clock.advance(6 * DAY_MS);
    try {
      await checkPostFreshness(ctx().app);
      expect(await stateOf(old)).toEqual({ reminded: true, paused: false });
      ctx().clock.advance(DAY_MS);
      await checkPostFreshness(ctx().app);
      expect(await stateOf(old)).toEqual({ reminded: true, paused: true });
      expect(await searchIds(employer)).not.toContain(old);
    } finally {
      ctx().clock.set(VIETNAM_MORNING);
    }
  });
});
