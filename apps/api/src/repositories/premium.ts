/**
 * Premium writes and reads (API.md, Premium and payments): packages, payments (one row per
 * vnp_TxnRef, settled once), the users' Premium columns and premium_history. Rules (who may buy,
 * what each package allows) live in routes/premium and services/premium-limits.ts.
 */
import type {
  AdminPaymentQuery,
  Page,
  Payment,
  PaymentStatus,
  PremiumHistoryEntry,
  PremiumPackage,
  PremiumPeriodStatus,
} from '@jobhub/sdk/contract';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema/accounts';
import { payments, premiumHistory, premiumPackages } from '../db/schema/premium';
import { DAY_MS } from '../lib/clock';
import { premiumDays, segmentOf, unusedPremiumMs } from '../services/premium-refund';
import { isoTimestamp, pageCount, selectRows } from './sql-rows';
import { isPremiumAt } from './users';

type PackageRow = typeof premiumPackages.$inferSelect;

function toPackage(row: PackageRow): PremiumPackage {
  return {
    id: row.id,
    name: row.name,
    role: row.role as PremiumPackage['role'],
    price: row.price,
    duration_days: row.duration_days,
    max_job_posts: row.max_job_posts,
    max_cv_views_per_day: row.max_cv_views_per_day,
    daily_job_application_limit: row.daily_job_application_limit,
    can_view_submitted_cvs: row.can_view_submitted_cvs,
    priority: row.priority,
    features: Array.isArray(row.features) ? row.features : [],
  };
}

/** The packages on sale for `role`, cheapest first within the seeded order. */
export async function listPackagesForRole(db: Db, role: string): Promise<PremiumPackage[]> {
  const rows = await db
    .select()
    .from(premiumPackages)
    .where(and(eq(premiumPackages.role, role), eq(premiumPackages.is_active, true)))
    .orderBy(asc(premiumPackages.sort_order), asc(premiumPackages.id));
  return rows.map(toPackage);
}

/** A package by id (also one no longer on sale: history rows name it). */
export async function findPackage(db: Db, id: number): Promise<(PremiumPackage & { is_active: boolean }) | undefined> {
  const [row] = await db.select().from(premiumPackages).where(eq(premiumPackages.id, id)).limit(1);
  return row ? { ...toPackage(row), is_active: row.is_active } : undefined;
}

/** The package of the user's open Premium period, if the period came from a purchase. */
export async function activePackageOf(db: Db, userId: number): Promise<PremiumPackage | undefined> {
  const [row] = await db
    .select({ pkg: premiumPackages })
    .from(premiumHistory)
    .innerJoin(premiumPackages, eq(premiumPackages.id, premiumHistory.package_id))
    .where(and(eq(premiumHistory.user_id, userId), eq(premiumHistory.is_active, true)))
    .limit(1);
  return row ? toPackage(row.pkg) : undefined;
}

/** How a history row stands at `now`. */
function periodStatus(row: { is_active: boolean; end_date: Date | null; end_reason: string | null; cancelled_at: Date | null }, now: Date): PremiumPeriodStatus {
  if (row.end_reason === 'refunded') return 'refunded';
  if (row.end_reason === 'extended') return 'extended';
  if (row.cancelled_at && (row.end_date === null || row.cancelled_at < row.end_date)) return 'cancelled';
  if (row.is_active && row.end_date !== null && row.end_date > now) return 'active';
  return 'expired';
}

/** The user's Premium history, newest first (at most 50 rows). */
export async function premiumHistoryOf(db: Db, userId: number, now: Date): Promise<PremiumHistoryEntry[]> {
  const rows = await db
    .select({ h: premiumHistory, package_name: premiumPackages.name })
    .from(premiumHistory)
    .leftJoin(premiumPackages, eq(premiumPackages.id, premiumHistory.package_id))
    .where(eq(premiumHistory.user_id, userId))
    .orderBy(sql`${premiumHistory.created_at} desc, ${premiumHistory.id} desc`)
    .limit(50);
  return rows.map(({ h, package_name }) => {
    const status = periodStatus(h, now);
    const cancelled_at = h.cancelled_at ? h.cancelled_at.toISOString() : null;
    return {
      id: h.id,
      package_id: h.package_id,
      package_name: package_name ?? null,
      price: h.price,
      start_date: h.start_date ? h.start_date.toISOString() : null,
      end_date: h.end_date ? h.end_date.toISOString() : null,
      status,
      cancelled_at,
      created_at: h.created_at.toISOString(),
      // The original API's names for the same facts (clients of it read only these).
      is_active: status === 'active',
      is_cancelled: status === 'cancelled',
      cancelled_date: cancelled_at,
      package_price: h.price,
    };
  });
}

