import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../lib/clock';
import { selectRows } from '../repositories/sql-rows';
import { notificationsOf } from '../test/application-fixtures';
import { describeEachDatabase, useTestContext, type TestContext } from '../test/context';
import { VIETNAM_MORNING, createEmployer, createEmployerSetup, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../test/employer-fixtures';
import { createUser, readMails, type CreatedUser } from '../test/helpers';
import { AUTO_CLOSED_TITLE, followUpApplications, type ApplicationFollowUpDeps } from './application-follow-up';

describeEachDatabase('application-follow-up job (reminder after 7 days, auto-close after 14)', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    ({ catalogue } = await createEmployerSetup(ctx()));
  });

  /** An application sent `ms` before the clock's now (with its `sent` event, as the apply route writes it). */
  async function applicationSent(c: TestContext, employer: TestEmployer, candidate: CreatedUser, ms: number, title?: string): Promise<number> {
    const postId = await insertPost(c, employer, catalogue, title ? { title } : {});
    const id = await insertApplication(c, postId, candidate.user.id);
    const at = new Date(c.clock.now().getTime() - ms).toISOString();
    await c.database.db.execute(sql`update applications set created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where id = ${id}`);
    await c.database.db.execute(sql`insert into application_events (application_id, kind, actor, created_at) values (${id}, 'sent', 'candidate', ${at}::timestamptz)`);
    return id;
  }

  async function eventsOf(c: TestContext, id: number) {
    return selectRows<{ kind: string; actor: string; status: string | null; message: string | null }>(
      c.database.db,
      sql`select kind, actor, status, message from application_events where application_id = ${id} order by created_at, id`,
    );
  }

  async function statusOf(c: TestContext, id: number): Promise<string> {
    const [row] = await selectRows<{ status: string }>(c.database.db, sql`select status from applications where id = ${id}`);
    return row!.status;
  }

  const reminders = async (c: TestContext, employer: TestEmployer) =>
    (await notificationsOf(c, employer.user.id, 'system')).filter((row) => row.title.includes('đang chờ bạn phản hồi'));

  it('reminds the employer at 7 days (not at 6), once, by notification and mail', async () => {
    const employer = await createEmployer(ctx());
    const candidate = await createUser(ctx());
    const sixDays = await applicationSent(ctx(), employer, candidate, 6 * DAY_MS + 23 * HOUR_MS, 'Lập trình viên Sáu Ngày');
    await followUpApplications(ctx().app);
    expect(await reminders(ctx(), employer)).toEqual([]);
    expect((await eventsOf(ctx(), sixDays)).map((event) => event.kind)).toEqual(['sent']);

    ctx().clock.advance(HOUR_MS);
    try {
      const run = await followUpApplications(ctx().app);
      expect(run.reminded).toBeGreaterThanOrEqual(1);
      const [notice] = await reminders(ctx(), employer);
      expect(notice).toMatchObject({ title: '1 hồ sơ ứng tuyển đang chờ bạn phản hồi', actor_id: null });
      expect(notice!.message).toContain('Lập trình viên Sáu Ngày');
      expect(await eventsOf(ctx(), sixDays)).toEqual([
        { kind: 'sent', actor: 'candidate', status: null, message: null },
        { kind: 'employer_reminded', actor: 'system', status: null, message: null },
      ]);
      const mails = await readMails(ctx(), employer.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('1 hồ sơ ứng tuyển đang chờ bạn phản hồi');
      expect(mails[0]!.text).toContain('Lập trình viên Sáu Ngày');
      expect(mails[0]!.headers['List-Unsubscribe']).toMatch(/^<http/);
      expect(await statusOf(ctx(), sixDays)).toBe('pending');

      // Rerun: nothing new.
      await followUpApplications(ctx().app);
      expect(await reminders(ctx(), employer)).toHaveLength(1);
      expect(await readMails(ctx(), employer.user.email)).toHaveLength(1);
    } finally {
      ctx().clock.advance(-HOUR_MS);
    }
  });

  it('closes at 14 days (not at 13) as the system, with the polite message to the candidate, once', async () => {
    const employer = await createEmployer(ctx());
    const candidate = await createUser(ctx());
    const id = await applicationSent(ctx(), employer, candidate, 13 * DAY_MS + 23 * HOUR_MS, 'Kế toán tổng hợp');
    await followUpApplications(ctx().app);
    expect(await statusOf(ctx(), id)).toBe('pending');
    expect((await eventsOf(ctx(), id)).map((event) => event.kind)).toEqual(['sent', 'employer_reminded']);

    ctx().clock.advance(HOUR_MS);
    try {
      await followUpApplications(ctx().app);
      expect(await statusOf(ctx(), id)).toBe('rejected');
      const closed = (await eventsOf(ctx(), id)).at(-1)!;
      expect(closed).toMatchObject({ kind: 'auto_closed', actor: 'system', status: 'rejected' });
      expect(closed.message).toMatch(/^Nhà tuyển dụng chưa phản hồi hồ sơ của bạn cho vị trí "Kế toán tổng hợp" tại .+ sau 14 ngày/);
      const told = await notificationsOf(ctx(), candidate.user.id, 'cv_status_changed');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: AUTO_CLOSED_TITLE, message: closed.message, object_id: id, actor_id: null });

      await followUpApplications(ctx().app);
      expect(await notificationsOf(ctx(), candidate.user.id, 'cv_status_changed')).toHaveLength(1);
      expect((await eventsOf(ctx(), id)).filter((event) => event.kind === 'auto_closed')).toHaveLength(1);
    } finally {
      ctx().clock.advance(-HOUR_MS);
    }
  });

  it('leaves answered applications alone (status change, interview), while a CV view alone is no answer', async () => {
    const employer = await createEmployer(ctx());
    const candidate = await createUser(ctx());
    const answered = await applicationSent(ctx(), employer, candidate, 15 * DAY_MS);
    await ctx().database.db.execute(sql`insert into application_events (application_id, kind, actor, status) values (${answered}, 'status_changed', 'employer', 'pending')`);
    const interviewed = await applicationSent(ctx(), employer, candidate, 15 * DAY_MS);
    await ctx().database.db.execute(
      sql`insert into interviews (application_id, title, interview_date) values (${interviewed}, 'Phỏng vấn vòng 1', ${new Date(ctx().clock.now().getTime() + DAY_MS).toISOString()}::timestamptz)`,
    );
    const approved = await applicationSent(ctx(), employer, candidate, 15 * DAY_MS);
    await ctx().database.db.execute(sql`update applications set status = 'approved' where id = ${approved}`);
    const onlyViewed = await applicationSent(ctx(), employer, candidate, 15 * DAY_MS);
    await ctx().database.db.execute(sql`insert into application_events (application_id, kind, actor) values (${onlyViewed}, 'cv_viewed', 'employer')`);

    await followUpApplications(ctx().app);
    for (const id of [answered, interviewed]) {
      expect(await statusOf(ctx(), id)).toBe('pending');
      expect((await eventsOf(ctx(), id)).map((event) => event.kind)).not.toContain('auto_closed');
    }
    expect(await statusOf(ctx(), approved)).toBe('approved');
    expect(await statusOf(ctx(), onlyViewed)).toBe('rejected');
  });

  it('does not mail an employer who turned off application updates (the notification still comes)', async () => {
    const employer = await createEmployer(ctx());
    await ctx().database.db.execute(sql`update users set mail_application_updates = false where id = ${employer.user.id}`);
    const candidate = await createUser(ctx());
    await applicationSent(ctx(), employer, candidate, 8 * DAY_MS);
    await applicationSent(ctx(), employer, candidate, 9 * DAY_MS);
    await followUpApplications(ctx().app);
    const [notice, ...more] = await reminders(ctx(), employer);
    expect(more).toEqual([]);
    expect(notice!.title).toBe('2 hồ sơ ứng tuyển đang chờ bạn phản hồi');
    expect(await readMails(ctx(), employer.user.email)).toEqual([]);
  });

  it('closes each application once when two runs race (the event claim)', async () => {
    const employer = await createEmployer(ctx());
    const candidate = await createUser(ctx());
    const id = await applicationSent(ctx(), employer, candidate, 20 * DAY_MS);
    const runs = await Promise.all([followUpApplications(ctx().app), followUpApplications(ctx().app)]);
    expect(runs.map((run) => run.closed).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    expect(await notificationsOf(ctx(), candidate.user.id, 'cv_status_changed')).toHaveLength(1);
    expect((await eventsOf(ctx(), id)).filter((event) => event.kind === 'auto_closed')).toHaveLength(1);
  });

  describe('with other day settings', () => {
    it('reads the days from the settings (APPLICATION_REMINDER_DAYS=2, APPLICATION_AUTO_CLOSE_DAYS=3)', async () => {
      const c = ctx();
      const deps: ApplicationFollowUpDeps = {
        db: c.app.db,
        realtime: c.app.realtime,
        jobs: c.app.jobs,
        clock: c.app.clock,
        env: { ...c.env, APPLICATION_REMINDER_DAYS: 2, APPLICATION_AUTO_CLOSE_DAYS: 3 },
      };
      const employer = await createEmployer(c);
      const candidate = await createUser(c);
      const reminded = await applicationSent(c, employer, candidate, 2 * DAY_MS);
      const closed = await applicationSent(c, employer, candidate, 3 * DAY_MS);
      await followUpApplications(deps);
      expect((await eventsOf(c, reminded)).map((event) => event.kind)).toEqual(['sent', 'employer_reminded']);
      expect(await statusOf(c, closed)).toBe('rejected');
      expect((await eventsOf(c, closed)).at(-1)!.message).toContain('sau 3 ngày');
    });
  });
});
