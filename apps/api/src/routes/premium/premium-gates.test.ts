/**
 * Every Premium gate reads the package of the user's running period (services/premium-limits.ts):
 * each is checked without Premium and with a bought package (settled through the same code as a
 * VNPay callback), and each refusal states the limit and links the Premium page of the role.
 */
import { ApiErrorBodySchema, cancelPremium, getApplication, listPremiumPackages, ProfileResponseSchema, getPost, listPostApplicants, listPremiumEnterprises, MASKED_CONTACT } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY_MS } from '../../lib/clock';
import { vietnamToday } from '../../lib/vietnam-date';
import { newTxnRef } from '../../payments/vnpay-merchant';
import { createPayment, settlePayment } from '../../repositories/premium';
import { selectRows } from '../../repositories/sql-rows';
import { multipartForm } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext, type TestContext } from '../../test/context';
import { createCatalogue, createEmployer, insertApplication, insertPost, TEST_PDF, VIETNAM_MORNING } from '../../test/employer-fixtures';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';

/** Buys `packageName` for `user` as a paid VNPay callback would settle it. */
async function buyPackage(ctx: TestContext, user: CreatedUser, packageName: string): Promise<void> {
  const [pkg] = await selectRows<{ id: number; price: number }>(ctx.database.db, sql`select id, price from premium_packages where name = ${packageName}`);
  const txnRef = newTxnRef(ctx.clock.now());
  await createPayment(ctx.database.db, { txnRef, userId: user.user.id, packageId: pkg!.id, amount: pkg!.price, now: ctx.clock.now() });
  const outcome = await settlePayment(
    ctx.database.db,
    { txnRef, amount: pkg!.price, success: true, responseCode: '00', transactionNo: '1', bankCode: 'NCB' },
    ctx.clock.now(),
  );
  expect(outcome.kind).toBe('paid');
}

const refusal = (body: unknown) => ApiErrorBodySchema.parse(body);