/** Records a new pending payment (the amount is the package's price, read by the caller from the table). */
export async function createPayment(db: Db, input: { txnRef: string; userId: number; packageId: number; amount: number; now: Date }): Promise<void> {
  await db.insert(payments).values({
    txn_ref: input.txnRef,
    user_id: input.userId,
    package_id: input.packageId,
    amount: input.amount,
    status: 'pending',
    created_at: input.now,
  });
}

/** What a callback asks the settlement to record. */
export interface SettleInput {
  txnRef: string;
  /** Integer VND as the callback states it. */
  amount: number;
  success: boolean;
  responseCode: string;
  transactionNo: string | undefined;
  bankCode: string | undefined;
}

/** Result of a settlement: VNPay's RspCode follows from it (routes/premium/vnpay.routes.ts). */
export type SettleOutcome =
  | { kind: 'not_found' }
  | { kind: 'bad_amount'; paymentId: number }
  | { kind: 'already'; payment: SettledPayment }
  | { kind: 'paid'; payment: SettledPayment }
  | { kind: 'failed'; payment: SettledPayment };

export interface SettledPayment {
  id: number;
  userId: number;
  status: PaymentStatus;
  responseCode: string | null;
  premiumUntil: Date | null;
  package: PremiumPackage;
}

/** The response code VNPay uses for a payment the customer cancelled. */
const VNPAY_CANCELLED = '24';

/**
 * Applies a verified callback once: in one transaction the payment row is locked, its amount
 * compared, and a pending one becomes paid (Premium started or extended: expiry = max(now,
 * current expiry) + duration; the open history period is closed as 'extended' and a new one opened)
 * or failed / cancelled. A second callback for the same TxnRef (the IPN after the return, a replay,
 * the two at once) finds it settled and changes nothing.
 */
export async function settlePayment(db: Db, input: SettleInput, now: Date): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.txn_ref, input.txnRef)).for('update');
    if (!payment) return { kind: 'not_found' } as const;
    if (payment.amount !== input.amount) return { kind: 'bad_amount', paymentId: payment.id } as const;
    const [pkgRow] = await tx.select().from(premiumPackages).where(eq(premiumPackages.id, payment.package_id));
    const pkg = toPackage(pkgRow!);
    const settled = (row: typeof payment): SettledPayment => ({
      id: row.id,
      userId: row.user_id,
      status: row.status,
      responseCode: row.response_code,
      premiumUntil: row.premium_until,
      package: pkg,
    });
    if (payment.status !== 'pending') return { kind: 'already', payment: settled(payment) } as const;
    const callbackFields = {
      response_code: input.responseCode,
      transaction_no: input.transactionNo ?? null,
      bank_code: input.bankCode ?? null,
      settled_at: now,
    };
    if (!input.success) {
      const status = input.responseCode === VNPAY_CANCELLED ? 'cancelled' : 'failed';
      const [row] = await tx.update(payments).set({ status, ...callbackFields }).where(eq(payments.id, payment.id)).returning();
      return { kind: 'failed', payment: settled(row!) } as const;
    }
    const [user] = await tx
      .select({ is_premium: users.is_premium, premium_expiry: users.premium_expiry })
      .from(users)
      .where(eq(users.id, payment.user_id))
      .for('update');
    const from = user && isPremiumAt(user, now) ? user.premium_expiry! : now;
    const until = new Date(from.getTime() + pkg.duration_days * DAY_MS);
    await tx.update(users).set({ is_premium: true, premium_expiry: until }).where(eq(users.id, payment.user_id));
    await tx
      .update(premiumHistory)
      .set({ is_active: false, end_reason: 'extended' })
      .where(and(eq(premiumHistory.user_id, payment.user_id), eq(premiumHistory.is_active, true)));
    await tx.insert(premiumHistory).values({
      user_id: payment.user_id,
      package_id: pkg.id,
      payment_id: payment.id,
      price: payment.amount,
      // The order's own segment of the run (services/premium-refund.ts): it starts where the
      // expiry it found ended, so a refund knows exactly which days were this order's.
      start_date: from,
      end_date: until,
      is_active: true,
      created_at: now,
    });
    const [row] = await tx
      .update(payments)
      .set({ status: 'paid', premium_until: until, ...callbackFields })
      .where(eq(payments.id, payment.id))
      .returning();
    return { kind: 'paid', payment: settled(row!) } as const;
  });
}

