import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../contract/envelope';
import type { PostRow, PostSearchInput } from '../contract/posts';
import { deferred } from '../testing/fake-fetch';
import { pageOf, postRowFixture } from '../testing/fixtures';
import { createJobSearch, type JobSearch } from './job-search';

function fakeJobs() {
  const requests: { query: PostSearchInput; signal?: AbortSignal | undefined; answer: ReturnType<typeof deferred<Page<PostRow>>> }[] = [];
  const search = vi.fn((query: PostSearchInput = {}, options: { signal?: AbortSignal } = {}) => {
    const answer = deferred<Page<PostRow>>();
    requests.push({ query, signal: options.signal, answer });
    return answer.promise;
  });
  return { jobs: { search }, requests };
}

const page = (title: string) => pageOf([postRowFixture({ title })]);

describe('createJobSearch', () => {
  let store: JobSearch | undefined;
  let unsubscribe: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    unsubscribe?.();
    store?.destroy();
    if (store) cleanStores(store.$results, store.$query);
    vi.useRealTimers();
  });

  function start(initialQuery?: PostSearchInput, debounceMs?: number) {
    const api = fakeJobs();
    const options: Parameters<typeof createJobSearch>[1] = {};
    if (initialQuery) options.initialQuery = initialQuery;
    if (debounceMs !== undefined) options.debounceMs = debounceMs;
    store = createJobSearch(api, options);
    unsubscribe = store.$results.listen(() => {});
    return { store, ...api };
  }

  it('loads the initial query when the results get a subscriber, then lands the answer', async () => {
    const { store, requests } = start({ q: 'ky su', page: '2', city: 'Paris' } as unknown as PostSearchInput);
    expect(store.$query.get()).toEqual({ q: 'ky su', page: 2 });
    expect(requests).toHaveLength(1);
    expect(store.$results.get()).toEqual({ status: 'loading', data: undefined });
    requests[0]!.answer.resolve(page('A'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$results.get()).toEqual({ status: 'ready', data: page('A') });
  });

  it('does not load before anyone reads or subscribes to the results', () => {
    const api = fakeJobs();
    store = createJobSearch(api);
    expect(store.$query.get()).toEqual({});
    expect(api.jobs.search).not.toHaveBeenCalled();
  });

  it('debounces text changes by 300 ms and sends only the last text', async () => {
    const { store, requests } = start();
    store.setQuery({ q: 'k' });
    await vi.advanceTimersByTimeAsync(200);
    store.setQuery({ q: 'ky' });
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toHaveLength(1);
    expect(store.$query.get()).toEqual({ q: 'ky' });
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.query).toEqual({ q: 'ky' });
  });

  it('honours a custom debounce', async () => {
    const { store, requests } = start(undefined, 50);
    store.setQuery({ q: 'x' });
    await vi.advanceTimersByTimeAsync(50);
    expect(requests).toHaveLength(2);
  });

  it('applies other filters at once, cancelling a pending text search, and resets the page', async () => {
    const { store, requests } = start({ page: 3 });
    store.setQuery({ q: 'dev' });
    store.setQuery({ city: 'Hà Nội' });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.query).toEqual({ q: 'dev', city: 'Hà Nội' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(2);
  });

  it('setPage goes to a page at once and keeps the filters', () => {
    const { store, requests } = start({ city: 'Hà Nội' });
    store.setPage(4);
    expect(store.$query.get()).toEqual({ city: 'Hà Nội', page: 4 });
    expect(requests.at(-1)!.query).toEqual({ city: 'Hà Nội', page: 4 });
    store.setQuery({ city: undefined });
    expect(store.$query.get()).toEqual({});
  });

  it('drops stale responses: only the latest request lands', async () => {
    const { store, requests } = start();
    store.setQuery({ city: 'Hà Nội' });
    store.setQuery({ city: 'Đà Nẵng' });
    expect(requests[0]!.signal?.aborted).toBe(true);
    expect(requests[1]!.signal?.aborted).toBe(true);
    requests[2]!.answer.resolve(page('Đà Nẵng'));
    requests[1]!.answer.resolve(page('Hà Nội'));
    requests[0]!.answer.reject(new Error('aborted'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$results.get()).toEqual({ status: 'ready', data: page('Đà Nẵng') });
  });

  it('keeps the previous data while loading and on error; reload retries', async () => {
    const { store, requests } = start();
    requests[0]!.answer.resolve(page('A'));
    await vi.advanceTimersByTimeAsync(0);
    store.setQuery({ sort: 'newest' });
    expect(store.$results.get()).toEqual({ status: 'loading', data: page('A') });
    const failure = new Error('offline');
    requests[1]!.answer.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$results.get()).toEqual({ status: 'error', error: failure, data: page('A') });
    store.reload();
    expect(requests).toHaveLength(3);
    expect(requests[2]!.query).toEqual({ sort: 'newest' });
  });

  it('skips a search whose parameters did not change (e.g. a trailing space)', async () => {
    const { store, requests } = start({ q: 'ky' });
    requests[0]!.answer.resolve(page('A'));
    await vi.advanceTimersByTimeAsync(0);
    store.setQuery({ q: 'ky ' });
    await vi.advanceTimersByTimeAsync(300);
    expect(store.$query.get()).toEqual({ q: 'ky ' });
    expect(requests).toHaveLength(1);
    store.setQuery({ sort: 'relevance' });
    expect(requests).toHaveLength(1);
  });

  it('ignores everything after destroy', async () => {
    const { store, requests } = start();
    store.setQuery({ q: 'x' });
    store.destroy();
    await vi.advanceTimersByTimeAsync(1000);
    requests[0]!.answer.resolve(page('late'));
    await vi.advanceTimersByTimeAsync(0);
    store.setQuery({ city: 'Hà Nội' });
    store.reload();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal?.aborted).toBe(true);
    expect(store.$results.get().status).toBe('loading');
  });
});
