import { ApiErrorBodySchema, envelope, FailedMailSchema, JobAlertPreviewSchema, MailPreferencesSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../app';
import type { Mailer } from '../mail/mailer';
import { selectRows } from '../repositories/sql-rows';
import { createEmployerSetup, insertPost, type TestCatalogue, type TestEmployer } from '../test/employer-fixtures';
import { describeEachDatabase, useTestContext, type TestContext } from '../test/context';
import { bearer, createUser, readMails, type CreatedUser } from '../test/helpers';
import { alertPeriod, sendJobAlerts } from './job-alerts';

const HOUR_MS = 3_600_000;
/** Monday 23 November 2026, 07:00 in Hà Nội (00:00 UTC): an hour before the digests are due. */
const MONDAY_7AM = new Date('2026-11-23T00:00:00Z');

describe('alertPeriod (Vietnam time)', () => {
  it.each([
    ['2026-11-23T00:59:00Z', 'daily', undefined], // Monday 07:59
    ['2026-11-23T01:00:00Z', 'daily', '2026-11-23'], // Monday 08:00
    ['2026-11-23T16:59:00Z', 'daily', '2026-11-23'], // Monday 23:59
    ['2026-11-23T17:00:00Z', 'daily', undefined], // Tuesday 00:00, before 08:00
    ['2026-11-23T00:59:00Z', 'weekly', undefined], // Monday 07:59
    ['2026-11-23T01:00:00Z', 'weekly', 'W2026-11-23'], // Monday 08:00
    ['2026-11-25T05:00:00Z', 'weekly', 'W2026-11-23'], // Wednesday: catch-up of the same week
    ['2026-11-29T16:59:00Z', 'weekly', 'W2026-11-23'], // Sunday 23:59
    ['2026-11-30T00:00:00Z', 'weekly', undefined], // next Monday 07:00
  ] as const)('at %s a %s digest is due for %s', (at, frequency, period) => {
    expect(alertPeriod(frequency, new Date(at))).toBe(period);
  });
});

const PreviewAnswer = envelope(JobAlertPreviewSchema);

async function setCriteria(ctx: TestContext, who: CreatedUser, body: Record<string, unknown>) {
  const answer = await ctx.inject({ method: 'POST', url: '/api/criteria/create/', headers: who.headers, payload: body });
  expect(answer.statusCode).toBe(201);
}

/** The user's bearer header signed at the clock's time (the one made at creation has expired). */
async function headersNow(ctx: TestContext, who: CreatedUser) {
  return bearer(await ctx.app.auth.signAccess(who.user));
}

/** Posts created at `at` (the database would stamp the real time). */
async function postsAt(ctx: TestContext, employer: TestEmployer, catalogue: TestCatalogue, count: number, at: Date, fieldId = catalogue.fieldId): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await insertPost(ctx, employer, catalogue, { title: `Kỹ sư phần mềm ${i} <${fieldId}>` }));
  await ctx.database.db.execute(
    sql`update posts set created_at = ${at.toISOString()}::timestamptz, field_id = ${fieldId} where id in (select unnest(${`{${ids.join(',')}}`}::int[]))`,
  );
  return ids;
}

async function deliveries(ctx: TestContext, userId: number) {
  return selectRows<{ key: string; status: string }>(ctx.database.db, sql`select key, status from mail_deliveries where user_id = ${userId} and category = 'job_alerts' order by id`);
}

async function alertNotifications(ctx: TestContext, userId: number) {
  return selectRows<{ title: string; link: string }>(ctx.database.db, sql`select title, link from notifications where recipient_id = ${userId} and title like 'Có %'`);
}