/** A payment by TxnRef with its package (the return page's redirect reads it). */
export async function findPaymentByTxnRef(db: Db, txnRef: string): Promise<SettledPayment | undefined> {
  const [row] = await db
    .select({ p: payments, pkg: premiumPackages })
    .from(payments)
    .innerJoin(premiumPackages, eq(premiumPackages.id, payments.package_id))
    .where(eq(payments.txn_ref, txnRef))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.p.id,
    userId: row.p.user_id,
    status: row.p.status,
    responseCode: row.p.response_code,
    premiumUntil: row.p.premium_until,
    package: toPackage(row.pkg),
  };
}

/**
 * Cancels a user's Premium at `now`: clears `is_premium` and `premium_expiry` and closes the open
 * period in premium_history, or records the cancelled period when none was open (Premium granted
 * outside a recorded purchase). A user without Premium is left as is.
 *
 * @returns Whether a Premium was cancelled.
 * @example if (await cancelPremium(app.db, userId, app.clock.now())) app.log.info('Premium cancelled');
 */
export async function cancelPremium(db: Db, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ is_premium: users.is_premium, premium_expiry: users.premium_expiry })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.is_premium) return false;
    await tx.update(users).set({ is_premium: false, premium_expiry: null }).where(eq(users.id, userId));
    const closed = await tx
      .update(premiumHistory)
      .set({ is_active: false, cancelled_at: now, end_reason: 'cancelled' })
      .where(and(eq(premiumHistory.user_id, userId), eq(premiumHistory.is_active, true)))
      .returning({ id: premiumHistory.id });
    // Stacked orders whose days were still ahead end with the cancel too, so a refund of one of
    // them later finds nothing left to take back.
    await tx
      .update(premiumHistory)
      .set({ cancelled_at: now, end_reason: 'cancelled' })
      .where(and(eq(premiumHistory.user_id, userId), eq(premiumHistory.end_reason, 'extended'), gt(premiumHistory.end_date, now)));
    if (closed.length === 0) {
      await tx.insert(premiumHistory).values({ user_id: userId, end_date: user.premium_expiry, is_active: false, cancelled_at: now, end_reason: 'cancelled' });
    }
    return true;
  });
}

type HistoryRow = typeof premiumHistory.$inferSelect;

/** A payment as the admin's list reads it: its user, its package, and the period it bought (all null without one: a left join). */
type PaymentListRecord = typeof payments.$inferSelect &
  Pick<UserRow, 'is_premium' | 'premium_expiry'> & {
    user_email: UserRow['email'];
    user_fullname: UserRow['fullname'];
    package_name: PackageRow['name'];
    duration_days: PackageRow['duration_days'];
    period_start: HistoryRow['start_date'];
    period_end: HistoryRow['end_date'];
    period_end_reason: HistoryRow['end_reason'];
    period_cancelled_at: HistoryRow['cancelled_at'];
  };

/** The admin's payment list, newest first, each paid one with the days a refund at `now` would remove. */
export async function listPayments(db: Db, query: AdminPaymentQuery, now: Date): Promise<Page<Payment>> {
  const where = query.status ? sql`where p.status = ${query.status}` : sql``;
  const offset = (query.page - 1) * query.page_size;
  const [rows, [count]] = await Promise.all([
    selectRows<PaymentListRecord>(
      db,
      sql`select p.*, u.email as user_email, u.fullname as user_fullname, u.is_premium, u.premium_expiry, k.name as package_name,
          k.duration_days, h.start_date as period_start, h.end_date as period_end, h.end_reason as period_end_reason, h.cancelled_at as period_cancelled_at
        from payments p join users u on u.id = p.user_id join premium_packages k on k.id = p.package_id
        left join premium_history h on h.payment_id = p.id
        ${where} order by p.created_at desc, p.id desc limit ${query.page_size} offset ${offset}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from payments p ${where}`),
  ]);
  const total = Number(count?.total ?? 0);
  const optionalTime = (value: unknown) => (value === null || value === undefined ? null : isoTimestamp(value));
  return {
    results: rows.map((row) => ({
      id: Number(row.id),
      txn_ref: String(row.txn_ref),
      user_id: Number(row.user_id),
      user_email: String(row.user_email),
      user_fullname: String(row.user_fullname),
      package_id: Number(row.package_id),
      package_name: String(row.package_name),
      amount: Number(row.amount),
      status: row.status,
      response_code: row.response_code,
      transaction_no: row.transaction_no,
      premium_until: optionalTime(row.premium_until),
      created_at: isoTimestamp(row.created_at),
      settled_at: optionalTime(row.settled_at),
      refunded_at: optionalTime(row.refunded_at),
      refund_days: row.status === 'paid' ? premiumDays(refundableMs(periodOf(row), Number(row.duration_days), premiumOf(row), now)) : null,
    })),
    total,
    page: query.page,
    total_pages: pageCount(total, query.page_size),
    page_size: query.page_size,
  };
}

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(isoTimestamp(value)));

