import type { ChangePasswordBody, EmailBody, ResetPasswordBody, SetPasswordBody, TokenPair } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../lib/crypto';
import { fieldError, httpError } from '../../lib/http-error';
import { queueMail } from '../../mail/mail-queue';
import { resetMail } from '../../mail/templates';
import { consumeOneTimeToken, issueOneTimeToken } from '../../repositories/one-time-tokens';
import { findUserByEmail, setFirstPassword, updateUser } from '../../repositories/users';
import { backoffAccountKey } from '../../services/login-backoff';
import type { AccountContext } from './account-context';
import { MSG } from './accounts.messages';
import { hashPassword, verifyPassword } from './password-hash';

/** Forgotten, reset, changed and first passwords; each change ends the account's other sessions. */
export function createPasswordHandlers(app: FastifyInstance, context: AccountContext) {
  const { db, clock, auth, env, background } = app;
  return {
    // Answers the same text in the same time whether or not the e-mail has an account (or one that
    // can get the mail): the mail is written after the answer is sent.
    async forgotPassword(body: EmailBody) {
      const user = await findUserByEmail(db, body.email);
      if (user && !user.is_banned) {
        background.run('reset mail', async () => {
          const token = await issueOneTimeToken(db, user.id, 'reset', clock.now());
          const mail = await resetMail(user.email, user.fullname, `${env.PUBLIC_URL}/reset-password/${token}`);
          await queueMail(app, { ...mail, key: `reset:${user.id}:${sha256Hex(token).slice(0, 32)}`, category: 'transactional', userId: user.id });
        });
      }
      return { status: 200, message: MSG.forgotSent };
    },

    async resetPassword(token: string | undefined, body: ResetPasswordBody, address: string) {
      if (!token) throw fieldError({ token: [MSG.resetMissingToken] }, MSG.resetInvalid);
      // Hash first so a slow hash cannot be raced by a second use of the same token.
      const passwordHash = await hashPassword(body.password);
      const result = await consumeOneTimeToken(db, token, 'reset', clock.now());
      if (!result.ok) {
        if (result.reason === 'expired') throw httpError(400, MSG.resetExpired, { expired: true });
        throw httpError(400, MSG.resetInvalid);
      }
      await updateUser(db, result.userId, { password_hash: passwordHash });
      await auth.revokeUser(result.userId);
      // Whoever reads the mailbox is the owner: their address is free of the backoff (a guesser's
      // addresses keep waiting).
      await context.succeeded(backoffAccountKey(result.userId), address);
      return { status: 200, message: MSG.resetOk };
    },

    async changePassword(userId: number, body: ChangePasswordBody, address: string): Promise<{ status: number; message: string; data: TokenPair }> {
      const user = await context.requireUser(userId);
      // A stolen access token must not allow unlimited guesses of the current password either.
      const account = backoffAccountKey(user.id);
      await context.countAttempt(account, address);
      if (!(await verifyPassword(user.password_hash, body.current_password))) {
        throw fieldError({ current_password: [MSG.wrongCurrentPassword] }, MSG.wrongCurrentPassword);
      }
      await context.succeeded(account, address);
      const updated = await updateUser(db, user.id, { password_hash: await hashPassword(body.new_password) });
      const version = await auth.revokeUser(user.id);
      // Every session ends, with its access tokens and sockets; this one continues with a fresh pair.
      return { status: 200, message: MSG.passwordChanged, data: await auth.issueTokens({ ...(updated ?? user), token_version: version }) };
    },

    /** The first password of an account made through Google sign-in (none yet): no current password to check. */
    async setPassword(userId: number, body: SetPasswordBody): Promise<{ status: number; message: string; data: TokenPair }> {
      const user = await context.requireUser(userId);
      if (user.password_hash !== null) throw httpError(400, MSG.passwordAlreadySet);
      const updated = await setFirstPassword(db, user.id, await hashPassword(body.new_password));
      // Set meanwhile by another request: this one must not overwrite it.
      if (!updated) throw httpError(400, MSG.passwordAlreadySet);
      const version = await auth.revokeUser(user.id);
      // A new way to sign in ends the other sessions, as a change does; this one continues.
      return { status: 200, message: MSG.passwordSet, data: await auth.issueTokens({ ...updated, token_version: version }) };
    },
  };
}
