/**
 * Authentication: access JWTs (HS256, 1 day) and opaque refresh tokens (7 days, stored hashed,
 * single use with rotation; reusing a spent one revokes its whole family). Decorates
 * `app.auth`, `app.authenticate`, `app.optionalAuthenticate`, `app.requireRole(...)` and `request.user`.
 */
import { randomUUID } from 'node:crypto';
import { RoleSchema, type LoginData, type Role, type TokenPair } from '@jobhub/sdk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens, users, type UserRow } from '../db/schema/accounts';
import { DAY_MS, type Clock } from '../lib/clock';
import { randomToken, sha256Hex } from '../lib/crypto';
import { httpError, MSG_UNAUTHENTICATED } from '../lib/http-error';
import type { AuthUser } from '../types';

export const ACCESS_TTL_S = 24 * 60 * 60;
export const REFRESH_TTL_MS = 7 * DAY_MS;
export const MSG_BANNED = 'Tài khoản của bạn đã bị khóa.';
export const MSG_INACTIVE = 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.';
export const MSG_WRONG_ROLE = 'Bạn không có quyền thực hiện thao tác này';
/**
 * Verified access tokens remembered per process (full token string → claims), so a client's
 * requests skip jose's async HMAC check (~7% of CPU under load) after the first. ~0.5 KB each.
 */
export const VERIFIED_TOKEN_CACHE_SIZE = 4096;

interface CachedToken {
  user: AuthUser;
  /** The token's `exp` in ms: the entry is never used at or after it (jose refuses exp <= now). */
  expMs: number;
}

/**
 * A bounded LRU of verified tokens. Only tokens that passed verification are stored; an entry is
 * dropped when read at or after the token's exp, and the least recently used one when full.
 * @example const cache = createVerifiedTokenCache(2); cache.set(token, user, expMs); cache.get(token, Date.now());
 */
export function createVerifiedTokenCache(capacity = VERIFIED_TOKEN_CACHE_SIZE) {
  const entries = new Map<string, CachedToken>();
  return {
    get(token: string, nowMs: number): AuthUser | null {
      const entry = entries.get(token);
      if (!entry) return null;
      entries.delete(token);
      if (nowMs >= entry.expMs) return null;
      entries.set(token, entry); // most recently used last
      return { ...entry.user };
    },
    set(token: string, user: AuthUser, expMs: number): void {
      entries.delete(token);
      entries.set(token, { user: { ...user }, expMs });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    size: () => entries.size,
  };
}

/** The user fields stamped into tokens. */
export type TokenSubject = Pick<UserRow, 'id' | 'username' | 'fullname' | 'role' | 'is_active' | 'is_banned'>;

export interface AuthService {
  /** Signs an access JWT for the user. */
  signAccess(user: TokenSubject): Promise<string>;
  /** Verifies an access JWT; null when invalid or expired. */
  verifyAccess(token: string): Promise<AuthUser | null>;
  /** Issues an access + refresh pair; a new family unless `familyId` continues one. */
  issueTokens(user: TokenSubject, familyId?: string): Promise<TokenPair>;
  /** The login payload `{access, refresh, role, is_active, is_banned}`. */
  loginData(user: TokenSubject): Promise<LoginData>;
  /** Spends a refresh token and returns a fresh pair (current role stamped in). */
  rotate(refresh: string): Promise<TokenPair>;
  /** Revokes every live refresh token of the user (password reset / change). */
  revokeAll(userId: number): Promise<void>;
}

export function createAuthService(db: Db, secret: string, clock: Clock, cache = createVerifiedTokenCache()): AuthService {
  const key = new TextEncoder().encode(secret);
  const nowS = () => Math.floor(clock.now().getTime() / 1000);

  const signAccess = async (user: TokenSubject) => {
    const iat = nowS();
    return new SignJWT({
      user_id: user.id,
      is_active: user.is_active,
      is_banned: user.is_banned,
      role: user.role,
      username: user.username,
      fullname: user.fullname,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TTL_S)
      .sign(key);
  };

  const issueTokens = async (user: TokenSubject, familyId: string = randomUUID()): Promise<TokenPair> => {
    const refresh = randomToken();
    await db.insert(refreshTokens).values({
      user_id: user.id,
      family_id: familyId,
      token_hash: sha256Hex(refresh),
      expires_at: new Date(clock.now().getTime() + REFRESH_TTL_MS),
    });
    return { access: await signAccess(user), refresh };
  };

  const expired = () => httpError(401, MSG_UNAUTHENTICATED);

  return {
    signAccess,
    issueTokens,
    async verifyAccess(token) {
      const now = clock.now();
      const cached = cache.get(token, now.getTime());
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        const role = RoleSchema.safeParse(payload.role);
        if (typeof payload.user_id !== 'number' || !role.success) return null;
        const user: AuthUser = {
          user_id: payload.user_id,
          role: role.data,
          is_active: payload.is_active === true,
          is_banned: payload.is_banned === true,
          username: typeof payload.username === 'string' ? payload.username : '',
          fullname: typeof payload.fullname === 'string' ? payload.fullname : '',
        };
        // Our tokens always carry exp; one without it is not cached (it is verified every time).
        if (typeof payload.exp === 'number') cache.set(token, user, payload.exp * 1000);
        return user;
      } catch {
        return null;
      }
    },
    async loginData(user) {
      const pair = await issueTokens(user);
      return { ...pair, role: RoleSchema.parse(user.role), is_active: user.is_active, is_banned: user.is_banned };
    },
    async rotate(refresh) {
      // One transaction with the token row locked: a concurrent use of the same token waits, then
      // sees it spent and revokes the family, including the successor issued here.
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.token_hash, sha256Hex(refresh)))
          .limit(1)
          .for('update');
        if (!row || row.revoked_at) return { kind: 'expired' as const };
        if (row.used_at) {
          await tx
            .update(refreshTokens)
            .set({ revoked_at: now })
            .where(and(eq(refreshTokens.family_id, row.family_id), isNull(refreshTokens.revoked_at)));
          return { kind: 'expired' as const };
        }
        if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' as const };
        const [user] = await tx.select().from(users).where(eq(users.id, row.user_id)).limit(1);
        if (!user) return { kind: 'expired' as const };
        if (user.is_banned) {
          await tx
            .update(refreshTokens)
            .set({ revoked_at: now })
            .where(and(eq(refreshTokens.family_id, row.family_id), isNull(refreshTokens.revoked_at)));
          return { kind: 'banned' as const };
        }
        await tx.update(refreshTokens).set({ used_at: now }).where(eq(refreshTokens.id, row.id));
        const next = randomToken();
        await tx.insert(refreshTokens).values({
          user_id: user.id,
          family_id: row.family_id,
          token_hash: sha256Hex(next),
          expires_at: new Date(now.getTime() + REFRESH_TTL_MS),
        });
        return { kind: 'ok' as const, user, refresh: next };
      });
      if (outcome.kind === 'banned') throw httpError(403, MSG_BANNED);
      if (outcome.kind !== 'ok') throw expired();
      return { access: await signAccess(outcome.user), refresh: outcome.refresh };
    },
    async revokeAll(userId) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: clock.now() })
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
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
  const service = createAuthService(app.db, app.env.JWT_SECRET, app.clock);
  app.decorate('auth', service);
  app.decorateRequest('user', null);

  const readUser = async (request: FastifyRequest) => {
    const token = bearer(request);
    return token ? service.verifyAccess(token) : null;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await readUser(request);
    if (!user) throw httpError(401, MSG_UNAUTHENTICATED);
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
