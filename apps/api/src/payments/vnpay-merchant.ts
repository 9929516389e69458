/**
 * The merchant side of VNPay 2.1.0, on the `vnpay` npm package: builds the signed payment URL
 * (vnp_Amount = price × 100, VND, HMAC-SHA512 over the sorted, URL-encoded parameters) and
 * verifies the signature of VNPay's callbacks (browser return and IPN), and asks VNPay's merchant
 * API for refunds. The same code talks to
 * VNPay's own sandbox (VNPAY_* set) or to the built-in one at /dev/vnpay (routes/dev-vnpay), which
 * checks and signs payment URLs with its own code. The merchant API's signed field lists and its
 * '|'-joined hash are VNPay's fixed table, read from the protocol module like the sandbox does.
 */
import { randomBytes } from 'node:crypto';
import { HashAlgorithm, ProductCode, VNPay, VnpLocale, ignoreLogger } from 'vnpay';
import type { VnpayEnv } from '../env';
import { gmt7Stamp, pipeSign, pipeVerify, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS } from './vnpay-protocol';

/** The order as the merchant sends it. */
export interface PaymentOrder {
  txnRef: string;
  /** Integer VND (the library multiplies by 100). */
  amount: number;
  /** What the payment page shows (VNPay asks for Vietnamese without accents). */
  orderInfo: string;
  ipAddress: string;
  /** Absolute URL VNPay sends the browser back to. */
  returnUrl: string;
  createdAt: Date;
}

/** A callback whose signature checked out: the fields the settlement reads. */
export interface VerifiedCallback {
  txnRef: string;
  /** Integer VND (vnp_Amount / 100). */
  amount: number;
  responseCode: string;
  transactionStatus: string | undefined;
  transactionNo: string | undefined;
  bankCode: string | undefined;
  /** Response and transaction status both '00'. */
  success: boolean;
}

export type VerifyResult = { ok: true; callback: VerifiedCallback } | { ok: false; reason: 'signature' | 'malformed' };

/** How long the payment page accepts the order (vnp_ExpireDate). */
export const PAYMENT_TTL_MS = 15 * 60_000;

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as vnp_CreateDate and vnp_ExpireDate want it. */
export function vnpayDate(date: Date): number {
  return Number(gmt7Stamp(date));
}

/**
 * A new vnp_TxnRef: letters and digits only, unique (time + 64 random bits).
 * @example newTxnRef(new Date()) // 'JH20261126131500A1B2C3D4E5F60718'
 */
