/**
 * Buying Premium end to end over HTTP, with the built-in sandbox (/dev/vnpay, its own protocol
 * code) as VNPay: the app listens on a real port so the sandbox's IPN is a real server-to-server
 * request. Signature, amount tamper, replay, unknown orders, concurrent IPN + return, cancel, and
 * the admin's refund through VNPay's merchant API.
 */
import { createServer } from 'node:net';
import { ApiErrorBodySchema, ProfileResponseSchema, listPremiumPackages, purchasePremium, vnpayIpn } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/clock';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext, type TestContext } from '../../test/context';
import { PREMIUM_ACTIVATED_SUBJECT } from '../../mail/templates';
import { callApi, createUser, readMails, type CreatedUser } from '../../test/helpers';
import { createPayment, settlePayment } from '../../repositories/premium';
import { newTxnRef } from '../../payments/vnpay-merchant';
import { sandboxResult, TEST_CARD, type SandboxAction } from '../dev-vnpay/dev-vnpay.routes';
import { signedQuery } from '../../payments/vnpay-protocol';
import { MSG_PAYMENT_NOT_PAID, MSG_REFUNDED, REFUND_NOTICE_TITLE, refundRefusedMessage } from './premium.routes';
import { PREMIUM_ACTIVATED_TITLE } from './vnpay.routes';
import { REFUND_ANSWERS } from '../dev-vnpay/dev-vnpay.routes';

