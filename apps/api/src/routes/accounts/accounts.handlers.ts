/** Accounts: registration, activation, login, tokens, passwords, role, profile (API.md, Accounts). */
import { hash, verify } from '@node-rs/argon2';
import type {
  ChangePasswordBody,
  EmailBody,
  LoginBody,
  LoginData,
  MailPreferences,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
  SetPasswordBody,
  SetRoleBody,
  TokenPair,
  UserInfo,
} from '@jobhub/sdk/contract';
import { GenderSchema, RoleSchema } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/accounts';
import { fieldError, httpError } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { sha256Hex } from '../../lib/crypto';
import { queueMail } from '../../mail/mail-queue';
import { activationMail, resetMail } from '../../mail/templates';
import { findMailPreferences, updateMailPreferences } from '../../repositories/mail-preferences';
import { MSG_BANNED } from '../../plugins/auth';
import { backoffAccountKey, createLoginBackoff, normalizeLogin } from '../../services/login-backoff';
import { consumeOneTimeToken, issueOneTimeToken } from '../../repositories/one-time-tokens';
import { publicFileUrl } from '../../repositories/files';
import {
  canSeeUserInfo,
  findEnterpriseLogo,
  findTakenIdentity,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertUser,
  setFirstPassword,
  updateUser,
} from '../../repositories/users';

export const MSG = {
  registered: 'Đăng ký thành công! Vui lòng kiểm tra email để kích hoạt tài khoản.',
  emailTaken: 'Email đã được sử dụng',
  usernameTaken: 'Tên đăng nhập đã tồn tại',
  registerFailed: 'Đăng ký thất bại',
  loginOk: 'Đăng nhập thành công!',
  loginFailed: 'Đăng nhập thất bại',
  wrongCredentials: 'Tên đăng nhập/email hoặc mật khẩu không đúng',
  activated: 'Tài khoản đã được kích hoạt thành công!',
  activationFailed: 'Kích hoạt tài khoản thất bại. Vui lòng thử lại.',
  activationExpired: 'Liên kết kích hoạt đã hết hạn. Vui lòng yêu cầu gửi lại mã kích hoạt.',
  resent: 'Mã kích hoạt mới đã được gửi vào email của bạn.',
  forgotSent: 'Nếu email tồn tại trong hệ thống, bạn sẽ nhận được liên kết đặt lại mật khẩu.',
  resetOk: 'Đặt lại mật khẩu thành công! Vui lòng đăng nhập bằng mật khẩu mới.',
  resetInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được sử dụng.',
  resetExpired: 'Liên kết đặt lại mật khẩu đã hết hạn. Vui lòng yêu cầu lại.',
  resetMissingToken: 'Thiếu mã đặt lại mật khẩu',
  passwordChanged: 'Đổi mật khẩu thành công!',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  passwordSet: 'Đặt mật khẩu thành công!',
  passwordAlreadySet: 'Tài khoản đã có mật khẩu. Hãy dùng chức năng đổi mật khẩu.',
  roleSet: 'Cập nhật vai trò thành công!',
  roleAlreadySet: 'Người dùng đã có vai trò',
  profileUpdated: 'Cập nhật thông tin thành công!',
  userNotFound: 'Không tìm thấy người dùng',
  refreshed: 'Làm mới phiên đăng nhập thành công',
  loggedOut: 'Đăng xuất thành công!',
  mailPreferencesSaved: 'Đã lưu cài đặt email',
} as const;

/** The 429 text of the password backoff, with the wait in seconds under a minute, else in minutes. */
export function tooManyAttemptsMessage(retryAfterS: number): string {
  const wait = retryAfterS < 60 ? `${retryAfterS} giây` : `${Math.ceil(retryAfterS / 60)} phút`;
  return `Bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau ${wait}.`;
}

/** argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's minimum recommendation). */
export function hashPassword(password: string): Promise<string> {
  // 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  return hash(password, { algorithm: 2 });
}

async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Hash verified when the login is unknown, so both branches cost the same. */
let decoyHash: Promise<string> | undefined;

