// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { JobSearch as JobSearchStore, Page, PostRow } from '@jobhub/sdk';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePage, makeRow } from '../../test/fake-api';
import type { WidgetClient } from '../../widget-client';
import { JobSearch } from './job-search';

/** Every search store the widget makes and its results atom, held weakly to see whether a server render lets them go. */
const made = vi.hoisted(() => [] as WeakRef<object>[]);
vi.mock('@jobhub/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@jobhub/sdk')>();
  return {
    ...sdk,
    createJobSearch: (...args: Parameters<typeof sdk.createJobSearch>): JobSearchStore => {
      const store = sdk.createJobSearch(...args);
      made.push(new WeakRef(store), new WeakRef(store.$results));
      return store;
    },
  };
});

const NOW = new Date('2026-03-05T12:30:00Z');

function fakeClient() {
  return {
    jobs: { search: vi.fn(() => new Promise<Page<PostRow>>(() => {})) },
    catalogue: { fields: vi.fn(async () => []), positions: vi.fn(async () => []) },
  } satisfies WidgetClient;
}

const RESULTS = makePage([makeRow({ id: 4, title: 'Kế toán trưởng' }), makeRow({ id: 5, title: 'Nhân viên SEO' })], 1, 3, 25);

function renderOnServer(client: WidgetClient, initialResults?: Page<PostRow>) {
  return renderToString(
    <JobSearch client={client} query={{ city: 'Hà Nội' }} initialResults={initialResults} jobHref={(id) => `/viec/${id}`} now={() => NOW} />,
  );
}

afterEach(() => {
  made.length = 0;
});

describe('JobSearch on the server', () => {
  it('renders a declarative shadow root with the styles, the job links, the count and the pages of initialResults', () => {
    const client = fakeClient();
    const html = renderOnServer(client, RESULTS);
    // (Vitest loads the `?inline` CSS as an empty string.)
    expect(html).toMatch(/^<div data-jh-host=""><template shadowrootmode="open"><style data-jh-ssr="">[^<]*<\/style>/);
    expect(html).toContain('<div class="jh-root" data-jh-ssr="">');
    expect(html).toContain('<a href="/viec/4" class="jh-card__link">Kế toán trưởng</a>');
    expect(html).toContain('<a href="/viec/5" class="jh-card__link">Nhân viên SEO</a>');
    expect(html).toContain('25 việc làm');
    expect(html).toContain('aria-label="Trang 3"');
    expect(html).toMatch(/<\/template><\/div>$/);
    expect(client.jobs.search).not.toHaveBeenCalled();
  });

  it('renders the space the results will take without initialResults, and fetches nothing', () => {
    const client = fakeClient();
    const html = renderOnServer(client);
    expect(html).toContain('<div class="jh-root" data-jh-ssr=""><div class="jh-search-pending" aria-busy="true"></div></div></template>');
    expect(client.jobs.search).not.toHaveBeenCalled();
    expect(client.catalogue.fields).not.toHaveBeenCalled();
  });

  // Nothing holds the store once rendered: no listener, no pending timer (a nanostores unmount
  // timer would hold its atom), no request.
  it('leaves no request or search store behind once rendered', async () => {
    const client = fakeClient();
    renderOnServer(client, RESULTS);
    expect(made.length).toBeGreaterThan(0);

    // A full collection after the render's job has ended: WeakRefs hold their targets until then.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(made.every((ref) => ref.deref() === undefined)).toBe(true);
    expect(client.jobs.search).not.toHaveBeenCalled();
  });
});
