/**
 * Premium routes (API.md, Premium and payments), registered from the contract's endpoint table:
 * the packages and history of the caller, a purchase (a VNPay payment URL; the amount only from
 * the package table), the cancel, VNPay's callbacks (vnpay.routes.ts) and the admin's payments.
 */
import {
  cancelPremium,
  listPayments,
  listPremiumPackages,
  purchasePremium,
  refundPayment,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { vietnamDate } from '../../lib/vietnam-date';
import { createVnpayMerchant, newTxnRef, type RefundResult } from '../../payments/vnpay-merchant';
import {
  cancelPremium as cancelPremiumOf,
  createPayment,
  findPackage,
  findRefundablePayment,
  listPackagesForRole,
  listPayments as listPaymentsOf,
  premiumHistoryOf,
  refundPayment as refundPaymentOf,
  activePackageOf,
} from '../../repositories/premium';
import { findUserById, isPremiumAt } from '../../repositories/users';
import { notify } from '../../services/notify';
import { PREMIUM_PAGE } from '../../services/premium-limits';
import { serveEndpoint } from '../serve-endpoint';
import { vnpayRoutes } from './vnpay.routes';
import { withoutAccents } from '@jobhub/sdk/contract';
import { callerId } from '../caller';

/** Answer of a cancel, also when there was no Premium to cancel (the user ends up without one either way). */
export const MSG_PREMIUM_CANCELLED = 'Đã hủy gói Premium';
export const MSG_PACKAGE_NOT_FOUND = 'Không tìm thấy gói Premium';
export const MSG_PACKAGE_OTHER_ROLE = 'Gói Premium này không dành cho loại tài khoản của bạn';
export const MSG_PAYMENT_UNAVAILABLE = 'Thanh toán chưa được cấu hình trên máy chủ này';
export const MSG_PAYMENT_NOT_FOUND = 'Không tìm thấy giao dịch';
export const MSG_PAYMENT_NOT_PAID = 'Chỉ hoàn tiền được giao dịch đã thanh toán';
export const MSG_REFUNDED = 'Đã hoàn tiền và hủy gói Premium của giao dịch';
export const REFUND_NOTICE_TITLE = 'Gói Premium đã được hoàn tiền';
export const MSG_REFUND_NO_ANSWER = 'Không nhận được xác nhận hoàn tiền từ VNPay. Giao dịch chưa được hoàn tiền, vui lòng thử lại sau.';

/** The 400 of a refund VNPay refused: its message and code, for the admin to follow up with VNPay. */
export function refundRefusedMessage(code: string, message: string): string {
  return `VNPay từ chối hoàn tiền${message ? `: ${message}` : ''} (mã ${code}). Giao dịch chưa được hoàn tiền.`;
}

/** What the refund did to the buyer's Premium, for their notice. */
function refundConsequence(outcome: { premiumEnded: boolean; removedDays: number }): string {
  if (outcome.premiumEnded) return ' và gói Premium của bạn đã kết thúc';
  if (outcome.removedDays > 0) return `; ${outcome.removedDays} ngày Premium của giao dịch này đã được trừ khỏi thời hạn của bạn`;
  return '';
}

/** The 400 of a purchase while Premium: says until when. */
export function alreadyPremiumMessage(until: Date): string {
  return `Bạn đang sử dụng gói Premium còn hiệu lực đến ${vietnamDate(until)}. Bạn có thể mua gói mới sau khi gói hiện tại hết hạn.`;
}

export async function premiumRoutes(app: FastifyInstance) {
  const merchant = app.env.VNPAY ? createVnpayMerchant(app.env.VNPAY) : undefined;

  // Signed-in users of any role: the site cancels an expired Premium automatically (SPEC §4).
  serveEndpoint(app, cancelPremium, { onRequest: app.authenticate }, async (request) => {
    const cancelled = await cancelPremiumOf(app.db, callerId(request), app.clock.now());
    if (cancelled) request.log.info({ userId: callerId(request) }, 'premium cancelled');
    return { status: 200, message: MSG_PREMIUM_CANCELLED };
  });

  serveEndpoint(app, listPremiumPackages, { onRequest: app.authenticate }, async (request) => {
    const userId = callerId(request);
    const now = app.clock.now();
    const user = await findUserById(app.db, userId);
    if (!user) throw httpError(401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    const premium = isPremiumAt(user, now);
    const [packages, history, active] = await Promise.all([
      user.role === 'candidate' || user.role === 'employer' ? listPackagesForRole(app.db, user.role) : Promise.resolve([]),
      premiumHistoryOf(app.db, userId, now),
      premium ? activePackageOf(app.db, userId) : Promise.resolve(undefined),
    ]);
    return {
      status: 200,
      data: {
        packages,
        premium_history: history,
        user_is_premium: premium,
        premium_expiry: premium && user.premium_expiry ? user.premium_expiry.toISOString() : null,
        active_package_id: active?.id ?? null,
        payment_sandbox: app.env.VNPAY?.BUILT_IN_SANDBOX ?? false,
      },
    };
  });

  serveEndpoint(app, purchasePremium, { onRequest: app.requireRole('candidate', 'employer') }, async (request) => {
    const userId = callerId(request);
    const now = app.clock.now();
    const pkg = await findPackage(app.db, request.body.package_id);
    if (!pkg || !pkg.is_active) throw httpError(404, MSG_PACKAGE_NOT_FOUND);
    const user = await findUserById(app.db, userId);
    if (!user) throw httpError(401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    if (pkg.role !== user.role) throw httpError(400, MSG_PACKAGE_OTHER_ROLE);
    if (isPremiumAt(user, now)) throw httpError(400, alreadyPremiumMessage(user.premium_expiry!));
    if (!merchant) throw httpError(400, MSG_PAYMENT_UNAVAILABLE);
    const txnRef = newTxnRef(now);
    // The amount comes from the package table only; the body names the package, nothing else.
    await createPayment(app.db, { txnRef, userId, packageId: pkg.id, amount: pkg.price, now });
    const paymentUrl = merchant.paymentUrl({
      txnRef,
      amount: pkg.price,
      orderInfo: `Thanh toan ${withoutAccents(pkg.name)} JobHub ma ${txnRef}`,
      ipAddress: request.ip,
      returnUrl: `${app.env.PUBLIC_URL}/api/vnpay/payment-return/`,
      createdAt: now,
    });
    request.log.info({ userId, txnRef, packageId: pkg.id, amount: pkg.price }, 'premium payment started');
    const { is_active: _onSale, ...packageAnswer } = pkg;
    return { status: 200, data: { payment_url: paymentUrl, package: packageAnswer, txn_ref: txnRef } };
  });

  const admin = { onRequest: app.requireRole('admin') };

  serveEndpoint(app, listPayments, admin, async (request) => ({ status: 200, data: await listPaymentsOf(app.db, request.query, app.clock.now()) }));

  serveEndpoint(app, refundPayment, admin, async (request) => {
    const payment = await findRefundablePayment(app.db, request.params.id);
    if (!payment) throw httpError(404, MSG_PAYMENT_NOT_FOUND);
    if (payment.status !== 'paid') throw httpError(400, MSG_PAYMENT_NOT_PAID);
    if (!merchant) throw httpError(503, MSG_PAYMENT_UNAVAILABLE);
    // The money goes back through VNPay first; the Premium ends only once VNPay took the refund.
    let answer: RefundResult;
    try {
      answer = await merchant.refund({
        txnRef: payment.txnRef,
        amount: payment.amount,
        transactionNo: payment.transactionNo,
        orderCreatedAt: payment.createdAt,
        createdBy: `admin-${callerId(request)}`,
        ipAddress: request.socket.localAddress ?? '127.0.0.1',
        now: app.clock.now(),
      });
    } catch (err) {
      request.log.error({ err, paymentId: payment.id }, 'vnpay refund failed');
      throw httpError(502, MSG_REFUND_NO_ANSWER);
    }
    if (!answer.ok) {
      request.log.warn({ paymentId: payment.id, code: answer.code }, 'vnpay refused the refund');
      throw httpError(400, refundRefusedMessage(answer.code, answer.message));
    }
    const outcome = await refundPaymentOf(app.db, request.params.id, app.clock.now());
    if (outcome.kind === 'not_found') throw httpError(404, MSG_PAYMENT_NOT_FOUND);
    if (outcome.kind === 'not_paid') throw httpError(400, MSG_PAYMENT_NOT_PAID);
    request.log.info({ paymentId: request.params.id, adminId: callerId(request), already: answer.already }, 'premium payment refunded');
    const user = await findUserById(app.db, outcome.userId);
    await notify(app, {
      recipientId: outcome.userId,
      type: 'system',
      title: REFUND_NOTICE_TITLE,
      message: `Giao dịch ${outcome.packageName} đã được hoàn tiền${refundConsequence(outcome)}.`,
      link: user?.role === 'employer' ? PREMIUM_PAGE.employer : PREMIUM_PAGE.candidate,
    });
    return { status: 200, message: MSG_REFUNDED };
  });

  await app.register(vnpayRoutes, { merchant });
}
