import { ApiErrorBodySchema, EmployerStatisticsSchema, envelope } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { VIETNAM_MORNING, createEmployer, createEmployerSetup, dateIn, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';

const Stats = envelope(EmployerStatisticsSchema);
const HOUR_MS = 3_600_000;

describeEachDatabase('employer statistics', (kind) => {
  // 2026-11-20 03:00 UTC = 10:00 on 20/11/2026 in Vietnam: the last 6 months are 06/2026 … 11/2026.
  const NOW = VIETNAM_MORNING;
  const ctx = useTestContext(kind, { now: NOW });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;
  const posts: Record<string, number> = {};
  const fillers: number[] = [];

  const setCreated = (table: 'posts' | 'applications', id: number, at: string) =>
    ctx().database.db.execute(sql`update ${sql.raw(table)} set created_at = ${at}::timestamptz where id = ${id}`);
  const applicationAt = async (postId: number, status: 'pending' | 'approved' | 'rejected', at: string) => {
    const candidate = await createUser(ctx());
    const id = await insertApplication(ctx(), postId, candidate.user.id);
    await ctx().database.db.execute(sql`update applications set status = ${status}, created_at = ${at}::timestamptz where id = ${id}`);
    return id;
  };
  const interview = (applicationId: number, status: string, hoursFromNow: number) =>
    ctx().database.db.execute(
      sql`insert into interviews (application_id, title, interview_date, location, status)
        values (${applicationId}, 'Phỏng vấn', ${new Date(NOW.getTime() + hoursFromNow * HOUR_MS).toISOString()}::timestamptz, 'Hà Nội', ${status})`,
    );

  const getAs = (user: CreatedUser, url: string) => ctx().inject({ method: 'GET', url, headers: user.headers });
  /** The statistics `user` sees, parsed with the contract schema. */
  const statisticsOf = async (user: CreatedUser, url = '/api/enterprises/statistics/') => Stats.parse((await getAs(user, url)).json()).data;

  /**
   * The company: 12 posts — open (created 10/11), expired (15/09), hidden (01/05), removed (01/08) and
   * 8 expired fillers from January; 4 applications (2 pending, 1 approved, 1 rejected) of which 3 lie
   * in the last 6 months; 6 interviews (2 upcoming, 2 completed).
   */
  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
    posts.open = await insertPost(ctx(), employer, catalogue, {
      title: 'Tin đang mở',
      deadline: dateIn(ctx(), 30),
    });
    posts.expired = await insertPost(ctx(), employer, catalogue, {
      title: 'Tin hết hạn',
      deadline: dateIn(ctx(), -1),
    });
    posts.hidden = await insertPost(ctx(), employer, catalogue, {
      title: 'Tin tạm ẩn',
      is_active: false,
      deadline: dateIn(ctx(), 10),
    });
    posts.removed = await insertPost(ctx(), employer, catalogue, {
      title: 'Tin bị gỡ',
      is_removed: true,
      deadline: dateIn(ctx(), 5),
    });
    await setCreated('posts', posts.open, '2026-11-10T02:00:00Z');
    await setCreated('posts', posts.expired, '2026-09-15T02:00:00Z');
    await setCreated('posts', posts.hidden, '2026-05-01T02:00:00Z');
    await setCreated('posts', posts.removed, '2026-08-01T02:00:00Z');
    for (let i = 0; i < 8; i++) {
      const id = await insertPost(ctx(), employer, catalogue, {
        title: `Tin cũ ${i}`,
        deadline: `2026-02-0${i + 1}`,
      });
      await setCreated('posts', id, `2026-01-0${i + 1}T02:00:00Z`);
      fillers.push(id);
    }

    const pending = await applicationAt(posts.open, 'pending', '2026-11-19T02:00:00Z');
    const approved = await applicationAt(posts.open, 'approved', '2026-10-05T02:00:00Z');
    // 00:30 on 01/06 in Vietnam: inside the window, in 06/2026.
    await applicationAt(posts.open, 'rejected', '2026-05-31T17:30:00Z');
    // 23:30 on 31/05 in Vietnam: counted in the totals, outside the months.
    await applicationAt(posts.expired, 'pending', '2026-05-31T16:30:00Z');

    await interview(pending, 'scheduled', 48);
    await interview(pending, 'accepted', 24);
    await interview(approved, 'accepted', -24);
    await interview(approved, 'completed', -48);
    await interview(approved, 'declined', 24);
    await interview(approved, 'scheduled', -2);

    // Another company's data stays out.
    const other = await createEmployer(ctx());
    const otherPost = await insertPost(ctx(), other, catalogue);
    await interview(await applicationAt(otherPost, 'approved', '2026-11-19T02:00:00Z'), 'scheduled', 24);
  });

  it('counts total, active and expired posts', async () => {
    const data = await statisticsOf(employer);
    expect(data).toMatchObject({
      total_posts: 12,
      active_posts: 1,
      expired_posts: 9,
    });
  });

  it('counts applicants by status and interviews upcoming / completed', async () => {
    const data = await statisticsOf(employer);
    expect(data).toMatchObject({
      total_applicants: 4,
      pending_applicants: 2,
      approved_applicants: 1,
      rejected_applicants: 1,
      total_interviews: 6,
      upcoming_interviews: 2,
      completed_interviews: 2,
    });
  });

  it('gives monthly_stats for the last 6 months as MM/YYYY in Vietnam time, oldest first', async () => {
    const data = await statisticsOf(employer);
    expect(data.monthly_stats).toEqual([
      { month: '06/2026', applicants: 1, posts: 0 },
      { month: '07/2026', applicants: 0, posts: 0 },
      { month: '08/2026', applicants: 0, posts: 1 },
      { month: '09/2026', applicants: 0, posts: 1 },
      { month: '10/2026', applicants: 1, posts: 0 },
      { month: '11/2026', applicants: 1, posts: 1 },
    ]);
  });

  it('gives post_stats for the 10 latest posts with their applicants', async () => {
    const data = await statisticsOf(employer);
    expect(data.post_stats.map((post) => post.id)).toEqual([posts.open, posts.expired, posts.removed, posts.hidden, ...fillers.slice(2).reverse()]);
    expect(data.post_stats[0]).toEqual({
      id: posts.open,
      title: 'Tin đang mở',
      applicants: 3,
      is_active: true,
      deadline: dateIn(ctx(), 30),
      created_at: '2026-11-10T02:00:00.000Z',
      total_applicants: 3,
      pending_applicants: 1,
      approved_applicants: 1,
      rejected_applicants: 1,
    });
    expect(data.post_stats.map((post) => [post.applicants, post.is_active]).slice(1, 4)).toEqual([
      [1, true],
      [0, false],
      [0, false],
    ]);
  });

  it('answers the same on GET /api/statistics/, and 404 for an employer without a company', async () => {
    const a = (await getAs(employer, '/api/enterprises/statistics/')).json();
    const b = (await getAs(employer, '/api/statistics/')).json();
    expect(Stats.parse(b)).toEqual(Stats.parse(a));

    const lone = await createUser(ctx(), { role: 'employer' });
    const response = await getAs(lone, '/api/statistics/');
    expect(response.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Bạn chưa có doanh nghiệp');
  });

  it('gives zeros and six empty months to a new company', async () => {
    const fresh = await createEmployer(ctx());
    const data = await statisticsOf(fresh, '/api/statistics/');
    expect(data).toMatchObject({
      total_posts: 0,
      active_posts: 0,
      expired_posts: 0,
      total_applicants: 0,
      total_interviews: 0,
      post_stats: [],
    });
    expect(data.monthly_stats.map((month) => [month.month, month.applicants, month.posts])).toEqual(
      ['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026'].map((month) => [month, 0, 0]),
    );
  });

  it('gives an admin the same figures over the whole platform, on both URLs', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const platform = await statisticsOf(admin);
    expect(Stats.parse((await getAs(admin, '/api/statistics/')).json()).data).toEqual(platform);

    const today = dateIn(ctx(), 0);
    const [counts] = await ctx().database.query<Record<string, number>>(
      `select
        (select count(*)::int from posts) as total_posts,
        (select count(*)::int from posts where is_active and not is_removed and deadline >= $1::date) as active_posts,
        (select count(*)::int from posts where deadline < $1::date) as expired_posts,
        (select count(*)::int from applications) as total_applicants,
        (select count(*)::int from applications where status = 'pending') as pending_applicants,
        (select count(*)::int from interviews) as total_interviews`,
      [today],
    );
    expect(platform).toMatchObject(counts!);
    expect(platform.total_posts).toBeGreaterThan((await statisticsOf(employer)).total_posts);
    const latest = await ctx().database.query<{ id: number }>('select id from posts order by created_at desc, id desc limit 10');
    expect(platform.post_stats.map((post) => post.id)).toEqual(latest.map((row) => Number(row.id)));
    expect(platform.monthly_stats.map((month) => month.month)).toEqual(['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026']);

    const candidate = await createUser(ctx());
    expect((await getAs(candidate, '/api/statistics/')).statusCode).toBe(403);
  });
});
