import {
  ApiErrorBodySchema,
  LoginResponseSchema,
  MessageEnvelopeSchema,
  ProfileResponseSchema,
  TokenClaimsSchema,
  TokenPairSchema,
  TokenRefreshResponseSchema,
  UserInfoSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/accounts';
import { enterprises } from '../../db/schema/catalogue';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { ACCESS_TTL_S } from '../../plugins/auth';
import { TOKEN_STATE_TTL_MS } from '../../services/token-versions';
import { describeEachDatabase, useTestContext } from '../../test/context';
import {
  TEST_PASSWORD,
  bearer,
  createUser,
  lastMail,
  loginAs,
  readMails,
  registerAndActivate,
  registerInput,
  registerUser,
  tokenFromMail,
  uniqueSuffix,
} from '../../test/helpers';

const TokenMessageSchema = z.object({ status: z.number(), message: z.string(), data: TokenPairSchema });
const UserInfoResponseSchema = envelope(UserInfoSchema);

function claims(access: string) {
  return TokenClaimsSchema.parse(decodeJwt(access));
}

describeEachDatabase('accounts', (kind) => {
  const ctx = useTestContext(kind);
  const json = { accept: 'application/json' };

  async function findUser(email: string) {
    const [row] = await ctx().database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  describe('register', () => {
    it('creates an inactive account and mails a single-use activation link', async () => {
      const input = registerInput({ role: 'employer' });
      const response = await ctx().inject({ method: 'POST', url: '/api/register/', payload: input });
      expect(response.statusCode).toBe(201);
      const body = MessageEnvelopeSchema.parse(response.json());
      expect(body.status).toBe(201);
      expect(body.message).toMatch(/Đăng ký thành công/);

      const user = await findUser(input.email);
      expect(user).toMatchObject({ username: input.username, role: 'employer', is_active: false, gender: 'male' });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);

      const mail = await lastMail(ctx(), input.email);
      expect(mail.subject).toBe('Kích hoạt tài khoản JobHub');
      expect(mail.text).toContain(`${ctx().env.PUBLIC_URL}/api/activate/`);
      const token = await tokenFromMail(ctx(), input.email, '/api/activate/');
      const [stored] = await ctx().database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, user.id));
      expect(stored!.kind).toBe('activation');
      expect(stored!.token_hash).toBe(sha256Hex(token));
      expect(stored!.token_hash).not.toContain(token);
      expect(stored!.expires_at.getTime() - ctx().clock.now().getTime()).toBe(3 * DAY_MS);
    });

    it('stores the e-mail lower-cased and answers without the trailing slash too', async () => {
      const input = registerInput();
      const response = await ctx().inject({ method: 'POST', url: '/api/register', payload: { ...input, email: input.email.toUpperCase() } });
      expect(response.statusCode).toBe(201);
      expect((await findUser(input.email)).email).toBe(input.email);
    });

    it('refuses a taken e-mail (any case) and a taken username with field errors', async () => {
      const first = await registerUser(ctx());
      const response = await ctx().inject({
        method: 'POST',
        url: '/api/register/',
        payload: registerInput({ email: first.email.toUpperCase(), username: first.username }),
      });
      expect(response.statusCode).toBe(400);
      const body = ApiErrorBodySchema.parse(response.json());
      expect(body.errors).toEqual({ email: ['Email đã được sử dụng'], username: ['Tên đăng nhập đã tồn tại'] });

      const onlyUsername = await ctx().inject({ method: 'POST', url: '/api/register/', payload: registerInput({ username: first.username }) });
      expect(ApiErrorBodySchema.parse(onlyUsername.json()).errors).toEqual({ username: ['Tên đăng nhập đã tồn tại'] });
    });

    it('answers invalid input with Vietnamese messages per field', async () => {
      const response = await ctx().inject({
        method: 'POST',
        url: '/api/register/',
        payload: { username: 'a', email: 'khong-phai-email', password: '123', fullname: '', gender: 'x', role: 'admin' },
      });
      expect(response.statusCode).toBe(400);
      const body = ApiErrorBodySchema.parse(response.json());
      expect(body.message).toBe('Dữ liệu không hợp lệ');
      expect(body.errors).toMatchObject({
        username: ['Tên đăng nhập phải có ít nhất 3 ký tự'],
        email: ['Email không hợp lệ'],
        password: ['Mật khẩu phải có ít nhất 8 ký tự'],
        fullname: ['Vui lòng nhập họ tên'],
        gender: ['Giới tính không hợp lệ'],
        role: ['Vui lòng chọn vai trò'],
      });
    });

    it('answers a missing body and wrong types with 400, never 500', async () => {
      const empty = await ctx().inject({ method: 'POST', url: '/api/register/' });
      expect(empty.statusCode).toBe(400);
      ApiErrorBodySchema.parse(empty.json());
      const wrongTypes = await ctx().inject({ method: 'POST', url: '/api/register/', payload: { username: 5, email: [], password: {}, fullname: null } });
      expect(wrongTypes.statusCode).toBe(400);
      expect(Object.keys(ApiErrorBodySchema.parse(wrongTypes.json()).errors ?? {})).toEqual(
        expect.arrayContaining(['username', 'email', 'password', 'fullname', 'gender', 'role']),
      );
    });
  });

  describe('activation', () => {
    it('activates once; the link cannot be used twice', async () => {
      const input = await registerUser(ctx());
      const token = await tokenFromMail(ctx(), input.email, '/api/activate/');
      const first = await ctx().inject({ method: 'GET', url: `/api/activate/${token}/`, headers: json });
      expect(first.statusCode).toBe(200);
      expect(MessageEnvelopeSchema.parse(first.json()).message).toBe('Tài khoản đã được kích hoạt thành công!');
      expect((await findUser(input.email)).is_active).toBe(true);

      const again = await ctx().inject({ method: 'GET', url: `/api/activate/${token}`, headers: json });
      expect(again.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(again.json())).toEqual({ status: 400, message: 'Kích hoạt tài khoản thất bại. Vui lòng thử lại.' });
    });

    it('refuses an unknown token', async () => {
      const response = await ctx().inject({ method: 'GET', url: '/api/activate/khong-co-ma-nay/', headers: json });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Kích hoạt tài khoản thất bại. Vui lòng thử lại.');
    });

    it('answers an expired token (after 3 days) with expired: true', async () => {
      const input = await registerUser(ctx());
      const token = await tokenFromMail(ctx(), input.email, '/api/activate/');
      ctx().clock.advance(3 * DAY_MS + 1000);
      try {
        const response = await ctx().inject({ method: 'GET', url: `/api/activate/${token}/`, headers: json });
        expect(response.statusCode).toBe(400);
        const body = ApiErrorBodySchema.parse(response.json());
        expect(body.expired).toBe(true);
        expect((await findUser(input.email)).is_active).toBe(false);
      } finally {
        ctx().clock.advance(-(3 * DAY_MS + 1000));
      }
    });

    it('redirects a browser (Accept: text/html) to the site without consuming the token', async () => {
      const input = await registerUser(ctx());
      const token = await tokenFromMail(ctx(), input.email, '/api/activate/');
      const browser = await ctx().inject({
        method: 'GET',
        url: `/api/activate/${token}/`,
        headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      });
      expect(browser.statusCode).toBe(302);
      expect(browser.headers.location).toBe(`/activate?token=${token}`);
      expect((await findUser(input.email)).is_active).toBe(false);

      const api = await ctx().inject({ method: 'GET', url: `/api/activate/${token}/`, headers: { accept: '*/*' } });
      expect(api.statusCode).toBe(200);
    });
  });

  describe('resend activation', () => {
    it('mails a new link and invalidates the earlier one (both paths)', async () => {
      const input = await registerUser(ctx());
      const oldToken = await tokenFromMail(ctx(), input.email, '/api/activate/');
      for (const url of ['/api/resend-it/', '/api/resend-activation']) {
        const response = await ctx().inject({ method: 'POST', url, payload: { email: input.email } });
        expect(response.statusCode).toBe(200);
        expect(MessageEnvelopeSchema.parse(response.json()).message).toBe('Mã kích hoạt mới đã được gửi vào email của bạn.');
      }
      expect(await readMails(ctx(), input.email)).toHaveLength(3);
      const newToken = await tokenFromMail(ctx(), input.email, '/api/activate/');
      expect(newToken).not.toBe(oldToken);
      const old = await ctx().inject({ method: 'GET', url: `/api/activate/${oldToken}/`, headers: json });
      expect(old.statusCode).toBe(400);
      const fresh = await ctx().inject({ method: 'GET', url: `/api/activate/${newToken}/`, headers: json });
      expect(fresh.statusCode).toBe(200);
    });

    it('answers unknown, active and banned e-mails exactly like a waiting account, mailing only that one', async () => {
      const waiting = await registerUser(ctx());
      const active = await registerAndActivate(ctx());
      const banned = await createUser(ctx(), { is_active: false, is_banned: true });
      const unknown = `nobody_${uniqueSuffix()}@example.vn`;
      const before = { active: (await readMails(ctx(), active.email)).length, banned: (await readMails(ctx(), banned.user.email)).length };
      const answers = [];
      for (const email of [waiting.email, active.email, banned.user.email, unknown]) {
        answers.push(await ctx().inject({ method: 'POST', url: '/api/resend-it/', payload: { email } }));
      }
      for (const response of answers) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 200, message: 'Mã kích hoạt mới đã được gửi vào email của bạn.' });
      }
      expect(await readMails(ctx(), waiting.email)).toHaveLength(2);
      expect(await readMails(ctx(), active.email)).toHaveLength(before.active);
      expect(await readMails(ctx(), banned.user.email)).toHaveLength(before.banned);
      expect(await readMails(ctx(), unknown)).toHaveLength(0);
    });
  });

  describe('login', () => {
    it('logs in by e-mail (any case) or username with the documented claims', async () => {
      const input = await registerAndActivate(ctx(), { role: 'employer', fullname: 'Lê Thị Hoa' });
      for (const username of [input.email.toUpperCase(), input.username]) {
        const response = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username, password: input.password } });
        expect(response.statusCode).toBe(200);
        const { data } = LoginResponseSchema.parse(response.json());
        expect(data).toMatchObject({ role: 'employer', is_active: true, is_banned: false });
        const decoded = decodeJwt(data.access);
        expect(claims(data.access)).toMatchObject({ role: 'employer', is_active: true, is_banned: false, username: input.username, fullname: 'Lê Thị Hoa' });
        expect(decoded.exp! - decoded.iat!).toBe(15 * 60);
        expect(decoded.exp).toBe(Math.floor(ctx().clock.now().getTime() / 1000) + 15 * 60);
        expect(claims(data.access)).toMatchObject({ token_version: 0, session_id: expect.any(String) });
      }
    });

    it('gives an inactive account tokens with is_active false', async () => {
      const input = await registerUser(ctx());
      const data = await loginAs(ctx(), input.email, input.password);
      expect(data.is_active).toBe(false);
      expect(claims(data.access).is_active).toBe(false);
    });

    it('answers wrong credentials with 400 and field errors (same for unknown users)', async () => {
      const input = await registerAndActivate(ctx());
      const wrong = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: input.email, password: 'sai-mat-khau' } });
      const unknown = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: 'khong-ton-tai@example.vn', password: 'sai-mat-khau' } });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(400);
        const body = ApiErrorBodySchema.parse(response.json());
        expect(body.errors?.password?.[0]).toMatch(/mật khẩu không đúng/);
        expect(body.errors?.username).toBeDefined();
      }
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('refuses a banned account with 403', async () => {
      const banned = await createUser(ctx(), { is_banned: true });
      const response = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: banned.user.email, password: banned.password } });
      expect(response.statusCode).toBe(403);
      expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Tài khoản của bạn đã bị khóa.');
    });

    it('validates the body', async () => {
      const response = await ctx().inject({ method: 'POST', url: '/api/login', payload: { username: '', password: '' } });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).errors).toEqual({ username: ['Vui lòng nhập email'], password: ['Vui lòng nhập mật khẩu'] });
    });
  });

  describe('token refresh', () => {
    it('rotates when asked (rotate: true): a refresh token works once and returns a new pair', async () => {
      const input = await registerAndActivate(ctx());
      const login = await loginAs(ctx(), input.email);
      const response = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: login.refresh, rotate: true } });
      expect(response.statusCode).toBe(200);
      const { data } = TokenRefreshResponseSchema.parse(response.json());
      expect(data.refresh).not.toBe(login.refresh);
      expect(claims(data.access).user_id).toBe(claims(login.access).user_id);

      const next = await ctx().inject({ method: 'POST', url: '/api/token-refresh', payload: { refresh: data.refresh, rotate: true } });
      expect(next.statusCode).toBe(200);
    });

    it('revokes the whole family when a spent token is reused', async () => {
      const input = await registerAndActivate(ctx());
      const login = await loginAs(ctx(), input.email);
      const rotated = TokenRefreshResponseSchema.parse(
        (await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: login.refresh, rotate: true } })).json(),
      ).data;

      const reuse = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: login.refresh, rotate: true } });
      expect(reuse.statusCode).toBe(401);
      expect(ApiErrorBodySchema.parse(reuse.json()).message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');

      const successor = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: rotated.refresh, rotate: true } });
      expect(successor.statusCode).toBe(401);

      // Another login (another family) is unaffected.
      const other = await loginAs(ctx(), input.email);
      const otherRefresh = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: other.refresh, rotate: true } });
      expect(otherRefresh.statusCode).toBe(200);
    });

    it('stamps the current role into the new access token', async () => {
      const created = await createUser(ctx(), { role: 'candidate' });
      const login = await loginAs(ctx(), created.user.email, created.password);
      await ctx().database.db.update(users).set({ role: 'admin' }).where(eq(users.id, created.user.id));
      const { data } = TokenRefreshResponseSchema.parse(
        (await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: login.refresh } })).json(),
      );
      expect(claims(data.access).role).toBe('admin');
    });

    it('refuses a refresh token after 7 days, and unknown tokens', async () => {
      const created = await createUser(ctx());
      const login = await loginAs(ctx(), created.user.email, created.password);
      ctx().clock.advance(7 * DAY_MS + 1000);
      try {
        const expired = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: login.refresh } });
        expect(expired.statusCode).toBe(401);
      } finally {
        ctx().clock.advance(-(7 * DAY_MS + 1000));
      }
      const unknown = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: 'abc' } });
      expect(unknown.statusCode).toBe(401);
      const missing = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(missing.json()).errors?.refresh).toEqual(['Thiếu refresh token']);
    });

    it('lets only one of two concurrent uses of a refresh token win, and revokes the family', async () => {
      const created = await createUser(ctx());
      const login = await loginAs(ctx(), created.user.email, created.password);
      const [a, b] = await Promise.all(
        [1, 2].map(() => ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: login.refresh, rotate: true } })),
      );
      expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 401]);
      const winner = TokenRefreshResponseSchema.parse((a!.statusCode === 200 ? a! : b!).json()).data;
      const afterReuse = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: winner.refresh, rotate: true } });
      expect(afterReuse.statusCode).toBe(401);
    });

    it('refuses a refresh for a user banned since login', async () => {
      const created = await createUser(ctx());
      const login = await loginAs(ctx(), created.user.email, created.password);
      await ctx().database.db.update(users).set({ is_banned: true }).where(eq(users.id, created.user.id));
      const response = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: login.refresh } });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('forgot and reset password', () => {
    const forgotMessage = 'Nếu email tồn tại trong hệ thống, bạn sẽ nhận được liên kết đặt lại mật khẩu.';

    it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
      const input = await registerAndActivate(ctx());
      const unknownEmail = `ghost_${uniqueSuffix()}@example.vn`;
      const known = await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: input.email } });
      const unknown = await ctx().inject({ method: 'POST', url: '/api/forgot-password', payload: { email: unknownEmail } });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(MessageEnvelopeSchema.parse(known.json()).message).toBe(forgotMessage);
      expect(unknown.json()).toEqual(known.json());
      expect(await readMails(ctx(), unknownEmail)).toHaveLength(0);
      const mail = await lastMail(ctx(), input.email);
      expect(mail.subject).toBe('Đặt lại mật khẩu JobHub');
      expect(mail.text).toContain(`${ctx().env.PUBLIC_URL}/reset-password/`);
    });

    it('resets once via /api/reset-password/{token}, revoking refresh tokens', async () => {
      const input = await registerAndActivate(ctx());
      const session = await loginAs(ctx(), input.email);
      await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: input.email } });
      const token = await tokenFromMail(ctx(), input.email, '/reset-password/');

      const response = await ctx().inject({ method: 'POST', url: `/api/reset-password/${token}`, payload: { password: 'Mat-khau-moi-456' } });
      expect(response.statusCode).toBe(200);
      MessageEnvelopeSchema.parse(response.json());

      const again = await ctx().inject({ method: 'POST', url: `/api/reset-password/${token}/`, payload: { password: 'Mat-khau-khac-789' } });
      expect(again.statusCode).toBe(400);
      ApiErrorBodySchema.parse(again.json());

      await expect(loginAs(ctx(), input.email, input.password)).rejects.toThrow(/400/);
      await loginAs(ctx(), input.email, 'Mat-khau-moi-456');
      const refresh = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: session.refresh } });
      expect(refresh.statusCode).toBe(401);
    });

    it('resets via /api/reset-password/ with {token, password}', async () => {
      const input = await registerAndActivate(ctx());
      await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: input.email } });
      const token = await tokenFromMail(ctx(), input.email, '/reset-password/');
      const response = await ctx().inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password: 'Mat-khau-moi-456' } });
      expect(response.statusCode).toBe(200);
      await loginAs(ctx(), input.username, 'Mat-khau-moi-456');
    });

    it('refuses an expired (1 hour), superseded, missing or unknown token', async () => {
      const input = await registerAndActivate(ctx());
      await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: input.email } });
      const first = await tokenFromMail(ctx(), input.email, '/reset-password/');
      await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: input.email } });
      const second = await tokenFromMail(ctx(), input.email, '/reset-password/');

      const superseded = await ctx().inject({ method: 'POST', url: `/api/reset-password/${first}/`, payload: { password: 'Mat-khau-moi-456' } });
      expect(superseded.statusCode).toBe(400);

      ctx().clock.advance(HOUR_MS + 1000);
      try {
        const expired = await ctx().inject({ method: 'POST', url: `/api/reset-password/${second}/`, payload: { password: 'Mat-khau-moi-456' } });
        expect(expired.statusCode).toBe(400);
        expect(ApiErrorBodySchema.parse(expired.json()).expired).toBe(true);
      } finally {
        ctx().clock.advance(-(HOUR_MS + 1000));
      }

      const missing = await ctx().inject({ method: 'POST', url: '/api/reset-password/', payload: { password: 'Mat-khau-moi-456' } });
      expect(missing.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(missing.json()).errors?.token).toBeDefined();
      const unknown = await ctx().inject({ method: 'POST', url: '/api/reset-password/abc/', payload: { password: 'Mat-khau-moi-456' } });
      expect(unknown.statusCode).toBe(400);
      const weak = await ctx().inject({ method: 'POST', url: `/api/reset-password/${second}/`, payload: { password: '123' } });
      expect(ApiErrorBodySchema.parse(weak.json()).errors?.password).toEqual(['Mật khẩu phải có ít nhất 8 ký tự']);
      await loginAs(ctx(), input.email, input.password);
    });
  });

  describe('change password', () => {
    it('checks the current password and the confirmation, then returns fresh tokens', async () => {
      const created = await createUser(ctx());
      const session = await loginAs(ctx(), created.user.email, created.password);
      const headers = bearer(session.access);

      const wrongCurrent = await ctx().inject({
        method: 'POST',
        url: '/api/change-password/',
        headers,
        payload: { current_password: 'sai-mat-khau', new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' },
      });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(wrongCurrent.json()).errors).toEqual({ current_password: ['Mật khẩu hiện tại không đúng'] });

      const mismatch = await ctx().inject({
        method: 'POST',
        url: '/api/change-password/',
        headers,
        payload: { current_password: created.password, new_password: 'Mat-khau-moi-456', confirm_password: 'khac' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(mismatch.json()).errors).toEqual({ confirm_password: ['Mật khẩu xác nhận không khớp'] });

      const ok = await ctx().inject({
        method: 'POST',
        url: '/api/change-password',
        headers,
        payload: { current_password: created.password, new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' },
      });
      expect(ok.statusCode).toBe(200);
      const fresh = TokenMessageSchema.parse(ok.json()).data;
      expect((await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
      expect((await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: fresh.refresh } })).statusCode).toBe(200);
      await loginAs(ctx(), created.user.email, 'Mat-khau-moi-456');
    });

    it('needs a token', async () => {
      const response = await ctx().inject({ method: 'POST', url: '/api/change-password/', payload: {} });
      expect(response.statusCode).toBe(401);
      expect(ApiErrorBodySchema.parse(response.json())).toEqual({ status: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' });
    });
  });

  describe('set role', () => {
    it('sets the role once for a user without one and returns tokens carrying it', async () => {
      const created = await createUser(ctx(), { role: 'none' });
      const response = await ctx().inject({ method: 'POST', url: '/api/set-role/', headers: created.headers, payload: { role: 'employer' } });
      expect(response.statusCode).toBe(200);
      const { data } = TokenMessageSchema.parse(response.json());
      expect(claims(data.access).role).toBe('employer');
      expect((await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: data.refresh } })).statusCode).toBe(200);

      const again = await ctx().inject({ method: 'POST', url: '/api/set-role', headers: bearer(data.access), payload: { role: 'candidate' } });
      expect(again.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(again.json()).message).toBe('Người dùng đã có vai trò');
    });

    it('refuses roles other than candidate/employer', async () => {
      const created = await createUser(ctx(), { role: 'none' });
      const response = await ctx().inject({ method: 'POST', url: '/api/set-role/', headers: created.headers, payload: { role: 'admin' } });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).errors).toEqual({ role: ['Vui lòng chọn vai trò'] });
    });
  });

  describe('profile', () => {
    it('is served at /api/profile/ and /profile/ (with and without slash)', async () => {
      const created = await createUser(ctx(), { fullname: 'Phạm Minh Châu' });
      for (const url of ['/api/profile/', '/api/profile', '/profile/', '/profile']) {
        const response = await ctx().inject({ method: 'GET', url, headers: created.headers });
        expect(response.statusCode).toBe(200);
        const { data } = ProfileResponseSchema.parse(response.json());
        expect(data).toMatchObject({
          user_id: created.user.id,
          username: created.user.username,
          email: created.user.email,
          fullname: 'Phạm Minh Châu',
          role: 'candidate',
          is_active: true,
          is_premium: false,
          premium_expiry: null,
          balance: 0,
          name_display: '',
          avatar: null,
        });
      }
    });

    it('updates fullname, gender and name_display (both paths) and ignores other fields', async () => {
      const created = await createUser(ctx());
      const response = await ctx().inject({
        method: 'PUT',
        url: '/api/profile/update/',
        headers: created.headers,
        payload: { fullname: '  Đỗ Thị Lan  ', gender: 'female', name_display: 'Lan Đỗ', role: 'admin', balance: 1e9, is_premium: true },
      });
      expect(response.statusCode).toBe(200);
      const { data } = ProfileResponseSchema.parse(response.json());
      expect(data).toMatchObject({ fullname: 'Đỗ Thị Lan', gender: 'female', name_display: 'Lan Đỗ', role: 'candidate', balance: 0, is_premium: false });

      const short = await ctx().inject({ method: 'PUT', url: '/profile/update', headers: created.headers, payload: { gender: 'robot' } });
      expect(short.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(short.json()).errors).toEqual({ gender: ['Giới tính không hợp lệ'] });
    });

    it('answers 401 without a token, with a bad token and with an expired one', async () => {
      const created = await createUser(ctx());
      const none = await ctx().inject({ method: 'GET', url: '/api/profile/' });
      const bad = await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer('not.a.jwt') });
      ctx().clock.advance(DAY_MS + 1000);
      const expired = await ctx().inject({ method: 'GET', url: '/api/profile/', headers: created.headers });
      ctx().clock.advance(-(DAY_MS + 1000));
      for (const response of [none, bad, expired]) {
        expect(response.statusCode).toBe(401);
        expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
      }
    });
  });

  describe('access tokens', () => {
    it('refuses tokens signed with another secret or with alg none', async () => {
      const created = await createUser(ctx());
      const { SignJWT } = await import('jose');
      const payload = { user_id: created.user.id, role: 'candidate', is_active: true, is_banned: false };
      const now = Math.floor(ctx().clock.now().getTime() / 1000);
      const forged = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, exp: now + 3600 })}.`;
      for (const token of [forged, unsigned]) {
        const response = await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
        expect(response.statusCode).toBe(401);
      }
      const genuine = await ctx().inject({ method: 'GET', url: '/api/profile/', headers: created.headers });
      expect(genuine.statusCode).toBe(200);
    });

    it('refuses tokens signed with the real secret but without exp or iat, access and refresh alike', async () => {
      const created = await createUser(ctx());
      const { SignJWT } = await import('jose');
      const key = new TextEncoder().encode(ctx().env.JWT_SECRET);
      const now = Math.floor(ctx().clock.now().getTime() / 1000);
      const claims = { user_id: created.user.id, role: created.user.role, is_active: true, is_banned: false, username: created.user.username, fullname: created.user.fullname, token_version: 0 };
      const sign = (payload: object, times: { iat?: boolean; exp?: boolean }) => {
        const jwt = new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(created.user.id));
        if (times.iat) jwt.setIssuedAt(now);
        if (times.exp) jwt.setExpirationTime(now + 600);
        return jwt.sign(key);
      };
      // The control: the same claims with both times are accepted, so only the missing claim refuses.
      const complete = await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(await sign(claims, { iat: true, exp: true })) });
      expect(complete.statusCode).toBe(200);
      for (const times of [{ iat: true }, { exp: true }, {}]) {
        const response = await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(await sign(claims, times)) });
        expect(response.statusCode, JSON.stringify(times)).toBe(401);
      }
      // A live refresh token's jti re-signed without exp: the row exists, so only the claim refuses it.
      const { jti } = decodeJwt((await ctx().app.auth.issueTokens(created.user)).refresh);
      const refreshClaims = { user_id: created.user.id, token_type: 'refresh', jti };
      const withoutExp = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: await sign(refreshClaims, { iat: true }) } });
      expect(withoutExp.statusCode).toBe(401);
      const withExp = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: await sign(refreshClaims, { iat: true, exp: true }) } });
      expect(withExp.statusCode).toBe(200);
    });
  });

  describe('revocation', () => {
    const profileStatus = async (access: string) => (await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })).statusCode;
    const changePassword = (access: string, current: string, next: string) =>
      ctx().inject({
        method: 'POST',
        url: '/api/change-password/',
        headers: bearer(access),
        payload: { current_password: current, new_password: next, confirm_password: next },
      });

    it('lets an access token live 15 minutes', async () => {
      const created = await createUser(ctx());
      const { access } = await loginAs(ctx(), created.user.email, created.password);
      ctx().clock.advance(ACCESS_TTL_S * 1000 - 1000);
      try {
        expect(await profileStatus(access)).toBe(200);
        ctx().clock.advance(1000);
        expect(await profileStatus(access)).toBe(401);
      } finally {
        ctx().clock.advance(-ACCESS_TTL_S * 1000);
      }
    });

    it('ends every earlier access token at once on a password change; the new pair works', async () => {
      const created = await createUser(ctx());
      const here = await loginAs(ctx(), created.user.email, created.password);
      const elsewhere = await loginAs(ctx(), created.user.email, created.password);
      const changed = await changePassword(here.access, created.password, 'Mat-khau-moi-456');
      expect(changed.statusCode).toBe(200);
      const fresh = TokenMessageSchema.parse(changed.json()).data;
      expect(await profileStatus(here.access)).toBe(401);
      expect(await profileStatus(elsewhere.access)).toBe(401);
      expect(await profileStatus(created.access)).toBe(401);
      expect(await profileStatus(fresh.access)).toBe(200);
      expect(claims(fresh.access).token_version).toBe(1);
      expect((await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: elsewhere.refresh } })).statusCode).toBe(401);
    });

    it('ends every earlier access token at once on a password reset', async () => {
      const input = await registerAndActivate(ctx());
      const session = await loginAs(ctx(), input.email);
      await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: input.email } });
      const token = await tokenFromMail(ctx(), input.email, '/reset-password/');
      expect(await profileStatus(session.access)).toBe(200);
      const reset = await ctx().inject({ method: 'POST', url: `/api/reset-password/${token}/`, payload: { password: 'Mat-khau-moi-456' } });
      expect(reset.statusCode).toBe(200);
      expect(await profileStatus(session.access)).toBe(401);
      expect(await profileStatus((await loginAs(ctx(), input.email, 'Mat-khau-moi-456')).access)).toBe(200);
    });

    it('ends the access tokens of the user when a spent refresh token is reused; other logins refresh', async () => {
      const created = await createUser(ctx());
      const stolen = await loginAs(ctx(), created.user.email, created.password);
      const other = await loginAs(ctx(), created.user.email, created.password);
      const rotated = TokenRefreshResponseSchema.parse(
        (await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: stolen.refresh, rotate: true } })).json(),
      ).data;
      expect(await profileStatus(rotated.access)).toBe(200);
      expect((await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: stolen.refresh, rotate: true } })).statusCode).toBe(401);
      expect(await profileStatus(rotated.access)).toBe(401);
      expect(await profileStatus(other.access)).toBe(401);
      const renewed = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: other.refresh, rotate: true } });
      expect(renewed.statusCode).toBe(200);
      expect(await profileStatus(TokenRefreshResponseSchema.parse(renewed.json()).data.access)).toBe(200);
    });

    it('ends access tokens at once on a ban through revokeUser, and within the cache TTL on one set by hand', async () => {
      const viaApi = await createUser(ctx());
      expect(await profileStatus(viaApi.access)).toBe(200);
      await ctx().database.db.update(users).set({ is_banned: true }).where(eq(users.id, viaApi.user.id));
      await ctx().app.auth.revokeUser(viaApi.user.id);
      expect(await profileStatus(viaApi.access)).toBe(401);

      const byHand = await createUser(ctx());
      expect(await profileStatus(byHand.access)).toBe(200);
      await ctx().database.db.update(users).set({ is_banned: true }).where(eq(users.id, byHand.user.id));
      ctx().clock.advance(TOKEN_STATE_TTL_MS);
      try {
        const response = await ctx().inject({ method: 'GET', url: '/api/users/1/info/', headers: byHand.headers });
        expect(response.statusCode).toBe(403);
        expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Tài khoản của bạn đã bị khóa.');
      } finally {
        ctx().clock.advance(-TOKEN_STATE_TTL_MS);
      }
    });
  });

  describe('logout', () => {
    it('revokes that login only: its refresh token stops, other logins and access tokens go on', async () => {
      const created = await createUser(ctx());
      const leaving = await loginAs(ctx(), created.user.email, created.password);
      const staying = await loginAs(ctx(), created.user.email, created.password);
      const rotated = TokenRefreshResponseSchema.parse(
        (await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: leaving.refresh } })).json(),
      ).data;
      const response = await ctx().inject({ method: 'POST', url: '/api/logout/', payload: { refresh: rotated.refresh } });
      expect(response.statusCode).toBe(200);
      expect(MessageEnvelopeSchema.parse(response.json())).toEqual({ status: 200, message: 'Đăng xuất thành công!' });
      expect((await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: rotated.refresh } })).statusCode).toBe(401);
      expect((await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: staying.refresh } })).statusCode).toBe(200);
      // No version bump: access tokens of other logins keep working.
      expect((await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(staying.access) })).statusCode).toBe(200);
      expect(claims(rotated.access).token_version).toBe(0);
    });

    it('answers the same for an unknown or already revoked token, needs no access token, and validates the body', async () => {
      const created = await createUser(ctx());
      const session = await loginAs(ctx(), created.user.email, created.password);
      for (const refresh of [session.refresh, session.refresh, 'khong-co-token-nay']) {
        const response = await ctx().inject({ method: 'POST', url: '/api/logout', payload: { refresh } });
        expect(response.statusCode).toBe(200);
        expect(MessageEnvelopeSchema.parse(response.json()).message).toBe('Đăng xuất thành công!');
      }
      const missing = await ctx().inject({ method: 'POST', url: '/api/logout/', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(missing.json()).errors).toEqual({ refresh: ['Thiếu refresh token'] });
    });
  });

  describe('user info', () => {
    it('returns name and role, and the company logo as the avatar of an employer', async () => {
      const viewer = await createUser(ctx());
      const employer = await createUser(ctx(), { role: 'employer', fullname: 'Công ty Thử' });
      await ctx().database.db.insert(enterprises).values({ user_id: employer.user.id, company_name: 'Công ty Thử', logo: 'public/enterprises/logo-thu.png', is_active: true });

      const response = await ctx().inject({ method: 'GET', url: `/api/users/${employer.user.id}/info/`, headers: viewer.headers });
      expect(response.statusCode).toBe(200);
      expect(UserInfoResponseSchema.parse(response.json()).data).toEqual({
        user_id: employer.user.id,
        fullname: 'Công ty Thử',
        avatar: '/uploads/enterprises/logo-thu.png',
        role: 'employer',
      });

      const candidate = await ctx().inject({ method: 'GET', url: `/api/users/${viewer.user.id}/info`, headers: viewer.headers });
      expect(UserInfoResponseSchema.parse(candidate.json()).data.avatar).toBeNull();
    });

    it('answers 404 for an unknown user and 400 for a bad id', async () => {
      const viewer = await createUser(ctx());
      const unknown = await ctx().inject({ method: 'GET', url: '/api/users/999999/info/', headers: viewer.headers });
      expect(unknown.statusCode).toBe(404);
      ApiErrorBodySchema.parse(unknown.json());
      const bad = await ctx().inject({ method: 'GET', url: '/api/users/abc/info/', headers: viewer.headers });
      expect(bad.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(bad.json()).errors?.id).toEqual(['Mã không hợp lệ']);
    });
  });

  describe('odd and oversized input', () => {
    const odd = ['%', '_', '%_%', "O'Brien \"quoted\"", '😀🎉 Nguyễn', 'a'.repeat(10_000), '\u0000', 'Robert"); DROP TABLE users;--'];

    it('never answers 500 to odd values in any account field', async () => {
      const created = await createUser(ctx());
      for (const value of odd) {
        const calls = [
          ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: value, password: value } }),
          ctx().inject({ method: 'POST', url: '/api/register/', payload: registerInput({ username: value }) }),
          ctx().inject({ method: 'POST', url: '/api/register/', payload: registerInput({ fullname: value }) }),
          ctx().inject({ method: 'POST', url: '/api/register/', payload: registerInput({ email: value }) }),
          ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: value } }),
          ctx().inject({ method: 'POST', url: '/api/resend-it/', payload: { email: value } }),
          ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: value } }),
          ctx().inject({ method: 'GET', url: `/api/activate/${encodeURIComponent(value)}/`, headers: json }),
          ctx().inject({ method: 'POST', url: `/api/reset-password/${encodeURIComponent(value)}/`, payload: { password: TEST_PASSWORD } }),
          ctx().inject({ method: 'PUT', url: '/api/profile/update/', headers: created.headers, payload: { fullname: value, name_display: value } }),
          ctx().inject({ method: 'GET', url: `/api/users/${encodeURIComponent(value)}/info/`, headers: created.headers }),
        ];
        for (const response of await Promise.all(calls)) {
          expect(response.statusCode, `${response.body.slice(0, 200)} for ${JSON.stringify(value.slice(0, 20))}`).toBeLessThan(500);
          const body = response.json();
          if (response.statusCode >= 400) expect(ApiErrorBodySchema.safeParse(body).success, `${response.statusCode} ${response.body.slice(0, 300)}`).toBe(true);
        }
      }
    });

    it('keeps emoji, quotes and accents intact when they are valid', async () => {
      const input = await registerUser(ctx(), { fullname: `😀 O'Brien "Nguyễn" 100% _x_` });
      const data = await loginAs(ctx(), input.username, input.password);
      const profile = ProfileResponseSchema.parse((await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(data.access) })).json());
      expect(profile.data.fullname).toBe(`😀 O'Brien "Nguyễn" 100% _x_`);
    });

    it('treats % and _ in the login literally', async () => {
      await registerAndActivate(ctx());
      const response = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: '%', password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(400);
    });
  });
});
