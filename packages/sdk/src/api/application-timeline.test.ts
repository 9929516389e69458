import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { createClient } from '../stores/client';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { createApplicationTimelineApi } from './application-timeline';

const NOW = Date.UTC(2026, 10, 26, 8);

function setup(handler: (request: RecordedRequest) => FakeAnswer) {
  const fake = createFakeFetch(handler);
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch: fake.fetch,
    storage: createMemoryStorage({ token: accessToken({}, NOW), refreshToken: 'refresh-1' }),
    now: () => NOW,
    logger: silentLogger,
    retry: false,
  });
  return { history: createApplicationTimelineApi(client), calls: fake.calls };
}

describe('createApplicationTimelineApi', () => {
  it("reads an application's timeline from GET /api/cv/{id}/timeline/", async () => {
    const timeline = {
      application: 42,
      events: [{ id: 1, kind: 'auto_closed', actor: 'system', status: 'rejected', message: 'Nhà tuyển dụng chưa phản hồi…', created_at: '2026-11-26T08:00:00.000Z' }],
    };
    const { history, calls } = setup(() => ({ status: 200, body: { status: 200, data: timeline } }));
    expect(await history.timeline(42)).toEqual(timeline);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/cv/42/timeline/']);
  });

  it('reads who viewed a saved CV from GET /api/profile/cvs/{id}/viewers/', async () => {
    const viewer = { application: 9, enterprise: 3, enterprise_name: 'Công ty Ánh Dương', enterprise_logo: null, post_title: 'Kỹ sư', viewed_at: '2026-11-26T08:00:00.000Z' };
    const { history, calls } = setup(() => ({ status: 200, body: { status: 200, data: [viewer] } }));
    expect(await history.viewers(3)).toEqual([viewer]);
    expect(calls[0]!.path).toBe('/api/profile/cvs/3/viewers/');
  });

  it("throws the server's 404 as an ApiError (another candidate's application)", async () => {
    const { history } = setup(() => ({ status: 404, body: { status: 404, message: 'Không tìm thấy hồ sơ ứng tuyển' } }));
    await expect(history.timeline(7)).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses an answer of the wrong shape (an unknown event kind)', async () => {
    const { history } = setup(() => ({
      status: 200,
      body: { status: 200, data: { application: 1, events: [{ id: 1, kind: 'teleported', actor: 'system', status: null, message: null, created_at: 'x' }] } },
    }));
    await expect(history.timeline(1)).rejects.toThrow();
  });
});
