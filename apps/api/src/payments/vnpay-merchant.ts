/**
 * The merchant side of VNPay 2.1.0, on the `vnpay` npm package: builds the signed payment URL
 * (vnp_Amount = price × 100, VND, HMAC-SHA512 over the sorted, URL-encoded parameters) and
 * verifies the signature of VNPay's callbacks (browser return and IPN). The same code talks to
 * VNPay's own sandbox (VNPAY_* set) or to the built-in one at /dev/vnpay (routes/dev-vnpay), which
 * checks and signs with its own code.
 */
import { randomBytes } from 'node:crypto';
import { HashAlgorithm, ProductCode, VNPay, VnpLocale, ignoreLogger } from 'vnpay';
import type { VnpayEnv } from '../env';

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
  const shifted = new Date(date.getTime() + 7 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return Number(
    `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}` +
      `${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`,
  );
}

/**
 * A new vnp_TxnRef: letters and digits only, unique (time + 64 random bits).
 * @example newTxnRef(new Date()) // 'JH20261126131500A1B2C3D4E5F60718'
 */
export function newTxnRef(now: Date): string {
  return `JH${vnpayDate(now)}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export interface VnpayMerchant {
  /** The signed URL of the payment page for `order`. */
  paymentUrl(order: PaymentOrder): string;
  /** Checks a callback's signature and reads its fields. */
  verify(query: Record<string, string | string[]>): VerifyResult;
}

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
  };
}
