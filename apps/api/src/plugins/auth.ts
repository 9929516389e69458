/**
 * Authentication: access JWTs (HS256, 15 minutes) and refresh JWTs (HS256, 7 days, claims `jti`,
 * `user_id`, `exp`, `token_type: 'refresh'`) tracked server-side by the sha256 of their `jti`, so a
 * revocation ends them. A refresh keeps its token valid for its lifetime (SPEC §7's protocol), or,
 * when the client opts in (`rotate`, our SDK), spends it for a successor; reusing a spent one
 * revokes its whole family. Refresh tokens issued before they were JWTs (opaque) are refused with
 * 401 (the user signs in again); logout still revokes them. An access token carries
 * the user's token version and its refresh family (`session_id`); each request checks the version
 * against the user's live state (services/token-versions.ts), so bumping it (`revokeUser`: ban,
 * password change or reset, refresh-token reuse) ends every earlier access token at once, and the
 * real-time plugin closes the user's sockets on every process (`onRevoke`). Decorates `app.auth`,
 * `app.authenticate`, `app.optionalAuthenticate`, `app.requireRole(...)` and `request.user`.
 */
import { randomUUID } from 'node:crypto';
import { RoleSchema, type LoginData, type Role, type TokenPair } from '@jobhub/sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { refreshTokens as refreshTokenRows, type UserRow } from '../db/schema/accounts';
import type { Clock } from '../lib/clock';
import { createExpiringLru } from '../lib/expiring-lru';
import { httpError, MSG_UNAUTHENTICATED } from '../lib/http-error';
import { findTokenState } from '../repositories/users';
import { endAllSessions, revokeFamily, spendRefreshToken } from '../services/auth-sessions';
import { createAccessTokens, createRefreshTokens } from '../services/auth-tokens';
import { createPartnerTokenVerifier, isPartnerToken, MSG_PARTNER_SCOPE, partnerMayCall, type PartnerTokenVerifier } from '../services/partner-tokens';
import { createTokenVersions, type TokenVersions } from '../services/token-versions';
import type { AuthUser } from '../types';

export { ACCESS_TTL_S } from '../services/auth-tokens';
export const MSG_BANNED = 'Tài khoản của bạn đã bị khóa.';
export const MSG_INACTIVE = 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.';
export const MSG_WRONG_ROLE = 'Bạn không có quyền thực hiện thao tác này';
/**
 * Verified access tokens remembered per process (full token string → claims), so a client's
 * requests skip jose's async HMAC check (~7% of CPU under load) after the first. ~0.5 KB each.
 */
export const VERIFIED_TOKEN_CACHE_SIZE = 4096;

/**
 * A bounded LRU of verified tokens. Only tokens that passed verification are stored; an entry is
 * dropped when read at or after the token's exp (jose refuses exp <= now), and the least recently
 * used one when full.
 * @example const cache = createVerifiedTokenCache(2); cache.set(token, user, expMs); cache.get(token, Date.now());
 */
export function createVerifiedTokenCache(capacity = VERIFIED_TOKEN_CACHE_SIZE) {
  const entries = createExpiringLru<AuthUser>(capacity);
  return {
    get(token: string, nowMs: number): AuthUser | null {
      const user = entries.get(token, nowMs);
      return user ? { ...user } : null;
    },
    set(token: string, user: AuthUser, expMs: number): void {
      entries.set(token, { ...user }, expMs);
    },
    size: () => entries.size(),
  };
}

/** The user fields stamped into tokens; `token_version` defaults to 0 (a new account's). */
export type TokenSubject = Pick<UserRow, 'id' | 'username' | 'fullname' | 'role' | 'is_active' | 'is_banned'> &
  Partial<Pick<UserRow, 'token_version'>>;

/** Sessions that just ended: one login (`sessionId`, a logout) or every session of the user (null). */
export interface Revocation {
  userId: number;
  sessionId: string | null;
}

export interface AuthService {
  /** Signs an access JWT for the user, as part of the login `sessionId` (its refresh family) when given. */
  signAccess(user: TokenSubject, sessionId?: string): Promise<string>;
  /**
   * Verifies an access JWT: signature, expiry, and its token version against the user's current
   * one. Null when any fails; `is_active` / `is_banned` are the account's live values.
   */
  verifyAccess(token: string): Promise<AuthUser | null>;
  /** Issues an access + refresh pair; a new family unless `familyId` continues one. */
  issueTokens(user: TokenSubject, familyId?: string): Promise<TokenPair>;
  /** The login payload `{access, refresh, role, is_active, is_banned}`. */
  loginData(user: TokenSubject): Promise<LoginData>;
  /**
   * A fresh access token (current role stamped in) for a live refresh token. With `rotate` the
   * refresh token is spent and the pair carries its successor; without, the same refresh token
   * (it stays valid until its `exp`). 401 for an unknown, expired, revoked or spent token.
   */
  refresh(refresh: string, options: { rotate: boolean }): Promise<TokenPair>;
  /**
   * Ends every session of the user: bumps the token version (earlier access tokens stop at once),
   * revokes all refresh tokens, and tells `onRevoke` listeners (the sockets close). Call it after
   * a ban, a deactivation, a password change or reset. Returns the new version (undefined: no user).
   */
  revokeUser(userId: number): Promise<number | undefined>;
  /** Logout: revokes the refresh token's family and tells `onRevoke` listeners; unknown tokens are ignored. */
  logout(refresh: string): Promise<void>;
  /** Drops this process's cached state of the user (a revocation made by another process). */
  forgetUser(userId: number): void;
  /** Tells `onRevoke` listeners about sessions ended elsewhere (a partner app's grant: its sockets close). */
  sessionEnded(revocation: Revocation): void;
  /** Calls `listener` after each revocation made by this process; returns an unsubscribe. */
  onRevoke(listener: (revocation: Revocation) => void): () => void;
}

