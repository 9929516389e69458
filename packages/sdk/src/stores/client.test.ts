import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../contract/auth';
import { TOKEN_REFRESH_PATH } from '../http/client';
import { ApiError, AuthError, ValidationError } from '../http/errors';
import { createMemoryStorage } from '../lib/memory-storage';
import { silentLogger } from '../lib/logger';
import { TOKEN_CHECK_INTERVAL_MS } from '../rules/token-check';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { enterpriseFixture, pageOf, postDetailFixture, postRowFixture } from '../testing/fixtures';
import { createAuthApi } from './auth';
import { createCatalogueApi } from '../api/catalogue';
import { createClient, type ClientOptions } from './client';
import { createEnterprisesApi } from './enterprises';
import { createJobsApi } from '../api/jobs';
import { googleLoginUrl } from '../api/google-auth';

/** The session core with every resource, composed the way an app does it. */
function createFullClient(options: ClientOptions) {
  const core = createClient(options);
  return {
    ...core,
    auth: createAuthApi(core),
    catalogue: createCatalogueApi(core),
    enterprises: createEnterprisesApi(core),
    jobs: createJobsApi(core),
  };
}

const NOW = Date.UTC(2026, 2, 5, 10);
const notFound = { status: 404, body: { status: 404, message: 'Không tìm thấy doanh nghiệp' } };

interface Api {
  [route: string]: (request: RecordedRequest) => FakeAnswer;
}

function setup(api: Api = {}, storageEntries: Record<string, string> = {}) {
  let now = NOW;
  const storage = createMemoryStorage(storageEntries);
  const onSessionExpired = vi.fn();
  const onLogout = vi.fn();
  const fake = createFakeFetch((request) => {
    const route = api[`${request.method} ${request.path}`];
    return route ? route(request) : { status: 500, body: { status: 500, message: `no route ${request.path}` } };
  });
  const client = createFullClient({
    baseUrl: 'https://api.test',
    fetch: fake.fetch,
    storage,
    now: () => now,
    retry: false, // failures show at once here; the retries are tested in http/transport.test.ts
    onSessionExpired,
    onLogout,
    logger: silentLogger,
  });
  const calls = (method: string, path: string) => fake.calls.filter((c) => c.method === method && c.path === path);
  return { client, storage, onSessionExpired, onLogout, calls, setNow: (ms: number) => (now = ms) };
}

const signedIn = (role: Role = 'candidate', expInS = 86_400) => ({
  token: accessToken({ role }, NOW, expInS),
  refreshToken: 'r1',
  username: 'an@example.com',
  user_role: role,
});

const loginAnswer = (role: Role, is_active = true) => () => ({
  status: 200,
  body: { status: 200, data: { access: accessToken({ role, is_active }, NOW), refresh: 'r1', role, is_active, is_banned: false } },
});

describe('$session', () => {
  it('is initialised synchronously from storage before anything mounts', () => {
    const { client } = setup({}, signedIn('employer'));
    expect(client.$session.get()).toEqual({
      status: 'authenticated',
      user: { user_id: 7, username: 'an@example.com', role: 'employer', is_active: true, is_banned: false },
    });
    expect(setup().client.$session.get()).toEqual({ status: 'anonymous' });
  });

  it('is not shared between clients', () => {
    const a = setup({}, signedIn());
    const b = setup();
    a.client.auth.logout();
    expect([a.client.$session.get().status, b.client.$session.get().status]).toEqual(['anonymous', 'anonymous']);
    b.client.http.tokens.setTokens({ access: accessToken(), refresh: 'r' });
    expect([a.client.$session.get().status, b.client.$session.get().status]).toEqual(['anonymous', 'authenticated']);
  });
});

