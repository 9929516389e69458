/**
 * The built-in VNPay sandbox (dev only): GET /dev/vnpay is the payment page the merchant's
 * payment URL opens (VNPAY_URL unset outside production). With its own protocol code
 * (payments/vnpay-protocol.ts, not the merchant module) it checks the merchant's signature and the order's
 * fields, shows the order (merchant, amount in VND, description) and a test card form; POST
 * /dev/vnpay/pay pays, cancels or fails it, signs the result, redirects the browser to
 * vnp_ReturnUrl and calls the merchant's IPN URL server-to-server, as VNPay does. POST
 * /dev/vnpay/merchant_webapi/api/transaction is VNPay's merchant API for `refund` (JSON, '|'-joined
 * signatures): it refunds, once and in full, a payment this sandbox took since the server started
 * (its ledger lives in memory, as a payment gateway's would live in its own database).
 *
 * Served like /dev/mail: only outside production and only to requests of this site (no CORS, an
 * Origin or Sec-Fetch-Site of another site is refused), because it pays for free.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { escapeHtml } from '../../lib/escape-html';
import { isOtherSiteRequest } from '../dev-mail/dev-mail.routes';
import { gmt7Stamp, parseGmt7Stamp, pipeSign, pipeVerify, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS, signedQuery, vnpVerify } from '../../payments/vnpay-protocol';

const MSG_OTHER_SITE = 'Trang thanh toán thử nghiệm chỉ mở được từ chính trang JobHub';

/** The test card the form is filled with (VNPay's sandbox publishes the same NCB card). */
export const TEST_CARD = { bank: 'NCB', number: '9704198526191432198', holder: 'NGUYEN VAN A', issued: '07/15', otp: '123456' } as const;

/** A merchant terminal the sandbox knows: its hash secret, shown name and IPN URL (set in VNPay's merchant portal for real terminals). */
export interface SandboxMerchant {
  tmnCode: string;
  secret: string;
  name: string;
  ipnUrl: string;
}

/** What the tester chose, and the vnp_ResponseCode / vnp_TransactionStatus VNPay sends for it. */
export const SANDBOX_RESULTS = {
  pay: { responseCode: '00', transactionStatus: '00' },
  cancel: { responseCode: '24', transactionStatus: '02' },
  fail: { responseCode: '51', transactionStatus: '02' },
} as const;
export type SandboxAction = keyof typeof SANDBOX_RESULTS;

/** VNPay's error codes of the payment page (shown, not redirected). */
const PAGE_ERRORS = {
  signature: 'Sai chữ ký (mã lỗi 70)',
  merchant: 'Website này chưa được phê duyệt (mã lỗi 02)',
  params: 'Dữ liệu gửi sang không đúng định dạng (mã lỗi 03)',
  expired: 'Giao dịch đã quá thời gian chờ thanh toán (mã lỗi 11)',
  card: 'Thông tin thẻ hoặc OTP không đúng',
};

type Order = Record<string, string>;

/** The order's problem, if any (signature first: nothing else is trusted before it). */
function checkOrder(order: Order, merchants: Map<string, SandboxMerchant>, now: Date): string | undefined {
  const merchant = merchants.get(order.vnp_TmnCode ?? '');
  if (!merchant) return PAGE_ERRORS.merchant;
  if (!vnpVerify(order, merchant.secret)) return PAGE_ERRORS.signature;
  const required = ['vnp_Version', 'vnp_Command', 'vnp_Amount', 'vnp_CurrCode', 'vnp_TxnRef', 'vnp_OrderInfo', 'vnp_ReturnUrl', 'vnp_IpAddr', 'vnp_CreateDate', 'vnp_Locale'];
  if (required.some((key) => !order[key])) return PAGE_ERRORS.params;
  if (order.vnp_Version !== '2.1.0' || order.vnp_Command !== 'pay' || order.vnp_CurrCode !== 'VND') return PAGE_ERRORS.params;
  if (!/^\d+00$/.test(order.vnp_Amount!) || !URL.canParse(order.vnp_ReturnUrl!) || !/^https?:$/.test(new URL(order.vnp_ReturnUrl!).protocol)) {
    return PAGE_ERRORS.params;
  }
  if (!parseGmt7Stamp(order.vnp_CreateDate!)) return PAGE_ERRORS.params;
  const expires = order.vnp_ExpireDate ? parseGmt7Stamp(order.vnp_ExpireDate) : undefined;
  if (order.vnp_ExpireDate && !expires) return PAGE_ERRORS.params;
  if (expires && expires.getTime() <= now.getTime()) return PAGE_ERRORS.expired;
  return undefined;
}

