import { act, within } from '@testing-library/react';
import { createJobsApi, createPublicClient, JOB_SEARCH_KEYS, searchParamsToQuery } from '@jobhub/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAndSettle, createFakeApi, errorResponse, makePage, makeRow } from '../test/fake-api';
import { firstSearchUrl, prefetchFirstSearch, SEARCH_KEYS, SEARCH_PATH } from './loader-prefetch';
import { SEARCH_PREFETCH, SEARCH_PREFETCH_MAX_AGE_MS, type PrefetchHost } from './search-prefetch';

const API = 'http://api.test';

/** Cards titled after the search's `q`, so a test sees which request answered. */
const api = createFakeApi((url) => ({ status: 200, data: makePage([makeRow({ id: 7, title: `Việc ${url.searchParams.get('q') ?? 'mới'}` })]) }));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('fetch', api.fetch);
  (await import('./job-search-element')).define();
});

afterEach(() => {
  act(() => {
    document.body.innerHTML = '';
  });
  api.requests.length = 0;
  api.onSearch((url) => ({ status: 200, data: makePage([makeRow({ id: 7, title: `Việc ${url.searchParams.get('q') ?? 'mới'}` })]) }));
  window.history.replaceState(null, '', '/');
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** A job search element, not yet on the page (as the loader finds it before the module arrives). */
function jobSearch(attributes: Record<string, string>): HTMLElement & PrefetchHost {
  const element = document.createElement('jobhub-job-search');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The URL the SDK's client (the element's) requests for a query attribute. */
async function clientUrl(query: string): Promise<string> {
  let sent = '';
  const client = createPublicClient({
    baseUrl: API,
    fetch: async (input) => {
      sent = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return new Response(JSON.stringify({ status: 200, data: makePage([]) }), { headers: { 'content-type': 'application/json' } });
    },
  });
  await createJobsApi(client).search(searchParamsToQuery(query));
  return sent;
}

async function mount(element: HTMLElement): Promise<ReturnType<typeof within>> {
  await actAndSettle(act, () => document.body.append(element));
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('the loader’s first search of a job search', () => {
  it('writes the keys in the SDK’s order', () => {
    expect(SEARCH_KEYS).toEqual(JOB_SEARCH_KEYS);
  });

  it.each([
    '',
    'q=ke+toan&city=H%C3%A0+N%E1%BB%99i',
    '  q=  ky%20su  &page=1&sort=relevance&page_size=10',
    'city=H%C3%A0+N%E1%BB%99i&q=ke+toan&field=03&negotiable=true',
    'scales=1-9&scales=500-999&scales=1000%2B&salary_min=010000000&negotiable=false&sort=newest&page=2',
    'experience=1-2+n%C4%83m&level=Senior&type_working=To%C3%A0n+th%E1%BB%9Di+gian&enterprise=12&position=4&salary_max=30000000&page_size=20',
    'q=123&unknown=1',
  ])('asks exactly what the element’s client asks for %j (the SDK’s normal form, the contract’s path)', async (query) => {
    const url = firstSearchUrl(jobSearch({ query }), API);
    expect(url.startsWith(`${API}${SEARCH_PATH}`)).toBe(true);
    expect(url).toBe(await clientUrl(query));
  });

  it.each(['city=Atlantis&q=ke+toan', 'negotiable=1', 'scales=10-24,1-9'])(
    'keeps what the SDK would rewrite (%j), so the element does not take that prefetch',
    async (query) => {
      expect(firstSearchUrl(jobSearch({ query }), API)).not.toBe(await clientUrl(query));
    },
  );

  it('reads the page URL with sync-url, and the element’s api-base over init’s', () => {
    window.history.replaceState(null, '', '/viec-lam?q=thu+ky&page=1');
    expect(firstSearchUrl(jobSearch({ 'sync-url': '', 'query': 'q=khac' }), API)).toBe(`${API}${SEARCH_PATH}?q=thu+ky`);
    expect(firstSearchUrl(jobSearch({ 'api-base': 'https://jobs.example/' }), API)).toBe(`https://jobs.example${SEARCH_PATH}`);
    expect(firstSearchUrl(jobSearch({}), undefined)).toBe(`${window.location.origin}${SEARCH_PATH}`);
  });

  it('starts nothing with no-prefetch', () => {
    const off = jobSearch({ 'query': 'q=ke+toan', 'no-prefetch': '' });
    prefetchFirstSearch(off, API);
    expect(off[SEARCH_PREFETCH]).toBeUndefined();
    expect(api.requests).toHaveLength(0);
  });

  it('is taken by the element: the cards show and the first page is requested once', async () => {
    const element = jobSearch({ 'api-base': API, 'query': 'q=ke+toan&page=1' });
    prefetchFirstSearch(element, undefined);
    prefetchFirstSearch(element, undefined); // a second scan starts nothing more
    expect(api.searches()).toHaveLength(1);

    const ui = await mount(element);
    expect(await ui.findByRole('link', { name: 'Việc ke toan' })).toBeTruthy();
    expect(api.searches()).toHaveLength(1);
    expect(element[SEARCH_PREFETCH]).toBeUndefined();
  });

  it('waits for a prefetch still under way instead of searching again', async () => {
    let answer!: (response: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    api.onSearch(() => pending);
    const element = jobSearch({ 'api-base': API, 'query': 'q=ke+toan' });
    prefetchFirstSearch(element, undefined);

    const ui = await mount(element);
    expect(api.searches()).toHaveLength(1);
    await actAndSettle(act, () =>
      answer(new Response(JSON.stringify({ status: 200, data: makePage([makeRow({ id: 8, title: 'Kế toán tổng hợp' })]) }), { headers: { 'content-type': 'application/json' } })),
    );
    expect(await ui.findByRole('link', { name: 'Kế toán tổng hợp' })).toBeTruthy();
    expect(api.searches()).toHaveLength(1);
  });

  it('is not used for another query: the element searches its own', async () => {
    const element = jobSearch({ 'api-base': API, 'query': 'q=ke+toan' });
    prefetchFirstSearch(element, undefined);
    element.setAttribute('query', 'q=thu+ky'); // changed before the module arrived

    const ui = await mount(element);
    expect(await ui.findByRole('link', { name: 'Việc thu ky' })).toBeTruthy();
    expect(api.searches().map(String)).toEqual(['q=ke+toan', 'q=thu+ky']);
  });

  it('is not used once stale: the element searches again', async () => {
    const element = jobSearch({ 'api-base': API, 'query': 'q=ke+toan' });
    prefetchFirstSearch(element, undefined);
    element[SEARCH_PREFETCH]!.startedAt -= SEARCH_PREFETCH_MAX_AGE_MS + 1;

    await mount(element);
    expect(api.searches().map(String)).toEqual(['q=ke+toan', 'q=ke+toan']);
  });

  it('that failed is sent again by the element, which shows its answer', async () => {
    let calls = 0;
    api.onSearch(() => (++calls === 1 ? errorResponse(503, 'Dịch vụ tạm thời gián đoạn') : { status: 200, data: makePage([makeRow({ id: 9, title: 'Kỹ sư cầu nối' })]) }));
    const element = jobSearch({ 'api-base': API, 'query': 'q=ky+su' });
    prefetchFirstSearch(element, undefined);

    const ui = await mount(element);
    expect(await ui.findByRole('link', { name: 'Kỹ sư cầu nối' })).toBeTruthy();
    expect(api.searches()).toHaveLength(2);
  });
});