describe('token check', () => {
  const refreshApi = (answer: FakeAnswer): Api => ({ [`POST ${TOKEN_REFRESH_PATH}`]: () => answer });
  const fresh = { status: 200, body: { status: 200, data: { access: accessToken({}, NOW, 86_400), refresh: 'r2' } } };

  it.each([
    ['a token expiring in 301 s is kept', 301, 'ok', 0],
    ['a token expiring in 300 s is kept', 300, 'ok', 0],
    ['a token expiring in 299 s is refreshed', 299, 'refreshed', 1],
    ['an expired token is refreshed', -10, 'refreshed', 1],
  ] as const)('%s', async (_name, expInS, result, refreshes) => {
    const { client, calls, storage } = setup(refreshApi(fresh), signedIn('candidate', expInS));
    await expect(client.checkToken()).resolves.toBe(result);
    expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(refreshes);
    if (refreshes) expect(storage.getItem('refreshToken')).toBe('r2');
  });

  it.each([
    ['without exp', accessToken({ exp: undefined }, NOW)],
    ['garbage', 'garbage-token'],
  ])('logs out a token %s without the expiry hook', async (_name, token) => {
    const { client, onSessionExpired, onLogout, storage } = setup({}, { ...signedIn(), token });
    await expect(client.checkToken()).resolves.toBe('logged_out');
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(onLogout).toHaveBeenCalledWith('logout');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does nothing when anonymous', async () => {
    const { client, calls } = setup();
    await expect(client.checkToken()).resolves.toBe('anonymous');
    expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(0);
  });

  it('logs out and calls onSessionExpired when the refresh is refused', async () => {
    const { client, onSessionExpired, onLogout } = setup(
      refreshApi({ status: 401, body: { status: 401, message: 'Refresh token hết hạn' } }),
      signedIn('candidate', 10),
    );
    await expect(client.checkToken()).resolves.toBe('logged_out');
    expect(client.$session.get().status).toBe('anonymous');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith('expired');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client } = setup({ [`POST ${TOKEN_REFRESH_PATH}`]: () => Promise.reject(new TypeError('offline')) }, signedIn('candidate', 10));
    await expect(client.checkToken()).resolves.toBe('unavailable');
    expect(client.$session.get().status).toBe('authenticated');
  });

  it('shares the refresh with concurrent 401s (one refresh call)', async () => {
    const { client, calls } = setup(
      {
        ...refreshApi(fresh),
        'GET /api/profile/': (request) =>
          request.headers.get('authorization')?.includes(accessToken({}, NOW, 86_400))
            ? { status: 200, body: { status: 200, data: {} } }
            : { status: 401, body: { status: 401, message: 'x' } },
      },
      signedIn('candidate', 10),
    );
    await Promise.allSettled([client.checkToken(), client.http.requestRaw('/api/profile/')]);
    expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(1);
  });

  describe('periodic check', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('runs at start and every 15 minutes until stopped', async () => {
      const { client, calls, setNow } = setup(refreshApi(fresh), signedIn('candidate', 1000));
      const stop = client.startTokenChecks();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(0); // 1000 s left: ok
      setNow(NOW + 800_000); // 200 s left at the next tick
      await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(1);
      stop();
      client.http.tokens.setTokens({ access: accessToken({}, NOW, 1), refresh: 'r3' });
      await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(1);
    });

    it('refreshes a 15-minute token before it expires, though the next periodic check would come too late', async () => {
      const server15 = (n: number) => ({ status: 200, body: { status: 200, data: { access: accessToken({}, NOW + n * 600_001, 900), refresh: `r${n + 2}` } } });
      let refreshes = 0;
      const { client, calls, setNow } = setup({ [`POST ${TOKEN_REFRESH_PATH}`]: () => server15((refreshes += 1)) }, signedIn('candidate', 900));
      const stop = client.startTokenChecks();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(0); // 900 s left: ok for now
      setNow(NOW + 600_000);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(0); // exactly 300 s left: still ok
      setNow(NOW + 600_001);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(1);
      expect(client.http.tokens.getRefresh()).toBe('r3');
      // Its successor is refreshed before its expiry too (here the periodic check comes first).
      setNow(NOW + 2 * 600_001);
      await vi.advanceTimersByTimeAsync(600_001);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(2);
      stop();
      setNow(NOW + 3 * 600_001);
      await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 2);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(2);
    });

    it('runs when the user becomes authenticated', async () => {
      const { client, calls } = setup(refreshApi(fresh));
      const stop = client.startTokenChecks();
      client.http.tokens.setTokens({ access: accessToken({}, NOW, 100), refresh: 'r1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(1);
      stop();
    });
  });
});

