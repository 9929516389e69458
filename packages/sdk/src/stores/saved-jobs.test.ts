import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, deferred, flush, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { pageOf, postRowFixture } from '../testing/fixtures';
import { createClient } from './client';
import { createSavedJobsStore } from './saved-jobs';

const NOW = Date.UTC(2026, 2, 5, 10);
/** A JSON answer the test releases when it wants. */
type Answer = { status: number; body: unknown };
type Route = (request: RecordedRequest) => FakeAnswer;
const saved = { status: 201, body: { status: 201, message: 'Lưu bài đăng thành công', data: { is_saved: true, saved_id: 1 } } };
const unsaved = { status: 200, body: { status: 200, message: 'Đã bỏ lưu tin tuyển dụng' } };
const savedRow = (postId: number) => {
  const post = postRowFixture({ id: postId, is_saved: true });
  return { id: postId * 10, post, post_detail: post, created_at: '2026-03-04T00:00:00Z' };
};

function setup(routes: Record<string, Route> = {}) {
  const fake = createFakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : { status: 404, body: { status: 404, message: `no route ${request.path}` } };
  });
  const storage = createMemoryStorage({ token: accessToken({ user_id: 7 }, NOW), refreshToken: 'r1' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger, retry: false });
  const store = createSavedJobsStore(client);
  const off = store.$saved.listen(() => {});
  const calls = (method: string, prefix: string) => fake.calls.filter((call) => call.method === method && call.path.startsWith(prefix));
  return { client, store, calls, off };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createSavedJobsStore', () => {
  it('shows a save at once, confirms it, and answers a second call in flight with the same request', async () => {
    const answer = deferred<Answer>();
    const { store, calls, off } = setup({ 'POST /api/saved-posts/save/': () => answer.promise });
    const first = store.save(3);
    const second = store.save(3);
    expect(store.$saved.get()).toEqual({ 3: { saved: true, pending: true } });
    answer.resolve(saved);
    await expect(first).resolves.toEqual({ ok: true });
    await expect(second).resolves.toEqual({ ok: true });
    expect(store.$saved.get()).toEqual({ 3: { saved: true, pending: false } });
    expect(calls('POST', '/api/saved-posts/save/').map((call) => call.body)).toEqual([{ post_id: 3 }]);
    off();
  });

  it('unsaves through DELETE by post id', async () => {
    const { store, calls, off } = setup({ 'DELETE /api/saved-posts/post/3/delete/': () => unsaved });
    await expect(store.unsave(3)).resolves.toEqual({ ok: true });
    expect(store.$saved.get()).toEqual({ 3: { saved: false, pending: false } });
    expect(calls('DELETE', '/api/saved-posts/')).toHaveLength(1);
    off();
  });

  it.each([
    ["the server's message", { status: 400, body: { status: 400, message: 'Bạn đã lưu bài đăng này rồi' } }, 'Bạn đã lưu bài đăng này rồi'],
    ['the default text', { status: 500, body: {} }, 'Không thể lưu việc làm'],
  ])('rolls a failed save back to what was known before, with %s', async (_case, answer, message) => {
    const { store, off } = setup({ 'POST /api/saved-posts/save/': () => answer });
    await expect(store.save(3)).resolves.toMatchObject({ ok: false, message });
    expect(store.$saved.get()).toEqual({});
    off();
  });

  it('rolls a failed unsave back to saved, with its own default text', async () => {
    const { store, off } = setup({
      'GET /api/saved-posts/post/3/check/': () => ({ status: 200, body: { status: 200, data: { is_saved: true, saved_id: 30 } } }),
      'DELETE /api/saved-posts/post/3/delete/': () => ({ status: 503, body: {} }),
    });
    await expect(store.check(3)).resolves.toBe(true);
    const result = store.unsave(3);
    expect(store.$saved.get()[3]).toEqual({ saved: false, pending: true });
    await expect(result).resolves.toMatchObject({ ok: false, message: 'Không thể bỏ lưu việc làm' });
    expect(store.$saved.get()[3]).toEqual({ saved: true, pending: false });
    off();
  });

  it('records a listed page as saved, except posts changed after the list was asked for', async () => {
    const list = deferred<Answer>();
    const { store, off } = setup({
      'GET /api/saved-posts/': () => list.promise,
      'DELETE /api/saved-posts/post/2/delete/': () => unsaved,
    });
    const listing = store.list({ page: 1, page_size: 10 });
    await store.unsave(2);
    list.resolve({ status: 200, body: { status: 200, data: pageOf([savedRow(1), savedRow(2)]) } });
    expect((await listing).results.map((row) => row.post.id)).toEqual([1, 2]);
    expect(store.$saved.get()).toEqual({ 1: { saved: true, pending: false }, 2: { saved: false, pending: false } });
    off();
  });

  describe('remember (answers that carry rows with is_saved)', () => {
    const rows = (...states: [number, boolean][]) => pageOf(states.map(([id, isSaved]) => postRowFixture({ id, is_saved: isSaved })));

    it('learns the posts of an answer, resolves with the answer and tells only what changed', async () => {
      const { store, off } = setup();
      const changes: unknown[] = [];
      const stop = store.$saved.listen((value) => changes.push(value));
      const page = rows([1, true], [2, false]);
      await expect(store.remember(async () => page, (answer) => answer.results)).resolves.toBe(page);
      expect(store.$saved.get()).toEqual({ 1: { saved: true, pending: false }, 2: { saved: false, pending: false } });
      await store.remember(async () => rows([2, false]), (answer) => answer.results);
      expect(changes).toHaveLength(1);
      // A newer row answer tells the new state of a post this client has not changed.
      await store.remember(async () => rows([1, false]), (answer) => answer.results);
      expect(store.$saved.get()[1]).toEqual({ saved: false, pending: false });
      stop();
      off();
    });

    it('never overrides a toggle made here, nor a change in flight, nor what the saved-posts endpoints told', async () => {
      const answer = deferred<Answer>();
      const { store, off } = setup({
        'POST /api/saved-posts/save/': () => saved,
        'DELETE /api/saved-posts/post/2/delete/': () => answer.promise,
        'GET /api/saved-posts/post/3/check/': () => ({ status: 200, body: { status: 200, data: { is_saved: true, saved_id: 30 } } }),
      });
      await store.save(1);
      const unsaving = store.unsave(2);
      await store.check(3);
      await store.remember(async () => rows([1, false], [2, true], [3, false]), (page) => page.results);
      expect(store.$saved.get()).toEqual({
        1: { saved: true, pending: false },
        2: { saved: false, pending: true },
        3: { saved: true, pending: false },
      });
      answer.resolve(unsaved);
      await unsaving;
      off();
    });

    it('lets rows tell a post again after a toggle of it failed', async () => {
      const { store, off } = setup({ 'POST /api/saved-posts/save/': () => ({ status: 503, body: {} }) });
      await store.save(4);
      await store.remember(async () => rows([4, true]), (page) => page.results);
      expect(store.$saved.get()[4]).toEqual({ saved: true, pending: false });
      off();
    });

    it('drops an answer asked for the previous user, and passes a failed request on', async () => {
      const answer = deferred<ReturnType<typeof rows>>();
      const { client, store, off } = setup();
      const loading = store.remember(() => answer.promise, (page) => page.results);
      client.logout();
      answer.resolve(rows([5, true]));
      await loading;
      expect(store.$saved.get()).toEqual({});
      const failure = new Error('offline');
      await expect(store.remember(() => Promise.reject(failure), () => [])).rejects.toBe(failure);
      off();
    });
  });

  it('forgets everything when the user changes and ignores a late answer for the previous user', async () => {
    const answer = deferred<Answer>();
    const { client, store, off } = setup({ 'POST /api/saved-posts/save/': () => answer.promise });
    const saving = store.save(3);
    client.logout();
    expect(store.$saved.get()).toEqual({});
    client.http.tokens.setTokens({ access: accessToken({ user_id: 8 }, NOW), refresh: 'r2' });
    answer.resolve(saved);
    await saving;
    await flush();
    expect(store.$saved.get()).toEqual({});
    off();
  });

  it('follows the session only while it is listened to, and catches up with a user changed meanwhile', async () => {
    const { client, store, off } = setup({ 'POST /api/saved-posts/save/': () => saved });
    await store.save(3);
    off();
    await vi.runAllTimersAsync(); // nanostores stops a store a moment after its last listener left
    const listeners = client.$session.lc;
    createSavedJobsStore(client);
    expect(client.$session.lc).toBe(listeners);
    client.logout();
    expect(store.$saved.get()).toEqual({});
  });
});
