/** The admin's payments: list with a status filter (the refund, which goes through VNPay, is in payments.test.ts). */
import { listPayments } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newTxnRef } from '../../payments/vnpay-merchant';
import { createPayment, settlePayment } from '../../repositories/premium';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';

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
});
