import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { createFakeFetch } from '../testing/fake-fetch';
import { pageOf, postRowFixture } from '../testing/fixtures';
import { createJobsApi } from '../api/jobs';
import { createPublicClient } from './public-client';

describe('createPublicClient', () => {
  it('reads public data without a token and parses it with the contract', async () => {
    const fake = createFakeFetch(() => ({ status: 200, body: { status: 200, data: pageOf([postRowFixture()]) } }));
    const jobs = createJobsApi(createPublicClient({ baseUrl: 'https://api.test/', fetch: fake.fetch }));
    const page = await jobs.search({ q: 'kế toán' });
    expect(page.results).toHaveLength(1);
    expect(fake.calls[0]!.url).toBe('https://api.test/api/posts/search/?q=k%E1%BA%BF+to%C3%A1n');
    expect(fake.calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('passes a 401 to the caller without any refresh', async () => {
    const fake = createFakeFetch(() => ({ status: 401, body: { status: 401, message: 'Token không hợp lệ' } }));
    const jobs = createJobsApi(createPublicClient({ fetch: fake.fetch }));
    const error = await jobs.get(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('[GET] "/api/post/1/": 401 Unauthorized');
    expect(fake.calls).toHaveLength(1);
  });
});
