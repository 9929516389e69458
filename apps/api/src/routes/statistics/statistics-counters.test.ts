import { EmployerStatisticsSchema, envelope } from '@jobhub/sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { VIETNAM_MORNING, createEmployerSetup, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';

const Stats = envelope(EmployerStatisticsSchema);
const HOUR_MS = 3_600_000;

/** The trigger-kept counters (migration 0015) after withdrawals, status changes and deletions. */
describeEachDatabase('employer statistics counters', (kind) => {
  // 10:00 on 20/11/2026 in Vietnam: the last 6 months are 06/2026 … 11/2026.
  const NOW = VIETNAM_MORNING;
  const ctx = useTestContext(kind, { now: NOW });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;

  const statisticsOf = async (user: CreatedUser) =>
    Stats.parse((await ctx().inject({ method: 'GET', url: '/api/statistics/', headers: user.headers })).json()).data;
  const applicantFigures = async () => {
    const data = await statisticsOf(employer);
    return {
      total: data.total_applicants,
      pending: data.pending_applicants,
      approved: data.approved_applicants,
      rejected: data.rejected_applicants,
      months: data.monthly_stats.map((month) => month.applicants),
    };
  };
  /** Every counter row equals a recount of the applications (zero rows may stay behind). */
  const expectCountersMatchApplications = async () => {
    const counted = await ctx().database.query(
      `select enterprise_id, month::text as month, status, n from application_month_counts where n <> 0 order by 1, 2, 3`,
    );
    const recount = await ctx().database.query(
      `select p.enterprise_id, jh_vn_month(a.created_at)::text as month, a.status, count(*)::int as n
       from applications a join posts p on p.id = a.post_id group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(counted.length).toBeGreaterThan(0);
    expect(counted).toEqual(recount);
  };
  const apply = async (postId: number) => {
    const candidate = await createUser(ctx());
    return { candidate, id: await insertApplication(ctx(), postId, candidate.user.id) };
  };

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
  });

  it('counts an application when it is sent and forgets it when the candidate withdraws it', async () => {
    const post = await insertPost(ctx(), employer, catalogue);
    const kept = await apply(post);
    const gone = await apply(post);
    expect(await applicantFigures()).toEqual({ total: 2, pending: 2, approved: 0, rejected: 0, months: [0, 0, 0, 0, 0, 2] });

    const response = await ctx().inject({ method: 'POST', url: `/api/cv/${gone.id}/withdraw/`, headers: gone.candidate.headers });
    expect(response.statusCode).toBe(200);
    expect(await applicantFigures()).toEqual({ total: 1, pending: 1, approved: 0, rejected: 0, months: [0, 0, 0, 0, 0, 1] });
    expect(kept.id).toBeGreaterThan(0);
    await expectCountersMatchApplications();
  });

  it('moves an application between statuses and months when they change', async () => {
    const post = await insertPost(ctx(), employer, catalogue);
    const { id } = await apply(post);
    const before = await applicantFigures();

    const response = await ctx().inject({ method: 'PUT', url: `/api/cv/${id}/status/`, headers: employer.headers, payload: { status: 'approved' } });
    expect(response.statusCode).toBe(200);
    let after = await applicantFigures();
    expect([after.total, after.pending, after.approved]).toEqual([before.total, before.pending - 1, before.approved + 1]);

    await ctx().database.query(`update applications set status = 'rejected', created_at = '2026-08-10T02:00:00Z' where id = $1`, [id]);
    after = await applicantFigures();
    expect([after.approved, after.rejected]).toEqual([before.approved, before.rejected + 1]);
    expect(after.months).toEqual([0, 0, 1, 0, 0, before.months[5]! - 1]);
    // An update that changes none of the counted columns changes nothing.
    await ctx().database.query(`update applications set note = 'ghi chú', is_viewed = true where id = $1`, [id]);
    expect(await applicantFigures()).toEqual(after);
    await expectCountersMatchApplications();
  });

  it('keeps the counts right through bulk inserts and a deleted post', async () => {
    const post = await insertPost(ctx(), employer, catalogue);
    const before = await applicantFigures();
    const users = await Promise.all([1, 2, 3].map(() => createUser(ctx())));
    await ctx().database.query(
      `insert into applications (post_id, user_id, name, email, phone_number, cv_path, cv_file_name, cv_file_type, status)
       select $1, u, 'Ứng Viên', 'uv@example.vn', '0912345678', 'private/cv/x.pdf', 'cv.pdf', 'pdf', 'rejected'
       from unnest($2::int[]) as u`,
      [post, users.map((user) => user.user.id)],
    );
    expect((await applicantFigures()).rejected).toBe(before.rejected + 3);
    await expectCountersMatchApplications();

    // A post moved to another company (no route does it) takes its counts along.
    const other = await createEmployerSetup(ctx());
    await ctx().database.query(`update posts set enterprise_id = $2 where id = $1`, [post, other.employer.enterpriseId]);
    expect(await applicantFigures()).toEqual(before);
    await expectCountersMatchApplications();
    await ctx().database.query(`update posts set enterprise_id = $2 where id = $1`, [post, employer.enterpriseId]);
    expect((await applicantFigures()).rejected).toBe(before.rejected + 3);

    await ctx().database.query(`delete from posts where id = $1`, [post]);
    expect(await applicantFigures()).toEqual(before);
    await expectCountersMatchApplications();
  });

  it('follows interviews through status changes and their application being withdrawn', async () => {
    const post = await insertPost(ctx(), employer, catalogue);
    const { id, candidate } = await apply(post);
    const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR_MS).toISOString();
    const inserted = await ctx().database.query<{ id: number }>(
      `insert into interviews (application_id, title, interview_date, location, status)
       values ($1, 'Phỏng vấn', $2::timestamptz, 'Hà Nội', 'scheduled'), ($1, 'Vòng 2', $3::timestamptz, 'Hà Nội', 'accepted') returning id`,
      [id, at(24), at(-24)],
    );
    let data = await statisticsOf(employer);
    expect([data.total_interviews, data.upcoming_interviews, data.completed_interviews]).toEqual([2, 1, 1]);

    await ctx().database.query(`update interviews set status = 'completed', interview_date = $2::timestamptz where id = $1`, [inserted[0]!.id, at(-1)]);
    data = await statisticsOf(employer);
    expect([data.total_interviews, data.upcoming_interviews, data.completed_interviews]).toEqual([2, 0, 2]);

    const response = await ctx().inject({ method: 'POST', url: `/api/cv/${id}/withdraw/`, headers: candidate.headers });
    expect(response.statusCode).toBe(200);
    data = await statisticsOf(employer);
    expect([data.total_interviews, data.upcoming_interviews, data.completed_interviews]).toEqual([0, 0, 0]);
  });
});
