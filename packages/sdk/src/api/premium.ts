import type { AdminPaymentQuery, Payment, PaymentStatus, PremiumPackagesData, PremiumPurchaseData } from '../contract/premium';
import type { Page } from '../contract/envelope';
import { cancelPremium, listPayments, listPremiumPackages, purchasePremium, refundPayment } from '../contract/endpoints/premium';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** The signed-in user's Premium (API.md, Premium and payments). */
export interface PremiumApi {
  /** Cancels the user's Premium (nothing changes without one); resolves with the server message. */
  cancel(): Promise<string>;
  /** The packages of the user's role, their Premium history, state and expiry. */
  packages(): Promise<PremiumPackagesData>;
  /** Starts a payment of a package: `payment_url` is where the browser goes next (VNPay or the dev sandbox). */
  purchase(packageId: number): Promise<PremiumPurchaseData>;
}

/**
 * Creates the Premium calls.
 *
 * @param client - A `createClient()` client (or a session client).
 * @example
 * const { payment_url } = await createPremiumApi(client).purchase(pkg.id);
 * window.location.assign(payment_url);
 */
export function createPremiumApi(client: { http: RequestClient }): PremiumApi {
  const { http } = client;
  return {
    cancel: async () => (await callEndpoint(http, cancelPremium, {})).message,
    packages: async () => (await callEndpoint(http, listPremiumPackages, {})).data,
    purchase: async (packageId) => (await callEndpoint(http, purchasePremium, { body: { package_id: packageId } })).data,
  };
}

/** Query of the admin's payment list. */
export interface PaymentListParams {
  page?: number;
  page_size?: number;
  status?: PaymentStatus;
}

/** The admin's payments (role admin). */
export interface PaymentsAdminApi {
  /** Payments, newest first, e.g. `{ status: 'paid' }`. */
  list(params?: PaymentListParams): Promise<Page<Payment>>;
  /** Refunds a paid payment (its Premium ends) → the server message. */
  refund(id: number): Promise<string>;
}

/**
 * @example const page = await createPaymentsAdminApi(client).list({ status: 'paid' });
 */
export function createPaymentsAdminApi(client: { http: RequestClient }): PaymentsAdminApi {
  const { http } = client;
  return {
    list: async (params = {}) => (await callEndpoint(http, listPayments, { query: params as Partial<AdminPaymentQuery> })).data,
    refund: async (id) => (await callEndpoint(http, refundPayment, { params: { id } })).message,
  };
}
