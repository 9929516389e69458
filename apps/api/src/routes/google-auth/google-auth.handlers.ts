/**
 * What a verified Google identity does to accounts: sign in to the account it is linked to, or to
 * the account with the same verified e-mail (linking it), or a new account with role `none` and no
 * password (the reset flow sets one); link it to the signed-in account, or unlink it.
 */
import type { GoogleLinkStatus, LoginData } from '@jobhub/sdk/contract';
import { PERSON_NAME_MAX, USERNAME_MAX } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { UserRow } from '../../db/schema/accounts';
import { httpError } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { MSG_BANNED } from '../../plugins/auth';
import { findTakenIdentity, findUserByEmail, findUserByGoogleSub, findUserById, insertUser, updateUser } from '../../repositories/users';
import { SignInFailure, type ProviderIdentity } from './oidc-relying-party';

export const MSG_GOOGLE = {
  emailMissing: 'Google không cung cấp email cho tài khoản này.',
  emailUnverified: 'Email của tài khoản Google chưa được xác minh.',
  otherGoogleLinked: 'Email này đã được liên kết với một tài khoản Google khác.',
  googleTaken: 'Tài khoản Google này đã được liên kết với một tài khoản JobHub khác.',
  linked: 'Đã liên kết tài khoản Google.',
  notLinked: 'Tài khoản chưa liên kết với Google.',
  unlinked: 'Đã hủy liên kết tài khoản Google.',
  needsPassword: 'Tài khoản chưa có mật khẩu: hãy đặt mật khẩu (qua "Quên mật khẩu") trước khi hủy liên kết Google.',
  userNotFound: 'Không tìm thấy người dùng',
} as const;

/** How a Google sign-in ended: tokens, or a refusal the site explains (SPEC §8 Google callback). */
export type GoogleSignIn = { kind: 'ok'; data: LoginData } | { kind: 'banned' } | { kind: 'disabled' };

/** A username from the e-mail's local part (the characters RegisterBody allows), made unique. */
async function freeUsername(app: FastifyInstance, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}_.+-]/gu, '').slice(0, USERNAME_MAX - 8);
  const base = local.length >= 3 ? local : `google${local}`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(100_000, 1_000_000)}`;
    if (!(await findTakenIdentity(app.db, '', candidate)).username) return candidate;
  }
  return `${base}${randomInt(100_000, 1_000_000)}${randomInt(10, 100)}`;
}

export function createGoogleAuthHandlers(app: FastifyInstance) {
  const { db, auth } = app;

  const remember = (user: UserRow, identity: ProviderIdentity) =>
    user.google_sub === identity.sub && user.google_email === identity.email
      ? Promise.resolve(user)
      : updateUser(db, user.id, { google_sub: identity.sub, google_email: identity.email }).then((row) => row ?? user);

  /** The account for the identity: linked, same verified e-mail (then linked), or new. */
  const accountFor = async (identity: ProviderIdentity): Promise<UserRow> => {
    const linked = await findUserByGoogleSub(db, identity.sub);
    if (linked) return linked.is_banned || !linked.is_active ? linked : remember(linked, identity);
    if (!identity.email) throw new SignInFailure(MSG_GOOGLE.emailMissing);
    if (!identity.emailVerified) throw new SignInFailure(MSG_GOOGLE.emailUnverified);
    const existing = await findUserByEmail(db, identity.email);
    if (existing) {
      // A banned or not yet activated account is refused, not linked: an unactivated account may
      // have been registered by someone else with this e-mail, with their password.
      if (existing.is_banned || !existing.is_active) return existing;
      if (existing.google_sub) throw new SignInFailure(MSG_GOOGLE.otherGoogleLinked);
      return remember(existing, identity);
    }
    try {
      return await insertUser(db, {
        username: await freeUsername(app, identity.email),
        email: identity.email,
        password_hash: null,
        fullname: (identity.name ?? identity.email.split('@')[0] ?? '').slice(0, PERSON_NAME_MAX),
        role: 'none',
        is_active: true,
        avatar: identity.picture,
        google_sub: identity.sub,
        google_email: identity.email,
      });
    } catch (error) {
      if (uniqueViolation(error) === undefined) throw error;
      // A concurrent callback of the same identity (or e-mail) made the account first.
      const made = (await findUserByGoogleSub(db, identity.sub)) ?? (await findUserByEmail(db, identity.email));
      if (!made) throw error;
      return made;
    }
  };

  return {
    async signIn(identity: ProviderIdentity): Promise<GoogleSignIn> {
      const user = await accountFor(identity);
      if (user.is_banned) return { kind: 'banned' };
      if (!user.is_active) return { kind: 'disabled' };
      return { kind: 'ok', data: await auth.loginData(user) };
    },

    /** Links the identity to the signed-in account `userId`. Throws {@link SignInFailure}. */
    async link(userId: number, identity: ProviderIdentity): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw new SignInFailure(MSG_GOOGLE.userNotFound);
      if (user.is_banned) throw new SignInFailure(MSG_BANNED);
      const holder = await findUserByGoogleSub(db, identity.sub);
      if (holder && holder.id !== userId) throw new SignInFailure(MSG_GOOGLE.googleTaken);
      try {
        await updateUser(db, userId, { google_sub: identity.sub, google_email: identity.email });
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
        throw new SignInFailure(MSG_GOOGLE.googleTaken);
      }
    },

    async status(userId: number): Promise<{ status: number; data: GoogleLinkStatus }> {
      const user = await findUserById(db, userId);
      if (!user) throw httpError(404, MSG_GOOGLE.userNotFound);
      return { status: 200, data: { linked: user.google_sub !== null, email: user.google_sub ? user.google_email : null, has_password: user.password_hash !== null } };
    },

    async unlink(userId: number): Promise<{ status: number; message: string }> {
      const user = await findUserById(db, userId);
      if (!user) throw httpError(404, MSG_GOOGLE.userNotFound);
      if (!user.google_sub) throw httpError(400, MSG_GOOGLE.notLinked);
      if (!user.password_hash) throw httpError(400, MSG_GOOGLE.needsPassword);
      await updateUser(db, userId, { google_sub: null, google_email: null });
      return { status: 200, message: MSG_GOOGLE.unlinked };
    },
  };
}