/** The paid order's history row, as listPayments selects it. */
function periodOf(row: PaymentListRecord) {
  const end_date = dateOrNull(row.period_end);
  if (!end_date) return undefined;
  return {
    start_date: dateOrNull(row.period_start),
    end_date,
    end_reason: row.period_end_reason,
    cancelled_at: dateOrNull(row.period_cancelled_at),
  };
}

const premiumOf = (row: PaymentListRecord) => ({ is_premium: Boolean(row.is_premium), premium_expiry: dateOrNull(row.premium_expiry) });

/** What a refund request to VNPay needs of a payment. */
export interface RefundablePayment {
  id: number;
  txnRef: string;
  amount: number;
  status: PaymentStatus;
  transactionNo: string | null;
  createdAt: Date;
}

export async function findRefundablePayment(db: Db, paymentId: number): Promise<RefundablePayment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!row) return undefined;
  return { id: row.id, txnRef: row.txn_ref, amount: row.amount, status: row.status, transactionNo: row.transaction_no, createdAt: row.created_at };
}

export type RefundOutcome =
  | { kind: 'not_found' }
  | { kind: 'not_paid' }
  | { kind: 'refunded'; userId: number; packageName: string; premiumEnded: boolean; removedDays: number };

/** A history row whose days still count: open, or closed only because a later order followed it. */
const stillRunning = and(isNull(premiumHistory.cancelled_at), or(isNull(premiumHistory.end_reason), eq(premiumHistory.end_reason, 'extended')));

/** Milliseconds of the order's days a refund at `now` would take back (services/premium-refund.ts). */
function refundableMs(
  period: { start_date: Date | null; end_date: Date | null; end_reason: string | null; cancelled_at: Date | null } | undefined,
  durationDays: number,
  user: { is_premium: boolean; premium_expiry: Date | null } | undefined,
  now: Date,
): number {
  if (!period?.end_date || period.cancelled_at || (period.end_reason !== null && period.end_reason !== 'extended')) return 0;
  const expiry = user && isPremiumAt(user, now) ? user.premium_expiry : null;
  return unusedPremiumMs(segmentOf({ start_date: period.start_date, end_date: period.end_date }, durationDays), expiry, now);
}

/**
 * Refunds a paid payment: marks it refunded, closes the period it bought (history says
 * 'refunded') and removes exactly the days of that order still ahead: later stacked orders move
 * earlier by as much, and the user's expiry shrinks by as much (Premium ends when nothing is left).
 * Days already used, or ended by a cancel, are not removed twice.
 */
export async function refundPayment(db: Db, paymentId: number, now: Date): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return { kind: 'not_found' } as const;
    if (payment.status !== 'paid') return { kind: 'not_paid' } as const;
    const [user] = await tx
      .select({ is_premium: users.is_premium, premium_expiry: users.premium_expiry })
      .from(users)
      .where(eq(users.id, payment.user_id))
      .for('update');
    const [pkg] = await tx.select().from(premiumPackages).where(eq(premiumPackages.id, payment.package_id));
    const [period] = await tx.select().from(premiumHistory).where(eq(premiumHistory.payment_id, payment.id)).for('update');
    const removedMs = refundableMs(period, pkg?.duration_days ?? 0, user, now);
    await tx.update(payments).set({ status: 'refunded', refunded_at: now }).where(eq(payments.id, payment.id));
    if (period) {
      await tx.update(premiumHistory).set({ is_active: false, cancelled_at: now, end_reason: 'refunded' }).where(eq(premiumHistory.id, period.id));
    }
    let premiumEnded = false;
    if (period && removedMs > 0) {
      const shift = sql`${`${removedMs} milliseconds`}::interval`;
      await tx
        .update(premiumHistory)
        .set({ start_date: sql`${premiumHistory.start_date} - ${shift}`, end_date: sql`${premiumHistory.end_date} - ${shift}` })
        .where(and(eq(premiumHistory.user_id, payment.user_id), gt(premiumHistory.id, period.id), stillRunning));
      const expiry = user!.premium_expiry!.getTime() - removedMs;
      premiumEnded = expiry <= now.getTime();
      await tx
        .update(users)
        .set(premiumEnded ? { is_premium: false, premium_expiry: null } : { premium_expiry: new Date(expiry) })
        .where(eq(users.id, payment.user_id));
    }
    return { kind: 'refunded', userId: payment.user_id, packageName: pkg?.name ?? '', premiumEnded, removedDays: premiumDays(removedMs) } as const;
  });
}