describeEachDatabase('job alerts', (kind) => {
  const ctx = useTestContext(kind, { now: MONDAY_7AM });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;
  let daily: CreatedUser;
  let weekly: CreatedUser;
  let elsewhere: CreatedUser;
  let fresh: number[];

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
    await postsAt(ctx(), employer, catalogue, 1, new Date(MONDAY_7AM.getTime() - 2 * HOUR_MS)); // before the alerts went on
    daily = await createUser(ctx(), { role: 'candidate' });
    weekly = await createUser(ctx(), { role: 'candidate' });
    elsewhere = await createUser(ctx(), { role: 'candidate' });
    await setCriteria(ctx(), daily, { field: catalogue.fieldId, city: 'Hà Nội', alert_frequency: 'daily' });
    await setCriteria(ctx(), weekly, { field: catalogue.fieldId, alert_frequency: 'weekly' });
    await setCriteria(ctx(), elsewhere, { field: catalogue.otherFieldId, alert_frequency: 'daily' });
    fresh = await postsAt(ctx(), employer, catalogue, 12, new Date(MONDAY_7AM.getTime() + 0.5 * HOUR_MS));
  });

  it('sends nothing before 08:00, then one digest per candidate with news, listing the 10 newest of 12', async () => {
    ctx().clock.set(MONDAY_7AM.getTime() + 0.75 * HOUR_MS);
    expect(await sendJobAlerts(ctx().app)).toMatchObject({ candidates: 0, digests: 0 });

    ctx().clock.set(MONDAY_7AM.getTime() + 1.25 * HOUR_MS); // 08:15
    expect(await sendJobAlerts(ctx().app)).toMatchObject({ period: { daily: '2026-11-23', weekly: 'W2026-11-23' }, candidates: 3, digests: 2 });
    const [mail, ...more] = await readMails(ctx(), daily.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Có 12 việc làm mới phù hợp với bạn');
    const listed = [...mail!.html!.matchAll(/\/job\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(listed).toHaveLength(10);
    expect(fresh).toEqual(expect.arrayContaining(listed));
    expect(mail!.html).toContain('Kỹ sư phần mềm 11 &lt;');
    expect(mail!.text).toContain('Thỏa thuận · Hà Nội');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/jobhub\.test\/api\/mail\/unsubscribe\/\?token=[^>]+>$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await alertNotifications(ctx(), daily.user.id)).toEqual([{ title: 'Có 12 việc làm mới phù hợp', link: '/job-recommendations' }]);
    expect(await readMails(ctx(), weekly.user.email)).toHaveLength(1);
    // Nothing new for the other field: no mail, no notification.
    expect(await readMails(ctx(), elsewhere.user.email)).toEqual([]);
    expect(await alertNotifications(ctx(), elsewhere.user.id)).toEqual([]);
  });

  it('sends nothing twice in a period: a second run, and a second process running at the same time', async () => {
    ctx().clock.set(MONDAY_7AM.getTime() + 3 * HOUR_MS);
    expect(await sendJobAlerts(ctx().app)).toMatchObject({ candidates: 0, digests: 0 });

    // Tuesday 08:00: two API processes on one database run the digest at the same moment.
    const second = await buildApp({ env: ctx().env, database: ctx().database, clock: ctx().clock });
    try {
      await postsAt(ctx(), employer, catalogue, 2, new Date(MONDAY_7AM.getTime() + 20 * HOUR_MS));
      ctx().clock.set(MONDAY_7AM.getTime() + 25 * HOUR_MS);
      const runs = await Promise.all([sendJobAlerts(ctx().app), sendJobAlerts(second)]);
      expect(runs.map((run) => run.digests).sort()).toEqual([0, 1]);
      await second.background.idle();
    } finally {
      await second.close();
    }
    expect((await deliveries(ctx(), daily.user.id)).map((row) => row.key)).toEqual([`job-alerts:${daily.user.id}:2026-11-23`, `job-alerts:${daily.user.id}:2026-11-24`]);
    const [tuesday] = await readMails(ctx(), daily.user.email);
    expect(tuesday!.subject).toBe('Có 2 việc làm mới phù hợp với bạn');
    // The weekly candidate waits for next Monday.
    expect(await readMails(ctx(), weekly.user.email)).toHaveLength(1);
  });

  it('a restart in the middle of a run sends nothing twice; the sweep queues what the crash left', async () => {
    await postsAt(ctx(), employer, catalogue, 1, new Date(MONDAY_7AM.getTime() + 40 * HOUR_MS));
    ctx().clock.set(MONDAY_7AM.getTime() + 49 * HOUR_MS); // Wednesday 08:00
    const crash = new Error('process killed');
    await expect(sendJobAlerts(ctx().app, { afterBatch: () => Promise.reject(crash) })).rejects.toBe(crash);
    expect((await deliveries(ctx(), daily.user.id)).at(-1)).toEqual({ key: `job-alerts:${daily.user.id}:2026-11-25`, status: 'pending' });
    // After the restart: the run finds the period decided, and the sweep queues the pending mail once.
    expect(await sendJobAlerts(ctx().app)).toMatchObject({ digests: 0 });
    ctx().clock.advance(11 * 60_000);
    expect((await ctx().app.jobs.run('mail-sweep')).output).toBe(1);
    await ctx().app.background.idle();
    expect((await ctx().app.jobs.run('mail-sweep')).output).toBe(0);
    expect((await readMails(ctx(), daily.user.email)).map((mail) => mail.subject)).toEqual([
      'Có 1 việc làm mới phù hợp với bạn',
      'Có 2 việc làm mới phù hợp với bạn',
      'Có 12 việc làm mới phù hợp với bạn',
    ]);
  });

  it('previews the mail on the criteria page, and 404 without criteria', async () => {
    const answer = await ctx().inject({ method: 'GET', url: '/api/criteria/alert-preview/', headers: await headersNow(ctx(), daily) });
    expect(answer.statusCode).toBe(200);
    const preview = PreviewAnswer.parse(answer.json()).data;
    expect(preview.post_count).toBeGreaterThan(0);
    expect(preview.html).toContain('Hủy nhận loại email này');
    const none = await createUser(ctx(), { role: 'candidate' });
    expect((await ctx().inject({ method: 'GET', url: '/api/criteria/alert-preview/', headers: none.headers })).statusCode).toBe(404);
  });

  it('unsubscribes in one click (RFC 8058) without signing in; a tampered link is refused', async () => {
    const [mail] = await readMails(ctx(), daily.user.email);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!);
    const tampered = url.search.replace(`${daily.user.id}.job_alerts`, `${weekly.user.id}.job_alerts`);
    const refused = await ctx().inject({ method: 'POST', url: `${url.pathname}${tampered}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(refused.statusCode).toBe(403);
    expect(ApiErrorBodySchema.parse(refused.json()).message).toBe('Liên kết hủy đăng ký không hợp lệ');

    const done = await ctx().inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    const prefs = envelope(MailPreferencesSchema).parse((await ctx().inject({ method: 'GET', url: '/api/account/mail-preferences/', headers: await headersNow(ctx(), daily) })).json()).data;
    expect(prefs).toEqual({ job_alerts: false, application_updates: true, messages: true, news: true });

    // Switched off: Thursday's digest is not sent, the weekly candidate's preference is untouched.
    await postsAt(ctx(), employer, catalogue, 1, new Date(MONDAY_7AM.getTime() + 60 * HOUR_MS));
    ctx().clock.set(MONDAY_7AM.getTime() + 73 * HOUR_MS);
    await sendJobAlerts(ctx().app);
    expect((await deliveries(ctx(), daily.user.id)).map((row) => row.key)).not.toContain(`job-alerts:${daily.user.id}:2026-11-26`);
    const bad = await ctx().inject({ method: 'POST', url: '/api/mail/unsubscribe/?token=', payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});

describeEachDatabase('mail through pg-boss to the dev outbox', (kind) => {
  const ctx = useTestContext(kind, { jobs: { retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 } });

  it('writes each queued mail to the outbox once and marks it sent (batch statement)', async () => {
    await ctx().app.jobs.start();
    const users = await Promise.all([createUser(ctx()), createUser(ctx()), createUser(ctx())]);
    for (const me of users) await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: me.user.email } });
    await ctx().app.background.idle();
    const states = () => selectRows<{ status: string }>(ctx().database.db, sql`select status from mail_deliveries order by id`);
    await expect.poll(async () => (await states()).map((row) => row.status), { timeout: 30_000, interval: 200 }).toEqual(['sent', 'sent', 'sent']);
    for (const me of users) expect(await readMails(ctx(), me.user.email)).toHaveLength(1);
  }, 60_000);
});

/** A transport that always fails, like an SMTP server that refuses. */
const failingMailer: Mailer = {
  kind: 'smtp',
  send: () => Promise.reject(new Error('421 Service not available')),
  close: async () => {},
};

describeEachDatabase('mail through the job queue', (kind) => {
  const ctx = useTestContext(kind, { mailer: failingMailer, jobs: { retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 } });

  it('retries a failing SMTP server, then records the mail as failed for the admin', async () => {
    const me = await createUser(ctx());
    expect((await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: me.user.email } })).statusCode).toBe(200);
    await ctx().app.background.idle();
    const [row] = await selectRows<{ status: string; attempts: number; last_error: string }>(ctx().database.db, sql`select status, attempts, last_error from mail_deliveries where user_id = ${me.user.id}`);
    expect(row).toEqual({ status: 'failed', attempts: 6, last_error: '421 Service not available' });
    const admin = await createUser(ctx(), { role: 'admin' });
    const listed = await ctx().inject({ method: 'GET', url: '/api/admin/mail-failures/', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    expect(envelope(z.array(FailedMailSchema)).parse(listed.json()).data[0]).toMatchObject({ to: me.user.email, attempts: 6, category: 'transactional' });
    expect((await ctx().inject({ method: 'GET', url: '/api/admin/mail-failures/', headers: me.headers })).statusCode).toBe(403);
  });

  it('on pg-boss: lists the registry on /dev/jobs, runs a job on demand, and retries mail with the same policy', async () => {
    await ctx().app.jobs.start();
    const listed = (await ctx().inject({ method: 'GET', url: '/dev/jobs.json' })).json() as { data: { name: string; schedule: string | null; next_run: string | null }[] };
    expect(listed.data.map((job) => job.name)).toEqual(['job-alerts', 'send-mail', 'mail-sweep', 'position-expired', 'application-follow-up', 'search-flags', 'post-freshness', 'response-stats', 'upload-parts']);
    expect(listed.data[0]).toMatchObject({ schedule: '0 8-23 * * *' });
    const run = await ctx().inject({ method: 'POST', url: '/dev/jobs/job-alerts/run' });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ data: { name: 'job-alerts', state: 'completed', output: { digests: 0 } } });
    expect((await ctx().inject({ method: 'POST', url: '/dev/jobs/nope/run' })).statusCode).toBe(404);
    expect((await ctx().inject({ method: 'POST', url: '/dev/jobs/job-alerts/run', headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    const page = await ctx().inject({ method: 'GET', url: '/dev/jobs' });
    expect(page.body).toContain('completed');

    const me = await createUser(ctx());
    await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: me.user.email } });
    await ctx().app.background.idle();
    await expect
      .poll(async () => (await selectRows<{ status: string; attempts: number }>(ctx().database.db, sql`select status, attempts from mail_deliveries where user_id = ${me.user.id}`))[0], {
        timeout: 30_000,
        interval: 200,
      })
      .toEqual({ status: 'failed', attempts: 6 });
  }, 60_000);
});
