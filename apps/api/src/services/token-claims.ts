/**
 * The user an access token speaks for, read from its verified claims: JobHub's own tokens
 * (plugins/auth.ts) and partner apps' tokens (services/partner-tokens.ts) carry the same ones.
 */
import { RoleSchema } from '@jobhub/sdk/contract';
import type { JWTPayload } from 'jose';
import type { AuthUser } from '../types';

/**
 * Claims every token we accept must carry (jose's `requiredClaims`): without `exp` a token that
 * leaked would work for ever, and every token we or our provider sign has both. Pass it to each
 * `jwtVerify`.
 */
export const REQUIRED_TIME_CLAIMS: string[] = ['exp', 'iat'];

/**
 * The claims as an {@link AuthUser} with `sessionId`, or null when one the API relies on is
 * missing or malformed. A token without a version (signed before versions existed) is refused:
 * the client refreshes.
 */
export function userFromClaims(payload: JWTPayload, sessionId: string | null): AuthUser | null {
  const role = RoleSchema.safeParse(payload.role);
  if (typeof payload.user_id !== 'number' || typeof payload.token_version !== 'number' || !role.success) return null;
  return {
    user_id: payload.user_id,
    role: role.data,
    is_active: payload.is_active === true,
    is_banned: payload.is_banned === true,
    username: typeof payload.username === 'string' ? payload.username : '',
    fullname: typeof payload.fullname === 'string' ? payload.fullname : '',
    token_version: payload.token_version,
    session_id: sessionId,
  };
}