/** A stored public key → /uploads/… URL; an absolute http(s) URL (e.g. a Google picture) as is. */
function avatarUrl(value: string | null): string | null {
  if (!value) return null;
  return publicFileUrl(value) ?? (/^https?:\/\//.test(value) ? value : null);
}

function toProfile(user: UserRow): Profile {
  const gender = GenderSchema.safeParse(user.gender);
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    fullname: user.fullname,
    gender: gender.success ? gender.data : null,
    role: RoleSchema.parse(user.role),
    is_active: user.is_active,
    is_premium: user.is_premium,
    premium_expiry: user.premium_expiry ? user.premium_expiry.toISOString() : null,
    balance: user.balance,
    name_display: user.name_display,
    avatar: avatarUrl(user.avatar),
    phone_number: user.phone_number,
    has_password: user.password_hash !== null,
  };
}

export function createAccountsHandlers(app: FastifyInstance) {
  const { db, clock, auth, env, background } = app;
  // Password backoff per account and address (services/login-backoff.ts); off with the other limits.
  const backoff = env.RATE_LIMIT_ENABLED ? createLoginBackoff(env, { onError: (err) => app.log.warn({ err }, 'login backoff store error') }) : null;
  if (backoff) app.addHook('onClose', () => backoff.close());

  /** Counts a password attempt on the account from `address`; 429 with the wait when it must wait. */
  const countAttempt = async (account: string, address: string) => {
    const result = await backoff?.attempt(account, address, clock.now().getTime());
    if (result && !result.allowed) {
      const retryAfterS = Math.ceil(result.retryAfterMs / 1000);
      throw httpError(429, tooManyAttemptsMessage(retryAfterS), { retry_after: retryAfterS });
    }
  };

  const sendActivation = async (user: UserRow) => {
    const token = await issueOneTimeToken(db, user.id, 'activation', clock.now());
    const mail = await activationMail(user.email, user.fullname, `${env.PUBLIC_URL}/api/activate/${token}`);
    await queueMail(app, { ...mail, key: `activation:${user.id}:${sha256Hex(token).slice(0, 32)}`, category: 'transactional', userId: user.id });
  };

  const requireUser = async (id: number) => {
    const user = await findUserById(db, id);
    if (!user) throw httpError(401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    if (user.is_banned) throw httpError(403, MSG_BANNED);
    return user;
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

    /** @param address - The client address (`request.ip`): the backoff keys on it with the account. */
    async login(body: LoginBody, address: string): Promise<{ status: number; message: string; data: LoginData }> {
      // Spacing and case variants of one login are one account to the lookup and the backoff.
      const login = normalizeLogin(body.username);
      const user = await findUserByLogin(db, login);
      const account = backoffAccountKey(user?.id ?? login);
      await countAttempt(account, address);
      if (!user) {
        decoyHash ??= hashPassword('decoy-password-for-timing');
        await verifyPassword(await decoyHash, body.password);
      }
      if (!user || !(await verifyPassword(user.password_hash, body.password))) {
        throw fieldError({ username: [MSG.wrongCredentials], password: [MSG.wrongCredentials] }, MSG.wrongCredentials);
      }
      await backoff?.succeeded(account, address, clock.now().getTime());
      if (user.is_banned) throw httpError(403, MSG_BANNED);
      return { status: 200, message: MSG.loginOk, data: await auth.loginData(user) };
    },

    async refresh(refresh: string, rotate = false): Promise<{ status: number; message: string; data: TokenPair }> {
      return { status: 200, message: MSG.refreshed, data: await auth.refresh(refresh, { rotate }) };
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

    // resend and forgot answer the same text in the same time whether or not the e-mail has an
    // account (or one that can get the mail): the mail is written after the answer is sent.
    async resendActivation(body: EmailBody) {
      const user = await findUserByEmail(db, body.email);
      if (user && !user.is_active && !user.is_banned) background.run('activation mail', () => sendActivation(user));
      return { status: 200, message: MSG.resent };
    },

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
      await backoff?.succeeded(backoffAccountKey(result.userId), address, clock.now().getTime());
      return { status: 200, message: MSG.resetOk };
    },

    async changePassword(userId: number, body: ChangePasswordBody, address: string): Promise<{ status: number; message: string; data: TokenPair }> {
      const user = await requireUser(userId);
      // A stolen access token must not allow unlimited guesses of the current password either.
      const account = backoffAccountKey(user.id);
      await countAttempt(account, address);
      if (!(await verifyPassword(user.password_hash, body.current_password))) {
        throw fieldError({ current_password: [MSG.wrongCurrentPassword] }, MSG.wrongCurrentPassword);
      }
      await backoff?.succeeded(account, address, clock.now().getTime());
      const updated = await updateUser(db, user.id, { password_hash: await hashPassword(body.new_password) });
      const version = await auth.revokeUser(user.id);
      // Every session ends, with its access tokens and sockets; this one continues with a fresh pair.
      return { status: 200, message: MSG.passwordChanged, data: await auth.issueTokens({ ...(updated ?? user), token_version: version }) };
    },

    /** The first password of an account made through Google sign-in (none yet): no current password to check. */
    async setPassword(userId: number, body: SetPasswordBody): Promise<{ status: number; message: string; data: TokenPair }> {
      const user = await requireUser(userId);
      if (user.password_hash !== null) throw httpError(400, MSG.passwordAlreadySet);
      const updated = await setFirstPassword(db, user.id, await hashPassword(body.new_password));
      // Set meanwhile by another request: this one must not overwrite it.
      if (!updated) throw httpError(400, MSG.passwordAlreadySet);
      const version = await auth.revokeUser(user.id);
      // A new way to sign in ends the other sessions, as a change does; this one continues.
      return { status: 200, message: MSG.passwordSet, data: await auth.issueTokens({ ...updated, token_version: version }) };
    },

    async logout(refresh: string) {
      await auth.logout(refresh);
      return { status: 200, message: MSG.loggedOut };
    },

    async setRole(userId: number, body: SetRoleBody): Promise<{ status: number; message: string; data: TokenPair }> {
      const user = await requireUser(userId);
      if (user.role !== 'none') throw httpError(400, MSG.roleAlreadySet);
      const updated = await updateUser(db, user.id, { role: body.role });
      if (!updated) throw httpError(400, MSG.userNotFound);
      return { status: 200, message: MSG.roleSet, data: await auth.issueTokens(updated) };
    },

    async profile(userId: number): Promise<{ status: number; data: Profile }> {
      return { status: 200, data: toProfile(await requireUser(userId)) };
    },

    async updateProfile(userId: number, body: ProfileUpdateBody): Promise<{ status: number; message: string; data: Profile }> {
      await requireUser(userId);
      const values = {
        ...(body.fullname !== undefined ? { fullname: body.fullname } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.name_display !== undefined ? { name_display: body.name_display } : {}),
        ...(body.phone_number !== undefined ? { phone_number: body.phone_number || null } : {}),
      };
      const user = Object.keys(values).length > 0 ? await updateUser(db, userId, values) : await findUserById(db, userId);
      if (!user) throw httpError(404, MSG.userNotFound);
      return { status: 200, message: MSG.profileUpdated, data: toProfile(user) };
    },

    /**
     * Name, avatar and role of a user, only for people the viewer deals with (canSeeUserInfo),
     * themselves and admins; 404 otherwise, as for a missing user (no directory of users).
     */
    async mailPreferences(userId: number): Promise<{ status: number; data: MailPreferences }> {
      const preferences = await findMailPreferences(db, userId);
      if (!preferences) throw httpError(404, MSG.userNotFound);
      return { status: 200, data: preferences };
    },

    async updateMailPreferences(userId: number, body: Partial<MailPreferences>): Promise<{ status: number; message: string; data: MailPreferences }> {
      const preferences = await updateMailPreferences(db, userId, body);
      if (!preferences) throw httpError(404, MSG.userNotFound);
      return { status: 200, message: MSG.mailPreferencesSaved, data: preferences };
    },

    async userInfo(viewer: { user_id: number; role: string }, id: number): Promise<{ status: number; data: UserInfo }> {
      const visible = viewer.user_id === id || viewer.role === 'admin' || (await canSeeUserInfo(db, viewer.user_id, id));
      const user = visible ? await findUserById(db, id) : undefined;
      if (!user) throw httpError(404, MSG.userNotFound);
      const logo = user.role === 'employer' ? await findEnterpriseLogo(db, user.id) : null;
      return {
        status: 200,
        data: {
          user_id: user.id,
          fullname: user.name_display || user.fullname || `Người dùng #${user.id}`,
          avatar: avatarUrl(logo) ?? avatarUrl(user.avatar),
          role: RoleSchema.parse(user.role),
        },
      };
    },
  };
}
