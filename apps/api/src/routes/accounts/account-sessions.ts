import type { LoginBody, LoginData, SetRoleBody, TokenPair } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { fieldError, httpError } from '../../lib/http-error';
import { MSG_BANNED } from '../../plugins/auth';
import { findUserByLogin, updateUser } from '../../repositories/users';
import { backoffAccountKey, normalizeLogin } from '../../services/login-backoff';
import type { AccountContext } from './account-context';
import { MSG } from './accounts.messages';
import { verifyDecoyPassword, verifyPassword } from './password-hash';

/** Signing in and out, refreshing the tokens, and the role chosen after a first Google sign-in. */
export function createSessionHandlers(app: FastifyInstance, context: AccountContext) {
  const { db, auth } = app;
  return {
    /** @param address - The client address (`request.ip`): the backoff keys on it with the account. */
    async login(body: LoginBody, address: string): Promise<{ status: number; message: string; data: LoginData }> {
      // Spacing and case variants of one login are one account to the lookup and the backoff.
      const login = normalizeLogin(body.username);
      const user = await findUserByLogin(db, login);
      const account = backoffAccountKey(user?.id ?? login);
      await context.countAttempt(account, address);
      if (!user) await verifyDecoyPassword(body.password);
      if (!user || !(await verifyPassword(user.password_hash, body.password))) {
        throw fieldError({ username: [MSG.wrongCredentials], password: [MSG.wrongCredentials] }, MSG.wrongCredentials);
      }
      await context.succeeded(account, address);
      if (user.is_banned) throw httpError(403, MSG_BANNED);
      return { status: 200, message: MSG.loginOk, data: await auth.loginData(user) };
    },

    async refresh(refresh: string, rotate = false): Promise<{ status: number; message: string; data: TokenPair }> {
      return { status: 200, message: MSG.refreshed, data: await auth.refresh(refresh, { rotate }) };
    },

    async logout(refresh: string) {
      await auth.logout(refresh);
      return { status: 200, message: MSG.loggedOut };
    },

    async setRole(userId: number, body: SetRoleBody): Promise<{ status: number; message: string; data: TokenPair }> {
      const user = await context.requireUser(userId);
      if (user.role !== 'none') throw httpError(400, MSG.roleAlreadySet);
      const updated = await updateUser(db, user.id, { role: body.role });
      if (!updated) throw httpError(400, MSG.userNotFound);
      return { status: 200, message: MSG.roleSet, data: await auth.issueTokens(updated) };
    },
  };
}
