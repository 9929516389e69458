import type { EmailBody, RegisterBody } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/accounts';
import { sha256Hex } from '../../lib/crypto';
import { fieldError, httpError } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { queueMail } from '../../mail/mail-queue';
import { activationMail } from '../../mail/templates';
import { consumeOneTimeToken, issueOneTimeToken } from '../../repositories/one-time-tokens';
import { findTakenIdentity, findUserByEmail, insertUser, updateUser } from '../../repositories/users';
import { MSG } from './accounts.messages';
import { hashPassword } from './password-hash';

/** Registration and activation: the new account is inactive until its mailed link is opened. */
export function createRegistrationHandlers(app: FastifyInstance) {
  const { db, clock, env, background } = app;

  const sendActivation = async (user: UserRow) => {
    const token = await issueOneTimeToken(db, user.id, 'activation', clock.now());
    const mail = await activationMail(user.email, user.fullname, `${env.PUBLIC_URL}/api/activate/${token}`);
    await queueMail(app, { ...mail, key: `activation:${user.id}:${sha256Hex(token).slice(0, 32)}`, category: 'transactional', userId: user.id });
  };

  return {
    async register(body: RegisterBody) {
      const taken = await findTakenIdentity(db, body.email, body.username);
      if (taken.email || taken.username) {
        throw fieldError(
          {
            ...(taken.email ? { email: [MSG.emailTaken] } : {}),
            ...(taken.username ? { username: [MSG.usernameTaken] } : {}),
          },
          MSG.registerFailed,
        );
      }
      let user: UserRow;
      try {
        user = await insertUser(db, {
          username: body.username,
          email: body.email,
          password_hash: await hashPassword(body.password),
          fullname: body.fullname,
          gender: body.gender,
          role: body.role,
          is_active: false,
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        // Lost a race with a concurrent registration of the same identity.
        throw fieldError(
          constraint.includes('email') ? { email: [MSG.emailTaken] } : { username: [MSG.usernameTaken] },
          MSG.registerFailed,
        );
      }
      await sendActivation(user);
      return { status: 201, message: MSG.registered };
    },

    async activate(token: string) {
      const result = await consumeOneTimeToken(db, token, 'activation', clock.now());
      if (!result.ok) {
        if (result.reason === 'expired') throw httpError(400, MSG.activationExpired, { expired: true });
        throw httpError(400, MSG.activationFailed);
      }
      const user = await updateUser(db, result.userId, { is_active: true });
      if (!user) throw httpError(400, MSG.activationFailed);
      return { status: 200, message: MSG.activated };
    },

    // Answers the same text in the same time whether or not the e-mail has an account (or one that
    // can get the mail): the mail is written after the answer is sent.
    async resendActivation(body: EmailBody) {
      const user = await findUserByEmail(db, body.email);
      if (user && !user.is_active && !user.is_banned) background.run('activation mail', () => sendActivation(user));
      return { status: 200, message: MSG.resent };
    },
  };
}
