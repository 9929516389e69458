import { createClient, createMemoryStorage, SEARCH_TOTAL_CAP, silentLogger } from '@jobhub/sdk';
import { createWidgetClient } from '../../widget-client';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostRow, PostSearchInput } from '@jobhub/sdk';
import { createFakeApi, errorResponse, makePage, makeRow, type FakeApi } from '../../test/fake-api';
import { JobCard } from './job-card';
import { JobSearch, type JobSearchProps } from './job-search';

const NOW = new Date('2026-03-05T12:30:00Z');

function renderJobSearch(props: Partial<JobSearchProps> = {}, api: FakeApi = createFakeApi()) {
  // retry: false — a failure shows at once; the SDK's retries of GET requests are tested in the SDK.
  const client = createWidgetClient(
    createClient({ baseUrl: 'http://api.test', fetch: api.fetch, storage: createMemoryStorage(), logger: silentLogger, retry: false }),
  );
  const view = render(<JobSearch client={client} now={() => NOW} {...props} />);
  const host = view.container.querySelector<HTMLElement>('[data-jh-host]');
  const shadow = host?.shadowRoot;
  if (!host || !shadow) throw new Error('JobSearch did not attach a shadow root');
  // Testing Library queries run inside the shadow root: the page's document cannot see into it.
  const ui = within(shadow as unknown as HTMLElement);
  return { ...view, api, client, host, shadow, ui };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('JobSearch', () => {
  it('renders inside its own shadow root, not in the light DOM', async () => {
    const { ui, container } = renderJobSearch();
    await ui.findByRole('link', { name: 'Kỹ sư phần mềm' });
    expect(within(container).queryByRole('link')).toBeNull();
  });

  it('survives StrictMode’s double mount with one live search', async () => {
    const api = createFakeApi();
    const client = createWidgetClient(
    createClient({ baseUrl: 'http://api.test', fetch: api.fetch, storage: createMemoryStorage(), logger: silentLogger }),
  );
    const view = render(
      <StrictMode>
        <JobSearch client={client} now={() => NOW} />
      </StrictMode>,
    );
    const shadow = view.container.querySelector('[data-jh-host]')!.shadowRoot!;
    const ui = within(shadow as unknown as HTMLElement);
    await ui.findByRole('link', { name: 'Kỹ sư phần mềm' });
    fireEvent.change(ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Hà Nội' } });
    await waitFor(() => expect(api.searches().at(-1)!.get('city')).toBe('Hà Nội'));
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
  });

  it('shows logos from the API host on a partner page of another origin, and nothing but http(s) pictures', async () => {
    // The page is the partner's (happy-dom's origin); the API and its '/media/' paths are elsewhere.
    expect(window.location.origin).not.toBe('http://api.test');
    const api = createFakeApi(() => ({
      status: 200,
      data: makePage([
        makeRow({ id: 1, title: 'Kế toán', enterprise_logo: '/media/logos/sao-viet.png' }),
        makeRow({ id: 2, title: 'Kỹ sư', enterprise_logo: 'https://cdn.example.vn/logo.svg' }),
        makeRow({ id: 3, title: 'Thiết kế', enterprise_name: 'Công ty Ánh Dương', enterprise_logo: 'javascript:alert(1)' }),
      ]),
    }));
    const { ui } = renderJobSearch({}, api);
    const items = within(await ui.findByRole('list', { name: 'Danh sách việc làm' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src') ?? null)).toEqual([
      'http://api.test/media/logos/sao-viet.png',
      'https://cdn.example.vn/logo.svg',
      null,
    ]);
    expect(items[2]!.querySelector('[data-initials]')?.textContent).toBe('Á');
  });

  it('shows a loading state until the first page arrives', async () => {
    const answer = deferred<unknown>();
    const { ui } = renderJobSearch({}, createFakeApi(() => answer.promise));
    expect(ui.getByRole('status').textContent).toBe('Đang tải...');
    answer.resolve({ status: 200, data: makePage([makeRow()]) });
    expect(await ui.findByText('1 việc làm')).toBeTruthy();
  });

  it('renders each result as a list item card with its details', async () => {
    const api = createFakeApi(() => ({
      status: 200,
      data: makePage(
        [
          makeRow({
            id: 7,
            title: 'Kỹ sư phần mềm',
            is_enterprise_premium: true,
            enterprise_logo: 'http://api.test/logo.png',
            response_rate: { rate: 92, median_hours: 40, applications: 25 },
            created_at: '2026-02-23T12:00:00Z',
            confirmed_at: '2026-03-02T12:00:00Z',
          }),
          makeRow({ id: 8, title: 'Nhân viên SEO', enterprise_name: 'Công ty XYZ', city: 'Đà Nẵng', is_salary_negotiable: true, salary_min: null, salary_max: null, created_at: '2026-03-05T12:29:40Z' }),
        ],
        1,
        1,
        2,
      ),
    }));
    const { ui } = renderJobSearch({}, api);

    const list = await ui.findByRole('list', { name: 'Danh sách việc làm' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(ui.getByRole('status').textContent).toBe('2 việc làm');

    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Kỹ sư phần mềm' }).getAttribute('href')).toBe('/job/7');
    expect(first.getByText('Công ty ABC')).toBeTruthy();
    expect(first.getByText('Premium')).toBeTruthy();
    expect(first.getByText('Hà Nội')).toBeTruthy();
    expect(first.getByText('15 - 25 triệu')).toBeTruthy();
    expect(first.getByText('Hạn nộp: 31/12/2026')).toBeTruthy();
    // Issue 30: the company's response rate and the post's age since its last confirmation.
    expect(first.getByText('Phản hồi 92% · thường trong 2 ngày')).toBeTruthy();
    expect(first.getByText('Cập nhật 3 ngày trước')).toBeTruthy();
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('http://api.test/logo.png');

    const second = within(items[1]!);
    expect(second.getByText('Thỏa thuận')).toBeTruthy();
    expect(second.getByText('Đà Nẵng')).toBeTruthy();
    expect(second.getByText('Đăng hôm nay')).toBeTruthy();
    expect(second.queryByText(/Phản hồi/)).toBeNull();
    expect(second.queryByText('Premium')).toBeNull();
  });

  it('says "hơn 10.000" when the API estimated the total (past SEARCH_TOTAL_CAP), never the estimate itself', async () => {
    const { ui } = renderJobSearch({}, createFakeApi(() => ({ status: 200, data: makePage([makeRow()], 1, 5_429, SEARCH_TOTAL_CAP + 44_290) })));
    await ui.findByRole('list', { name: 'Danh sách việc làm' });
    expect(ui.getByRole('status').textContent).toBe('hơn 10.000 việc làm');
  });

  it('shows the empty state when nothing matches', async () => {
    const { ui } = renderJobSearch({}, createFakeApi(() => ({ status: 200, data: makePage([], 1, 0, 0) })));
    expect(await ui.findByText('Không tìm thấy việc làm phù hợp')).toBeTruthy();
    expect(ui.getByRole('status').textContent).toBe('0 việc làm');
    expect(ui.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  });

  it("shows the server's error message and retries on 'Thử lại'", async () => {
    const api = createFakeApi(() => errorResponse(500, 'Máy chủ đang bận, vui lòng thử lại'));
    const { ui } = renderJobSearch({}, api);

    const alert = await ui.findByRole('alert');
    expect(alert.textContent).toContain('Máy chủ đang bận, vui lòng thử lại');

    api.onSearch(() => ({ status: 200, data: makePage([makeRow({ title: 'Kế toán trưởng' })]) }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await ui.findByRole('link', { name: 'Kế toán trưởng' })).toBeTruthy();
    expect(ui.queryByRole('alert')).toBeNull();
    expect(api.searches()).toHaveLength(2);
  });

  it('falls back to a Vietnamese message when the API is unreachable', async () => {
    const api = createFakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { ui } = renderJobSearch({}, api);
    const alert = await ui.findByRole('alert');
    expect(alert.textContent).toMatch(/Không thể kết nối|Có lỗi xảy ra khi tìm kiếm việc làm/);
  });

  it('starts from initialQuery and sends it to the API', async () => {
    const { ui, api } = renderJobSearch({ initialQuery: { q: 'ky su', city: 'Hà Nội', page: 2 } });
    await ui.findByRole('link', { name: 'Kỹ sư phần mềm' });
    const params = api.searches()[0]!;
    expect(params.get('q')).toBe('ky su');
    expect(params.get('city')).toBe('Hà Nội');
    expect(params.get('page')).toBe('2');
    expect((ui.getByRole('searchbox', { name: 'Từ khóa' }) as HTMLInputElement).value).toBe('ky su');
    expect((ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }) as HTMLSelectElement).value).toBe('Hà Nội');
  });

  it('searches at once when a filter changes and reports the query', async () => {
    const onQueryChange = vi.fn();
    const { ui, api } = renderJobSearch({ onQueryChange });
    await ui.findByText('1 việc làm');

    fireEvent.change(ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Đà Nẵng' } });
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(api.searches()[1]!.get('city')).toBe('Đà Nẵng');
    expect(onQueryChange.mock.lastCall?.[0]).toEqual({ city: 'Đà Nẵng' });

    fireEvent.change(ui.getByRole('combobox', { name: 'Kinh nghiệm' }), { target: { value: '3-5 năm' } });
    fireEvent.change(ui.getByRole('combobox', { name: 'Hình thức làm việc' }), { target: { value: 'Làm việc từ xa' } });
    fireEvent.click(ui.getByRole('checkbox', { name: 'Thỏa thuận' }));
    fireEvent.change(ui.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'newest' } });
    await waitFor(() => expect(api.searches().at(-1)!.get('sort')).toBe('newest'));
    const last = api.searches().at(-1)!;
    expect(last.get('experience')).toBe('3-5 năm');
    expect(last.get('type_working')).toBe('Làm việc từ xa');
    expect(last.get('negotiable')).toBe('true');
    expect(onQueryChange.mock.lastCall?.[0]).toEqual({
      city: 'Đà Nẵng',
      experience: '3-5 năm',
      type_working: 'Làm việc từ xa',
      negotiable: true,
      sort: 'newest',
    });
  });

  it("filters 'Thường phản hồi' and sorts 'Phản hồi nhanh' (issue 30)", async () => {
    const onQueryChange = vi.fn();
    const { ui, api } = renderJobSearch({ onQueryChange });
    await ui.findByText('1 việc làm');
    fireEvent.click(ui.getByRole('checkbox', { name: 'Thường phản hồi' }));
    await waitFor(() => expect(api.searches().at(-1)!.get('responsive')).toBe('true'));
    const sort = ui.getByRole('combobox', { name: 'Sắp xếp' });
    expect(within(sort).getByRole('option', { name: 'Phản hồi nhanh' })).toBeTruthy();
    fireEvent.change(sort, { target: { value: 'fast_response' } });
    await waitFor(() => expect(api.searches().at(-1)!.get('sort')).toBe('fast_response'));
    expect(onQueryChange.mock.lastCall?.[0]).toEqual({ responsive: true, sort: 'fast_response' });
  });

  it('loads the positions of the chosen field', async () => {
    const { ui, api } = renderJobSearch();
    const position = ui.getByRole('combobox', { name: 'Vị trí' }) as HTMLSelectElement;
    expect(position.disabled).toBe(true);

    const field = ui.getByRole('combobox', { name: 'Ngành nghề' });
    await within(field).findByRole('option', { name: 'Marketing' });
    fireEvent.change(field, { target: { value: '2' } });

    await within(position).findByRole('option', { name: 'Chuyên viên SEO' });
    expect(position.disabled).toBe(false);
    expect(within(position).queryByRole('option', { name: 'Lập trình viên' })).toBeNull();
    expect(api.requests.some((url) => url.pathname === '/api/positions/field/2/')).toBe(true);

    fireEvent.change(position, { target: { value: '21' } });
    await waitFor(() => expect(api.searches().at(-1)!.get('position')).toBe('21'));
    expect(api.searches().at(-1)!.get('field')).toBe('2');
  });

  it('sends the salary range typed in triệu as integer VND', async () => {
    const { ui, api } = renderJobSearch();
    await ui.findByText('1 việc làm');
    const min = ui.getByRole('textbox', { name: 'Từ (triệu)' });
    const max = ui.getByRole('textbox', { name: 'Đến (triệu)' });

    fireEvent.change(min, { target: { value: '12,5' } });
    fireEvent.change(max, { target: { value: '30' } });
    fireEvent.keyDown(max, { key: 'Enter' });

    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(api.searches()[1]!.get('salary_min')).toBe('12500000');
    expect(api.searches()[1]!.get('salary_max')).toBe('30000000');
  });

  it("refuses an inverted salary range typed in the filters with the API's field error, without searching", async () => {
    const { ui, api } = renderJobSearch();
    await ui.findByText('1 việc làm');
    fireEvent.change(ui.getByRole('textbox', { name: 'Từ (triệu)' }), { target: { value: '40' } });
    fireEvent.change(ui.getByRole('textbox', { name: 'Đến (triệu)' }), { target: { value: '20' } });
    fireEvent.blur(ui.getByRole('textbox', { name: 'Đến (triệu)' }));

    expect(ui.getByRole('alert').textContent).toBe('Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa');
    expect(api.searches()).toHaveLength(1);
  });

  describe('controlled by the host (query)', () => {
    it('follows a new query in place, without remounting and without reporting it back', async () => {
      const onQueryChange = vi.fn();
      const { ui, api, rerender, client } = renderJobSearch({ query: { city: 'Hà Nội' }, onQueryChange });
      await ui.findByText('1 việc làm');
      const box = ui.getByRole('searchbox', { name: 'Từ khóa' });
      expect(api.searches()[0]!.get('city')).toBe('Hà Nội');

      rerender(<JobSearch client={client} now={() => NOW} query={{ q: 'ke toan', city: 'Đà Nẵng' }} onQueryChange={onQueryChange} />);
      await waitFor(() => expect(api.searches()).toHaveLength(2));
      expect(api.searches()[1]!.toString()).toBe('q=ke+toan&city=%C4%90%C3%A0+N%E1%BA%B5ng');
      expect(ui.getByRole('searchbox', { name: 'Từ khóa' })).toBe(box);
      expect((box as HTMLInputElement).value).toBe('ke toan');
      expect((ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }) as HTMLSelectElement).value).toBe('Đà Nẵng');
      expect(onQueryChange).not.toHaveBeenCalled();

      // The same search in a new object changes nothing.
      rerender(<JobSearch client={client} now={() => NOW} query={{ city: 'Đà Nẵng', q: 'ke toan' }} onQueryChange={onQueryChange} />);
      await act(() => Promise.resolve());
      expect(api.searches()).toHaveLength(2);
    });

    it('searches once per change when the host hands the reported query back', async () => {
      vi.useFakeTimers();
      const api = createFakeApi();
      const client = createWidgetClient(
        createClient({ baseUrl: 'http://api.test', fetch: api.fetch, storage: createMemoryStorage(), logger: silentLogger }),
      );
      const reported: unknown[] = [];
      function Host() {
        const [query, setQuery] = useState<PostSearchInput>({ city: 'Hà Nội' });
        return (
          <JobSearch
            client={client}
            now={() => NOW}
            query={query}
            onQueryChange={(next) => {
              reported.push(next);
              setQuery(next);
            }}
          />
        );
      }
      const view = render(<Host />);
      const ui = within(view.container.querySelector('[data-jh-host]')!.shadowRoot as unknown as HTMLElement);
      await act(() => vi.advanceTimersByTimeAsync(0));
      fireEvent.change(ui.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'newest' } });
      const box = ui.getByRole('searchbox', { name: 'Từ khóa' });
      fireEvent.change(box, { target: { value: 'ky' } });
      fireEvent.change(box, { target: { value: 'ky su' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(reported).toHaveLength(3);
      expect(api.searches().map((params) => params.toString())).toEqual([
        'city=H%C3%A0+N%E1%BB%99i',
        'city=H%C3%A0+N%E1%BB%99i&sort=newest',
        'q=ky+su&city=H%C3%A0+N%E1%BB%99i&sort=newest',
      ]);
      expect((box as HTMLInputElement).value).toBe('ky su');
    });

    it("shows the API's field error for an inverted salary range instead of dropping it", async () => {
      const { ui, api } = renderJobSearch({ query: { salary_min: 40_000_000, salary_max: 20_000_000 } });
      const alert = await ui.findByRole('alert');
      expect(alert.textContent).toBe('Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa');
      expect((ui.getByRole('textbox', { name: 'Từ (triệu)' }) as HTMLInputElement).value).toBe('40');
      expect((ui.getByRole('textbox', { name: 'Đến (triệu)' }) as HTMLInputElement).value).toBe('20');
      expect(ui.getByRole('textbox', { name: 'Đến (triệu)' }).getAttribute('aria-invalid')).toBe('true');
      expect(ui.queryByRole('button', { name: 'Thử lại' })).toBeNull();
      expect(api.searches()).toHaveLength(0);

      fireEvent.change(ui.getByRole('textbox', { name: 'Đến (triệu)' }), { target: { value: '50' } });
      fireEvent.blur(ui.getByRole('textbox', { name: 'Đến (triệu)' }));
      await ui.findByText('1 việc làm');
      expect(ui.queryByRole('alert')).toBeNull();
      expect(api.searches()[0]!.get('salary_max')).toBe('50000000');
    });
  });

  it('debounces typing through the store: one search after the quiet period', async () => {
    vi.useFakeTimers();
    const onQueryChange = vi.fn();
    const { ui, api } = renderJobSearch({ onQueryChange, debounceMs: 300 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.searches()).toHaveLength(1);

    const box = ui.getByRole('searchbox', { name: 'Từ khóa' });
    fireEvent.change(box, { target: { value: 'ky' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'ky su' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.searches()).toHaveLength(1);
    expect((box as HTMLInputElement).value).toBe('ky su');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.searches()).toHaveLength(2);
    expect(api.searches()[1]!.get('q')).toBe('ky su');
    expect(onQueryChange.mock.lastCall?.[0]).toEqual({ q: 'ky su' });
  });

  it('pages with previous / next and numbered buttons', async () => {
    const api = createFakeApi((url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      return { status: 200, data: makePage([makeRow({ id: page, title: `Việc trang ${page}` })], page, 3, 25) };
    });
    const onQueryChange = vi.fn();
    const { ui } = renderJobSearch({ onQueryChange }, api);
    const nav = await ui.findByRole('navigation', { name: 'Phân trang' });
    const pager = within(nav);

    expect((pager.getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pager.getByRole('button', { name: 'Trang 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(pager.getByRole('button', { name: 'Trang sau' }));
    expect(await ui.findByRole('link', { name: 'Việc trang 2' })).toBeTruthy();
    expect(api.searches().at(-1)!.get('page')).toBe('2');
    expect(onQueryChange.mock.lastCall?.[0]).toEqual({ page: 2 });

    fireEvent.click(within(ui.getByRole('navigation', { name: 'Phân trang' })).getByRole('button', { name: 'Trang 3' }));
    expect(await ui.findByRole('link', { name: 'Việc trang 3' })).toBeTruthy();
    const last = within(ui.getByRole('navigation', { name: 'Phân trang' }));
    expect(last.getByRole('button', { name: 'Trang 3' }).getAttribute('aria-current')).toBe('page');
    expect((last.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes back to page 1 when a filter changes', async () => {
    const api = createFakeApi((url) => ({
      status: 200,
      data: makePage([makeRow()], Number(url.searchParams.get('page') ?? '1'), 3, 25),
    }));
    const { ui } = renderJobSearch({ initialQuery: { page: 3 } }, api);
    await ui.findByRole('navigation', { name: 'Phân trang' });
    fireEvent.change(ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Cần Thơ' } });
    await waitFor(() => expect(api.searches().at(-1)!.get('city')).toBe('Cần Thơ'));
    expect(api.searches().at(-1)!.has('page')).toBe(false);
  });

  it('lists the 63 provinces in the city filter', () => {
    const { ui } = renderJobSearch();
    const city = ui.getByRole('combobox', { name: 'Tỉnh/thành phố' });
    // 63 provinces plus 'Tất cả tỉnh/thành phố'.
    expect(within(city).getAllByRole('option')).toHaveLength(64);
  });

  it('lets a router take over plain clicks on job links', async () => {
    const onNavigate = vi.fn();
    const { ui } = renderJobSearch({ onNavigate, jobHref: (id) => `/viec-lam/${id}` });
    const link = await ui.findByRole('link', { name: 'Kỹ sư phần mềm' });
    expect(link.getAttribute('href')).toBe('/viec-lam/1');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/viec-lam/1', expect.anything());

    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('renders job links through renderLink when given', async () => {
    const { ui } = renderJobSearch({
      renderLink: ({ href, className, children }) => (
        <a href={`https://jobhub.test${href}`} className={className} data-router-link="">
          {children}
        </a>
      ),
    });
    const link = await ui.findByRole('link', { name: 'Kỹ sư phần mềm' });
    expect(link.getAttribute('href')).toBe('https://jobhub.test/job/1');
    expect(link.hasAttribute('data-router-link')).toBe(true);
  });

  describe('renderCardActions', () => {
    /** A host's save toggle: its own state, its own side effect, the widget's `jh-bookmark` class. */
    function HostToggle({ job, onToggle }: { job: PostRow; onToggle: (id: number, saved: boolean) => void }) {
      const [saved, setSaved] = useState(job.is_saved);
      return (
        <button
          type="button"
          className="jh-bookmark"
          aria-pressed={saved}
          aria-label={saved ? 'Bỏ lưu việc làm' : 'Lưu việc làm'}
          onClick={() => {
            setSaved(!saved);
            onToggle(job.id, !saved);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 3h12v18l-6-4-6 4z" />
          </svg>
        </button>
      );
    }

    const twoRows = () =>
      createFakeApi(() => ({
        status: 200,
        data: makePage([makeRow({ id: 7, title: 'Kỹ sư phần mềm', is_saved: true }), makeRow({ id: 8, title: 'Nhân viên SEO' })]),
      }));

    it("puts the host's control for each row inside that row's card", async () => {
      const onToggle = vi.fn();
      const onNavigate = vi.fn();
      const api = twoRows();
      const { ui } = renderJobSearch(
        { onNavigate, renderCardActions: (job) => <HostToggle job={job} onToggle={onToggle} /> },
        api,
      );

      const first = within(await ui.findByRole('article', { name: 'Kỹ sư phần mềm' }));
      const second = within(ui.getByRole('article', { name: 'Nhân viên SEO' }));
      expect(first.getByRole('button', { name: 'Bỏ lưu việc làm', pressed: true })).toBeTruthy();
      const save = second.getByRole('button', { name: 'Lưu việc làm', pressed: false });

      fireEvent.click(save);
      expect(second.getByRole('button', { name: 'Bỏ lưu việc làm', pressed: true })).toBe(save);
      expect(onToggle).toHaveBeenCalledWith(8, true);
      // The control is the host's: clicking it neither navigates nor makes the widget call the API.
      expect(onNavigate).not.toHaveBeenCalled();
      expect(api.searches()).toHaveLength(1);
    });

    it("keeps a host control's state while the widget re-renders the same rows", async () => {
      const api = twoRows();
      const { ui } = renderJobSearch({ renderCardActions: (job) => <HostToggle job={job} onToggle={() => {}} /> }, api);
      const card = within(await ui.findByRole('article', { name: 'Nhân viên SEO' }));
      fireEvent.click(card.getByRole('button', { name: 'Lưu việc làm' }));

      fireEvent.change(ui.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'newest' } });
      await waitFor(() => expect(api.searches()).toHaveLength(2));
      await ui.findByText('2 việc làm');
      const again = within(ui.getByRole('article', { name: 'Nhân viên SEO' }));
      expect(again.getByRole('button', { name: 'Bỏ lưu việc làm', pressed: true })).toBeTruthy();
    });

    it('renders no action slot without renderCardActions or when it returns null', async () => {
      const { ui, unmount } = renderJobSearch({}, twoRows());
      const plain = await ui.findByRole('article', { name: 'Kỹ sư phần mềm' });
      expect(within(plain).queryByRole('button')).toBeNull();
      expect(plain.querySelector('[part="card-actions"]')).toBeNull();
      unmount();

      const some = renderJobSearch(
        { renderCardActions: (job) => (job.id === 8 ? <HostToggle job={job} onToggle={() => {}} /> : null) },
        twoRows(),
      );
      const withNone = await some.ui.findByRole('article', { name: 'Kỹ sư phần mềm' });
      expect(withNone.querySelector('[part="card-actions"]')).toBeNull();
      expect(within(some.ui.getByRole('article', { name: 'Nhân viên SEO' })).getByRole('button', { name: 'Lưu việc làm' })).toBeTruthy();
    });
  });

  it('collapses the filters behind a toggle button that reports its state', async () => {
    const { ui } = renderJobSearch();
    const toggle = ui.getByRole('button', { name: 'Bộ lọc' });
    const panel = ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }).closest('[data-open]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('data-open')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('data-open')).toBe('true');

    fireEvent.change(ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Hà Nội' } });
    expect(ui.getByRole('button', { name: 'Bộ lọc (1)' })).toBeTruthy();
  });

  it("clears the filters with 'Xóa bộ lọc' and keeps the text", async () => {
    const onQueryChange = vi.fn();
    const { ui } = renderJobSearch({ onQueryChange, initialQuery: { q: 'java', city: 'Hà Nội', negotiable: true } });
    await ui.findByText('1 việc làm');
    fireEvent.click(ui.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(onQueryChange.mock.lastCall?.[0]).toEqual({ q: 'java' });
    expect((ui.getByRole('combobox', { name: 'Tỉnh/thành phố' }) as HTMLSelectElement).value).toBe('');
    expect((ui.getByRole('checkbox', { name: 'Thỏa thuận' }) as HTMLInputElement).checked).toBe(false);
  });

  it('maps the theme onto --jh-* custom properties of the host', () => {
    const { host } = renderJobSearch({ theme: { primary: '#e11d48', radius: '2px' } });
    expect(host.style.getPropertyValue('--jh-color-primary')).toBe('#e11d48');
    expect(host.style.getPropertyValue('--jh-radius')).toBe('2px');
  });

  it('gives every control an accessible name', () => {
    const { ui } = renderJobSearch();
    for (const name of ['Tỉnh/thành phố', 'Ngành nghề', 'Vị trí', 'Kinh nghiệm', 'Hình thức làm việc', 'Sắp xếp']) {
      expect(ui.getByRole('combobox', { name })).toBeTruthy();
    }
    expect(ui.getByRole('searchbox', { name: 'Từ khóa' })).toBeTruthy();
    expect(ui.getByRole('search', { name: 'Tìm kiếm việc làm' })).toBeTruthy();
    expect(ui.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });
});

describe('JobSearch renderJobCard', () => {
  it('renders each result with the host’s card, handed the job, its link and the clock', async () => {
    const api = createFakeApi(() => ({ status: 200, data: makePage([makeRow({ id: 4, title: 'Kế toán trưởng' }), makeRow({ id: 5 })]) }));
    const seen: { id: number; href: string; now: Date }[] = [];
    const { ui } = renderJobSearch(
      {
        jobHref: (id) => `/viec/${id}`,
        renderJobCard: ({ job, href, now }) => {
          seen.push({ id: job.id, href, now });
          return (
            <a href={href} className="jh-card">
              Việc: {job.title}
            </a>
          );
        },
      },
      api,
    );
    const link = await ui.findByRole('link', { name: 'Việc: Kế toán trưởng' });
    expect(link.getAttribute('href')).toBe('/viec/4');
    expect(ui.getAllByRole('listitem').filter((item) => item.closest('[aria-label="Danh sách việc làm"]'))).toHaveLength(2);
    // The default card is not rendered.
    expect(ui.queryByRole('link', { name: 'Kế toán trưởng' })).toBeNull();
    expect(seen.at(-1)).toEqual({ id: 5, href: '/viec/5', now: NOW });
  });

  it('lets the host wrap the exported default card', async () => {
    const { ui } = renderJobSearch({
      renderJobCard: (props) => (
        <div data-testid="featured">
          <JobCard {...props} />
        </div>
      ),
    });
    const wrapper = await ui.findByTestId('featured');
    expect(within(wrapper).getByRole('link', { name: 'Kỹ sư phần mềm' })).toBeTruthy();
    expect(within(wrapper).getByText('15 - 25 triệu')).toBeTruthy();
  });
});
