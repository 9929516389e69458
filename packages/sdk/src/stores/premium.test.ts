import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../contract/auth';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, flush, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { createAccountStore } from './account';
import { createClient } from './client';
import { createPremiumStore } from './premium';

const NOW = Date.UTC(2026, 2, 5, 10);
type Routes = Record<string, (request: RecordedRequest) => FakeAnswer>;
const ok = (data: unknown) => ({ status: 200, body: { status: 200, data } });

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  user_id: 7, username: 'an', email: 'an@example.com', fullname: 'An', gender: null, role: 'candidate', is_active: true,
  is_premium: false, premium_expiry: null, balance: 0, name_display: 'An', avatar: null, phone_number: null, has_password: true, ...overrides,
});
const pkg = {
  id: 4, name: 'Gói Sinh Viên', role: 'candidate', price: 79000, duration_days: 30, max_job_posts: 0, max_cv_views_per_day: 0,
  daily_job_application_limit: 20, can_view_submitted_cvs: false, priority: 0, features: ['Nhắn tin trực tiếp với nhà tuyển dụng'],
};
const packagesData = (premium: boolean) => ({
  packages: [pkg], premium_history: [], user_is_premium: premium, premium_expiry: null, active_package_id: null, payment_sandbox: true,
});

function setup(routes: Routes) {
  const fake = createFakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : { status: 404, body: { status: 404, message: `no route ${request.path}` } };
  });
  const storage = createMemoryStorage({ token: accessToken({ user_id: 7 }, NOW), refreshToken: 'r1' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger, retry: false });
  const account = createAccountStore(client);
  const premium = createPremiumStore(client, account);
  const calls = (method: string, path: string) => fake.calls.filter((call) => call.method === method && call.path === path);
  return { account, premium, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPremiumStore', () => {
  it('loads the packages for a subscriber only, and again after the automatic cancel of an expired Premium', async () => {
    let premium = true;
    const { account, premium: store, calls } = setup({
      'GET /api/profile/': () => ok(premium ? profile({ is_premium: true, premium_expiry: new Date(NOW - 1000).toISOString() }) : profile()),
      'GET /api/premium/packages/': () => ok(packagesData(premium)),
      'POST /auth/delete-premium/': () => {
        premium = false;
        return { status: 200, body: { status: 200, message: 'Đã hủy gói Premium' } };
      },
    });
    await flush(30);
    expect(calls('GET', '/api/premium/packages/')).toHaveLength(0);
    // Watching the packages watches the account too: its SPEC §4 check cancels the expired Premium.
    const offPackages = store.$packages.listen(() => {});
    await flush(100);
    expect(calls('POST', '/auth/delete-premium/')).toHaveLength(1);
    expect(account.$account.get().data).toMatchObject({ is_premium: false });
    expect(store.$packages.get()).toEqual({ status: 'ready', data: packagesData(false) });
    expect(calls('GET', '/api/premium/packages/').length).toBeGreaterThanOrEqual(1);
    const off = account.$account.listen(() => {});
    off();
    offPackages();
  });

  it('follows the account: a profile whose Premium changed reloads the shown packages', async () => {
    let premium = true;
    const { account, premium: store, calls } = setup({
      'GET /api/profile/': () => ok(premium ? profile({ is_premium: true, premium_expiry: new Date(NOW + 86_400_000).toISOString() }) : profile()),
      'GET /api/premium/packages/': () => ok(packagesData(premium)),
    });
    const off = store.$packages.listen(() => {});
    await flush(60);
    expect(store.$packages.get()).toEqual({ status: 'ready', data: packagesData(true) });
    const before = calls('GET', '/api/premium/packages/').length;
    premium = false;
    await account.refresh();
    await flush(60);
    expect(calls('GET', '/api/premium/packages/').length).toBe(before + 1);
    expect(store.$packages.get()).toEqual({ status: 'ready', data: packagesData(false) });
    off();
  });

  it('purchase answers the payment URL, or the server text of a refusal', async () => {
    let refuse = false;
    const { premium, calls } = setup({
      'POST /api/premium/purchase/': () =>
        refuse
          ? { status: 400, body: { status: 400, message: 'Bạn đang sử dụng gói Premium còn hiệu lực đến 01/04/2026.' } }
          : ok({ payment_url: 'https://pay.test/vpcpay.html?vnp_TxnRef=JH1', package: pkg, txn_ref: 'JH1' }),
    });
    expect(await premium.purchase(4)).toEqual({ ok: true, data: { payment_url: 'https://pay.test/vpcpay.html?vnp_TxnRef=JH1', package: pkg, txn_ref: 'JH1' } });
    expect(calls('POST', '/api/premium/purchase/')[0]!.body).toEqual({ package_id: 4 });
    refuse = true;
    expect(await premium.purchase(4)).toMatchObject({ ok: false, message: 'Bạn đang sử dụng gói Premium còn hiệu lực đến 01/04/2026.' });
  });
});
