import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { MessageEnvelopeSchema } from '../contract/envelope';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, deferred, json, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { createHttpClient, TOKEN_REFRESH_PATH, type TokenProvider } from './client';
import { ApiError, AuthError, NetworkError, SdkError } from './errors';
import { createTokenStore, STORAGE_KEYS } from './token-store';

const OLD = accessToken({ n: 'old' });
const NEW = accessToken({ n: 'new' });
const ok = { status: 200, body: { status: 200, message: 'ok' } };
const unauthorized = { status: 401, body: { status: 401, message: 'Token không hợp lệ' } };
const refreshed = { status: 200, body: { status: 200, data: { access: NEW, refresh: 'r2' } } };
const bearer = (request: RecordedRequest) => request.headers.get('authorization');

function setup(handler: (request: RecordedRequest) => FakeAnswer, signedIn = true) {
  const storage = createMemoryStorage(
    signedIn ? { token: OLD, refreshToken: 'r1', username: 'an@example.com', user_role: 'candidate' } : {},
  );
  const tokens = createTokenStore(storage);
  const onSessionExpired = vi.fn();
  const fake = createFakeFetch(handler);
  const http = createHttpClient({ baseUrl: 'https://api.test/', fetch: fake.fetch, tokens, onSessionExpired });
  const apiCalls = (path: string) => fake.calls.filter((call) => call.path === path);
  return { http, tokens, storage, onSessionExpired, calls: fake.calls, apiCalls };
}

/** An API that accepts only the NEW token and refreshes r1 → NEW. */
const rotatingApi = (refresh: () => FakeAnswer = () => refreshed) => (request: RecordedRequest): FakeAnswer => {
  if (request.path === TOKEN_REFRESH_PATH) return refresh();
  return bearer(request) === `Bearer ${NEW}` ? ok : unauthorized;
};

