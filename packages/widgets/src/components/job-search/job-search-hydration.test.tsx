import type { Page, PostRow, PostSearchInput } from '@jobhub/sdk';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePage, makeRow } from '../../test/fake-api';
import type { WidgetClient } from '../../widget-client';
import { JobSearch, type JobSearchProps } from './job-search';

const NOW = new Date('2026-03-05T12:30:00Z');
const RESULTS = makePage([makeRow({ id: 4, title: 'Kế toán trưởng' }), makeRow({ id: 5, title: 'Nhân viên SEO' })], 1, 3, 25);
const LATER = makePage([makeRow({ id: 9, title: 'Thợ điện' })]);

function fakeClient() {
  return {
    jobs: { search: vi.fn(async (_query?: PostSearchInput): Promise<Page<PostRow>> => LATER) },
    catalogue: { fields: vi.fn(async () => []), positions: vi.fn(async () => []) },
  } satisfies WidgetClient;
}

function widget(client: WidgetClient, props: Partial<JobSearchProps> = {}) {
  return (
    <JobSearch
      client={client}
      query={{ city: 'Hà Nội' }}
      initialResults={RESULTS}
      jobHref={(id) => `/viec/${id}`}
      now={() => NOW}
      theme={{ primary: '#e11d48' }}
      {...props}
    />
  );
}

/** What react-dom/server outputs: rendered with no `document`, as on the server. */
function renderOnServer(node: ReactNode): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * Puts server HTML in the page as the browser's parser would: each `<template shadowrootmode>`
 * becomes its parent's shadow root (happy-dom's innerHTML, like the DOM spec's, leaves it a template).
 */
function parseLikeBrowser(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const template of Array.from(container.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode]'))) {
    const shadow = template.parentElement!.attachShadow({ mode: 'open' });
    shadow.append(template.content);
    template.remove();
  }
  document.body.append(container);
  return container;
}

const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  cleanup();
});

describe('JobSearch with initialResults in the browser', () => {
  it('shows the cards, count and pages on its first render without searching', async () => {
    const client = fakeClient();
    const view = render(widget(client));
    const ui = within(view.container.querySelector('[data-jh-host]')!.shadowRoot! as unknown as HTMLElement);
    // No waiting: the commit that mounted the widget already shows the results.
    expect(ui.getByRole('link', { name: 'Kế toán trưởng' }).getAttribute('href')).toBe('/viec/4');
    expect(ui.getByRole('status').textContent).toBe('25 việc làm');
    expect(ui.getByRole('button', { name: 'Trang 3' })).toBeTruthy();
    await act(async () => {});
    expect(client.jobs.search).not.toHaveBeenCalled();

    view.rerender(widget(client, { query: { city: 'Đà Nẵng' } }));
    expect(await ui.findByRole('link', { name: 'Thợ điện' })).toBeTruthy();
    expect(client.jobs.search).toHaveBeenCalledTimes(1);
    expect(client.jobs.search.mock.calls[0]![0]).toEqual({ city: 'Đà Nẵng' });
  });

  it('does not search under StrictMode either, and searches on retry', async () => {
    const client = fakeClient();
    const view = render(<StrictMode>{widget(client)}</StrictMode>);
    const ui = within(view.container.querySelector('[data-jh-host]')!.shadowRoot! as unknown as HTMLElement);
    expect(ui.getAllByRole('link', { name: 'Kế toán trưởng' })).toHaveLength(1);
    await act(async () => {});
    expect(client.jobs.search).not.toHaveBeenCalled();
    fireEvent.click(ui.getByRole('button', { name: 'Trang 2' }));
    expect(await ui.findByRole('link', { name: 'Thợ điện' })).toBeTruthy();
    expect(client.jobs.search.mock.calls.at(-1)![0]).toEqual({ city: 'Hà Nội', page: 2 });
  });
});

