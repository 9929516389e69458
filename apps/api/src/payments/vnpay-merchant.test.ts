/**
 * The merchant's refund call against a peer speaking VNPay's merchant API with the sandbox's own
 * protocol code: what it sends is signed as VNPay checks it, and only a signed acceptance counts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { pipeSign, pipeVerify, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS } from './vnpay-protocol';
import { createVnpayMerchant, type RefundOrder } from './vnpay-merchant';

const SECRET = 'S'.repeat(32);
let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A VNPay peer answering every refund with `answer(request)`; returns the merchant pointed at it. */
async function merchantAgainst(answer: (request: Record<string, string>) => Record<string, string>) {
  const seen: Record<string, string>[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = JSON.parse(body) as Record<string, string>;
      seen.push(request);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(request)));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const merchant = createVnpayMerchant({
    TMN_CODE: 'ABC12345',
    HASH_SECRET: SECRET,
    URL: `http://127.0.0.1:${port}/paymentv2/vpcpay.html`,
    API_URL: `http://127.0.0.1:${port}/merchant_webapi/api/transaction`,
    BUILT_IN_SANDBOX: false,
  });
  return { merchant, seen };
}

const order: RefundOrder = {
  txnRef: 'JH20261126100000ABCDEF0123456789',
  amount: 79_000,
  transactionNo: '14000001',
  orderCreatedAt: new Date('2026-11-26T03:00:00Z'),
  createdBy: 'admin-1',
  ipAddress: '127.0.0.1',
  now: new Date('2026-11-26T04:00:00Z'),
};

const accepted = (request: Record<string, string>, code = '00') => {
  const fields: Record<string, string> = {
    vnp_ResponseId: 'r1',
    vnp_Command: 'refund',
    vnp_ResponseCode: code,
    vnp_Message: 'Yêu cầu thành công',
    vnp_TmnCode: request.vnp_TmnCode!,
    vnp_TxnRef: request.vnp_TxnRef!,
    vnp_Amount: request.vnp_Amount!,
    vnp_BankCode: 'NCB',
    vnp_PayDate: '20261126110000',
    vnp_TransactionNo: request.vnp_TransactionNo!,
    vnp_TransactionType: '02',
    vnp_TransactionStatus: '05',
    vnp_OrderInfo: request.vnp_OrderInfo!,
  };
  return { ...fields, vnp_SecureHash: pipeSign(fields, REFUND_RESPONSE_FIELDS, SECRET) };
};

it('sends a full refund signed as VNPay checks it (amount × 100, GMT+7 dates) and reads a signed acceptance', async () => {
  const { merchant, seen } = await merchantAgainst(accepted);
  expect(await merchant.refund(order)).toEqual({ ok: true, already: false });
  const [request] = seen;
  expect(pipeVerify(request!, REFUND_REQUEST_FIELDS, SECRET)).toBe(true);
  expect(request).toMatchObject({
    vnp_Command: 'refund',
    vnp_Version: '2.1.0',
    vnp_TmnCode: 'ABC12345',
    vnp_TransactionType: '02',
    vnp_Amount: '7900000',
    vnp_TransactionNo: '14000001',
    vnp_TransactionDate: '20261126100000',
    vnp_CreateDate: '20261126110000',
  });
});

it("reads VNPay's 'already requested' (94) as taken", async () => {
  const { merchant } = await merchantAgainst((request) => accepted(request, '94'));
  expect(await merchant.refund(order)).toEqual({ ok: true, already: true });
});

it('returns a refusal with its code and message, signed or not (nothing changes on a refusal)', async () => {
  const { merchant } = await merchantAgainst(() => ({ vnp_ResponseCode: '95', vnp_Message: 'Giao dịch này không thành công bên VNPAY' }));
  expect(await merchant.refund(order)).toEqual({ ok: false, code: '95', message: 'Giao dịch này không thành công bên VNPAY' });
});

it('throws on an acceptance that is unsigned, signed with another secret or about another order', async () => {
  const { merchant } = await merchantAgainst((request) => {
    const { vnp_SecureHash: _hash, ...unsigned } = accepted(request);
    return unsigned;
  });
  await expect(merchant.refund(order)).rejects.toThrow(/signature/);
  server!.close();
  const other = await merchantAgainst((request) => ({ ...accepted(request), vnp_SecureHash: pipeSign(accepted(request), REFUND_RESPONSE_FIELDS, 'another secret') }));
  await expect(other.merchant.refund(order)).rejects.toThrow(/signature/);
  server!.close();
  const elsewhere = await merchantAgainst((request) => accepted({ ...request, vnp_TxnRef: 'SOMEONEELSE' }));
  await expect(elsewhere.merchant.refund(order)).rejects.toThrow(/signature or order/);
});
