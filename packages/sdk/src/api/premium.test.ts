import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { ApiError } from '../http/errors';
import { createTokenStore } from '../http/token-store';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, type FakeAnswer } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { createPremiumApi } from './premium';

function setup(answer: FakeAnswer) {
  const fake = createFakeFetch(() => answer);
  const tokens = createTokenStore(createMemoryStorage({ token: accessToken({}, Date.now()), refreshToken: 'r1' }));
  const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fake.fetch, tokens });
  return { premium: createPremiumApi({ http }), calls: fake.calls };
}

describe('createPremiumApi', () => {
  it('cancels with POST /auth/delete-premium/ as the signed-in user and resolves with the message', async () => {
    const { premium, calls } = setup({ status: 200, body: { status: 200, message: 'Đã hủy gói Premium' } });
    await expect(premium.cancel()).resolves.toBe('Đã hủy gói Premium');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/delete-premium/']);
    expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('passes a refusal to the caller', async () => {
    const { premium } = setup({ status: 500, body: { status: 500, message: 'Đã có lỗi xảy ra, vui lòng thử lại sau.' } });
    await expect(premium.cancel()).rejects.toBeInstanceOf(ApiError);
  });
});
