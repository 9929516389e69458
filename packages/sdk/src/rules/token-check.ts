import { decodeTokenClaims } from './token-claims';

/** Refresh when the access token expires in less than this many seconds (SPEC §9). */
export const TOKEN_REFRESH_THRESHOLD_S = 300;
/** The periodic token check runs this often (SPEC §9: 900000 ms = 15 min). */
export const TOKEN_CHECK_INTERVAL_MS = 900_000;

/** What the token check should do: keep going, refresh first, or log the user out. */
export type TokenCheckDecision = 'ok' | 'refresh' | 'logout';

/**
 * The token check rule of SPEC §4: no expiry or an unreadable token logs out; a token that has
 * expired or expires in less than {@link TOKEN_REFRESH_THRESHOLD_S} seconds is refreshed.
 *
 * @param token - The stored access token.
 * @param nowMs - Current time in epoch milliseconds.
 * @example
 * tokenCheckDecision(token, Date.now()); // 'ok' | 'refresh' | 'logout'
 */
export function tokenCheckDecision(token: string | null | undefined, nowMs: number): TokenCheckDecision {
  const exp = decodeTokenClaims(token)?.exp;
  if (exp === undefined || !Number.isFinite(exp)) return 'logout';
  return exp - nowMs / 1000 < TOKEN_REFRESH_THRESHOLD_S ? 'refresh' : 'ok';
}

/**
 * When the token check must run before the next periodic one: the first moment the token is in
 * the refresh window, when the token would already have expired by the next periodic check. The
 * server's access tokens live 15 minutes, as long as {@link TOKEN_CHECK_INTERVAL_MS}, so the
 * periodic check alone could come just after expiry.
 *
 * @param token - The stored access token.
 * @param nextCheckMs - When the next periodic check runs (epoch ms).
 * @returns Epoch ms, or null when the periodic check comes in time or the token has no readable expiry.
 * @example
 * earlyTokenCheckAt(token, Date.now() + TOKEN_CHECK_INTERVAL_MS); // e.g. 10 minutes from now
 */
export function earlyTokenCheckAt(token: string | null | undefined, nextCheckMs: number): number | null {
  const exp = decodeTokenClaims(token)?.exp;
  if (exp === undefined || !Number.isFinite(exp) || exp * 1000 > nextCheckMs) return null;
  // tokenCheckDecision refreshes strictly below the threshold: one millisecond past its start.
  return (exp - TOKEN_REFRESH_THRESHOLD_S) * 1000 + 1;
}
