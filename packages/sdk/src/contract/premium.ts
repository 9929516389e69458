/**
 * Premium and payments (API.md, Premium and payments): packages, the caller's history, purchases
 * and the admin's payment list. Answer schemas stay plain (no refinements): every refinement is
 * code the widgets' pages download.
 */
import * as z from 'zod/mini';
import { IdSchema, PageQuerySchema, paged } from './envelope';
import { emptyMeansUnset } from './query-input';

/** A package on sale for one role, with the limits the server's Premium gates read. */
export const PremiumPackageSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(['candidate', 'employer']),
  /** Integer VND. */
  price: z.number(),
  duration_days: z.number(),
  max_job_posts: z.number(),
  max_cv_views_per_day: z.number(),
  daily_job_application_limit: z.number(),
  can_view_submitted_cvs: z.boolean(),
  priority: z.number(),
  features: z.array(z.string()),
});
export type PremiumPackage = z.infer<typeof PremiumPackageSchema>;

/** How a Premium period stands: running, ran out, ended by the user, refunded, or taken over by a later purchase. */
export const PREMIUM_PERIOD_STATUSES = ['active', 'expired', 'cancelled', 'refunded', 'extended'] as const;
export type PremiumPeriodStatus = (typeof PREMIUM_PERIOD_STATUSES)[number];

/** One row of the caller's Premium history (package, price, start, end, status). */
export const PremiumHistoryEntrySchema = /* @__PURE__ */ z.object({
  id: z.number(),
  package_id: z.nullable(z.number()),
  package_name: z.nullable(z.string()),
  price: z.nullable(z.number()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  status: z.enum(PREMIUM_PERIOD_STATUSES),
  cancelled_at: z.nullable(z.string()),
  created_at: z.string(),
  /**
   * The same facts under the original API's names (issue 26): `status` 'active' and 'cancelled'
   * as booleans, `cancelled_at` and `price` again. Clients of the original API read only these.
   */
  is_active: z.optional(z.boolean()),
  is_cancelled: z.optional(z.boolean()),
  cancelled_date: z.optional(z.nullable(z.string())),
  package_price: z.optional(z.nullable(z.number())),
});
export type PremiumHistoryEntry = z.infer<typeof PremiumHistoryEntrySchema>;

/** `data` of GET /api/premium/packages/. */
export const PremiumPackagesDataSchema = /* @__PURE__ */ z.object({
  packages: z.array(PremiumPackageSchema),
  premium_history: z.array(PremiumHistoryEntrySchema),
  user_is_premium: z.boolean(),
  premium_expiry: z.nullable(z.string()),
  /** The package of the running period (null without Premium or for a Premium granted outside a purchase). */
  active_package_id: z.nullable(z.number()),
  /** True when payments go to the built-in test payment page (/dev/vnpay) instead of VNPay. */
  payment_sandbox: z.boolean(),
});
export type PremiumPackagesData = z.infer<typeof PremiumPackagesDataSchema>;

export const PremiumPurchaseBodySchema = /* @__PURE__ */ z.object({ package_id: IdSchema });
export type PremiumPurchaseBody = z.infer<typeof PremiumPurchaseBodySchema>;

/** `data` of POST /api/premium/purchase/: where to send the browser, and what is being bought. */
export const PremiumPurchaseDataSchema = /* @__PURE__ */ z.object({
  payment_url: z.string(),
  package: PremiumPackageSchema,
  txn_ref: z.string(),
});
export type PremiumPurchaseData = z.infer<typeof PremiumPurchaseDataSchema>;

/**
 * The query of VNPay's callbacks: `vnp_*` parameters as VNPay sends them. Any shape is accepted so
 * the IPN can answer every call in VNPay's own format (RspCode 97 / 99) rather than a 400.
 */
export const VnpayCallbackQuerySchema = /* @__PURE__ */ z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** VNPay's IPN answer: RspCode 00 confirmed, 01 order not found, 02 already confirmed, 04 wrong amount, 97 bad signature, 99 other. */
export const VnpayIpnAnswerSchema = /* @__PURE__ */ z.object({ RspCode: z.string(), Message: z.string() });
export type VnpayIpnAnswer = z.infer<typeof VnpayIpnAnswerSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment as the admin sees it. */
export const PaymentSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  txn_ref: z.string(),
  user_id: z.number(),
  user_email: z.string(),
  user_fullname: z.string(),
  package_id: z.number(),
  package_name: z.string(),
  /** Integer VND. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  response_code: z.nullable(z.string()),
  transaction_no: z.nullable(z.string()),
  premium_until: z.nullable(z.string()),
  created_at: z.string(),
  settled_at: z.nullable(z.string()),
  refunded_at: z.nullable(z.string()),
  /**
   * Days of Premium a refund now would take from the buyer (a started day counts): what is still
   * ahead of this order's days; later orders move earlier by as much. Null unless `paid`.
   */
  refund_days: z.nullable(z.number()),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentPageSchema = /* @__PURE__ */ paged(PaymentSchema);

/** Query of the admin's payment list: pages, optionally of one status. */
export const AdminPaymentQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z.optional(z.enum(PAYMENT_STATUSES, { error: 'Trạng thái không hợp lệ' })),
  }),
);
export type AdminPaymentQuery = z.infer<typeof AdminPaymentQuerySchema>;

/**
 * Why a payment did not go through, as the `reason` code of /payment-failed. The API sends a code,
 * never a sentence, so a crafted link can only pick one of these texts.
 */
export const PAYMENT_FAILURE_MESSAGES = {
  signature: 'Chữ ký giao dịch không hợp lệ',
  amount: 'Số tiền giao dịch không khớp với gói Premium',
  not_found: 'Không tìm thấy giao dịch',
  cancelled: 'Bạn đã hủy thanh toán',
  failed: 'Thanh toán không thành công',
  unavailable: 'Thanh toán chưa được cấu hình trên máy chủ này',
} as const;

/** A `reason` code of /payment-failed. */
export type PaymentFailureReason = keyof typeof PAYMENT_FAILURE_MESSAGES;