describe('auth.login', () => {
  it.each<[Role, string]>([
    ['admin', '/admin'],
    ['candidate', '/job-search'],
    ['none', '/select-role'],
  ])('a %s lands on %s', async (role, redirect) => {
    const { client, storage } = setup({ 'POST /api/login/': loginAnswer(role) });
    await expect(client.auth.login({ username: ' an@example.com ', password: 'secret' })).resolves.toEqual({ kind: 'ok', role, redirect });
    expect(storage.getItem('username')).toBe('an@example.com');
    expect(storage.getItem('user_role')).toBe(role);
    expect(storage.getItem('refreshToken')).toBe('r1');
    expect(client.$session.get()).toMatchObject({ status: 'authenticated', user: { role } });
  });

  it('sends an employer with a company to /employer', async () => {
    const { client } = setup({ 'POST /api/login/': loginAnswer('employer'), 'GET /api/enterprises/user/': () => ({ status: 200, body: { status: 200, data: enterpriseFixture() } }) });
    await expect(client.auth.login({ username: 'hr@jobhub.vn', password: 'x' })).resolves.toMatchObject({ redirect: '/employer' });
    expect(client.enterprises.$hasEnterprise.get()).toBe(true);
  });

  it('sends an employer without a company (404) to create-enterprise', async () => {
    const { client } = setup({ 'POST /api/login/': loginAnswer('employer'), 'GET /api/enterprises/user/': () => notFound });
    await expect(client.auth.login({ username: 'hr@jobhub.vn', password: 'x' })).resolves.toEqual({
      kind: 'ok',
      role: 'employer',
      redirect: '/employer/create-enterprise',
    });
  });

  it('sends an employer to /employer when the company lookup fails (the guard retries)', async () => {
    const { client } = setup({ 'POST /api/login/': loginAnswer('employer') });
    await expect(client.auth.login({ username: 'hr@jobhub.vn', password: 'x' })).resolves.toMatchObject({ redirect: '/employer' });
  });

  it('honours a same-site returnTo but never for role none or an off-site URL', async () => {
    const candidate = setup({ 'POST /api/login/': loginAnswer('candidate') });
    await expect(candidate.client.auth.login({ username: 'a', password: 'x' }, { returnTo: '/saved-jobs?x=1' })).resolves.toMatchObject({ redirect: '/saved-jobs?x=1' });
    for (const returnTo of ['//evil.com', 'https://evil.com', '/login?redirect=/x', null]) {
      await expect(candidate.client.auth.login({ username: 'a', password: 'x' }, { returnTo })).resolves.toMatchObject({ redirect: '/job-search' });
    }
    const none = setup({ 'POST /api/login/': loginAnswer('none') });
    await expect(none.client.auth.login({ username: 'a', password: 'x' }, { returnTo: '/profile' })).resolves.toMatchObject({ redirect: '/select-role' });
  });

  it('sends an inactive account to /activate/<email> and keeps it signed in, not activated', async () => {
    const { client, storage } = setup({ 'POST /api/login/': loginAnswer('candidate', false) });
    await expect(client.auth.login({ username: 'an@example.com', password: 'x' })).resolves.toEqual({
      kind: 'not_activated',
      email: 'an@example.com',
      redirect: '/activate/an%40example.com',
      message: 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.',
    });
    expect(storage.getItem('token')).not.toBeNull();
    expect(client.$session.get()).toMatchObject({ status: 'authenticated', user: { is_active: false } });
  });

  it('reports a missing token', async () => {
    const { client } = setup({ 'POST /api/login/': () => ({ status: 200, body: { status: 200, data: {} } }) });
    await expect(client.auth.login({ username: 'a', password: 'x' })).resolves.toEqual({ kind: 'no_token', message: 'Không nhận được token từ server' });
  });

  it('rejects a token answer that is off the contract', async () => {
    const { client } = setup({ 'POST /api/login/': () => ({ status: 200, body: { status: 200, data: { access: 'a' } } }) });
    await expect(client.auth.login({ username: 'a', password: 'x' })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('throws ApiError with field errors on wrong credentials, without a refresh', async () => {
    const { client, calls } = setup(
      { 'POST /api/login/': () => ({ status: 400, body: { status: 400, message: 'Sai thông tin', errors: { password: ['Mật khẩu không đúng'] } } }) },
      signedIn(),
    );
    const error = (await client.auth.login({ username: 'a', password: 'x' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ password: ['Mật khẩu không đúng'] });
    expect(calls('POST', '/api/login/')[0]!.headers.get('authorization')).toBeNull();
    expect(calls('POST', TOKEN_REFRESH_PATH)).toHaveLength(0);
  });
});

describe('Google sign-in', () => {
  it('finishGoogleSignIn stores the pair and lands by role', async () => {
    const { client, storage } = setup({ 'GET /api/enterprises/user/': () => notFound });
    await expect(client.auth.finishGoogleSignIn({ access: accessToken({ role: 'none' }, NOW), refresh: 'g1' })).resolves.toEqual({ role: 'none', redirect: '/select-role' });
    expect(storage.getItem('refreshToken')).toBe('g1');
    expect(client.$session.get()).toMatchObject({ status: 'authenticated', user: { role: 'none' } });
    await expect(client.auth.finishGoogleSignIn({ access: accessToken({ role: 'employer' }, NOW), refresh: 'g2' })).resolves.toEqual({
      role: 'employer',
      redirect: '/employer/create-enterprise',
    });
  });

  it('finishGoogleSignIn refuses an unreadable token and stays signed out', async () => {
    const { client } = setup();
    await expect(client.auth.finishGoogleSignIn({ access: 'not-a-jwt', refresh: 'g1' })).rejects.toThrow();
    expect(client.$session.get().status).toBe('anonymous');
  });

  it('googleLoginUrl is the login endpoint on the client base URL', () => {
    const { client } = setup();
    expect(googleLoginUrl(client)).toBe('https://api.test/api/auth/google/login/');
  });
});

describe('auth.register', () => {
  const body = { username: 'hr', email: 'hr@jobhub.vn', password: 'secret123', fullname: 'Lan', gender: 'female', role: 'employer' } as const;
  const created = () => ({ status: 201, body: { status: 201, message: 'Đăng ký thành công' } });

  it('registers a candidate without touching enterprises', async () => {
    const { client, calls } = setup({ 'POST /api/register/': created });
    await expect(client.auth.register({ ...body, role: 'candidate' }, { company_name: 'X' })).resolves.toEqual({ message: 'Đăng ký thành công' });
    expect(calls('POST', '/api/login/')).toHaveLength(0);
  });

  it('creates the company of an employer through a silent login, leaving the user signed out', async () => {
    const { client, calls, storage } = setup({
      'POST /api/register/': created,
      'POST /api/login/': loginAnswer('employer', false),
      'POST /api/enterprises/create/': () => ({ status: 201, body: { status: 201, data: enterpriseFixture() } }),
    });
    await expect(client.auth.register(body, { company_name: ' JobHub ', address: '' })).resolves.toEqual({ message: 'Đăng ký thành công', enterpriseCreated: true });
    expect(calls('POST', '/api/login/')[0]!.body).toEqual({ username: 'hr@jobhub.vn', password: 'secret123' });
    const create = calls('POST', '/api/enterprises/create/')[0]!;
    expect(create.headers.get('authorization')).toMatch(/^Bearer /);
    expect([...(create.body as FormData).entries()]).toEqual([['company_name', 'JobHub']]);
    expect(storage.getItem('token')).toBeNull();
    expect(client.$session.get().status).toBe('anonymous');
  });

  it('still succeeds with a warning when the company cannot be created', async () => {
    const { client } = setup({
      'POST /api/register/': created,
      'POST /api/login/': loginAnswer('employer', false),
      'POST /api/enterprises/create/': () => ({ status: 403, body: { status: 403, message: 'Tài khoản chưa kích hoạt' } }),
    });
    await expect(client.auth.register(body, { company_name: 'JobHub' })).resolves.toEqual({
      message: 'Đăng ký thành công',
      enterpriseCreated: false,
      warning: 'Đăng ký tài khoản thành công nhưng không thể tạo doanh nghiệp. Vui lòng tạo doanh nghiệp sau.',
    });
  });

  it('still succeeds with a warning when the silent login gets no token', async () => {
    const { client } = setup({ 'POST /api/register/': created, 'POST /api/login/': () => ({ status: 200, body: { status: 200, data: {} } }) });
    await expect(client.auth.register(body, { company_name: 'JobHub' })).resolves.toMatchObject({ enterpriseCreated: false });
  });

  it('throws ApiError with field errors when the account is refused', async () => {
    const { client } = setup({ 'POST /api/register/': () => ({ status: 400, body: { status: 400, message: 'Lỗi', errors: { email: ['Email đã được sử dụng'] } } }) });
    await expect(client.auth.register(body, { company_name: 'JobHub' })).rejects.toMatchObject({ fieldErrors: { email: ['Email đã được sử dụng'] } });
  });
});

describe('other auth actions', () => {
  const message = (text: string) => () => ({ status: 200, body: { status: 200, message: text } });

  it('logout clears the four keys and the session and calls onLogout', () => {
    const { client, storage, onLogout } = setup({}, signedIn());
    client.auth.logout();
    expect(['token', 'refreshToken', 'username', 'user_role'].map((key) => storage.getItem(key))).toEqual([null, null, null, null]);
    expect(client.$session.get().status).toBe('anonymous');
    expect(onLogout).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('calls the account endpoints of SPEC §7 / API.md', async () => {
    const { client, calls } = setup(
      {
        'GET /api/activate/a.b/': message('Tài khoản đã được kích hoạt thành công!'),
        'POST /api/resend-it/': message('Đã gửi'),
        'POST /api/forgot-password/': message('Đã gửi'),
        'POST /api/reset-password/t%2F1/': message('Đã đặt lại'),
        'POST /api/change-password/': () => ({ status: 200, body: { status: 200, message: 'Đã đổi', data: { access: accessToken({}, NOW), refresh: 'r2' } } }),
      },
      signedIn(),
    );
    await expect(client.auth.activate('a.b')).resolves.toBe('Tài khoản đã được kích hoạt thành công!');
    await expect(client.auth.resendActivation('an@example.com')).resolves.toBe('Đã gửi');
    await expect(client.auth.forgotPassword('an@example.com')).resolves.toBe('Đã gửi');
    await expect(client.auth.resetPassword('t/1', 'newsecret1')).resolves.toBe('Đã đặt lại');
    await expect(client.auth.changePassword({ current_password: 'a', new_password: 'bbbbbbbb', confirm_password: 'bbbbbbbb' })).resolves.toBe('Đã đổi');
    expect(calls('POST', '/api/resend-it/')[0]!.body).toEqual({ email: 'an@example.com' });
    expect(calls('POST', '/api/reset-password/t%2F1/')[0]!.body).toEqual({ password: 'newsecret1' });
    expect(calls('POST', '/api/reset-password/t%2F1/')[0]!.headers.get('authorization')).toBeNull();
    expect(calls('POST', '/api/change-password/')[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    // The server ended every other session: this one continues on the pair of the answer.
    expect(client.http.tokens.getRefresh()).toBe('r2');
  });

  it.each<['candidate' | 'employer', string]>([
    ['candidate', '/job-search'],
    ['employer', '/employer/create-enterprise'],
  ])('setRole(%s) stores the fresh tokens and redirects to %s', async (role, redirect) => {
    const { client } = setup(
      { 'POST /api/set-role/': () => ({ status: 200, body: { status: 200, message: 'Cập nhật vai trò thành công!', data: { access: accessToken({ role }, NOW), refresh: 'r9' } } }) },
      signedIn('none'),
    );
    await expect(client.auth.setRole(role)).resolves.toEqual({ redirect });
    expect(client.$session.get()).toMatchObject({ user: { role } });
    expect(client.http.tokens.getRefresh()).toBe('r9');
  });

  it('fetchProfile parses the profile', async () => {
    const profile = { user_id: 7, username: 'an', email: 'an@example.com', fullname: 'An', gender: null, role: 'candidate', is_active: true, is_premium: false, premium_expiry: null, balance: 0, name_display: 'An', avatar: null, phone_number: null, has_password: true };
    const { client } = setup({ 'GET /api/profile/': () => ({ status: 200, body: { status: 200, data: profile } }) }, signedIn());
    await expect(client.auth.fetchProfile()).resolves.toEqual(profile);
  });
});

describe('resources', () => {
  it('catalogue caches fields and positions, and retries after a failure', async () => {
    let fail = true;
    const { client, calls } = setup({
      'GET /api/fields/': () => ({ status: 200, body: { status: 200, data: [{ id: 1, name: 'Marketing' }] } }),
      'GET /api/positions/': () => (fail ? { status: 503, body: { status: 503, message: 'x' } } : { status: 200, body: { status: 200, data: [] } }),
      'GET /api/positions/field/3/': () => ({ status: 200, body: { status: 200, data: [{ id: 9, name: 'SEO', field: 3 }] } }),
    });
    await client.catalogue.fields();
    await expect(client.catalogue.fields()).resolves.toEqual([{ id: 1, name: 'Marketing' }]);
    expect(calls('GET', '/api/fields/')).toHaveLength(1);
    await expect(client.catalogue.positions(3)).resolves.toEqual([{ id: 9, name: 'SEO', field: 3 }]);
    await expect(client.catalogue.positions()).rejects.toBeInstanceOf(ApiError);
    fail = false;
    await expect(client.catalogue.positions()).resolves.toEqual([]);
  });

  it('enterprises: list, search, get, own (null on 404), premium', async () => {
    const page = { status: 200, body: { status: 200, data: pageOf([enterpriseFixture()]) } };
    const { client, calls } = setup({
      'GET /api/enterprises/': () => page,
      'GET /api/enterprises/search/': () => page,
      'GET /api/enterprises/5/': () => ({ status: 200, body: { status: 200, data: enterpriseFixture({ id: 5 }) } }),
      'GET /api/enterprises/user/': () => notFound,
      'GET /api/enterprises/premium/': () => ({ status: 200, body: { status: 200, data: { results: [enterpriseFixture({ is_premium: true })] } } }),
    });
    expect((await client.enterprises.list({ page: 2 })).results).toHaveLength(1);
    await client.enterprises.search({ q: 'job', city: '', scale: '25-99' });
    expect(calls('GET', '/api/enterprises/search/')[0]!.url).toBe('https://api.test/api/enterprises/search/?q=job&scale=25-99');
    expect((await client.enterprises.get(5)).id).toBe(5);
    await expect(client.enterprises.own()).resolves.toBeNull();
    expect(client.enterprises.$hasEnterprise.get()).toBe(false);
    await expect(client.enterprises.premium()).resolves.toMatchObject([{ is_premium: true }]);
  });

  it('enterprises.own rethrows errors other than 404', async () => {
    const { client } = setup();
    await expect(client.enterprises.own()).rejects.toMatchObject({ status: 500 });
    expect(client.enterprises.$hasEnterprise.get()).toBeUndefined();
  });

  it('enterprises.create and update send multipart without empty fields, with files', async () => {
    const answer = () => ({ status: 200, body: { status: 200, data: enterpriseFixture() } });
    const { client, calls } = setup({ 'POST /api/enterprises/create/': answer, 'PUT /api/enterprises/update/': answer }, signedIn('employer'));
    const logo = new Blob(['png'], { type: 'image/png' });
    await client.enterprises.create({ company_name: 'JobHub', address: '', description: null, tax: undefined, link_web_site: ' https://jobhub.vn ' }, { logo, background_image: null });
    const form = calls('POST', '/api/enterprises/create/')[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['company_name', 'link_web_site', 'logo']);
    expect(form.get('link_web_site')).toBe('https://jobhub.vn');
    expect(client.enterprises.$hasEnterprise.get()).toBe(true);
    await client.enterprises.update({ phone_number: '0901234567', city: '' });
    expect([...(calls('PUT', '/api/enterprises/update/')[0]!.body as FormData).entries()]).toEqual([['phone_number', '0901234567']]);
  });

  it('enterprises.create refuses an invalid website before sending', async () => {
    const { client, calls } = setup({}, signedIn('employer'));
    const error = (await client.enterprises.create({ company_name: 'JobHub', link_web_site: 'jobhub' }).catch((caught: unknown) => caught)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.userMessage).toBe('URL website không hợp lệ. Vui lòng nhập đúng định dạng (ví dụ: https://example.com)');
    expect(error.fieldErrors).toEqual({ link_web_site: [error.userMessage] });
    await expect(client.enterprises.update({ link_web_site: 'ftp://x.vn' })).rejects.toBeInstanceOf(ValidationError);
    expect(calls('POST', '/api/enterprises/create/')).toHaveLength(0);
  });

  it('jobs: search with repeated arrays, list, get, byEnterprise', async () => {
    const page = () => ({ status: 200, body: { status: 200, data: pageOf([postRowFixture()]) } });
    const detail = postDetailFixture({ id: 9 });
    const { client, calls } = setup({
      'GET /api/posts/search/': page,
      'GET /api/posts/': page,
      'GET /api/post/9/': () => ({ status: 200, body: { status: 200, data: detail } }),
      'GET /api/posts/enterprise/4/': page,
    });
    await client.jobs.search({ q: 'ky su', scales: ['1-9', '10-24'], page: 1, city: 'Hà Nội' });
    expect(calls('GET', '/api/posts/search/')[0]!.url).toBe('https://api.test/api/posts/search/?q=ky+su&city=H%C3%A0+N%E1%BB%99i&scales=1-9&scales=10-24');
    await client.jobs.search();
    await client.jobs.list({ page: 2, sort: '-salary_max' });
    expect(calls('GET', '/api/posts/')[0]!.url).toBe('https://api.test/api/posts/?page=2&sort=-salary_max');
    await client.jobs.list();
    expect((await client.jobs.get(9)).quantity).toBe(2);
    await client.jobs.byEnterprise(4, 3);
    await client.jobs.byEnterprise(4);
    expect(calls('GET', '/api/posts/enterprise/4/').map((c) => c.url)).toEqual([
      'https://api.test/api/posts/enterprise/4/?page=3',
      'https://api.test/api/posts/enterprise/4/?page=1',
    ]);
  });
});

describe('guardRoute', () => {
  const employerArea = { access: 'auth', roles: ['employer'] } as const;

  it('sends an employer without a company to create-enterprise and caches the lookup', async () => {
    const { client, calls } = setup({ 'GET /api/enterprises/user/': () => notFound }, signedIn('employer'));
    await expect(client.guardRoute(employerArea, { path: '/employer/posts' })).resolves.toEqual({ redirect: '/employer/create-enterprise' });
    await expect(client.guardRoute(employerArea, { path: '/employer/create-enterprise' })).resolves.toBeNull();
    expect(calls('GET', '/api/enterprises/user/')).toHaveLength(1);
  });

  it('forgets the company when the user changes', async () => {
    const { client, calls } = setup({ 'GET /api/enterprises/user/': () => notFound }, signedIn('employer'));
    await client.guardRoute(employerArea, { path: '/employer' });
    client.auth.logout();
    expect(client.enterprises.$hasEnterprise.get()).toBeUndefined();
    client.http.tokens.setTokens({ access: accessToken({ role: 'employer', user_id: 8 }, NOW), refresh: 'r' });
    await client.guardRoute(employerArea, { path: '/employer' });
    expect(calls('GET', '/api/enterprises/user/')).toHaveLength(2);
  });

  it('keeps an answer for the session it was asked in, without listening to the session', async () => {
    const { client, calls } = setup({ 'GET /api/enterprises/user/': () => notFound }, signedIn('employer'));
    // Nothing of the client follows the session until someone reads one of its stores.
    expect(client.$session.lc).toBe(0);
    await client.guardRoute(employerArea, { path: '/employer' });
    // A refreshed token of the same user keeps the answer.
    client.http.tokens.setTokens({ access: accessToken({ role: 'employer' }, NOW + 1000), refresh: 'r2' });
    expect(client.enterprises.$hasEnterprise.get()).toBe(false);
    expect(calls('GET', '/api/enterprises/user/')).toHaveLength(1);
    // The same user in another role (chosen after a Google sign-in) is asked again.
    client.http.tokens.setTokens({ access: accessToken({ role: 'candidate' }, NOW), refresh: 'r3' });
    expect(client.enterprises.$hasEnterprise.get()).toBeUndefined();
    client.http.tokens.setTokens({ access: accessToken({ role: 'employer' }, NOW), refresh: 'r4' });
    expect(client.enterprises.$hasEnterprise.get()).toBeUndefined();
  });

  it('lets the navigation through when the lookup fails', async () => {
    const { client } = setup({}, signedIn('employer'));
    await expect(client.guardRoute(employerArea, { path: '/employer' })).resolves.toBeNull();
  });

  it('applies the pure guard first (anonymous → login) and skips lookups elsewhere', async () => {
    const { client, calls } = setup();
    await expect(client.guardRoute(employerArea, { path: '/employer', search: '?tab=1' })).resolves.toEqual({ redirect: '/login?redirect=%2Femployer%3Ftab%3D1' });
    const candidate = setup({}, signedIn('candidate'));
    await expect(candidate.client.guardRoute({ access: 'auth' }, { path: '/profile' })).resolves.toBeNull();
    const employer = setup({}, signedIn('employer'));
    await expect(employer.client.guardRoute({ access: 'auth' }, { path: '/profile' })).resolves.toBeNull();
    await expect(employer.client.guardRoute({ access: 'open' }, { path: '/employer' })).resolves.toBeNull();
    expect(calls('GET', '/api/enterprises/user/')).toHaveLength(0);
  });

  it('the session expired error reaches onSessionExpired only once per refresh failure', async () => {
    const { client, onSessionExpired } = setup(
      { [`POST ${TOKEN_REFRESH_PATH}`]: () => ({ status: 400, body: { status: 400, message: 'x' } }) },
      signedIn('candidate', 5),
    );
    await Promise.all([client.checkToken(), client.checkToken(), client.guardRoute({ access: 'auth' }, { path: '/profile' })]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired.mock.calls[0]![0]).toBeInstanceOf(AuthError);
  });
});