describe('createHttpClient', () => {
  it('sends JSON with the bearer token to the base URL and parses with the schema', async () => {
    const { http, calls } = setup(() => ok);
    const answer = await http.request('/api/resend-it/', MessageEnvelopeSchema, { method: 'POST', body: { email: 'a@b.vn' } });
    expect(answer).toEqual({ status: 200, message: 'ok' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.test/api/resend-it/', body: { email: 'a@b.vn' } });
    expect(bearer(calls[0]!)).toBe(`Bearer ${OLD}`);
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('sends no Authorization header without a stored token or with auth: false', async () => {
    const anonymous = setup(() => ok, false);
    await anonymous.http.requestRaw('/api/posts');
    expect(bearer(anonymous.calls[0]!)).toBeNull();
    const signedIn = setup(() => ok);
    await signedIn.http.requestRaw('/api/login/', { method: 'POST', body: {}, auth: false });
    expect(bearer(signedIn.calls[0]!)).toBeNull();
  });

  it('sends FormData bodies as multipart, untouched', async () => {
    const { http, calls } = setup(() => ok);
    const form = new FormData();
    form.append('company_name', 'JobHub');
    await http.requestRaw('/api/enterprises/create/', { method: 'POST', body: form });
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers.get('content-type')).toBeNull();
  });

  it('builds query strings, repeating arrays and dropping empty values', async () => {
    const { http, calls } = setup(() => ok);
    await http.requestRaw('/api/posts/search/', { query: { q: 'ky su', scales: ['1-9', '10-24'], city: '', page: undefined, x: null } });
    await http.requestRaw('/api/a?x=1', { query: new URLSearchParams('y=2') });
    await http.requestRaw('/api/b', { query: {} });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.test/api/posts/search/?q=ky+su&scales=1-9&scales=10-24',
      'https://api.test/api/a?x=1&y=2',
      'https://api.test/api/b',
    ]);
  });

  it('uses the same origin when the base URL is empty', async () => {
    const fake = createFakeFetch(() => ok);
    const http = createHttpClient({ fetch: fake.fetch, tokens: createTokenStore(createMemoryStorage()) });
    await http.requestRaw('/api/posts');
    expect(fake.calls[0]!.url).toBe('/api/posts');
  });

  it('refreshes on a 401 and replays the request with the new token', async () => {
    const { http, tokens, apiCalls, onSessionExpired } = setup(rotatingApi());
    await expect(http.request('/api/profile/', MessageEnvelopeSchema)).resolves.toMatchObject({ message: 'ok' });
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1);
    expect(apiCalls(TOKEN_REFRESH_PATH)[0]).toMatchObject({ method: 'POST', body: { refresh: 'r1' } });
    expect(bearer(apiCalls(TOKEN_REFRESH_PATH)[0]!)).toBeNull();
    expect(apiCalls('/api/profile/').map(bearer)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect([tokens.getAccess(), tokens.getRefresh()]).toEqual([NEW, 'r2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('opts in to rotation: the refresh asks rotate: true and stores the successor refresh token', async () => {
    const { http, tokens, apiCalls } = setup(rotatingApi());
    await expect(http.refreshSession()).resolves.toBe(NEW);
    expect(apiCalls(TOKEN_REFRESH_PATH).map((call) => call.body)).toEqual([{ refresh: 'r1', rotate: true }]);
    expect(tokens.getRefresh()).toBe('r2');
  });

  it('refreshes once for concurrent 401s and replays each with the new token', async () => {
    const gate = deferred<Response>();
    const { http, apiCalls } = setup(rotatingApi(() => gate.promise));
    const requests = ['/api/a', '/api/b', '/api/c'].map((path) => http.request(path, MessageEnvelopeSchema));
    await vi.waitFor(() => expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1));
    gate.resolve(json(200, refreshed.body));
    await expect(Promise.all(requests)).resolves.toHaveLength(3);
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1);
    for (const path of ['/api/a', '/api/b', '/api/c']) {
      expect(apiCalls(path).map(bearer)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    }
  });

  it('replays without a second refresh when a 401 arrives after another request refreshed', async () => {
    const late = deferred<Response>();
    const { http, apiCalls } = setup((request) => {
      if (request.path === '/api/late' && bearer(request) === `Bearer ${OLD}`) return late.promise;
      return rotatingApi()(request);
    });
    const slow = http.request('/api/late', MessageEnvelopeSchema);
    await http.request('/api/fast', MessageEnvelopeSchema);
    late.resolve(json(401, unauthorized.body));
    await expect(slow).resolves.toMatchObject({ message: 'ok' });
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1);
    expect(apiCalls('/api/late').map(bearer)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
  });

  it('rejects all waiters when the refresh fails, clears storage and calls onSessionExpired once', async () => {
    const gate = deferred<Response>();
    const { http, storage, apiCalls, onSessionExpired } = setup(rotatingApi(() => gate.promise));
    const requests = ['/api/a', '/api/b'].map((path) => http.request(path, MessageEnvelopeSchema));
    const settled = Promise.allSettled(requests);
    await vi.waitFor(() => expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1));
    gate.resolve(json(401, { status: 401, message: 'Refresh token đã bị thu hồi' }));
    const results = await settled;
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AuthError);
      expect(reason.userMessage).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
      expect(reason.cause).toBeInstanceOf(ApiError);
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired.mock.calls[0]![0]).toBeInstanceOf(AuthError);
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(apiCalls('/api/a')).toHaveLength(1); // never replayed
  });

  it('ends the session when no refresh token is stored', async () => {
    const { http, tokens, storage, onSessionExpired, apiCalls } = setup(rotatingApi());
    storage.removeItem('refreshToken');
    await expect(http.requestRaw('/api/a')).rejects.toBeInstanceOf(AuthError);
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getAccess()).toBeNull();
  });

  it('ends the session when the refresh answer does not match the contract', async () => {
    const { http, onSessionExpired } = setup(rotatingApi(() => ({ status: 200, body: { status: 200, data: {} } })));
    await expect(http.requestRaw('/api/a')).rejects.toBeInstanceOf(AuthError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { http, tokens, onSessionExpired } = setup(rotatingApi(() => Promise.reject(new TypeError('fetch failed'))));
    await expect(http.requestRaw('/api/a')).rejects.toBeInstanceOf(NetworkError);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getRefresh()).toBe('r1');
  });

  it('keeps the session when the refresh meets a server error', async () => {
    const { http, tokens } = setup(rotatingApi(() => ({ status: 503, body: { status: 503, message: 'Bảo trì' } })));
    await expect(http.requestRaw('/api/a')).rejects.toMatchObject({ status: 503 });
    expect(tokens.getAccess()).toBe(OLD);
  });

  it('retries each request at most once: a 401 on the replay reaches the caller', async () => {
    const { http, apiCalls, onSessionExpired } = setup((request) =>
      request.path === TOKEN_REFRESH_PATH ? refreshed : unauthorized,
    );
    const error = await http.requestRaw('/api/admin-only').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(apiCalls('/api/admin-only')).toHaveLength(2);
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh for calls made without auth (login, refresh)', async () => {
    const { http, apiCalls } = setup(() => unauthorized);
    await expect(http.requestRaw('/api/login/', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 401 });
    await expect(http.requestRaw('/api/x', { accessToken: 'explicit' })).rejects.toMatchObject({ status: 401 });
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(0);
  });

  it('passes a 401 unchanged when no token was sent', async () => {
    const { http, apiCalls } = setup(() => unauthorized, false);
    await expect(http.requestRaw('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(0);
  });

  it('rejects with AuthError when the user signed out while the request was in flight', async () => {
    const answer = deferred<Response>();
    const { http, tokens, onSessionExpired } = setup(() => answer.promise);
    const pending = http.requestRaw('/api/a');
    tokens.clear();
    answer.resolve(json(401, unauthorized.body));
    await expect(pending).rejects.toBeInstanceOf(AuthError);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not resurrect a session that was logged out during the refresh', async () => {
    const gate = deferred<Response>();
    const { http, tokens, onSessionExpired, apiCalls } = setup(rotatingApi(() => gate.promise));
    const pending = http.requestRaw('/api/a');
    await vi.waitFor(() => expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1));
    tokens.clear();
    gate.resolve(json(200, refreshed.body));
    await expect(pending).rejects.toBeInstanceOf(AuthError);
    expect(tokens.getAccess()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('passes other errors to the caller unchanged, as ApiError with the server body', async () => {
    const { http, apiCalls } = setup(() => ({
      status: 400,
      body: { status: 400, message: 'Dữ liệu không hợp lệ', errors: { email: ['Email đã được sử dụng'] } },
    }));
    const error = (await http.requestRaw('/api/register/', { method: 'POST', body: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('[POST] "https://api.test/api/register/": 400 Bad Request');
    expect(error.userMessage).toBe('Dữ liệu không hợp lệ');
    expect(error.fieldErrors).toEqual({ email: ['Email đã được sử dụng'] });
    expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(0);
    expect(apiCalls('/api/register/')).toHaveLength(1);
  });

  it('does not retry server errors of a POST (GET retries: transport.test.ts)', async () => {
    const { http, calls } = setup(() => ({ status: 503, body: { status: 503, message: 'Bảo trì' } }));
    await expect(http.requestRaw('/api/posts', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 503, userMessage: 'Bảo trì' });
    expect(calls).toHaveLength(1);
  });

  it('leaves a 401 to the refresh rule and never retries the refresh, whatever the retry layer does', async () => {
    vi.useFakeTimers();
    try {
      const { http, apiCalls } = setup(rotatingApi(() => ({ status: 503, body: { status: 503, message: 'Bảo trì' } })));
      const pending = http.requestRaw('/api/a').catch((caught: unknown) => caught);
      await vi.runAllTimersAsync();
      expect(await pending).toMatchObject({ status: 503 });
      expect(apiCalls(TOKEN_REFRESH_PATH)).toHaveLength(1);
      expect(apiCalls('/api/a')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises NetworkError with the no-connection text when there is no response', async () => {
    const { http } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = (await http.requestRaw('/api/posts').catch((caught: unknown) => caught)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('[GET] "https://api.test/api/posts": <no response> fetch failed');
    expect(error.userMessage).toBe('Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối internet.');
  });

  it('reports an aborted request as SdkError("aborted")', async () => {
    const controller = new AbortController();
    const { http } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = http.requestRaw('/api/posts', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });

  it('rejects answers that do not match the contract with SdkError("invalid_response")', async () => {
    const { http } = setup(() => ({ status: 200, body: { status: 200 } }));
    const error = await http.request('/api/x', MessageEnvelopeSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: 'invalid_response' });
    await expect(http.request('/api/x', z.array(z.string()))).rejects.toThrow('(root)');
  });
});

describe('createHttpClient with a token provider (getToken)', () => {
  /** A provider that hands out OLD until asked to refresh, then NEW (or `afterRefresh`). */
  function providerSetup(handler: (request: RecordedRequest) => FakeAnswer, afterRefresh: string | null = NEW) {
    let current: string | null = OLD;
    const asked: boolean[] = [];
    const getToken = vi.fn<TokenProvider>(async ({ forceRefresh }) => {
      asked.push(forceRefresh);
      if (forceRefresh) current = afterRefresh;
      return current;
    });
    const tokens = createTokenStore(createMemoryStorage());
    const onSessionExpired = vi.fn();
    const fake = createFakeFetch(handler);
    const http = createHttpClient({ baseUrl: 'https://api.test/', fetch: fake.fetch, tokens, onSessionExpired, getToken });
    return { http, tokens, asked, onSessionExpired, calls: fake.calls };
  }

  it('reads the bearer token from the provider and keeps it in the token store (the session follows it)', async () => {
    const { http, tokens, asked, calls } = providerSetup(() => ok);
    await http.requestRaw('/api/notifications/unread-count/');
    expect(bearer(calls[0]!)).toBe(`Bearer ${OLD}`);
    expect(asked).toEqual([false]);
    expect(tokens.getAccess()).toBe(OLD);
  });

  it('on a 401 asks the provider once with forceRefresh and replays, never calling the JobHub refresh', async () => {
    const { http, asked, calls } = providerSetup(rotatingApi());
    const answer = await http.request('/api/notifications/unread-count/', MessageEnvelopeSchema);
    expect(answer).toEqual({ status: 200, message: 'ok' });
    expect(asked).toEqual([false, true]);
    expect(calls.map((call) => [call.path, bearer(call)])).toEqual([
      ['/api/notifications/unread-count/', `Bearer ${OLD}`],
      ['/api/notifications/unread-count/', `Bearer ${NEW}`],
    ]);
    expect(calls.some((call) => call.path === TOKEN_REFRESH_PATH)).toBe(false);
  });

  it('ends the session when the provider answers null to the forced refresh (AuthError, onSessionExpired once)', async () => {
    const { http, tokens, onSessionExpired, calls } = providerSetup(() => unauthorized, null);
    await expect(http.requestRaw('/api/notifications/')).rejects.toBeInstanceOf(AuthError);
    expect(tokens.getAccess()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('sends no token when the provider says signed out from the start', async () => {
    const tokens = createTokenStore(createMemoryStorage());
    const fake = createFakeFetch(() => ok);
    const http = createHttpClient({ fetch: fake.fetch, tokens, getToken: async () => null });
    await http.requestRaw('/api/posts');
    expect(bearer(fake.calls[0]!)).toBeNull();
    await expect(http.readToken()).resolves.toBeNull();
  });
});
