/** The admin's payments: list with a status filter, refund-cancel (Premium ends, history says so). */
import { ApiErrorBodySchema, listPayments, listPremiumPackages, ProfileResponseSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newTxnRef } from '../../payments/vnpay-merchant';
import { createPayment, settlePayment } from '../../repositories/premium';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { MSG_PAYMENT_NOT_PAID, MSG_REFUNDED, REFUND_NOTICE_TITLE } from './premium.routes';

describeEachDatabase('admin payments', (kind) => {
  const ctx = useTestContext(kind);

  async function payment(user: CreatedUser, settle: 'paid' | 'cancelled' | 'pending') {
    const [pkg] = await selectRows<{ id: number; price: number }>(ctx().database.db, sql`select id, price from premium_packages where name = 'Gói Sinh Viên'`);
    const txnRef = newTxnRef(ctx().clock.now());
    await createPayment(ctx().database.db, { txnRef, userId: user.user.id, packageId: pkg!.id, amount: pkg!.price, now: ctx().clock.now() });
    if (settle !== 'pending') {
      await settlePayment(
        ctx().database.db,
        { txnRef, amount: pkg!.price, success: settle === 'paid', responseCode: settle === 'paid' ? '00' : '24', transactionNo: '1', bankCode: 'NCB' },
        ctx().clock.now(),
      );
    }
    const [row] = await selectRows<{ id: number }>(ctx().database.db, sql`select id from payments where txn_ref = ${txnRef}`);
    return { id: Number(row!.id), txnRef };
  }

  it('lists payments newest first, filtered by status, for admins only', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const buyer = await createUser(ctx(), { fullname: 'Người Mua Thử' });
    const paid = await payment(buyer, 'paid');
    const cancelled = await payment(await createUser(ctx()), 'cancelled');
    const all = listPayments.responses[200].parse((await callApi(ctx(), 'GET', '/api/admin/payments/?page_size=100', admin)).body).data;
    expect(all.results.map((row) => row.txn_ref)).toEqual(expect.arrayContaining([paid.txnRef, cancelled.txnRef]));
    const onlyPaid = listPayments.responses[200].parse((await callApi(ctx(), 'GET', '/api/admin/payments/?status=paid&page_size=100', admin)).body).data;
    expect(onlyPaid.results.every((row) => row.status === 'paid')).toBe(true);
    expect(onlyPaid.results.find((row) => row.txn_ref === paid.txnRef)).toMatchObject({ user_fullname: 'Người Mua Thử', package_name: 'Gói Sinh Viên', amount: 79000 });
    expect((await callApi(ctx(), 'GET', '/api/admin/payments/', buyer)).status).toBe(403);
    expect((await callApi(ctx(), 'GET', '/api/admin/payments/?status=lost', admin)).status).toBe(400);
  });

  it('refund-cancels a paid payment: Premium ends, the history says refunded, the user is told; twice is refused', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const buyer = await createUser(ctx());
    const { id } = await payment(buyer, 'paid');
    const profile = async () => ProfileResponseSchema.parse((await callApi(ctx(), 'GET', '/api/profile/', buyer)).body).data;
    expect(await profile()).toMatchObject({ is_premium: true });

    const refund = await callApi(ctx(), 'POST', `/api/admin/payments/${id}/refund/`, admin);
    expect(refund).toMatchObject({ status: 200, body: { message: MSG_REFUNDED } });
    expect(await profile()).toMatchObject({ is_premium: false, premium_expiry: null });
    const data = listPremiumPackages.responses[200].parse((await callApi(ctx(), 'GET', '/api/premium/packages/', buyer)).body).data;
    expect(data.premium_history.map((row) => row.status)).toEqual(['refunded']);
    expect(data.user_is_premium).toBe(false);
    const [notice] = await selectRows<{ title: string }>(
      ctx().database.db,
      sql`select title from notifications where recipient_id = ${buyer.user.id} and title = ${REFUND_NOTICE_TITLE}`,
    );
    expect(notice).toBeDefined();

    const again = await callApi(ctx(), 'POST', `/api/admin/payments/${id}/refund/`, admin);
    expect(again.status).toBe(400);
    expect(ApiErrorBodySchema.parse(again.body).message).toBe(MSG_PAYMENT_NOT_PAID);
    const pending = await payment(buyer, 'pending');
    expect((await callApi(ctx(), 'POST', `/api/admin/payments/${pending.id}/refund/`, admin)).status).toBe(400);
    expect((await callApi(ctx(), 'POST', '/api/admin/payments/999999/refund/', admin)).status).toBe(404);
  });
});