describe('JobSearch hydrating server HTML', () => {
  it.each([
    ['plain', (node: ReactNode) => node],
    ['StrictMode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
  ])('hydrates without a mismatch and shows the content once in the adopted shadow root (%s)', async (_, wrap) => {
    const html = renderOnServer(wrap(widget(fakeClient())));
    expect(html).toContain('<template shadowrootmode="open">');
    const container = parseLikeBrowser(html);
    const host = container.querySelector<HTMLElement>('[data-jh-host]')!;
    const parsed = host.shadowRoot!;
    // Before any script: the parsed shadow root already holds the job links.
    expect(within(parsed as unknown as HTMLElement).getByRole('link', { name: 'Kế toán trưởng' })).toBeTruthy();

    const records: MutationRecord[] = [];
    const changes = new MutationObserver((batch) => records.push(...batch));
    changes.observe(parsed, { childList: true });
    const client = fakeClient();
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      roots.push(hydrateRoot(container, wrap(widget(client)), { onRecoverableError: (error) => recoverable.push(error) }));
    });

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-jh-host]')).toBe(host);
    expect(host.shadowRoot).toBe(parsed);
    expect(host.childNodes).toHaveLength(0);
    expect(host.style.getPropertyValue('--jh-color-primary')).toBe('#e11d48');
    // The server's content (style and root) gave way to the client's: one root, styles adopted.
    expect(parsed.querySelectorAll('[data-jh-ssr]')).toHaveLength(0);
    expect(parsed.querySelectorAll('.jh-root')).toHaveLength(1);
    expect(parsed.querySelectorAll('style')).toHaveLength(0);
    expect(parsed.adoptedStyleSheets).toHaveLength(1);
    // The client's content came in before the server's went: the root was never empty.
    records.push(...changes.takeRecords());
    changes.disconnect();
    const isRoot = (node: Node) => node instanceof HTMLElement && node.classList.contains('jh-root');
    const added = records.findIndex((record) => Array.from(record.addedNodes).some(isRoot));
    const removed = records.findIndex((record) => Array.from(record.removedNodes).some(isRoot));
    expect(added).toBeGreaterThanOrEqual(0);
    expect(removed).toBeGreaterThan(added);
    const ui = within(parsed as unknown as HTMLElement);
    expect(ui.getAllByRole('link', { name: 'Kế toán trưởng' })).toHaveLength(1);
    expect(ui.getAllByRole('link', { name: 'Nhân viên SEO' })).toHaveLength(1);
    expect(client.jobs.search).not.toHaveBeenCalled();

    // The hydrated widget is live: a filter searches.
    fireEvent.change(ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Đà Nẵng' } });
    expect(await ui.findByRole('link', { name: 'Thợ điện' })).toBeTruthy();
    expect(client.jobs.search).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it("hydrates without a mismatch when the browser's clock is past the server's (a card's age changes)", async () => {
    // The server renders at NOW, the browser hydrates a day later: 'Đăng hôm nay' becomes 'Đăng 1
    // ngày trước'. The shadow root's content is the client's own render (React does not hydrate it
    // against the server's), so a different text is no mismatch.
    const html = renderOnServer(widget(fakeClient()));
    const container = parseLikeBrowser(html);
    const parsed = container.querySelector<HTMLElement>('[data-jh-host]')!.shadowRoot!;
    expect(Array.from(parsed.querySelectorAll('time'), (time) => time.textContent)).toEqual(['Đăng hôm nay', 'Đăng hôm nay']);

    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const dayLater = new Date(NOW.getTime() + 24 * 3_600_000);
    await act(async () => {
      roots.push(hydrateRoot(container, widget(fakeClient(), { now: () => dayLater }), { onRecoverableError: (error) => recoverable.push(error) }));
    });

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(parsed.querySelectorAll('[data-jh-ssr]')).toHaveLength(0);
    expect(Array.from(parsed.querySelectorAll('time'), (time) => time.textContent)).toEqual(['Đăng 1 ngày trước', 'Đăng 1 ngày trước']);
    consoleError.mockRestore();
  });
});