/**
 * @param versions - Live token states (default: read from `db`, cached per process).
 * @param partnerTokens - Verifies partner apps' access tokens (RS256); without it they are refused.
 * @example const auth = createAuthService(app.db, env.JWT_SECRET, app.clock);
 */
export function createAuthService(
  db: Db,
  secret: string,
  clock: Clock,
  cache = createVerifiedTokenCache(),
  versions: TokenVersions = createTokenVersions((userId) => findTokenState(db, userId), clock),
  partnerTokens: PartnerTokenVerifier | null = null,
): AuthService {
  const key = new TextEncoder().encode(secret);
  const access = createAccessTokens(key, clock, cache);
  const refreshTokens = createRefreshTokens(key, clock);
  const listeners = new Set<(revocation: Revocation) => void>();
  const revoked = (revocation: Revocation) => {
    if (revocation.sessionId === null) versions.forget(revocation.userId);
    for (const listener of listeners) listener(revocation);
  };

  const issueTokens = async (user: TokenSubject, familyId: string = randomUUID()): Promise<TokenPair> => {
    const refresh = await refreshTokens.issue(db, user.id, familyId);
    return { access: await access.sign(user, familyId), refresh };
  };

  const expired = () => httpError(401, MSG_UNAUTHENTICATED);

  return {
    signAccess: access.sign,
    issueTokens,
    async verifyAccess(token) {
      const user = isPartnerToken(token) ? await partnerTokens?.verify(token) : await access.verifySignature(token);
      if (!user) return null;
      const state = await versions.get(user.user_id);
      if (!state || state.token_version !== user.token_version) return null;
      return { ...user, is_active: state.is_active, is_banned: state.is_banned };
    },
    async loginData(user) {
      const pair = await issueTokens(user);
      return { ...pair, role: RoleSchema.parse(user.role), is_active: user.is_active, is_banned: user.is_banned };
    },
    async refresh(refresh, { rotate }) {
      const claims = await refreshTokens.read(refresh);
      if (!claims) throw expired();
      const outcome = await spendRefreshToken(db, refreshTokens, { claims, token: refresh, rotate, now: clock.now() });
      if (outcome.kind === 'banned' || outcome.kind === 'reused') revoked({ userId: outcome.userId, sessionId: null });
      if (outcome.kind === 'banned') throw httpError(403, MSG_BANNED);
      if (outcome.kind !== 'ok') throw expired();
      return { access: await access.sign(outcome.user, outcome.familyId), refresh: outcome.refresh };
    },
    async revokeUser(userId) {
      const now = clock.now();
      const version = await db.transaction((tx) => endAllSessions(tx, userId, now));
      revoked({ userId, sessionId: null });
      return version;
    },
    async logout(refresh) {
      const [row] = await db
        .select({ user_id: refreshTokenRows.user_id, family_id: refreshTokenRows.family_id })
        .from(refreshTokenRows)
        .where(eq(refreshTokenRows.token_hash, await refreshTokens.logoutKey(refresh)))
        .limit(1);
      if (!row) return;
      await revokeFamily(db, row.family_id, clock.now());
      revoked({ userId: row.user_id, sessionId: row.family_id });
    },
    forgetUser: (userId) => versions.forget(userId),
    sessionEnded: (revocation) => revoked(revocation),
    onRevoke(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

async function authPlugin(app: FastifyInstance) {
  const service = createAuthService(app.db, app.env.JWT_SECRET, app.clock, undefined, undefined, createPartnerTokenVerifier(app.env, app.db, app.clock));
  app.decorate('auth', service);
  app.decorateRequest('user', null);

  /** The caller; a partner app's token only on the endpoints of its scopes (services/partner-tokens.ts). */
  const readUser = async (request: FastifyRequest) => {
    const token = bearer(request);
    const user = token ? await service.verifyAccess(token) : null;
    if (user?.partner && !partnerMayCall(user.partner.scopes, request.method, request.routeOptions.url)) throw httpError(403, MSG_PARTNER_SCOPE);
    return user;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await readUser(request);
    if (!user) throw httpError(401, MSG_UNAUTHENTICATED);
    // A ban normally bumps the token version (revokeUser); this also covers one set by hand.
    if (user.is_banned) throw httpError(403, MSG_BANNED);
    request.user = user;
  });
  app.decorate('optionalAuthenticate', async (request: FastifyRequest) => {
    request.user = await readUser(request);
  });
  const roleGuard = (roles: Role[], allowInactive: boolean) => async (request: FastifyRequest) => {
    const user = request.user ?? (await readUser(request));
    if (!user) throw httpError(401, MSG_UNAUTHENTICATED);
    request.user = user;
    if (user.is_banned) throw httpError(403, MSG_BANNED);
    if (!user.is_active && !allowInactive) throw httpError(403, MSG_INACTIVE);
    if (roles.length > 0 && !roles.includes(user.role)) throw httpError(403, MSG_WRONG_ROLE);
  };
  app.decorate('requireRole', (...roles: Role[]) => roleGuard(roles, false));
  // SPEC §4 Register: right after sign-up (account not yet activated) an employer is logged in
  // silently and creates the company, so these few routes accept an inactive account.
  app.decorate('requireRoleBeforeActivation', (...roles: Role[]) => roleGuard(roles, true));
}

export default fp(authPlugin, { name: 'jobhub-auth' });
