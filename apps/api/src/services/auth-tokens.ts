/**
 * The JWTs of the auth service (plugins/auth.ts), HS256 with the server's secret: access tokens
 * (signed and verified, verified claims cached) and refresh tokens (signed with a `jti` whose
 * hash is their row, read back, and the row key a logout revokes).
 */
import { SignJWT, compactVerify, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { Db, Tx } from '../db/client';
import { refreshTokens } from '../db/schema/accounts';
import { DAY_MS, type Clock } from '../lib/clock';
import { randomToken, sha256Hex } from '../lib/crypto';
import type { createVerifiedTokenCache, TokenSubject } from '../plugins/auth';
import type { AuthUser } from '../types';
import { REQUIRED_TIME_CLAIMS, userFromClaims } from './token-claims';

/**
 * Access token lifetime: short, because a logout (which bumps no version) leaves that login's
 * access token valid until it expires. The SDK refreshes before expiry (rules/token-check.ts).
 */
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_MS = 7 * DAY_MS;

/** The `token_type` claim of refresh JWTs (as Django REST's SimpleJWT names it); access tokens never carry it. */
const REFRESH_TOKEN_TYPE = 'refresh';

const nowSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

export interface AccessTokens {
  /** Signs an access JWT for the user, as part of the login `sessionId` (its refresh family) when given. */
  sign(user: TokenSubject, sessionId?: string): Promise<string>;
  /** Signature and expiry only (claims remembered in the cache); null for anything else. */
  verifySignature(token: string): Promise<AuthUser | null>;
}

export function createAccessTokens(key: Uint8Array, clock: Clock, cache: ReturnType<typeof createVerifiedTokenCache>): AccessTokens {
  return {
    async sign(user, sessionId) {
      const iat = nowSeconds(clock);
      return new SignJWT({
        user_id: user.id,
        is_active: user.is_active,
        is_banned: user.is_banned,
        role: user.role,
        username: user.username,
        fullname: user.fullname,
        token_version: user.token_version ?? 0,
        ...(sessionId ? { session_id: sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TTL_S)
        .sign(key);
    },
    async verifySignature(token) {
      const now = clock.now();
      const cached = cache.get(token, now.getTime());
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: REQUIRED_TIME_CLAIMS, currentDate: now });
        if (payload.token_type === REFRESH_TOKEN_TYPE) return null;
        const user = userFromClaims(payload, typeof payload.session_id === 'string' ? payload.session_id : null);
        if (!user) return null;
        cache.set(token, user, payload.exp! * 1000); // required above
        return user;
      } catch {
        return null;
      }
    },
  };
}

/** The `jti` and `user_id` of a refresh JWT. */
export interface RefreshClaims {
  jti: string;
  userId: number;
}

export interface RefreshTokens {
  /** A new refresh JWT and its row (keyed by the sha256 of its `jti`) in the family. */
  issue(tx: Db | Tx, userId: number, familyId: string): Promise<string>;
  /** Verifies a refresh JWT: signature, expiry and type; null for anything else (an opaque token of before). */
  read(token: string): Promise<RefreshClaims | null>;
  /**
   * The row key a logout revokes: the `jti` hash of a refresh JWT with a valid signature, even
   * expired (its family may live on through a successor), or the hash of an opaque token of before.
   */
  logoutKey(token: string): Promise<string>;
}

const refreshClaims = (payload: JWTPayload): RefreshClaims | null =>
  payload.token_type === REFRESH_TOKEN_TYPE && typeof payload.jti === 'string' && typeof payload.user_id === 'number'
    ? { jti: payload.jti, userId: payload.user_id }
    : null;

export function createRefreshTokens(key: Uint8Array, clock: Clock): RefreshTokens {
  return {
    async issue(tx, userId, familyId) {
      const iat = nowSeconds(clock);
      const exp = iat + REFRESH_TTL_MS / 1000;
      const jti = randomToken(16);
      await tx.insert(refreshTokens).values({ user_id: userId, family_id: familyId, token_hash: sha256Hex(jti), expires_at: new Date(exp * 1000) });
      return new SignJWT({ user_id: userId, token_type: REFRESH_TOKEN_TYPE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(jti)
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: REQUIRED_TIME_CLAIMS, currentDate: clock.now() });
        return refreshClaims(payload);
      } catch {
        return null;
      }
    },
    async logoutKey(token) {
      try {
        await compactVerify(token, key, { algorithms: ['HS256'] });
        const claims = refreshClaims(decodeJwt(token));
        return sha256Hex(claims ? claims.jti : token);
      } catch {
        return sha256Hex(token);
      }
    },
  };
}
