/**
 * VNPay 2.1.0 as the gateway speaks it, written from VNPay's own integration guide. The payment
 * URL's signing here is independent of the merchant module (vnpay-merchant.ts, on the `vnpay` npm
 * package): the built-in sandbox checks the merchant's signature and signs its results with this
 * code, so a mistake on either side shows up as a refused signature instead of cancelling out. The
 * merchant API's field lists and '|'-joined hash (below) are the one copy both sides read.
 *
 * Signing: every `vnp_*` parameter except vnp_SecureHash / vnp_SecureHashType, keys sorted, each
 * key and value URL-encoded as VNPay's PHP sample does (`urlencode`: letters, digits and `-_.` kept,
 * space as `+`, everything else `%XX` of its UTF-8 bytes), joined as `k=v&k=v`; the hash is
 * HMAC-SHA512 of that text with the terminal's hash secret, hex.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** PHP's urlencode. */
export function vnpEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.]/.test(char)) out += char;
    else if (byte === 0x20) out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The text VNPay hashes: the parameters other than the hash, sorted, encoded. */
export function signedText(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType' && params[key] !== '')
    .sort()
    .map((key) => `${vnpEncode(key)}=${vnpEncode(params[key]!)}`)
    .join('&');
}

/** vnp_SecureHash of `params` under `secret`. */
export function vnpSign(params: Record<string, string>, secret: string): string {
  return createHmac('sha512', secret).update(signedText(params), 'utf8').digest('hex');
}

/** Whether `params.vnp_SecureHash` is the right hash (hex, any case; constant time). */
export function vnpVerify(params: Record<string, string>, secret: string): boolean {
  const given = (params.vnp_SecureHash ?? '').toLowerCase();
  const expected = vnpSign(params, secret);
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** `params` with their vnp_SecureHash, as the query of a URL (in VNPay's encoding). */
export function signedQuery(params: Record<string, string>, secret: string): string {
  return `${signedText(params)}&vnp_SecureHash=${vnpSign(params, secret)}`;
}

/** yyyyMMddHHmmss in GMT+7 ↔ Date. */
export function gmt7Stamp(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 3_600_000);
  return shifted.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
export function parseGmt7Stamp(stamp: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - 7, mi, s));
}

/**
 * The merchant API (POST JSON to merchant_webapi/api/transaction; `refund` here) signs a fixed list
 * of fields instead: their values in this order, joined with '|' (missing ones empty, nothing
 * encoded), HMAC-SHA512 hex.
 */
export const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;
export const REFUND_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** The '|'-joined hash of `fields` of a merchant-API body. */
export function pipeSign(body: Record<string, unknown>, fields: readonly string[], secret: string): string {
  const text = fields.map((field) => (body[field] === undefined || body[field] === null ? '' : String(body[field]))).join('|');
  return createHmac('sha512', secret).update(text, 'utf8').digest('hex');
}

/** Whether `body.vnp_SecureHash` is the '|'-joined hash of `fields` (constant time). */
export function pipeVerify(body: Record<string, unknown>, fields: readonly string[], secret: string): boolean {
  const given = typeof body.vnp_SecureHash === 'string' ? body.vnp_SecureHash.toLowerCase() : '';
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(pipeSign(body, fields, secret), 'hex'));
}