const STYLE = `body{font-family:system-ui,Arial,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111827;line-height:1.5}
.note{background:#fef3c7;border:1px solid #f59e0b;border-radius:6px;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;word-break:break-word}
label{display:block;margin:.5rem 0 .25rem;font-weight:600}input{width:100%;padding:.5rem;border:1px solid #9ca3af;border-radius:6px;box-sizing:border-box;font:inherit}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}button{padding:.6rem 1rem;border-radius:6px;border:1px solid #1d4ed8;font:inherit;cursor:pointer}
.pay{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}
.error{color:#b91c1c;font-weight:600}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — VNPay thử nghiệm</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="note">Cổng thanh toán thử nghiệm của JobHub (môi trường phát triển): không có tiền thật nào được chuyển.</p>
${body}
</main>
</body>
</html>`;
}

function orderPage(order: Order, merchant: SandboxMerchant, rawQuery: string, error?: string): string {
  const amount = Number(order.vnp_Amount) / 100;
  return page(
    'Thanh toán qua VNPay',
    `<section aria-labelledby="order-title">
<h2 id="order-title">Thông tin đơn hàng</h2>
<dl>
<dt>Nhà cung cấp</dt><dd>${escapeHtml(merchant.name)} (${escapeHtml(merchant.tmnCode)})</dd>
<dt>Số tiền</dt><dd data-testid="amount">${escapeHtml(amount.toLocaleString('vi-VN'))} ₫</dd>
<dt>Nội dung</dt><dd>${escapeHtml(order.vnp_OrderInfo ?? '')}</dd>
<dt>Mã giao dịch</dt><dd>${escapeHtml(order.vnp_TxnRef ?? '')}</dd>
</dl>
</section>
<section aria-labelledby="card-title">
<h2 id="card-title">Thẻ thử nghiệm</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/dev/vnpay/pay">
<input type="hidden" name="order" value="${escapeHtml(rawQuery)}">
<label for="bank">Ngân hàng</label><input id="bank" name="bank" value="${TEST_CARD.bank}" readonly>
<label for="card">Số thẻ</label><input id="card" name="card" value="${TEST_CARD.number}" inputmode="numeric" autocomplete="off">
<label for="holder">Tên chủ thẻ</label><input id="holder" name="holder" value="${TEST_CARD.holder}" autocomplete="off">
<label for="issued">Ngày phát hành</label><input id="issued" name="issued" value="${TEST_CARD.issued}" autocomplete="off">
<label for="otp">Mã OTP</label><input id="otp" name="otp" value="${TEST_CARD.otp}" inputmode="numeric" autocomplete="off">
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Thanh toán</button>
<button class="cancel" type="submit" name="action" value="cancel">Hủy giao dịch</button>
<button class="fail" type="submit" name="action" value="fail">Giả lập thanh toán thất bại</button>
</div>
</form>
</section>`,
  );
}

function errorPage(message: string): string {
  return page('Không thể thanh toán', `<p class="error" role="alert">${escapeHtml(message)}</p>`);
}

/** What the sandbox keeps of an order the tester finished, for the merchant API. */
interface LedgerEntry {
  tmnCode: string;
  action: SandboxAction;
  /** vnp_Amount (VND × 100). */
  amount: string;
  createDate: string;
  transactionNo: string;
  bankCode: string;
  refunded: boolean;
}

/** The refund answers' vnp_ResponseCode and vnp_Message (VNPay's table for `refund`). */
export const REFUND_ANSWERS = {
  ok: ['00', 'Yêu cầu thành công'],
  merchant: ['02', 'Mã định danh kết nối không hợp lệ (kiểm tra lại TmnCode)'],
  format: ['03', 'Dữ liệu gửi sang không đúng định dạng'],
  notFound: ['91', 'Không tìm thấy giao dịch yêu cầu hoàn trả'],
  already: ['94', 'Giao dịch đã được gửi yêu cầu hoàn tiền trước đó. Yêu cầu này VNPAY đang xử lý'],
  notPaid: ['95', 'Giao dịch này không thành công bên VNPAY. VNPAY từ chối xử lý yêu cầu'],
  checksum: ['97', 'Checksum không hợp lệ'],
} as const;

