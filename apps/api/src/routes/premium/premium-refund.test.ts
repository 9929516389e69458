/**
 * Exact refunds of stacked orders (issue #24, finding 1): a refund removes exactly the refunded
 * order's days still ahead, whatever was bought, cancelled or refunded around it. A property test
 * runs random histories against the repository on the database and a small model of the run.
 */
import { listPayments } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { newTxnRef } from '../../payments/vnpay-merchant';
import { cancelPremium, createPayment, refundPayment, settlePayment } from '../../repositories/premium';
import { selectRows } from '../../repositories/sql-rows';
import { findUserById, isPremiumAt } from '../../repositories/users';
import { describeEachDatabase, useTestContext, type TestContext } from '../../test/context';
import { callApi, createUser } from '../../test/helpers';

interface Pkg {
  id: number;
  price: number;
  duration_days: number;
}

/** The model: the orders whose days are still ahead, in the order they run from `now`. */
interface Model {
  now: number;
  run: { order: number; ms: number }[];
}

const modelExpiry = (model: Model) => (model.run.length === 0 ? null : model.now + model.run.reduce((sum, part) => sum + part.ms, 0));

function advance(model: Model, ms: number) {
  model.now += ms;
  let left = ms;
  while (left > 0 && model.run.length > 0) {
    const head = model.run[0]!;
    const used = Math.min(head.ms, left);
    head.ms -= used;
    left -= used;
    if (head.ms === 0) model.run.shift();
  }
}

type Step =
  | { kind: 'start'; pkg: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'cancel' }
  | { kind: 'refund'; pick: number }
  | { kind: 'wait'; hours: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('start' as const), pkg: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  // Up to 40 days, in hours, so refunds also fall in the middle of a day and of an order.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 40 * 24 }) }) },
);

describeEachDatabase('exact Premium refunds', (kind) => {
  const ctx = useTestContext(kind);
  const db = () => ctx().database.db;
  const candidatePackages = () =>
    selectRows<Pkg>(db(), sql`select id, price, duration_days from premium_packages where role = 'candidate' and is_active order by id`);

  async function start(c: TestContext, userId: number, pkg: Pkg, now: Date) {
    const txnRef = newTxnRef(now) + Math.random().toString(36).slice(2, 6);
    await createPayment(c.database.db, { txnRef, userId, packageId: pkg.id, amount: pkg.price, now });
    const [row] = await selectRows<{ id: number }>(c.database.db, sql`select id from payments where txn_ref = ${txnRef}`);
    return { id: Number(row!.id), txnRef, pkg };
  }
  const pay = (order: { txnRef: string; pkg: Pkg }, now: Date) =>
    settlePayment(db(), { txnRef: order.txnRef, amount: order.pkg.price, success: true, responseCode: '00', transactionNo: '1', bankCode: 'NCB' }, now);
  const expiryOf = async (userId: number, now: Date) => {
    const user = await findUserById(db(), userId);
    return user && isPremiumAt(user, now) ? user.premium_expiry!.getTime() : null;
  };

  /** The finding's set-up: two purchases started, then A paid, then B (stacked on A). */
  async function stackedOrders() {
    const [pkg] = await candidatePackages();
    const buyer = await createUser(ctx());
    const now = ctx().clock.now();
    const a = await start(ctx(), buyer.user.id, pkg!, now);
    const b = await start(ctx(), buyer.user.id, pkg!, now);
    await pay(a, now);
    await pay(b, now);
    return { pkg: pkg!, buyer, now, a, b };
  }

  it('refunding the first of two stacked orders removes only its days; the second order keeps its own', async () => {
    const { pkg, buyer, now, a, b } = await stackedOrders();
    const days = pkg.duration_days * DAY_MS;
    expect(await expiryOf(buyer.user.id, now)).toBe(now.getTime() + 2 * days);

    const outcome = await refundPayment(db(), a.id, now);
    expect(outcome).toMatchObject({ kind: 'refunded', premiumEnded: false, removedDays: pkg.duration_days });
    expect(await expiryOf(buyer.user.id, now)).toBe(now.getTime() + days);
    // B's days now run from today; refunding it too ends Premium, and nothing of A's comes back.
    expect(await refundPayment(db(), b.id, now)).toMatchObject({ premiumEnded: true, removedDays: pkg.duration_days });
    expect(await expiryOf(buyer.user.id, now)).toBeNull();
  });

  it("refunding the later of two stacked orders keeps the earlier order's paid days", async () => {
    const { pkg, buyer, now, b } = await stackedOrders();
    expect(await refundPayment(db(), b.id, now)).toMatchObject({ premiumEnded: false, removedDays: pkg.duration_days });
    expect(await expiryOf(buyer.user.id, now)).toBe(now.getTime() + pkg.duration_days * DAY_MS);
  });

  it('lists the days a refund of each paid order would remove', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const { pkg, buyer, now, a, b } = await stackedOrders();
    const pending = await start(ctx(), buyer.user.id, pkg, now);
    const page = listPayments.responses[200].parse((await callApi(ctx(), 'GET', '/api/admin/payments/?page_size=100', admin)).body).data;
    const daysOf = (id: number) => page.results.find((row) => row.id === id)?.refund_days;
    expect([daysOf(a.id), daysOf(b.id), daysOf(pending.id)]).toEqual([pkg.duration_days, pkg.duration_days, null]);
  });

  it('any history of purchases, payments, waits, cancels and refunds: the expiry and the days each refund removes match the model', async () => {
    const packages = await candidatePackages();
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 14 }), async (steps) => {
        const buyer = await createUser(ctx());
        const userId = buyer.user.id;
        const model: Model = { now: ctx().clock.now().getTime(), run: [] };
        const pending: { id: number; txnRef: string; pkg: Pkg }[] = [];
        const paid: { id: number; txnRef: string; pkg: Pkg }[] = [];
        for (const step of steps) {
          const now = new Date(model.now);
          if (step.kind === 'start') {
            pending.push(await start(ctx(), userId, packages[step.pkg % packages.length]!, now));
          } else if (step.kind === 'pay' && pending.length > 0) {
            const [order] = pending.splice(step.pick % pending.length, 1);
            await pay(order!, now);
            paid.push(order!);
            model.run.push({ order: order!.id, ms: order!.pkg.duration_days * DAY_MS });
          } else if (step.kind === 'cancel') {
            await cancelPremium(db(), userId, now);
            model.run = [];
          } else if (step.kind === 'refund' && paid.length > 0) {
            const [order] = paid.splice(step.pick % paid.length, 1);
            const expected = model.run.find((part) => part.order === order!.id)?.ms ?? 0;
            model.run = model.run.filter((part) => part.order !== order!.id);
            const outcome = await refundPayment(db(), order!.id, now);
            expect(outcome).toMatchObject({ kind: 'refunded', removedDays: Math.ceil(expected / DAY_MS) });
          } else if (step.kind === 'wait') {
            advance(model, step.hours * HOUR_MS);
          }
          expect(await expiryOf(userId, new Date(model.now))).toBe(modelExpiry(model));
        }
      }),
      { numRuns: 25 },
    );
  });
});