export function newTxnRef(now: Date): string {
  return `JH${vnpayDate(now)}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A full refund of a paid order, as the merchant asks VNPay for it. */
export interface RefundOrder {
  txnRef: string;
  /** Integer VND: the whole amount paid. */
  amount: number;
  /** VNPay's vnp_TransactionNo of the payment, if its callback carried one. */
  transactionNo: string | null;
  /** When the order was created (its vnp_CreateDate). */
  orderCreatedAt: Date;
  /** Who asks (VNPay keeps it with the refund). */
  createdBy: string;
  /** The address of the server calling VNPay. */
  ipAddress: string;
  now: Date;
}

/**
 * VNPay's answer to a refund: accepted (`already` when VNPay had taken the same refund before), or
 * refused with its response code and message. Anything else (no answer, an unsigned or wrongly
 * signed success) throws: the merchant cannot tell whether the money moved.
 */
export type RefundResult = { ok: true; already: boolean } | { ok: false; code: string; message: string };

export interface VnpayMerchant {
  /** The signed URL of the payment page for `order`. */
  paymentUrl(order: PaymentOrder): string;
  /** Checks a callback's signature and reads its fields. */
  verify(query: Record<string, string | string[]>): VerifyResult;
  /** Asks VNPay to refund a paid order in full. */
  refund(order: RefundOrder): Promise<RefundResult>;
}

/** How long VNPay has to answer a refund. */
const REFUND_TIMEOUT_MS = 15_000;

/**
 * @example const merchant = createVnpayMerchant(app.env.VNPAY!); reply.send({ payment_url: merchant.paymentUrl(order) });
 */
export function createVnpayMerchant(config: VnpayEnv): VnpayMerchant {
  const page = new URL(config.URL);
  const vnpay = new VNPay({
    tmnCode: config.TMN_CODE,
    secureSecret: config.HASH_SECRET,
    vnpayHost: page.origin,
    paymentEndpoint: page.pathname,
    hashAlgorithm: HashAlgorithm.SHA512,
    enableLog: false,
    loggerFn: ignoreLogger,
  });
  return {
    paymentUrl(order) {
      return vnpay.buildPaymentUrl({
        vnp_Amount: order.amount,
        vnp_OrderInfo: order.orderInfo,
        vnp_TxnRef: order.txnRef,
        vnp_IpAddr: order.ipAddress,
        vnp_ReturnUrl: order.returnUrl,
        vnp_Locale: VnpLocale.VN,
        vnp_OrderType: ProductCode.Other,
        vnp_CreateDate: vnpayDate(order.createdAt),
        vnp_ExpireDate: vnpayDate(new Date(order.createdAt.getTime() + PAYMENT_TTL_MS)),
      });
    },
    verify(query) {
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(query)) {
        if (typeof value !== 'string') return { ok: false, reason: 'malformed' };
        flat[key] = value;
      }
      const txnRef = flat.vnp_TxnRef;
      if (!txnRef || !flat.vnp_SecureHash || !/^\d+$/.test(flat.vnp_Amount ?? '') || !flat.vnp_ResponseCode) {
        return { ok: false, reason: 'malformed' };
      }
      let verified: ReturnType<VNPay['verifyReturnUrl']>;
      try {
        // The library compares lower-case hex; a gateway may send the hash in upper case.
        const query = { ...flat, vnp_SecureHash: flat.vnp_SecureHash.toLowerCase() };
        verified = vnpay.verifyReturnUrl(query as unknown as Parameters<VNPay['verifyReturnUrl']>[0]);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!verified.isVerified || flat.vnp_TmnCode !== config.TMN_CODE) return { ok: false, reason: 'signature' };
      return {
        ok: true,
        callback: {
          txnRef,
          amount: Number(flat.vnp_Amount) / 100,
          responseCode: flat.vnp_ResponseCode,
          transactionStatus: flat.vnp_TransactionStatus,
          transactionNo: flat.vnp_TransactionNo,
          bankCode: flat.vnp_BankCode,
          success: flat.vnp_ResponseCode === '00' && (flat.vnp_TransactionStatus ?? '00') === '00',
        },
      };
    },
    // Not the package's `refund`: it divides the answer's vnp_Amount by 100 before checking the
    // answer's signature, which VNPay computed over the amount as sent, so a genuine answer fails.
    async refund(order) {
      const request = {
        vnp_RequestId: randomBytes(16).toString('hex'),
        vnp_Version: '2.1.0',
        vnp_Command: 'refund',
        vnp_TmnCode: config.TMN_CODE,
        vnp_TransactionType: '02',
        vnp_TxnRef: order.txnRef,
        vnp_Amount: String(order.amount * 100),
        vnp_TransactionNo: order.transactionNo ?? '0',
        vnp_TransactionDate: String(vnpayDate(order.orderCreatedAt)),
        vnp_CreateBy: order.createdBy,
        vnp_CreateDate: String(vnpayDate(order.now)),
        vnp_IpAddr: order.ipAddress,
        vnp_OrderInfo: `Hoan tien giao dich ${order.txnRef}`,
      };
      const response = await fetch(config.API_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, vnp_SecureHash: pipeSign(request, REFUND_REQUEST_FIELDS, config.HASH_SECRET) }),
        signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`VNPay refund answered HTTP ${response.status}`);
      const answer = (await response.json()) as Record<string, unknown>;
      const code = String(answer.vnp_ResponseCode ?? '');
      // A refusal changes nothing here, so it is read as it comes; an acceptance must be VNPay's.
      if (code !== '00' && code !== '94') return { ok: false, code, message: String(answer.vnp_Message ?? '') };
      if (!pipeVerify(answer, REFUND_RESPONSE_FIELDS, config.HASH_SECRET) || answer.vnp_TxnRef !== order.txnRef) {
        throw new Error('VNPay refund answer: signature or order does not match');
      }
      return { ok: true, already: code === '94' };
    },
  };
}