const PackagesAnswer = listPremiumPackages.responses[200];
const PurchaseAnswer = purchasePremium.responses[200];
const IpnAnswer = vnpayIpn.responses[200];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describeEachDatabase('premium payments through the VNPay sandbox', (kind) => {
  const options = { env: {} as Record<string, string> };
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    options.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  });
  const ctx = useTestContext(kind, options);
  beforeAll(async () => {
    await ctx().app.listen({ port, host: '127.0.0.1' });
  });

  const local = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const packagesOf = async (user: CreatedUser) =>
    PackagesAnswer.parse((await ctx().inject({ method: 'GET', url: '/api/premium/packages/', headers: user.headers })).json()).data;
  const cheapest = async (user: CreatedUser) => (await packagesOf(user)).packages.reduce((a, b) => (a.price <= b.price ? a : b));
  const purchase = async (user: CreatedUser, packageId: number, extra: object = {}) => {
    const response = await ctx().inject({ method: 'POST', url: '/api/premium/purchase/', headers: user.headers, payload: { package_id: packageId, ...extra } });
    return response;
  };
  const profileOf = async (user: CreatedUser) =>
    ProfileResponseSchema.parse((await ctx().inject({ method: 'GET', url: '/api/profile/', headers: user.headers })).json()).data;
  const paymentsOf = (user: CreatedUser) =>
    selectRows<{ txn_ref: string; status: string; amount: number }>(ctx().database.db, sql`select txn_ref, status, amount from payments where user_id = ${user.user.id} order by id`);
  const historyOf = (user: CreatedUser) =>
    selectRows<{ package_id: number | null; price: number | null; is_active: boolean; end_date: Date }>(
      ctx().database.db,
      sql`select package_id, price, is_active, end_date from premium_history where user_id = ${user.user.id} order by id`,
    );
  const ipn = async (query: string) => IpnAnswer.parse((await ctx().inject({ method: 'GET', url: `/api/vnpay/ipn/?${query}` })).json());
  const orderOf = (paymentUrl: string) => Object.fromEntries(new URL(paymentUrl).searchParams);

  /** Opens the sandbox page and submits its form as a tester would; returns the browser's next URL. */
  async function payInSandbox(c: TestContext, paymentUrl: string, action: SandboxAction, card: string = TEST_CARD.number) {
    const pageResponse = await c.inject({ method: 'GET', url: local(paymentUrl) });
    expect(pageResponse.statusCode).toBe(200);
    const order = /name="order" value="([^"]*)"/.exec(pageResponse.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const form = new URLSearchParams({ order, action, card, otp: TEST_CARD.otp, holder: TEST_CARD.holder, bank: TEST_CARD.bank, issued: TEST_CARD.issued });
    const submitted = await c.inject({
      method: 'POST',
      url: '/dev/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: c.env.PUBLIC_URL },
      payload: form.toString(),
    });
    await c.app.background.idle();
    return { page: pageResponse.body, submitted };
  }

  it('lists the packages of the caller role with their limits and feature lines', async () => {
    const candidate = await createUser(ctx());
    const employer = await createUser(ctx(), { role: 'employer' });
    const forCandidate = await packagesOf(candidate);
    const forEmployer = await packagesOf(employer);
    expect(forCandidate.packages.map((p) => [p.name, p.price, p.duration_days])).toEqual([
      ['Gói Sinh Viên', 79000, 30],
      ['Gói Premium Tháng', 99000, 30],
      ['Gói Premium Quý', 269000, 90],
      ['Gói Premium Năm', 999000, 365],
    ]);
    expect(forEmployer.packages.map((p) => [p.name, p.price, p.duration_days])).toEqual([
      ['Gói Doanh Nghiệp Starter', 199000, 30],
      ['Gói Doanh Nghiệp Pro', 599000, 30],
      ['Gói Chuyên Gia', 1499000, 365],
    ]);
    expect(forEmployer.packages.every((p) => p.features.length > 0 && p.can_view_submitted_cvs)).toBe(true);
    expect(forCandidate).toMatchObject({ user_is_premium: false, premium_expiry: null, premium_history: [], active_package_id: null, payment_sandbox: true });
  });

  it('pays the cheapest package in the sandbox: Premium for its duration, history, a system notification and a mail, then /payment-success', async () => {
    const me = await createUser(ctx());
    const pkg = await cheapest(me);
    // An amount in the body is not read: the price comes from the package table.
    const response = await purchase(me, pkg.id, { amount: 1000 });
    expect(response.statusCode).toBe(200);
    const { payment_url } = PurchaseAnswer.parse(response.json()).data;
    const order = orderOf(payment_url);
    expect(order).toMatchObject({ vnp_Version: '2.1.0', vnp_Command: 'pay', vnp_CurrCode: 'VND', vnp_Amount: String(pkg.price * 100) });
    expect(order.vnp_SecureHash).toMatch(/^[0-9a-f]{128}$/);

    const { page, submitted } = await payInSandbox(ctx(), payment_url, 'pay');
    expect(page).toContain('79.000 ₫');
    expect(page).toContain('JobHub');
    expect(submitted.statusCode).toBe(302);
    const back = new URL(submitted.headers.location as string);
    expect(back.pathname).toBe('/api/vnpay/payment-return/');
    // The IPN (a real HTTP call from the sandbox) already applied it.
    expect((await paymentsOf(me))[0]?.status).toBe('paid');

    const returned = await ctx().inject({ method: 'GET', url: local(back.toString()) });
    expect(returned.statusCode).toBe(302);
    const success = new URL(returned.headers.location as string);
    expect(success.pathname).toBe('/payment-success');
    expect(success.searchParams.get('name')).toBe(pkg.name);
    const expiry = new Date(ctx().clock.now().getTime() + pkg.duration_days * DAY_MS).toISOString();
    expect(success.searchParams.get('until')).toBe(expiry);

    expect(await profileOf(me)).toMatchObject({ is_premium: true, premium_expiry: expiry });
    const history = await historyOf(me);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ package_id: pkg.id, price: pkg.price, is_active: true });
    const data = await packagesOf(me);
    expect(data).toMatchObject({ user_is_premium: true, premium_expiry: expiry, active_package_id: pkg.id });
    expect(data.premium_history[0]).toMatchObject({ package_name: pkg.name, status: 'active', price: pkg.price });
    const [notice] = await selectRows<{ notification_type: string; title: string }>(
      ctx().database.db,
      sql`select notification_type, title from notifications where recipient_id = ${me.user.id}`,
    );
    expect(notice).toEqual({ notification_type: 'system', title: PREMIUM_ACTIVATED_TITLE });
    await ctx().app.background.idle();
    expect((await readMails(ctx(), me.user.email)).some((mail) => mail.text.includes(pkg.name))).toBe(true);

    // A replayed IPN or return changes nothing.
    expect(await ipn(back.search.slice(1))).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    const again = await ctx().inject({ method: 'GET', url: local(back.toString()) });
    expect(new URL(again.headers.location as string).pathname).toBe('/payment-success');
    expect((await profileOf(me)).premium_expiry).toBe(expiry);
    expect(await historyOf(me)).toHaveLength(1);

    // Already Premium of this role: a new purchase is refused with a clear message.
    const refused = await purchase(me, pkg.id);
    expect(refused.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(refused.json()).message).toContain('Bạn đang sử dụng gói Premium');
  });

  it('with every mail type turned off in the settings: Premium, the notification and the receipt (transactional), once', async () => {
    const me = await createUser(ctx());
    const off = await ctx().inject({
      method: 'PUT',
      url: '/api/account/mail-preferences/',
      headers: me.headers,
      payload: { job_alerts: false, application_updates: false, messages: false, news: false },
    });
    expect(off.statusCode).toBe(200);
    const pkg = await cheapest(me);
    const { payment_url } = PurchaseAnswer.parse((await purchase(me, pkg.id)).json()).data;
    await payInSandbox(ctx(), payment_url, 'pay');
    expect((await paymentsOf(me))[0]?.status).toBe('paid');
    expect((await profileOf(me)).is_premium).toBe(true);
    const notices = await selectRows<{ title: string }>(ctx().database.db, sql`select title from notifications where recipient_id = ${me.user.id}`);
    expect(notices).toEqual([{ title: PREMIUM_ACTIVATED_TITLE }]);
    expect((await readMails(ctx(), me.user.email)).map((mail) => mail.subject)).toEqual([PREMIUM_ACTIVATED_SUBJECT]);
  });

  it('a cancel in the sandbox lands on /payment-failed and changes nothing', async () => {
    const me = await createUser(ctx());
    const pkg = await cheapest(me);
    const { payment_url } = PurchaseAnswer.parse((await purchase(me, pkg.id)).json()).data;
    const { submitted } = await payInSandbox(ctx(), payment_url, 'cancel');
    const returned = await ctx().inject({ method: 'GET', url: local(submitted.headers.location as string) });
    const failed = new URL(returned.headers.location as string);
    expect(failed.pathname).toBe('/payment-failed');
    expect(failed.searchParams.get('reason')).toBe('cancelled');
    expect(await profileOf(me)).toMatchObject({ is_premium: false, premium_expiry: null });
    expect(await historyOf(me)).toEqual([]);
    expect((await paymentsOf(me))[0]?.status).toBe('cancelled');
  });

  it('refuses a wrong card in the sandbox without settling anything', async () => {
    const me = await createUser(ctx());
    const { payment_url } = PurchaseAnswer.parse((await purchase(me, (await cheapest(me)).id)).json()).data;
    const { submitted } = await payInSandbox(ctx(), payment_url, 'pay', '9704000000000000');
    expect(submitted.statusCode).toBe(400);
    expect(submitted.body).toContain('Thông tin thẻ hoặc OTP không đúng');
    expect((await paymentsOf(me))[0]?.status).toBe('pending');
  });

  it('the sandbox refuses an order whose amount was changed after signing', async () => {
    const me = await createUser(ctx());
    const { payment_url } = PurchaseAnswer.parse((await purchase(me, (await cheapest(me)).id)).json()).data;
    const tampered = new URL(payment_url);
    tampered.searchParams.set('vnp_Amount', '100');
    const response = await ctx().inject({ method: 'GET', url: local(tampered.toString()) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sai chữ ký');
  });

  it('IPN: a bad signature is 97, an unknown order 01, a signed wrong amount 04, and none changes anything', async () => {
    const me = await createUser(ctx());
    const pkg = await cheapest(me);
    const { payment_url } = PurchaseAnswer.parse((await purchase(me, pkg.id)).json()).data;
    const order = orderOf(payment_url);
    const merchant = { tmnCode: order.vnp_TmnCode!, secret: ctx().env.VNPAY!.HASH_SECRET, name: 'JobHub', ipnUrl: '' };
    const paid = new URLSearchParams(sandboxResult(order, merchant, 'pay', ctx().clock.now()));

    const forged = new URLSearchParams(paid);
    forged.set('vnp_Amount', '100');
    expect(await ipn(forged.toString())).toMatchObject({ RspCode: '97' });
    const otherSecret = sandboxResult(order, { ...merchant, secret: 'not-the-secret' }, 'pay', ctx().clock.now());
    expect(await ipn(otherSecret)).toMatchObject({ RspCode: '97' });
    expect(await ipn('vnp_TxnRef=x')).toMatchObject({ RspCode: '99' });

    const fields = Object.fromEntries(paid);
    delete fields.vnp_SecureHash;
    expect(await ipn(signedQuery({ ...fields, vnp_TxnRef: 'JHNOSUCHORDER' }, merchant.secret))).toMatchObject({ RspCode: '01' });
    expect(await ipn(signedQuery({ ...fields, vnp_Amount: String(pkg.price * 100 - 100) }, merchant.secret))).toMatchObject({ RspCode: '04' });
    const wrongAmountReturn = await ctx().inject({ method: 'GET', url: `/api/vnpay/payment-return/?${signedQuery({ ...fields, vnp_Amount: '100' }, merchant.secret)}` });
    expect(new URL(wrongAmountReturn.headers.location as string).pathname).toBe('/payment-failed');

    expect((await paymentsOf(me))[0]?.status).toBe('pending');
    expect(await profileOf(me)).toMatchObject({ is_premium: false });
    // The hash in upper case is the same hash.
    const upper = new URLSearchParams(paid);
    upper.set('vnp_SecureHash', paid.get('vnp_SecureHash')!.toUpperCase());
    expect(await ipn(upper.toString())).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await profileOf(me)).toMatchObject({ is_premium: true });
  });

  it('applies a payment once when its IPN and return arrive together', async () => {
    const me = await createUser(ctx());
    const pkg = await cheapest(me);
    const { payment_url } = PurchaseAnswer.parse((await purchase(me, pkg.id)).json()).data;
    const order = orderOf(payment_url);
    const merchant = { tmnCode: order.vnp_TmnCode!, secret: ctx().env.VNPAY!.HASH_SECRET, name: 'JobHub', ipnUrl: '' };
    const query = sandboxResult(order, merchant, 'pay', ctx().clock.now());
    const base = `http://127.0.0.1:${port}`;
    const calls = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        fetch(`${base}${i % 2 === 0 ? '/api/vnpay/ipn/' : '/api/vnpay/payment-return/'}?${query}`, { redirect: 'manual' }).then(async (r) => ({
          kind: i % 2 === 0 ? 'ipn' : 'return',
          status: r.status,
          body: i % 2 === 0 ? ((await r.json()) as { RspCode: string }) : undefined,
          location: r.headers.get('location'),
        })),
      ),
    );
    const ipnCodes = calls.filter((call) => call.kind === 'ipn').map((call) => call.body!.RspCode);
    expect(ipnCodes.every((code) => code === '00' || code === '02')).toBe(true);
    expect(calls.filter((call) => call.kind === 'return').every((call) => new URL(call.location!).pathname === '/payment-success')).toBe(true);
    const history = await historyOf(me);
    expect(history).toHaveLength(1);
    expect(new Date(history[0]!.end_date).toISOString()).toBe(new Date(ctx().clock.now().getTime() + pkg.duration_days * DAY_MS).toISOString());
    const [count] = await selectRows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from notifications where recipient_id = ${me.user.id} and notification_type = 'system'`,
    );
    expect(count?.n).toBe(1);
  });

  it('extends a running Premium: expiry = current expiry + duration', async () => {
    const me = await createUser(ctx());
    const pkg = await cheapest(me);
    // Two orders started before either was paid (two tabs): the second payment extends the first.
    const first = PurchaseAnswer.parse((await purchase(me, pkg.id)).json()).data.payment_url;
    const second = PurchaseAnswer.parse((await purchase(me, pkg.id)).json()).data.payment_url;
    await payInSandbox(ctx(), first, 'pay');
    await payInSandbox(ctx(), second, 'pay');
    const expiry = new Date(ctx().clock.now().getTime() + 2 * pkg.duration_days * DAY_MS).toISOString();
    expect((await profileOf(me)).premium_expiry).toBe(expiry);
    const statuses = (await packagesOf(me)).premium_history.map((row) => row.status);
    expect(statuses).toEqual(['active', 'extended']);
  });

  it('refuses a package of the other role, an unknown package, and the admin', async () => {
    const candidate = await createUser(ctx());
    const employer = await createUser(ctx(), { role: 'employer' });
    const employerPackage = (await packagesOf(employer)).packages[0]!;
    expect((await purchase(candidate, employerPackage.id)).statusCode).toBe(400);
    expect((await purchase(candidate, 999_999)).statusCode).toBe(404);
    const admin = await createUser(ctx(), { role: 'admin' });
    expect((await purchase(admin, employerPackage.id)).statusCode).toBe(403);
    expect(await paymentsOf(candidate)).toEqual([]);
  });

  it('the sandbox page refuses a request made by another site', async () => {
    const response = await ctx().inject({ method: 'POST', url: '/dev/vnpay/pay', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(response.statusCode).toBe(403);
  });

  /** Buys the cheapest package through the sandbox; returns the payment's id. */
  async function buy(user: CreatedUser): Promise<number> {
    const { payment_url } = PurchaseAnswer.parse((await purchase(user, (await cheapest(user)).id)).json()).data;
    await payInSandbox(ctx(), payment_url, 'pay');
    const [row] = await selectRows<{ id: number }>(ctx().database.db, sql`select id from payments where user_id = ${user.user.id} and status = 'paid'`);
    return Number(row!.id);
  }

  it('refund-cancels through VNPay: the sandbox takes the refund, Premium ends, the history says refunded, the user is told; twice is refused', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const buyer = await createUser(ctx());
    const id = await buy(buyer);
    expect(await profileOf(buyer)).toMatchObject({ is_premium: true });

    const refund = await callApi(ctx(), 'POST', `/api/admin/payments/${id}/refund/`, admin);
    expect(refund).toMatchObject({ status: 200, body: { message: MSG_REFUNDED } });
    expect(await profileOf(buyer)).toMatchObject({ is_premium: false, premium_expiry: null });
    const data = await packagesOf(buyer);
    expect(data.premium_history.map((row) => row.status)).toEqual(['refunded']);
    const [notice] = await selectRows<{ title: string }>(
      ctx().database.db,
      sql`select title from notifications where recipient_id = ${buyer.user.id} and title = ${REFUND_NOTICE_TITLE}`,
    );
    expect(notice).toBeDefined();

    const again = await callApi(ctx(), 'POST', `/api/admin/payments/${id}/refund/`, admin);
    expect(again.status).toBe(400);
    expect(ApiErrorBodySchema.parse(again.body).message).toBe(MSG_PAYMENT_NOT_PAID);
    expect((await callApi(ctx(), 'POST', '/api/admin/payments/999999/refund/', admin)).status).toBe(404);
    expect((await callApi(ctx(), 'POST', `/api/admin/payments/${id}/refund/`, buyer)).status).toBe(403);
  });

  it('a refund VNPay refuses changes nothing: the payment stays paid and the Premium runs on', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const buyer = await createUser(ctx());
    // Paid as far as JobHub knows, but never through this VNPay terminal: VNPay cannot find it.
    const pkg = await cheapest(buyer);
    const txnRef = newTxnRef(ctx().clock.now());
    await createPayment(ctx().database.db, { txnRef, userId: buyer.user.id, packageId: pkg.id, amount: pkg.price, now: ctx().clock.now() });
    await settlePayment(ctx().database.db, { txnRef, amount: pkg.price, success: true, responseCode: '00', transactionNo: '12345678', bankCode: 'NCB' }, ctx().clock.now());
    const [row] = await selectRows<{ id: number }>(ctx().database.db, sql`select id from payments where txn_ref = ${txnRef}`);

    const refused = await callApi(ctx(), 'POST', `/api/admin/payments/${Number(row!.id)}/refund/`, admin);
    expect(refused.status).toBe(400);
    const [code, message] = REFUND_ANSWERS.notFound;
    expect(ApiErrorBodySchema.parse(refused.body).message).toBe(refundRefusedMessage(code, message));
    expect((await paymentsOf(buyer))[0]?.status).toBe('paid');
    expect(await profileOf(buyer)).toMatchObject({ is_premium: true });
  });

  it("the sandbox's merchant API refuses a wrong signature (97), an unknown terminal (02) and a cancelled payment (95)", async () => {
    const post = async (body: object) =>
      (await ctx().inject({ method: 'POST', url: '/dev/vnpay/merchant_webapi/api/transaction', payload: body })).json() as Record<string, string>;
    const unsigned = { vnp_RequestId: '1', vnp_Version: '2.1.0', vnp_Command: 'refund', vnp_TmnCode: 'JOBHUBDEV', vnp_TxnRef: 'X', vnp_SecureHash: 'ab'.repeat(64) };
    expect((await post(unsigned)).vnp_ResponseCode).toBe('97');
    const unknownTerminal = await post({ ...unsigned, vnp_TmnCode: 'NOBODY00' });
    expect(unknownTerminal).toMatchObject({ vnp_ResponseCode: '02' });
    expect(unknownTerminal.vnp_SecureHash).toBeUndefined();

    const admin = await createUser(ctx(), { role: 'admin' });
    const buyer = await createUser(ctx());
    const { payment_url } = PurchaseAnswer.parse((await purchase(buyer, (await cheapest(buyer)).id)).json()).data;
    await payInSandbox(ctx(), payment_url, 'cancel');
    const [row] = await selectRows<{ id: number }>(ctx().database.db, sql`select id from payments where user_id = ${buyer.user.id}`);
    // JobHub refuses before asking VNPay: only a paid payment is refunded.
    expect((await callApi(ctx(), 'POST', `/api/admin/payments/${Number(row!.id)}/refund/`, admin)).status).toBe(400);
  });
});
