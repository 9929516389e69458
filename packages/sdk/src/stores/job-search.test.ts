import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../contract/envelope';
import type { PostRow, PostSearchInput } from '../contract/posts';
import { deferred } from '../testing/fake-fetch';
import { pageOf, postRowFixture } from '../testing/fixtures';
import { ValidationError } from '../http/errors';
import { createJobSearch, MSG_JOB_SEARCH_FAILED, searchJobs, type JobSearch, type JobSearchOptions } from './job-search';
import type { JobSearchQuery } from '../rules/job-search-query';

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
    const options: JobSearchOptions = {};
    if (initialQuery) options.initialQuery = initialQuery;
    if (debounceMs !== undefined) options.debounceMs = debounceMs;
    return startWith(options);
  }

  function startWith(options: JobSearchOptions) {
    const api = fakeJobs();
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
    expect(store.$results.get()).toEqual({ status: 'error', error: failure, message: MSG_JOB_SEARCH_FAILED, data: page('A') });
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

  it("refuses an inverted salary range with the API's field error, without a request", async () => {
    const { store, requests } = start();
    requests[0]!.answer.resolve(page('A'));
    await vi.advanceTimersByTimeAsync(0);
    store.setQuery({ salary_min: 40_000_000, salary_max: 20_000_000 });
    expect(requests).toHaveLength(1);
    expect(store.$query.get()).toEqual({ salary_min: 40_000_000, salary_max: 20_000_000 });
    const state = store.$results.get();
    expect(state).toMatchObject({ status: 'error', message: 'Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa', data: page('A') });
    expect(state.error).toBeInstanceOf(ValidationError);
    expect((state.error as ValidationError).fieldErrors).toEqual({ salary_min: ['Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa'] });
    store.reload();
    expect(requests).toHaveLength(1);
    store.setQuery({ salary_max: 50_000_000 });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.query).toEqual({ salary_min: 40_000_000, salary_max: 50_000_000 });
  });

  it('reports its own changes through onQueryChange', () => {
    const onQueryChange = vi.fn();
    const { store } = startWith({ initialQuery: { city: 'Hà Nội' }, onQueryChange });
    store.setQuery({ sort: 'newest' });
    store.setPage(2);
    store.setQuery({ sort: 'newest', page: 2 });
    expect(onQueryChange.mock.calls.map(([query]) => query)).toEqual([{ city: 'Hà Nội', sort: 'newest' }, { city: 'Hà Nội', sort: 'newest', page: 2 }]);
  });

  it('tells the host which changes are new history entries: a page or filter is, a letter of a text being typed is not', async () => {
    const changes: Array<[JobSearchQuery, boolean]> = [];
    const { store } = startWith({ query: {}, onQueryChange: (query, change) => changes.push([query, change.replace]) });
    store.setQuery({ city: 'Hà Nội' });
    store.setQuery({ q: 'k' });
    store.setQuery({ q: 'ky' });
    store.setQuery({ q: 'ky su' });
    await vi.advanceTimersByTimeAsync(300); // the text search runs: the next letter starts a new entry
    store.setQuery({ q: 'ky su java' });
    store.setPage(2);
    store.setQuery({ sort: 'newest' });
    const city = 'Hà Nội';
    expect(changes).toEqual([
      [{ city }, false],
      [{ q: 'k', city }, false],
      [{ q: 'ky', city }, true],
      [{ q: 'ky su', city }, true],
      [{ q: 'ky su java', city }, false],
      [{ q: 'ky su java', city, page: 2 }, false],
      [{ q: 'ky su java', city, sort: 'newest' }, false],
    ]);
  });

  describe('starting from initial results', () => {
    it('starts ready with them and does not request that search, even for the same query given again', () => {
      const { store, requests } = startWith({ query: { city: 'Hà Nội', page: '1' } as unknown as PostSearchInput, initialResults: page('A') });
      expect(store.$results.get()).toEqual({ status: 'ready', data: page('A') });
      store.setOptions({ query: { city: 'Hà Nội' } });
      expect(requests).toHaveLength(0);
    });

    it('searches again for a new query or a reload, keeping the initial page while loading', () => {
      const { store, requests } = startWith({ query: { city: 'Hà Nội' }, initialResults: page('A') });
      store.setOptions({ query: { city: 'Đà Nẵng' } });
      expect(requests.map((request) => request.query)).toEqual([{ city: 'Đà Nẵng' }]);
      expect(store.$results.get()).toEqual({ status: 'loading', data: page('A') });
      store.reload();
      expect(requests).toHaveLength(2);
    });

    it('schedules nothing when read without a subscriber (a server render)', () => {
      const api = fakeJobs();
      store = createJobSearch(api, { initialQuery: { q: 'ky su' }, initialResults: page('A') });
      expect(store.$results.get().data).toEqual(page('A'));
      expect(store.$query.get()).toEqual({ q: 'ky su' });
      expect(vi.getTimerCount()).toBe(0);
      expect(api.jobs.search).not.toHaveBeenCalled();
    });
  });

  describe('controlled by the host (setOptions)', () => {
    it("follows the host's new query at once, replacing the whole search, without reporting it back", () => {
      const onQueryChange = vi.fn();
      const { store, requests } = startWith({ query: { q: 'java', city: 'Hà Nội', page: 3 }, onQueryChange });
      expect(requests[0]!.query).toEqual({ q: 'java', city: 'Hà Nội', page: 3 });
      store.setOptions({ query: { city: 'Đà Nẵng' } });
      expect(store.$query.get()).toEqual({ city: 'Đà Nẵng' });
      expect(requests).toHaveLength(2);
      expect(requests[0]!.signal?.aborted).toBe(true);
      expect(requests[1]!.query).toEqual({ city: 'Đà Nẵng' });
      expect(onQueryChange).not.toHaveBeenCalled();
    });

    it('normalises the host query as it enters, and a value given again changes nothing', () => {
      const { store, requests } = startWith({ query: {} });
      store.setOptions({ query: { city: 'Hải Phòng', page: '1', sort: 'relevance' } as unknown as PostSearchInput });
      expect(store.$query.get()).toEqual({ city: 'Hải Phòng' });
      store.setOptions({ query: { city: 'Hải Phòng' } });
      store.setOptions({ query: { city: 'Hải Phòng', page: 1 } });
      expect(requests).toHaveLength(2);
    });

    it('ignores the host handing back its own changes, even late ones while the user types on', async () => {
      const written: string[] = [];
      const { store, requests } = startWith({ query: {}, onQueryChange: (query) => written.push(query.q ?? '') });
      store.setQuery({ q: 'k' });
      store.setQuery({ q: 'ky' });
      // The host's router renders the first echo only now, after the second keystroke.
      store.setOptions({ query: { q: 'k' } });
      store.setOptions({ query: { q: 'ky' } });
      expect(store.$query.get()).toEqual({ q: 'ky' });
      expect(written).toEqual(['k', 'ky']);
      await vi.advanceTimersByTimeAsync(300);
      expect(requests.map((request) => request.query)).toEqual([{}, { q: 'ky' }]);
    });

    it('keeps the typed text when the host gives the same search with other spaces', async () => {
      const { store, requests } = startWith({ query: {} });
      store.setQuery({ q: 'ky su ' });
      store.setOptions({ query: { q: 'ky su' } });
      expect(store.$query.get()).toEqual({ q: 'ky su ' });
      await vi.advanceTimersByTimeAsync(300);
      expect(requests).toHaveLength(2);
    });

    it('follows the host back to a search the user made earlier (back button)', () => {
      const { store, requests } = startWith({ query: {} });
      store.setQuery({ city: 'Hải Phòng' });
      store.setOptions({ query: { city: 'Hải Phòng' } });
      store.setQuery({ city: 'Cần Thơ' });
      store.setOptions({ query: { city: 'Cần Thơ' } });
      store.setOptions({ query: { city: 'Hải Phòng' } });
      expect(store.$query.get()).toEqual({ city: 'Hải Phòng' });
      expect(requests.at(-1)!.query).toEqual({ city: 'Hải Phòng' });
      expect(requests).toHaveLength(4);
    });

    it("shows the API's field error for an inverted range the host gives", () => {
      const { store, requests } = startWith({ query: { salary_min: '30000000', salary_max: '1' } as unknown as PostSearchInput });
      expect(requests).toHaveLength(0);
      expect(store.$results.get()).toMatchObject({ status: 'error', message: 'Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa' });
      store.setOptions({ query: { salary_min: 30_000_000 } });
      expect(requests[0]!.query).toEqual({ salary_min: 30_000_000 });
    });

    it('takes a new onQueryChange and debounce, keeping a pending text search', async () => {
      const before = vi.fn();
      const after = vi.fn();
      const { store, requests } = startWith({ onQueryChange: before });
      store.setQuery({ q: 'a' });
      store.setOptions({ onQueryChange: after, debounceMs: 50 });
      store.setOptions({ debounceMs: 50 });
      await vi.advanceTimersByTimeAsync(50);
      expect(requests).toHaveLength(2);
      store.setQuery({ q: 'ab' });
      expect(before).toHaveBeenCalledTimes(1);
      expect(after.mock.lastCall?.[0]).toEqual({ q: 'ab' });
      store.setOptions({ onQueryChange: undefined });
      store.setQuery({ q: 'abc' });
      expect(after).toHaveBeenCalledTimes(1);
      store.destroy();
      store.setOptions({ query: { city: 'Hải Phòng' } });
      expect(store.$query.get()).toEqual({ q: 'abc' });
    });
  });
});

describe('searchJobs', () => {
  it('sends the search in normal form with the caller’s options, as the store does', async () => {
    const { jobs, requests } = fakeJobs();
    const signal = new AbortController().signal;
    const answer = searchJobs({ jobs }, { q: 'ky su', page: '1', city: 'Paris', sort: 'newest' } as unknown as PostSearchInput, { signal });
    expect(requests.map((request) => [request.query, request.signal])).toEqual([[{ q: 'ky su', sort: 'newest' }, signal]]);
    requests[0]!.answer.resolve(page('A'));
    await expect(answer).resolves.toEqual(page('A'));
  });

  it('refuses an inverted salary range with the field error the store shows, without a request', async () => {
    const { jobs } = fakeJobs();
    const refused = searchJobs({ jobs }, { salary_min: 40_000_000, salary_max: 20_000_000 });
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({ fieldErrors: { salary_min: ['Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa'] } });
    expect(jobs.search).not.toHaveBeenCalled();
  });
});
