import { createClient, createMemoryStorage, silentLogger } from '@jobhub/sdk';
import { createWidgetClient } from '../widget-client';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeApi, makePage, makeRow, actAndSettle } from '../test/fake-api';
import { mountJobSearch } from './mount-job-search';

function setup() {
  const api = createFakeApi(() => ({ status: 200, data: makePage([makeRow({ title: 'Chuyên viên dữ liệu' })]) }));
  const client = createWidgetClient(
    createClient({ baseUrl: 'http://api.test', fetch: api.fetch, storage: createMemoryStorage(), logger: silentLogger }),
  );
  const host = document.createElement('section');
  document.body.append(host);
  return { api, client, host };
}

beforeAll(() => {
  // The widget mounts through its own root, outside render(): tell React that act() is in use.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  // Removing the elements unmounts their widgets: an update React expects inside act().
  act(() => {
    document.body.innerHTML = '';
  });
});

describe('mountJobSearch', () => {
  it('renders the job search into the element’s own shadow root', async () => {
    const { client, host } = setup();
    const mounted = await actAndSettle(act, () => mountJobSearch(host, { client, theme: { primary: 'rebeccapurple' } }));
    expect(mounted.shadowRoot).toBe(host.shadowRoot);
    const ui = within(mounted.shadowRoot as unknown as HTMLElement);
    expect(await ui.findByRole('link', { name: 'Chuyên viên dữ liệu' })).toBeTruthy();
    expect(host.style.getPropertyValue('--jh-color-primary')).toBe('rebeccapurple');
    expect(mounted.shadowRoot.adoptedStyleSheets).toHaveLength(1);
    act(() => mounted.unmount());
  });

  it('updates options in place and cleans up on unmount', async () => {
    const { client, host } = setup();
    const mounted = await actAndSettle(act, () => mountJobSearch(host, { client }));
    const ui = within(mounted.shadowRoot as unknown as HTMLElement);
    await ui.findByRole('link', { name: 'Chuyên viên dữ liệu' });

    await actAndSettle(act, () => mounted.update({ jobHref: (id) => `/viec/${id}`, theme: { radius: '0px' } }));
    await waitFor(() => expect(ui.getByRole('link', { name: 'Chuyên viên dữ liệu' }).getAttribute('href')).toBe('/viec/1'));
    expect(host.style.getPropertyValue('--jh-radius')).toBe('0px');

    act(() => mounted.unmount());
    expect(ui.queryByRole('link')).toBeNull();
    expect(host.style.getPropertyValue('--jh-radius')).toBe('');
  });

  it('takes a new query through update() in place, without remounting', async () => {
    const { api, client, host } = setup();
    const mounted = await actAndSettle(act, () => mountJobSearch(host, { client, query: { city: 'Hà Nội' } }));
    const ui = within(mounted.shadowRoot as unknown as HTMLElement);
    await ui.findByRole('link', { name: 'Chuyên viên dữ liệu' });
    const root = mounted.shadowRoot.querySelector('.jh-root');
    const box = ui.getByRole('searchbox', { name: 'Từ khóa' });

    await actAndSettle(act, () => mounted.update({ query: { q: 'du lieu', city: 'Cần Thơ' } }));
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(api.searches()[1]!.get('city')).toBe('Cần Thơ');
    expect(mounted.shadowRoot.querySelector('.jh-root')).toBe(root);
    expect(ui.getByRole('searchbox', { name: 'Từ khóa' })).toBe(box);
    expect((box as HTMLInputElement).value).toBe('du lieu');
    act(() => mounted.unmount());
  });

  it('injects the stylesheet once when the same element is mounted again', async () => {
    const { client, host } = setup();
    const first = await actAndSettle(act, () => mountJobSearch(host, { client }));
    act(() => first.unmount());
    const second = await actAndSettle(act, () => mountJobSearch(host, { client }));
    expect(second.shadowRoot.adoptedStyleSheets).toHaveLength(1);
    expect(Array.from(second.shadowRoot.children).filter((child) => child.matches('.jh-root'))).toHaveLength(1);
    act(() => second.unmount());
  });
});
