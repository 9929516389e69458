import { PAYMENT_FAILURE_MESSAGES, type PaymentFailureReason } from '../contract/premium';

/** SPEC §4 Premium: the text shown after an expired Premium was cancelled automatically. */
export const MSG_PREMIUM_EXPIRED = 'Gói Premium của bạn đã hết hạn và đã được hủy tự động.';

/** Premium state of a profile: `none` (not Premium), `active`, or `expired` (to be cancelled, SPEC §4). */
export type PremiumState = 'none' | 'active' | 'expired';

/**
 * The SPEC §4 Premium state: active when `is_premium` and the expiry lies in the future; expired
 * when `is_premium` and the expiry is now or past; otherwise none (also for a missing or
 * unreadable expiry).
 *
 * @param profile - `is_premium` and `premium_expiry` (ISO 8601) from the profile.
 * @param nowMs - The current time in epoch ms.
 * @example
 * premiumState({ is_premium: true, premium_expiry: '2026-01-01T00:00:00Z' }, Date.now()); // 'expired' (after 2026)
 */
export function premiumState(
  profile: { is_premium: boolean; premium_expiry: string | null | undefined } | null | undefined,
  nowMs: number,
): PremiumState {
  if (!profile?.is_premium || !profile.premium_expiry) return 'none';
  const expiry = Date.parse(profile.premium_expiry);
  if (Number.isNaN(expiry)) return 'none';
  return expiry > nowMs ? 'active' : 'expired';
}

/**
 * True when {@link premiumState} is `active`.
 *
 * @example
 * isPremiumActive(profile, Date.now());
 */
export function isPremiumActive(
  profile: { is_premium: boolean; premium_expiry: string | null | undefined } | null | undefined,
  nowMs: number,
): boolean {
  return premiumState(profile, nowMs) === 'active';
}

/**
 * The text of a /payment-failed `reason` code; `null` for a missing or unknown code.
 *
 * @example
 * paymentFailureMessage('cancelled'); // 'Bạn đã hủy thanh toán'
 */
export function paymentFailureMessage(reason: string | null | undefined): string | null {
  return reason && Object.hasOwn(PAYMENT_FAILURE_MESSAGES, reason) ? PAYMENT_FAILURE_MESSAGES[reason as PaymentFailureReason] : null;
}