describeEachDatabase('Premium gates from the package limits', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });

  it('candidate chat sending: refused without Premium (linking /premium), allowed with a package', async () => {
    const employer = await createEmployer(ctx());
    const candidate = await createUser(ctx());
    const send = () => callApi(ctx(), 'POST', '/api/messages/send/', candidate, { recipient: employer.user.id, content: 'Xin chào' });
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(refusal(refused.body)).toMatchObject({ message: 'Tính năng nhắn tin chỉ dành cho người dùng Premium', premium_url: '/premium' });
    await buyPackage(ctx(), candidate, 'Gói Sinh Viên');
    expect((await send()).status).toBe(201);
  });

  it("daily applications: 10 without Premium, the package's daily_job_application_limit with one (Gói Sinh Viên: 20)", async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    const apply = async (user: CreatedUser) => {
      const post = await insertPost(ctx(), employer, catalogue);
      const { payload, headers } = multipartForm(
        { post: String(post), name: 'Ứng Viên', email: 'ung.vien@example.vn', phone_number: '0912345678' },
        { cv: { name: 'cv.pdf', body: TEST_PDF, type: 'application/pdf' } },
      );
      const response = await ctx().inject({ method: 'POST', url: '/api/cv/create/', payload, headers: { ...headers, ...user.headers } });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const sentToday = (user: CreatedUser, sent: number) =>
      ctx().database.db.execute(
        sql`insert into application_daily_counts (user_id, day, sent) values (${user.user.id}, ${vietnamToday(ctx().clock.now())}::date, ${sent})`,
      );

    const free = await createUser(ctx());
    await sentToday(free, 10);
    const freeRefusal = await apply(free);
    expect(freeRefusal.status).toBe(403);
    expect(refusal(freeRefusal.body)).toMatchObject({ daily_limit: 10, premium_url: '/premium' });
    expect(refusal(freeRefusal.body).message).toContain('giới hạn 10 lượt ứng tuyển mỗi ngày');

    const student = await createUser(ctx());
    await buyPackage(ctx(), student, 'Gói Sinh Viên');
    await sentToday(student, 19);
    expect((await apply(student)).status).toBe(201);
    const over = await apply(student);
    expect(over.status).toBe(403);
    expect(refusal(over.body)).toMatchObject({ daily_limit: 20, applied_today: 20, premium_url: '/premium' });
  });

  it('applicant counts on job detail: hidden without Premium, shown with a package', async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    const post = await insertPost(ctx(), employer, catalogue);
    const other = await createUser(ctx());
    await insertApplication(ctx(), post, other.user.id);
    const candidate = await createUser(ctx());
    const detail = async () => getPost.responses[200].parse((await callApi(ctx(), 'GET', `/api/post/${post}/`, candidate)).body).data;
    expect(await detail()).toMatchObject({ can_view_applicants: false });
    expect((await detail()).total_applicants).toBeUndefined();
    await buyPackage(ctx(), candidate, 'Gói Premium Tháng');
    expect(await detail()).toMatchObject({ can_view_applicants: true, total_applicants: 1 });
  });

  it("employer live posts: 3 without Premium, the package's max_job_posts with one (Starter: 10), refusals link /employer/premium", async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    const hidden = await insertPost(ctx(), employer, catalogue, { is_active: false });
    const show = () => callApi(ctx(), 'PUT', `/api/post/${hidden}/toggle-status/`, employer);
    for (let i = 0; i < 3; i++) await insertPost(ctx(), employer, catalogue);
    const freeRefusal = await show();
    expect(freeRefusal.status).toBe(403);
    expect(refusal(freeRefusal.body)).toMatchObject({ current_posts: 3, max_posts: 3, premium_url: '/employer/premium' });
    expect(refusal(freeRefusal.body).message).toContain('giới hạn 3 tin tuyển dụng');

    await buyPackage(ctx(), employer, 'Gói Doanh Nghiệp Starter');
    for (let i = 3; i < 9; i++) await insertPost(ctx(), employer, catalogue);
    expect((await show()).status).toBe(200);
    await ctx().database.db.execute(sql`update posts set is_active = false where id = ${hidden}`);
    await insertPost(ctx(), employer, catalogue);
    const over = await show();
    expect(over.status).toBe(403);
    expect(refusal(over.body)).toMatchObject({ current_posts: 10, max_posts: 10, premium_url: '/employer/premium' });
  });

  it("applicant contacts: hidden without Premium; with a package, up to max_cv_views_per_day distinct applications a day", async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    const post = await insertPost(ctx(), employer, catalogue);
    const applicationIds: number[] = [];
    for (let i = 0; i < 3; i++) applicationIds.push(await insertApplication(ctx(), post, (await createUser(ctx())).user.id));
    const open = async (id: number) => getApplication.responses[200].parse((await callApi(ctx(), 'GET', `/api/cv/${id}/`, employer)).body).data;
    const list = async () =>
      listPostApplicants.responses[200]
        .parse((await callApi(ctx(), 'GET', `/api/cv/post/${post}/?page_size=100`, employer)).body)
        .data.results.map((row) => [row.id, row.contact_masked] as const);

    expect(await open(applicationIds[0]!)).toMatchObject({ email: MASKED_CONTACT, phone_number: MASKED_CONTACT, contact_masked: true });

    await buyPackage(ctx(), employer, 'Gói Doanh Nghiệp Starter');
    // The allowance is the package row's: two a day here.
    await ctx().database.db.execute(sql`update premium_packages set max_cv_views_per_day = 2 where name = 'Gói Doanh Nghiệp Starter'`);
    try {
      expect(await open(applicationIds[0]!)).toMatchObject({ email: 'ung.vien@example.vn', contact_masked: false });
      expect(await open(applicationIds[1]!)).toMatchObject({ contact_masked: false });
      expect(await open(applicationIds[2]!)).toMatchObject({ email: MASKED_CONTACT, contact_masked: true });
      // Opening one of today's again is free.
      expect(await open(applicationIds[0]!)).toMatchObject({ contact_masked: false });
      expect(new Map(await list())).toEqual(new Map([[applicationIds[0], false], [applicationIds[1], false], [applicationIds[2], true]]));
      // The next Vietnamese day has a new allowance (fresh token: the old one expired with the clock).
      ctx().clock.advance(DAY_MS);
      employer.headers = { authorization: `Bearer ${await ctx().app.auth.signAccess(employer.user)}` };
      expect(await open(applicationIds[2]!)).toMatchObject({ contact_masked: false });
    } finally {
      ctx().clock.advance(-DAY_MS);
      await ctx().database.db.execute(sql`update premium_packages set max_cv_views_per_day = 20 where name = 'Gói Doanh Nghiệp Starter'`);
    }
  });

  it('/api/enterprises/premium lists Premium companies by their package priority', async () => {
    const starter = await createEmployer(ctx());
    const pro = await createEmployer(ctx());
    await ctx().database.db.execute(sql`update enterprises set company_name = 'AAA Khởi Nghiệp' where id = ${starter.enterpriseId}`);
    await ctx().database.db.execute(sql`update enterprises set company_name = 'ZZZ Chuyên Nghiệp' where id = ${pro.enterpriseId}`);
    await buyPackage(ctx(), starter, 'Gói Doanh Nghiệp Starter');
    await buyPackage(ctx(), pro, 'Gói Doanh Nghiệp Pro');
    const ids = listPremiumEnterprises.responses[200]
      .parse((await callApi(ctx(), 'GET', '/api/enterprises/premium/')).body)
      .data.results.map((row) => row.id)
      .filter((id) => id === starter.enterpriseId || id === pro.enterpriseId);
    expect(ids).toEqual([pro.enterpriseId, starter.enterpriseId]);
  });

  it('a bought package expires by the app clock: the gates close, and the automatic cancel records it as expired', async () => {
    const employer = await createEmployer(ctx());
    const candidate = await createUser(ctx());
    await buyPackage(ctx(), candidate, 'Gói Sinh Viên');
    const fresh = async () => ({ headers: { authorization: `Bearer ${await ctx().app.auth.signAccess(candidate.user)}` } });
    const send = async () => callApi(ctx(), 'POST', '/api/messages/send/', await fresh(), { recipient: employer.user.id, content: 'Xin chào' });
    expect((await send()).status).toBe(201);
    ctx().clock.advance(30 * DAY_MS + 1000);
    try {
      expect((await send()).status).toBe(403);
      const packages = listPremiumPackages.responses[200].parse((await callApi(ctx(), 'GET', '/api/premium/packages/', await fresh())).body).data;
      expect(packages).toMatchObject({ user_is_premium: false, premium_expiry: null, active_package_id: null });
      // What the site does on expiry (SPEC §4): cancel, then read the profile again.
      cancelPremium.responses[200].parse((await callApi(ctx(), 'POST', '/auth/delete-premium/', await fresh())).body);
      const profile = ProfileResponseSchema.parse((await callApi(ctx(), 'GET', '/api/profile/', await fresh())).body).data;
      expect(profile).toMatchObject({ is_premium: false, premium_expiry: null });
      const history = listPremiumPackages.responses[200].parse((await callApi(ctx(), 'GET', '/api/premium/packages/', await fresh())).body).data.premium_history;
      expect(history.map((row) => [row.package_name, row.status])).toEqual([['Gói Sinh Viên', 'expired']]);
    } finally {
      ctx().clock.advance(-(30 * DAY_MS + 1000));
    }
  });
});
