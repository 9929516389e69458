/** Premium (API.md, Premium and payments): packages, purchase, VNPay's callbacks, cancel, the admin's payments. */
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '../envelope';
import {
  AdminPaymentQuerySchema,
  PaymentPageSchema,
  PremiumPackagesDataSchema,
  PremiumPurchaseBodySchema,
  PremiumPurchaseDataSchema,
  VnpayCallbackQuerySchema,
  VnpayIpnAnswerSchema,
} from '../premium';

/** Cancels the user's Premium and records it in the Premium history; cancelling twice changes nothing. */
export const cancelPremium = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/delete-premium/',
  aliases: ['/api/delete-premium/'],
  responses: { 200: MessageEnvelopeSchema },
});

/** The packages of the caller's role, the caller's Premium history and state. */
export const listPremiumPackages = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/premium/packages/',
  responses: { 200: /* @__PURE__ */ envelope(PremiumPackagesDataSchema) },
});

/** Starts a payment of a package of the caller's role; 400 while the caller is Premium. */
export const purchasePremium = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/premium/purchase/',
  body: PremiumPurchaseBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(PremiumPurchaseDataSchema) },
});

/**
 * VNPay's browser return: verifies and applies the payment, then redirects (302) to the site's
 * /payment-success or /payment-failed. A browser navigation, never called by the SDK.
 */
export const vnpayPaymentReturn = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/vnpay/payment-return/',
  query: VnpayCallbackQuerySchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** VNPay's server-to-server IPN: answers in VNPay's format `{RspCode, Message}`. */
export const vnpayIpn = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/vnpay/ipn/',
  query: VnpayCallbackQuerySchema,
  responses: { 200: VnpayIpnAnswerSchema },
});

/** Admins: every payment, newest first, optionally of one status. */
export const listPayments = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/admin/payments/',
  query: AdminPaymentQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(PaymentPageSchema) },
});

/** Admins: refunds a paid payment and ends the Premium it bought. */
export const refundPayment = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/admin/payments/:id/refund/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The premium endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const PREMIUM_ENDPOINTS = { cancelPremium, listPremiumPackages, purchasePremium, vnpayPaymentReturn, vnpayIpn, listPayments, refundPayment };