/**
 * The answer to a `refund` body: checked in VNPay's order (terminal, signature, format, the
 * transaction), signed with the terminal's secret when the terminal is known. A success marks the
 * ledger entry refunded.
 */
function answerRefund(body: Record<string, unknown>, merchants: Map<string, SandboxMerchant>, ledger: Map<string, LedgerEntry>, now: Date): Record<string, string> {
  const text = (key: string) => (typeof body[key] === 'string' || typeof body[key] === 'number' ? String(body[key]) : '');
  const merchant = merchants.get(text('vnp_TmnCode'));
  const answer = (reply: readonly [string, string], entry?: LedgerEntry): Record<string, string> => {
    const fields: Record<string, string> = {
      vnp_ResponseId: randomBytes(16).toString('hex'),
      vnp_Command: 'refund',
      vnp_ResponseCode: reply[0],
      vnp_Message: reply[1],
      vnp_TmnCode: text('vnp_TmnCode'),
      vnp_TxnRef: text('vnp_TxnRef'),
      vnp_Amount: text('vnp_Amount'),
      vnp_BankCode: entry?.bankCode ?? '',
      vnp_PayDate: gmt7Stamp(now),
      vnp_TransactionNo: entry?.transactionNo ?? '',
      vnp_TransactionType: text('vnp_TransactionType'),
      // '05': VNPay is processing the refund (it reaches the card later).
      vnp_TransactionStatus: reply === REFUND_ANSWERS.ok ? '05' : '',
      vnp_OrderInfo: text('vnp_OrderInfo'),
    };
    return merchant ? { ...fields, vnp_SecureHash: pipeSign(fields, REFUND_RESPONSE_FIELDS, merchant.secret) } : fields;
  };
  if (!merchant) return answer(REFUND_ANSWERS.merchant);
  if (!pipeVerify(body, REFUND_REQUEST_FIELDS, merchant.secret)) return answer(REFUND_ANSWERS.checksum);
  const missing = ['vnp_RequestId', 'vnp_TxnRef', 'vnp_TransactionDate', 'vnp_CreateBy', 'vnp_CreateDate', 'vnp_IpAddr', 'vnp_OrderInfo'].some((key) => !text(key));
  if (
    missing ||
    text('vnp_Version') !== '2.1.0' ||
    text('vnp_Command') !== 'refund' ||
    text('vnp_TransactionType') !== '02' ||
    !/^\d+00$/.test(text('vnp_Amount')) ||
    !parseGmt7Stamp(text('vnp_TransactionDate')) ||
    !parseGmt7Stamp(text('vnp_CreateDate'))
  ) {
    return answer(REFUND_ANSWERS.format);
  }
  const entry = ledger.get(text('vnp_TxnRef'));
  const transactionNo = text('vnp_TransactionNo');
  if (!entry || entry.tmnCode !== merchant.tmnCode || entry.createDate !== text('vnp_TransactionDate') || (transactionNo && transactionNo !== '0' && transactionNo !== entry.transactionNo)) {
    return answer(REFUND_ANSWERS.notFound);
  }
  if (entry.action !== 'pay') return answer(REFUND_ANSWERS.notPaid, entry);
  if (entry.refunded) return answer(REFUND_ANSWERS.already, entry);
  // A full refund ('02') is of the whole amount.
  if (text('vnp_Amount') !== entry.amount) return answer(REFUND_ANSWERS.format, entry);
  entry.refunded = true;
  return answer(REFUND_ANSWERS.ok, entry);
}

/** The result VNPay sends back for `order` and the tester's `action`, unsigned. */
function resultParams(order: Order, merchant: SandboxMerchant, action: SandboxAction, now: Date): Record<string, string> {
  const result = SANDBOX_RESULTS[action];
  const params: Record<string, string> = {
    vnp_Amount: order.vnp_Amount!,
    vnp_BankCode: TEST_CARD.bank,
    vnp_CardType: 'ATM',
    vnp_OrderInfo: order.vnp_OrderInfo!,
    vnp_PayDate: gmt7Stamp(now),
    vnp_ResponseCode: result.responseCode,
    vnp_TmnCode: merchant.tmnCode,
    vnp_TransactionNo: action === 'cancel' ? '0' : String(randomInt(10_000_000, 99_999_999)),
    vnp_TransactionStatus: result.transactionStatus,
    vnp_TxnRef: order.vnp_TxnRef!,
  };
  if (action === 'pay') params.vnp_BankTranNo = `VNP${randomInt(10_000_000, 99_999_999)}`;
  return params;
}

