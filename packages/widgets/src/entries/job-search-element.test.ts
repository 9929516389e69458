import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeApi, makePage, makeRow, actAndSettle } from '../test/fake-api';
import { THEME_PRESETS } from '../mount/theme';
import { MSG_NO_CONNECTION } from '@jobhub/sdk';
import { configure } from './runtime';

const api = createFakeApi((url) => {
  // An API that cannot be reached: the SDK's NetworkError, with its Vietnamese userMessage.
  if (url.host === 'offline.test') throw new TypeError('Failed to fetch');
  return {
  status: 200,
  data: makePage([
    makeRow({
      id: 5,
      title: url.searchParams.get('q') === 'ke toan' ? 'Kế toán' : 'Kỹ sư cầu nối',
      enterprise_logo: url.host === 'logo.test' ? '/uploads/seed/logo.svg' : null,
    }),
  ]),
  };
});

beforeAll(async () => {
  // Widgets mount through the embed's own roots, outside render(): tell React that act() is in use.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The element creates its own clients with the global fetch: stand the fake API in for it.
  vi.stubGlobal('fetch', api.fetch);
  (await import('./job-search-element')).define();
});

afterEach(() => {
  // Removing the elements unmounts their widgets: an update React expects inside act().
  act(() => {
    document.body.innerHTML = '';
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** Puts a `<jobhub-job-search>` with these attributes on the page and waits for it to settle. */
async function addJobSearch(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement('jobhub-job-search');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await actAndSettle(act, () => document.body.append(element));
  return element;
}

function shadowOf(element: Element) {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<jobhub-job-search> of the CDN delivery', () => {
  it('sets no global of its own (the loader owns JobHub)', () => {
    expect('JobHub' in window).toBe(false);
    expect('nanostoresGlobal' in globalThis && document.querySelector('jobhub-job-search')).toBeFalsy();
  });

  it('defines <jobhub-job-search> that searches the API named by api-base', async () => {
    const element = await addJobSearch({ 'api-base': 'http://api.test', 'query': 'q=ke+toan&city=H%C3%A0+N%E1%BB%99i' });

    const link = await shadowOf(element).findByRole('link', { name: 'Kế toán' });
    // Job pages default to the JobHub site that serves the API.
    expect(link.getAttribute('href')).toBe('http://api.test/job/5');
    const search = api.searches().at(-1)!;
    expect(search.get('q')).toBe('ke toan');
    expect(search.get('city')).toBe('Hà Nội');
  });

  it('follows a new query attribute in place, without remounting', async () => {
    const element = await addJobSearch({ 'api-base': 'http://api.test', 'query': 'city=C%E1%BA%A7n+Th%C6%A1' });
    const ui = shadowOf(element);
    await ui.findByRole('link', { name: 'Kỹ sư cầu nối' });
    const box = ui.getByRole('searchbox', { name: 'Từ khóa' });

    await actAndSettle(act, () => element.setAttribute('query', 'q=ke+toan'));
    expect(await ui.findByRole('link', { name: 'Kế toán' })).toBeTruthy();
    expect(ui.getByRole('searchbox', { name: 'Từ khóa' })).toBe(box);
    expect((box as HTMLInputElement).value).toBe('ke toan');
    expect(api.searches().at(-1)!.toString()).toBe('q=ke+toan');
  });

  it('with sync-url, writes its changes to the address and follows back / forward in place', async () => {
    const start = window.location.href;
    window.history.replaceState(null, '', '?city=C%E1%BA%A7n+Th%C6%A1');
    const element = await addJobSearch({ 'api-base': 'http://api.test', 'sync-url': '' });
    const ui = shadowOf(element);
    await ui.findByRole('link', { name: 'Kỹ sư cầu nối' });
    expect(api.searches().at(-1)!.get('city')).toBe('Cần Thơ');

    await actAndSettle(act, () => fireEvent.change(ui.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'newest' } }));
    expect(window.location.search).toBe('?city=C%E1%BA%A7n+Th%C6%A1&sort=newest');

    const box = ui.getByRole('searchbox', { name: 'Từ khóa' });
    window.history.replaceState(null, '', '?q=ke+toan');
    await actAndSettle(act, () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await ui.findByRole('link', { name: 'Kế toán' })).toBeTruthy();
    expect(ui.getByRole('searchbox', { name: 'Từ khóa' })).toBe(box);
    window.history.replaceState(null, '', start);
  });

  it('with sync-url, adds a history entry for each filter change and one for a word typed, so Back returns to the previous search', async () => {
    const start = window.location.href;
    window.history.replaceState(null, '', '?city=C%E1%BA%A7n+Th%C6%A1');
    const element = await addJobSearch({ 'api-base': 'http://api.test', 'sync-url': '' });
    const ui = shadowOf(element);
    await ui.findByRole('link', { name: 'Kỹ sư cầu nối' });
    const entries = window.history.length;

    await actAndSettle(act, () => fireEvent.change(ui.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'newest' } }));
    expect(window.history.length).toBe(entries + 1);
    const box = ui.getByRole('searchbox', { name: 'Từ khóa' });
    await act(async () => {
      for (const text of ['k', 'ke', 'ke toan']) fireEvent.change(box, { target: { value: text } });
    });
    expect(window.location.search).toBe('?q=ke+toan&city=C%E1%BA%A7n+Th%C6%A1&sort=newest');
    expect(window.history.length).toBe(entries + 2);
    window.history.replaceState(null, '', start);
  });

  it('reports query changes and navigation as DOM events', async () => {
    const element = await addJobSearch({ 'api-base': 'http://api.test', 'job-href': 'https://partner.test/viec-lam/{id}' });
    const ui = shadowOf(element);
    const link = await ui.findByRole('link', { name: 'Kỹ sư cầu nối' });
    expect(link.getAttribute('href')).toBe('https://partner.test/viec-lam/5');

    const queries: unknown[] = [];
    document.addEventListener('jobhub:query-change', (event) => queries.push((event as CustomEvent).detail.query));
    await actAndSettle(act, () => fireEvent.change(ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Cần Thơ' } }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ city: 'Cần Thơ' }));

    const navigations: string[] = [];
    document.addEventListener('jobhub:navigate', (event) => {
      navigations.push((event as CustomEvent).detail.href);
      event.preventDefault(); // the page routes the click itself
    }, { once: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigations).toEqual(['https://partner.test/viec-lam/5']);
  });

  it('shares one client per API base, however it is spelled', async () => {
    // A base no earlier test used, spelled two ways: one client, so one catalogue cache.
    await addJobSearch({ 'api-base': 'http://shared.test' });
    await addJobSearch({ 'api-base': 'http://shared.test/' });
    const fieldLoads = api.requests.filter((url) => url.host === 'shared.test' && url.pathname.startsWith('/api/fields'));
    expect(fieldLoads).toHaveLength(1);
  });

  it('follows JobHub.init live: the API base of elements without api-base, onNavigate, the theme', async () => {
    const element = await addJobSearch({});
    const ui = shadowOf(element);
    const box = await ui.findByRole('searchbox', { name: 'Từ khóa' });
    const routed: string[] = [];
    await actAndSettle(act, () => configure({ apiBase: 'http://init.test', theme: 'dark', onNavigate: (href) => routed.push(href) }));
    await waitFor(() => expect(api.searches().length).toBeGreaterThan(0));
    expect(api.requests.some((url) => url.host === 'init.test')).toBe(true);
    expect(element.style.getPropertyValue('--jh-color-background')).toBe(THEME_PRESETS.dark.background);
    // Same tree: the search box is the one from before the change.
    expect(ui.getByRole('searchbox', { name: 'Từ khóa' })).toBe(box);

    const link = await ui.findByRole('link', { name: 'Kỹ sư cầu nối' });
    expect(link.getAttribute('href')).toBe('http://init.test/job/5');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(routed).toEqual(['http://init.test/job/5']);

    await actAndSettle(act, () => element.setAttribute('theme', 'light'));
    expect(element.style.getPropertyValue('--jh-color-background')).toBe(THEME_PRESETS.light.background);
    expect(ui.getByRole('searchbox', { name: 'Từ khóa' })).toBe(box);
    await actAndSettle(act, () => configure({ apiBase: '', theme: { primary: '#e11d48' }, onNavigate: undefined }));
    await actAndSettle(act, () => element.removeAttribute('theme'));
    expect(element.style.getPropertyValue('--jh-color-primary')).toBe('#e11d48');
    expect(element.style.getPropertyValue('--jh-color-background')).toBe('');
  });

  it('switches language and texts live with JobHub.init({ locale, texts })', async () => {
    const element = await addJobSearch({ 'api-base': 'http://api.test' });
    const ui = shadowOf(element);
    const box = await ui.findByRole('searchbox', { name: 'Từ khóa' });
    await actAndSettle(act, () => configure({ locale: 'en' }));
    expect(await ui.findByRole('searchbox', { name: 'Keywords' })).toBe(box);
    await actAndSettle(act, () => configure({ texts: { en: { jobSearch: { keyword: 'Search jobs' } } } }));
    expect(await ui.findByRole('searchbox', { name: 'Search jobs' })).toBe(box);
    await actAndSettle(act, () => configure({ locale: 'vi', texts: {} }));
    expect(await ui.findByRole('searchbox', { name: 'Từ khóa' })).toBe(box);
  });

  it('speaks the language of its locale attribute, the SDK’s error texts included', async () => {
    const NO_CONNECTION_EN = 'Cannot connect to the server. Please check your internet connection.';
    const element = await addJobSearch({ 'api-base': 'http://offline.test', 'locale': 'en' });
    const ui = shadowOf(element);
    expect(await ui.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(ui.getByRole('alert')).getByText(NO_CONNECTION_EN)).toBeTruthy();
    expect(element.shadowRoot!.textContent).not.toContain(MSG_NO_CONNECTION);

    await actAndSettle(act, () => element.setAttribute('locale', 'vi'));
    expect(await ui.findByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(within(ui.getByRole('alert')).getByText(MSG_NO_CONNECTION)).toBeTruthy();
  });

  it('shows logos from the API host, not from the partner page', async () => {
    const element = await addJobSearch({ 'api-base': 'http://logo.test' });
    await shadowOf(element).findByRole('link', { name: 'Kỹ sư cầu nối' });
    const logo = element.shadowRoot!.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('http://logo.test/uploads/seed/logo.svg');
  });

  it('unmounts when the element leaves the page', async () => {
    const element = await addJobSearch({ 'api-base': 'http://api.test' });
    await shadowOf(element).findByRole('link', { name: 'Kỹ sư cầu nối' });
    act(() => element.remove());
    expect(element.shadowRoot!.querySelector('.jh-root')).toBeNull();
  });
});
