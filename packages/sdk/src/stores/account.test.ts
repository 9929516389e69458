import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../contract/auth';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, deferred, flush, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { createAccountStore } from './account';
import { createClient } from './client';

const NOW = Date.UTC(2026, 2, 5, 10);
const DAY = 86_400_000;
/** A JSON answer the test releases when it wants. */
type Answer = { status: number; body: unknown };
type Routes = Record<string, (request: RecordedRequest) => FakeAnswer>;
const ok = (data: unknown) => ({ status: 200, body: { status: 200, data } });

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 7, username: 'an', email: 'an@example.com', fullname: 'An', gender: null, role: 'candidate', is_active: true,
    is_premium: true, premium_expiry: new Date(NOW + 30 * DAY).toISOString(), balance: 0, name_display: 'An', avatar: null, phone_number: null, has_password: true,
    ...overrides,
  };
}

function setup(routes: Routes, claims: Record<string, unknown> = {}) {
  const fake = createFakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : { status: 404, body: { status: 404, message: `no route ${request.path}` } };
  });
  const storage = createMemoryStorage({ token: accessToken({ user_id: 7, ...claims }, NOW), refreshToken: 'r1' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger, retry: false });
  const onPremiumExpired = vi.fn();
  const account = createAccountStore(client, { onPremiumExpired });
  const calls = (method: string, path: string) => fake.calls.filter((call) => call.method === method && call.path === path);
  return { client, account, onPremiumExpired, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createAccountStore', () => {
  it('loads the profile for its first subscriber only, then derives Premium and the chat rule', async () => {
    const { account, calls } = setup({ 'GET /api/profile/': () => ok(profile()) });
    await flush(30);
    expect(calls('GET', '/api/profile/')).toHaveLength(0);
    expect([account.$premium.get(), account.$mayChat.get()]).toEqual([null, null]);

    const off = account.$mayChat.listen(() => {});
    expect(account.$account.get().status).toBe('loading');
    await flush(30);
    expect(account.$account.get()).toEqual({ status: 'ready', data: profile() });
    expect([account.$premium.get(), account.$mayChat.get()]).toEqual(['active', true]);
    await account.refresh();
    expect(calls('GET', '/api/profile/')).toHaveLength(2);
    off();
  });

  it.each([
    ['a non-Premium employer', { role: 'employer' as const }, { is_premium: false, premium_expiry: null }, 'none', true],
    ['an admin', { role: 'admin' as const }, { is_premium: false, premium_expiry: null }, 'none', true],
    ['a non-Premium candidate', { role: 'candidate' as const }, { is_premium: false, premium_expiry: null }, 'none', false],
    ['a user without a role', { role: 'none' as const }, {}, 'active', false],
  ])('%s: Premium %s, may chat %s', async (_who, claims, overrides, premium, may) => {
    const { account } = setup({ 'GET /api/profile/': () => ok(profile({ ...claims, ...overrides })) }, claims);
    const off = account.$mayChat.listen(() => {});
    await flush(30);
    expect([account.$premium.get(), account.$mayChat.get()]).toEqual([premium, may]);
    off();
  });

  it('cancels an expired Premium (SPEC §4), calls onPremiumExpired once and reloads the profile', async () => {
    let premium = true;
    const { account, onPremiumExpired, calls } = setup({
      'GET /api/profile/': () => ok(premium ? profile({ premium_expiry: new Date(NOW - 1000).toISOString() }) : profile({ is_premium: false, premium_expiry: null })),
      'POST /auth/delete-premium/': () => {
        premium = false;
        return { status: 200, body: { status: 200, message: 'Đã hủy gói Premium' } };
      },
    });
    const off = account.$account.listen(() => {});
    await Promise.all([account.refresh(), account.refresh()]);
    expect(calls('POST', '/auth/delete-premium/')).toHaveLength(1);
    expect(onPremiumExpired).toHaveBeenCalledTimes(1);
    expect(calls('GET', '/api/profile/')).toHaveLength(2);
    expect(account.$account.get()).toMatchObject({ status: 'ready', data: { is_premium: false } });
    expect([account.$premium.get(), account.$mayChat.get()]).toEqual(['none', false]);
    off();
  });

  it('keeps the expired profile with the cancel error text when the cancel fails', async () => {
    const expired = profile({ premium_expiry: new Date(NOW - DAY).toISOString() });
    const { account, onPremiumExpired } = setup({
      'GET /api/profile/': () => ok(expired),
      'POST /auth/delete-premium/': () => ({ status: 500, body: {} }),
    });
    const off = account.$account.listen(() => {});
    await flush(30);
    expect(account.$account.get()).toMatchObject({ status: 'error', message: 'Đã xảy ra lỗi khi hủy gói Premium', data: expired });
    expect([account.$premium.get(), account.$mayChat.get()]).toEqual(['expired', false]);
    expect(onPremiumExpired).not.toHaveBeenCalled();
    off();
  });

  it('counts Premium as none when the profile cannot be loaded, with the SPEC text', async () => {
    const { account } = setup({ 'GET /api/profile/': () => ({ status: 500, body: {} }) });
    const off = account.$account.listen(() => {});
    await flush(30);
    expect(account.$account.get()).toMatchObject({ status: 'error', message: 'Đã xảy ra lỗi khi lấy thông tin gói Premium' });
    expect([account.$premium.get(), account.$mayChat.get()]).toEqual(['none', false]);
    off();
  });

  it('empties on sign-out, loads the next user after sign-in while subscribed, and drops a late answer for the previous user', async () => {
    const first = deferred<Answer>();
    const answers: (() => FakeAnswer)[] = [() => first.promise, () => ok(profile({ user_id: 8, role: 'employer', is_premium: false, premium_expiry: null }))];
    const { client, account, calls } = setup({ 'GET /api/profile/': () => answers.shift()!() });
    const off = account.$account.listen(() => {});
    expect(account.$account.get().status).toBe('loading');

    client.logout();
    expect(account.$account.get()).toEqual({ status: 'idle' });
    expect(account.$mayChat.get()).toBe(false);
    await account.refresh();
    expect(calls('GET', '/api/profile/')).toHaveLength(1);

    client.http.tokens.setTokens({ access: accessToken({ user_id: 8, role: 'employer' }, NOW), refresh: 'r2' });
    first.resolve(ok(profile()));
    await flush(30);
    expect(account.$account.get()).toMatchObject({ status: 'ready', data: { user_id: 8 } });
    expect([account.$premium.get(), account.$mayChat.get()]).toEqual(['none', true]);
    off();
  });
});