/** The signed result VNPay sends back for `order` and the tester's `action`, as a query. */
export function sandboxResult(order: Order, merchant: SandboxMerchant, action: SandboxAction, now: Date): string {
  return signedQuery(resultParams(order, merchant, action, now), merchant.secret);
}

export interface DevVnpayOptions {
  merchants: SandboxMerchant[];
}

export async function devVnpayRoutes(app: FastifyInstance, options: DevVnpayOptions) {
  const merchants = new Map(options.merchants.map((merchant) => [merchant.tmnCode, merchant]));
  const ledger = new Map<string, LedgerEntry>();
  const siteOrigin = new URL(app.env.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (isOtherSiteRequest(request, siteOrigin)) throw httpError(403, MSG_OTHER_SITE);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const html = (status: number, body: string) => ({ status, body });
  // The form posts back here: with helmet's no-referrer the browser would send `Origin: null`,
  // which the same-site check above refuses; same-origin keeps the Origin on our own requests.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'same-origin');
  });

  /** The order of a raw query (its first value per key). */
  const parseOrder = (rawQuery: string): Order => Object.fromEntries(new URLSearchParams(rawQuery));

  app.get('/dev/vnpay', async (request, reply) => {
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const order = parseOrder(rawQuery);
    const problem = checkOrder(order, merchants, app.clock.now());
    const answer = problem ? html(400, errorPage(problem)) : html(200, orderPage(order, merchants.get(order.vnp_TmnCode!)!, rawQuery));
    if (problem) request.log.warn({ problem, txnRef: order.vnp_TxnRef }, 'vnpay sandbox refused an order');
    return reply.code(answer.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(answer.body);
  });

  app.post('/dev/vnpay/pay', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const rawQuery = typeof form.order === 'string' ? form.order : '';
    const order = parseOrder(rawQuery);
    const send = (status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    const problem = checkOrder(order, merchants, app.clock.now());
    if (problem) return send(400, errorPage(problem));
    const merchant = merchants.get(order.vnp_TmnCode!)!;
    const action = form.action;
    if (action !== 'pay' && action !== 'cancel' && action !== 'fail') return send(400, errorPage(PAGE_ERRORS.params));
    if (action === 'pay' && (form.card?.replace(/\s/g, '') !== TEST_CARD.number || form.otp?.trim() !== TEST_CARD.otp)) {
      return send(400, orderPage(order, merchant, rawQuery, PAGE_ERRORS.card));
    }
    const result = resultParams(order, merchant, action, app.clock.now());
    ledger.set(order.vnp_TxnRef!, {
      tmnCode: merchant.tmnCode,
      action,
      amount: order.vnp_Amount!,
      createDate: order.vnp_CreateDate!,
      transactionNo: result.vnp_TransactionNo!,
      bankCode: result.vnp_BankCode!,
      refunded: false,
    });
    const query = signedQuery(result, merchant.secret);
    // VNPay calls the merchant's IPN on its own, about when the browser comes back.
    app.background.run('vnpay sandbox ipn', async () => {
      const response = await fetch(`${merchant.ipnUrl}?${query}`, { signal: AbortSignal.timeout(10_000) });
      const answer = await response.text();
      app.log.info({ txnRef: order.vnp_TxnRef, status: response.status, answer: answer.slice(0, 200) }, 'vnpay sandbox ipn answered');
    });
    const returnUrl = new URL(order.vnp_ReturnUrl!);
    return reply.redirect(`${returnUrl.origin}${returnUrl.pathname}${returnUrl.search ? `${returnUrl.search}&` : '?'}${query}`, 302);
  });

  // VNPay's merchant API, called server to server (no Origin: the same-site check lets it through).
  app.post('/dev/vnpay/merchant_webapi/api/transaction', async (request, reply) => {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
    const answer = answerRefund(body, merchants, ledger, app.clock.now());
    request.log.info({ txnRef: answer.vnp_TxnRef, responseCode: answer.vnp_ResponseCode }, 'vnpay sandbox refund answered');
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
