import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/accounts';
import { httpError } from '../../lib/http-error';
import { MSG_BANNED } from '../../plugins/auth';
import { findUserById } from '../../repositories/users';
import { createLoginBackoff } from '../../services/login-backoff';
import { tooManyAttemptsMessage } from './accounts.messages';

/** What the account handlers share: the password backoff and the signed-in caller's row. */
export interface AccountContext {
  /** Counts a password attempt on the account from `address`; 429 with the wait when it must wait. */
  countAttempt(account: string, address: string): Promise<void>;
  /** A right password: the account and address are free of the backoff. */
  succeeded(account: string, address: string): Promise<void>;
  /** The caller's row; 401 when gone, 403 when banned. */
  requireUser(id: number): Promise<UserRow>;
}

export function createAccountContext(app: FastifyInstance): AccountContext {
  const { db, clock, env } = app;
  // Password backoff per account and address (services/login-backoff.ts); off with the other limits.
  const backoff = env.RATE_LIMIT_ENABLED ? createLoginBackoff(env, { onError: (err) => app.log.warn({ err }, 'login backoff store error') }) : null;
  if (backoff) app.addHook('onClose', () => backoff.close());
  return {
    async countAttempt(account, address) {
      const result = await backoff?.attempt(account, address, clock.now().getTime());
      if (result && !result.allowed) {
        const retryAfterS = Math.ceil(result.retryAfterMs / 1000);
        throw httpError(429, tooManyAttemptsMessage(retryAfterS), { retry_after: retryAfterS });
      }
    },
    async succeeded(account, address) {
      await backoff?.succeeded(account, address, clock.now().getTime());
    },
    async requireUser(id) {
      const user = await findUserById(db, id);
      if (!user) throw httpError(401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
      if (user.is_banned) throw httpError(403, MSG_BANNED);
      return user;
    },
  };
}
