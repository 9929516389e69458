/**
 * VNPay's callbacks (API.md, Premium and payments): the browser return and the server-to-server
 * IPN. Both verify the signature (payments/vnpay-merchant.ts) and the amount, then settle the
 * payment once (repositories/premium.ts `settlePayment`: one transaction, the row locked), so an
 * IPN and a return arriving together, or a replay, apply it once. A newly paid payment notifies the
 * user (a `system` notification) and mails them. Refused callbacks are logged.
 *
 * IPN answers as VNPay specifies: RspCode 00 confirmed (paid or failed recorded), 01 order not
 * found, 02 already confirmed, 04 wrong amount, 97 bad signature, 99 anything else.
 */
import { vietnameseVnd, vnpayIpn, vnpayPaymentReturn, type PaymentFailureReason, type VnpayIpnAnswer } from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { vietnamDate } from '../../lib/vietnam-date';
import { premiumActivatedMail } from '../../mail/templates';
import { queueMail } from '../../mail/mail-queue';
import type { VnpayMerchant } from '../../payments/vnpay-merchant';
import { settlePayment, findPaymentByTxnRef, type SettleOutcome, type SettledPayment } from '../../repositories/premium';
import { findUserById } from '../../repositories/users';
import { notify } from '../../services/notify';
import { PREMIUM_PAGE } from '../../services/premium-limits';
import { serveEndpoint } from '../serve-endpoint';

export const IPN = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  notFound: { RspCode: '01', Message: 'Order not found' },
  already: { RspCode: '02', Message: 'Order already confirmed' },
  badAmount: { RspCode: '04', Message: 'Invalid amount' },
  badSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknown: { RspCode: '99', Message: 'Unknown error' },
} satisfies Record<string, VnpayIpnAnswer>;

export const PREMIUM_ACTIVATED_TITLE = 'Kích hoạt Premium thành công';


interface VnpayRoutesOptions {
  merchant: VnpayMerchant | undefined;
}

export async function vnpayRoutes(app: FastifyInstance, { merchant }: VnpayRoutesOptions) {
  /** After a payment became paid: the system notification and the mail (after commit; failures logged). */
  async function announcePaid(payment: SettledPayment, log: FastifyBaseLogger): Promise<void> {
    const user = await findUserById(app.db, payment.userId);
    if (!user) return;
    const link = user.role === 'employer' ? PREMIUM_PAGE.employer : PREMIUM_PAGE.candidate;
    const until = vietnamDate(payment.premiumUntil!);
    try {
      await notify(app, {
        recipientId: user.id,
        type: 'system',
        title: PREMIUM_ACTIVATED_TITLE,
        message: `${payment.package.name} (${payment.package.duration_days} ngày) đã được kích hoạt, hiệu lực đến ${until}.`,
        link,
      });
    } catch (err) {
      log.error({ err, paymentId: payment.id }, 'premium notification failed');
    }
    // A receipt: transactional, sent whatever the mail switches say; once per payment (its key).
    app.background.run('premium mail', async () => {
      const mail = await premiumActivatedMail(user.email, user.fullname, {
        packageName: payment.package.name,
        days: payment.package.duration_days,
        until,
        amount: vietnameseVnd(payment.package.price),
        link: `${app.env.PUBLIC_URL}${link}`,
      });
      await queueMail(app, { ...mail, key: `premium-paid:${payment.id}`, category: 'transactional', userId: user.id });
    });
  }

  /** Verifies and settles one callback; logs what was refused. */
  async function handle(query: Record<string, string | string[]>, source: 'ipn' | 'return', log: FastifyBaseLogger) {
    if (!merchant) return { verdict: 'unavailable' as const };
    const verified = merchant.verify(query);
    if (!verified.ok) {
      log.warn({ source, reason: verified.reason, txnRef: typeof query.vnp_TxnRef === 'string' ? query.vnp_TxnRef : undefined }, 'vnpay callback refused');
      return { verdict: verified.reason };
    }
    const { callback } = verified;
    const outcome: SettleOutcome = await settlePayment(
      app.db,
      {
        txnRef: callback.txnRef,
        amount: callback.amount,
        success: callback.success,
        responseCode: callback.responseCode,
        transactionNo: callback.transactionNo,
        bankCode: callback.bankCode,
      },
      app.clock.now(),
    );
    if (outcome.kind === 'not_found' || outcome.kind === 'bad_amount') {
      log.warn({ source, txnRef: callback.txnRef, amount: callback.amount, outcome: outcome.kind }, 'vnpay callback refused');
    } else if (outcome.kind === 'already') {
      log.info({ source, txnRef: callback.txnRef, status: outcome.payment.status }, 'vnpay callback for a settled payment: nothing changed');
    } else {
      log.info({ source, txnRef: callback.txnRef, outcome: outcome.kind, responseCode: callback.responseCode }, 'vnpay payment settled');
      if (outcome.kind === 'paid') await announcePaid(outcome.payment, log);
    }
    return { verdict: 'settled' as const, outcome, txnRef: callback.txnRef };
  }

  serveEndpoint(app, vnpayIpn, {}, async (request) => {
    try {
      const result = await handle(request.query, 'ipn', request.log);
      if (result.verdict === 'signature') return IPN.badSignature;
      if (result.verdict !== 'settled') return IPN.unknown;
      switch (result.outcome.kind) {
        case 'not_found':
          return IPN.notFound;
        case 'bad_amount':
          return IPN.badAmount;
        case 'already':
          return IPN.already;
        default:
          return IPN.confirmed;
      }
    } catch (err) {
      request.log.error({ err }, 'vnpay ipn failed');
      return IPN.unknown;
    }
  });

  const site = app.env.PUBLIC_URL;
  const failedUrl = (reason: PaymentFailureReason, code?: string, packageId?: number) => {
    const params = new URLSearchParams({ reason });
    if (code) params.set('code', code);
    if (packageId) params.set('package', String(packageId));
    return `${site}/payment-failed?${params.toString()}`;
  };
  const successUrl = (payment: SettledPayment) =>
    `${site}/payment-success?${new URLSearchParams({
      package: String(payment.package.id),
      name: payment.package.name,
      duration: String(payment.package.duration_days),
      until: payment.premiumUntil!.toISOString(),
    }).toString()}`;
  /** Where the browser goes for a settled (or earlier settled) payment. */
  const settledUrl = (payment: SettledPayment) => {
    if (payment.status === 'paid' || payment.status === 'refunded') return successUrl(payment);
    const reason = payment.status === 'cancelled' ? 'cancelled' : 'failed';
    return failedUrl(reason, payment.responseCode ?? undefined, payment.package.id);
  };

  serveEndpoint(app, vnpayPaymentReturn, {}, async (request, reply) => {
    const result = await handle(request.query, 'return', request.log);
    reply.header('cache-control', 'no-store');
    if (result.verdict === 'unavailable') return reply.redirect(failedUrl('unavailable'), 302);
    if (result.verdict !== 'settled') return reply.redirect(failedUrl('signature'), 302);
    const { outcome } = result;
    if (outcome.kind === 'not_found') return reply.redirect(failedUrl('not_found'), 302);
    if (outcome.kind === 'bad_amount') return reply.redirect(failedUrl('amount'), 302);
    const payment = outcome.kind === 'already' ? ((await findPaymentByTxnRef(app.db, result.txnRef)) ?? outcome.payment) : outcome.payment;
    return reply.redirect(settledUrl(payment), 302);
  });
}
