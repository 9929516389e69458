import { createClient, createMemoryStorage, silentLogger } from '@jobhub/sdk';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { createWidgetClient } from '../../widget-client';
import type { JobSearchFiltersProps } from './job-search-filters';

/** Sets the window's width as a phone or a desktop would have it; `matchMedia` follows. */
function resizeTo(width: number): void {
  (window as unknown as { happyDOM: { setInnerWidth(width: number): void } }).happyDOM.setInnerWidth(width);
}

/** A fresh copy of the stand-in: each test starts with the panel's code not loaded yet. */
async function loadStandIn() {
  vi.resetModules();
  return (await import('./lazy-job-search-filters')).JobSearchFilters;
}

function propsWith(open: boolean): JobSearchFiltersProps {
  const api = createFakeApi();
  const client = createWidgetClient(
    createClient({ baseUrl: 'http://api.test', fetch: api.fetch, storage: createMemoryStorage(), logger: silentLogger, retry: false }),
  );
  return { client, query: {}, onChange: vi.fn(), id: 'filters', open };
}

/** The first import of the panel's module is transformed on the spot: slow on a busy machine. */
const LOADING = { timeout: 15_000 };
const findCityFilter = () => screen.findByRole('combobox', { name: 'Tỉnh/thành phố' }, LOADING);
const cityFilter = () => screen.queryByRole('combobox', { name: 'Tỉnh/thành phố' });

beforeEach(() => resizeTo(1280));
afterEach(() => {
  cleanup();
  vi.doUnmock('./script-tag-job-search-filters');
});

describe('the script-tag job search’s filter panel, loaded on first need', () => {
  it('loads at once on a wide screen, where the panel stands beside the results, keeping its box meanwhile', async () => {
    const JobSearchFilters = await loadStandIn();
    const { container } = render(<JobSearchFilters {...propsWith(false)} />);
    const box = container.querySelector<HTMLElement>('#filters')!;
    expect(box.className).toBe('jh-filters');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(await findCityFilter()).toBeTruthy();
    expect(container.querySelector('#filters')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('waits for the first press of “Bộ lọc” on a phone, where the panel is hidden until then', async () => {
    resizeTo(390);
    const JobSearchFilters = await loadStandIn();
    const closed = propsWith(false);
    const { container, rerender } = render(<JobSearchFilters {...closed} />);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(cityFilter()).toBeNull();
    expect(container.querySelector('#filters')!.getAttribute('data-open')).toBe('false');
    rerender(<JobSearchFilters {...closed} open />);
    expect(await findCityFilter()).toBeTruthy();
  });

  it('says when the panel’s code did not load, and loads it on “Thử lại”', async () => {
    vi.doMock('./script-tag-job-search-filters', () => {
      throw new Error('offline');
    });
    const JobSearchFilters = await loadStandIn();
    render(<JobSearchFilters {...propsWith(true)} />);
    expect((await screen.findByRole('alert', {}, LOADING)).textContent).toContain('Không thể tải bộ lọc');
    expect(cityFilter()).toBeNull();
    vi.doUnmock('./script-tag-job-search-filters');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(cityFilter()).not.toBeNull(), LOADING);
  });
});
