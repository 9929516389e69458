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
