import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import Toaster from '../../app/toaster';
import JobDetailPage from './job-detail';
import JobSearchPage from './job-search';
import {
  createFakeFetch,
  fail,
  fakeAccessToken,
  ok,
  pageOf,
  postDetail,
  postRow,
  renderPage,
  type FakeHandler,
  type RecordedRequest,
} from './test-utils';

function GoTo({ to, label = 'Đi tới' }: { to: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {label}
    </button>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Quay lại
    </button>
  );
}

function renderSearch(url: string, extra?: string) {
  const fake = createFakeFetch({
    'GET /api/posts/search': (request: RecordedRequest) =>
      ok(pageOf([postRow({ id: 1, title: `Kết quả ${request.query.get('city') ?? 'mọi nơi'}` })], 1, 1)),
    'GET /api/fields': () => ok([{ id: 2, name: 'Công nghệ thông tin' }]),
    'GET /api/positions': () => ok([]),
  });
  const options: Parameters<typeof renderPage>[1] = { url, path: '/job-search', fetch: fake.fetch, extra: <Back /> };
  if (extra)
    options.extra = (
      <>
        <GoTo to={extra} />
        <Back />
      </>
    );
  const view = renderPage(<JobSearchPage />, options);
  const searches = () => fake.requests.filter((request) => request.path.replace(/\/$/, '') === '/api/posts/search');
  return { ...view, searches };
}

/** The widget renders in an open shadow root; queries run inside it. */
async function widget() {
  const host = await waitFor(() => {
    const element = document.querySelector('[data-jh-host]');
    if (!element?.shadowRoot?.querySelector('.jh-root')) throw new Error('widget not mounted yet');
    return element;
  });
  return within(host.shadowRoot as unknown as HTMLElement);
}

describe('JobSearchPage', () => {
  it('titles the page and starts the widget from the URL query', async () => {
    const { searches } = renderSearch(`/job-search?${new URLSearchParams({ q: 'kỹ sư', city: 'Hà Nội' })}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Tìm việc làm' })).toBeTruthy();
    expect(document.title).toBe('Tìm việc làm | JobHub');
    const shadow = await widget();
    expect(await shadow.findByRole('link', { name: 'Kết quả Hà Nội' })).toBeTruthy();
    const first = searches()[0]!;
    expect(first.query.get('q')).toBe('kỹ sư');
    expect(first.query.get('city')).toBe('Hà Nội');
    expect((shadow.getByRole('searchbox', { name: 'Từ khóa' }) as HTMLInputElement).value).toBe('kỹ sư');
  });

  it('writes query changes made in the widget back to the URL', async () => {
    const { location } = renderSearch(`/job-search?${new URLSearchParams({ city: 'Hà Nội' })}`);
    const shadow = await widget();
    await shadow.findByRole('link', { name: 'Kết quả Hà Nội' });
    fireEvent.change(shadow.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'newest' } });
    await waitFor(() => expect(location()).toBe(`/job-search?${new URLSearchParams({ city: 'Hà Nội', sort: 'newest' })}`));
  });

  it('puts each filter change in the history, so Back returns to the previous filters; a word typed is one entry', async () => {
    const { location, searches } = renderSearch(`/job-search?${new URLSearchParams({ city: 'Hà Nội' })}`);
    const shadow = await widget();
    await shadow.findByRole('link', { name: 'Kết quả Hà Nội' });
    fireEvent.change(shadow.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'newest' } });
    const sorted = `/job-search?${new URLSearchParams({ city: 'Hà Nội', sort: 'newest' })}`;
    await waitFor(() => expect(location()).toBe(sorted));
    const box = shadow.getByRole('searchbox', { name: 'Từ khóa' });
    for (const text of ['k', 'ky', 'ky su']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(location()).toBe(`/job-search?${new URLSearchParams({ q: 'ky su', city: 'Hà Nội', sort: 'newest' })}`));

    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(location()).toBe(sorted));
    await waitFor(() => expect((shadow.getByRole('searchbox', { name: 'Từ khóa' }) as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(location()).toBe(`/job-search?${new URLSearchParams({ city: 'Hà Nội' })}`));
    await waitFor(() => expect(searches().at(-1)!.query.get('sort')).toBeNull());
    expect((shadow.getByRole('combobox', { name: 'Sắp xếp' }) as HTMLSelectElement).value).not.toBe('newest');
  });

  it('opens job links through the router', async () => {
    const { location } = renderSearch('/job-search');
    const shadow = await widget();
    fireEvent.click(await shadow.findByRole('link', { name: 'Kết quả mọi nơi' }));
    expect(location()).toBe('/job/1');
  });

  it('follows a new query that arrives from outside the widget in place, without remounting it', async () => {
    const { searches } = renderSearch('/job-search', `/job-search?${new URLSearchParams({ city: 'Đà Nẵng' })}`);
    const shadow = await widget();
    await shadow.findByRole('link', { name: 'Kết quả mọi nơi' });
    const root = document.querySelector('[data-jh-host]')!.shadowRoot!.querySelector('.jh-root');
    const box = shadow.getByRole('searchbox', { name: 'Từ khóa' });
    fireEvent.click(screen.getByRole('button', { name: 'Đi tới' }));
    expect(await shadow.findByRole('link', { name: 'Kết quả Đà Nẵng' })).toBeTruthy();
    expect(searches().at(-1)!.query.get('city')).toBe('Đà Nẵng');
    expect(searches()).toHaveLength(2);
    expect(document.querySelector('[data-jh-host]')!.shadowRoot!.querySelector('.jh-root')).toBe(root);
    expect(shadow.getByRole('searchbox', { name: 'Từ khóa' })).toBe(box);
  });

  it('does not search again when its own change comes back through the URL', async () => {
    const { searches, location } = renderSearch(`/job-search?${new URLSearchParams({ city: 'Hà Nội' })}`);
    const shadow = await widget();
    await shadow.findByRole('link', { name: 'Kết quả Hà Nội' });
    fireEvent.change(shadow.getByRole('combobox', { name: 'Sắp xếp' }), { target: { value: 'salary' } });
    await waitFor(() => expect(location()).toBe(`/job-search?${new URLSearchParams({ city: 'Hà Nội', sort: 'salary' })}`));
    // The page has rendered the new address (and handed it to the widget): still one search per change.
    expect(searches()).toHaveLength(2);
    expect(searches()[1]!.query.get('sort')).toBe('salary');
  });

  it("shows the API's field error for an inverted salary range in the URL", async () => {
    const { searches } = renderSearch(`/job-search?${new URLSearchParams({ salary_min: '40000000', salary_max: '20000000' })}`);
    const shadow = await widget();
    expect((await shadow.findByRole('alert')).textContent).toBe('Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa');
    expect((shadow.getByRole('textbox', { name: 'Từ (triệu)' }) as HTMLInputElement).value).toBe('40');
    expect(searches()).toHaveLength(0);
  });

  describe('save toggle on the result cards', () => {
    const CANDIDATE = fakeAccessToken({ user_id: 5, role: 'candidate' });

    /** Two results, the second already saved; other routes as given. */
    function renderWithRows(url: string, options: { token?: string; extra?: ReactNode; routes?: Record<string, FakeHandler> } = {}) {
      const fake = createFakeFetch({
        'GET /api/posts/search': () =>
          ok(pageOf([postRow({ id: 1, title: 'Việc A' }), postRow({ id: 2, title: 'Việc B', is_saved: true })])),
        'GET /api/fields': () => ok([]),
        'GET /api/positions': () => ok([]),
        'POST /api/saved-posts/save': () => ({ status: 201, body: { status: 201, message: 'Lưu bài đăng thành công', data: { is_saved: true, saved_id: 1 } } }),
        'DELETE /api/saved-posts/post/1/delete': () => ({ body: { status: 200, message: 'Đã bỏ lưu bài đăng' } }),
        'DELETE /api/saved-posts/post/2/delete': () => ({ body: { status: 200, message: 'Đã bỏ lưu bài đăng' } }),
        ...options.routes,
      });
      const view = renderPage(<JobSearchPage />, {
        url,
        path: '/job-search',
        fetch: fake.fetch,
        ...(options.token ? { token: options.token } : {}),
        extra: (
          <>
            <Toaster />
            {options.extra}
          </>
        ),
      });
      const calls = (method: string, prefix: string) =>
        fake.requests.filter((request) => request.method === method && request.path.startsWith(prefix)).map((request) => request.path);
      return { ...view, calls };
    }

    async function card(title: string) {
      const shadow = await widget();
      return within(await shadow.findByRole('article', { name: title }));
    }

    it("shows a candidate each row's saved state and saves / unsaves through the API", async () => {
      const { calls } = renderWithRows('/job-search', { token: CANDIDATE });
      const a = await card('Việc A');
      const b = await card('Việc B');
      const save = a.getByRole('button', { name: 'Lưu việc làm', pressed: false });
      const unsave = b.getByRole('button', { name: 'Bỏ lưu việc làm', pressed: true });

      fireEvent.click(save);
      await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
      expect(save.getAttribute('aria-label')).toBe('Bỏ lưu việc làm');
      expect(calls('POST', '/api/saved-posts/')).toEqual(['/api/saved-posts/save/']);
      expect(await screen.findByText('Đã lưu việc làm')).toBeTruthy();

      fireEvent.click(unsave);
      await waitFor(() => expect(unsave.getAttribute('aria-pressed')).toBe('false'));
      expect(unsave.getAttribute('aria-label')).toBe('Lưu việc làm');
      expect(calls('DELETE', '/api/saved-posts/')).toEqual(['/api/saved-posts/post/2/delete/']);
    });

    it('keeps the saved state when a card comes back with a row fetched before the toggle', async () => {
      const { calls } = renderWithRows('/job-search', {
        token: CANDIDATE,
        extra: (
          <>
            <GoTo to="/job-search?page=2" label="Trang 2" />
            <GoTo to="/job-search" label="Trang 1" />
          </>
        ),
        routes: {
          // The server's rows still say 'not saved': the toggle made on this page wins.
          'GET /api/posts/search': (request: RecordedRequest) =>
            request.query.get('page') === '2'
              ? ok(pageOf([postRow({ id: 3, title: 'Việc C' })], 2, 2))
              : ok(pageOf([postRow({ id: 1, title: 'Việc A' }), postRow({ id: 2, title: 'Việc B', is_saved: true })], 1, 2)),
        },
      });
      const save = (await card('Việc A')).getByRole('button', { name: 'Lưu việc làm' });
      fireEvent.click(save);
      await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));

      fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
      await card('Việc C');
      fireEvent.click(screen.getByRole('button', { name: 'Trang 1' }));
      const again = await card('Việc A');
      expect(calls('GET', '/api/posts/search')).toHaveLength(3);
      expect(again.getByRole('button', { name: /lưu việc làm/ })).not.toBe(save);
      expect(again.getByRole('button', { name: 'Bỏ lưu việc làm', pressed: true })).toBeTruthy();
    });

    it('saving in the job search shows as saved on the job detail without a reload, and back', async () => {
      const { calls } = renderWithRows('/job-search', {
        token: CANDIDATE,
        // The job detail of post 1 on screen beside the search, loaded before the save.
        extra: (
          <Routes location="/job/1">
            <Route path="/job/:id" element={<JobDetailPage />} />
          </Routes>
        ),
        routes: { 'GET /api/post/1': () => ok(postDetail({ id: 1, title: 'Việc A', is_saved: false })) },
      });
      const detailToggle = await screen.findByRole('button', { name: 'Lưu tin', pressed: false });
      const bookmark = (await card('Việc A')).getByRole('button', { name: 'Lưu việc làm' });

      fireEvent.click(bookmark);
      await waitFor(() => expect(detailToggle.getAttribute('aria-pressed')).toBe('true'));
      expect(detailToggle.textContent).toContain('Đã lưu');
      expect(calls('GET', '/api/post/1')).toHaveLength(1);

      fireEvent.click(detailToggle);
      await waitFor(() => expect(bookmark.getAttribute('aria-pressed')).toBe('false'));
      expect(calls('DELETE', '/api/saved-posts/')).toEqual(['/api/saved-posts/post/1/delete/']);
      expect(calls('GET', '/api/post/1')).toHaveLength(1);
      expect(calls('GET', '/api/posts/search')).toHaveLength(1);
    });

    it("toasts the server's message and keeps the state when saving fails", async () => {
      renderWithRows('/job-search', {
        token: CANDIDATE,
        routes: { 'POST /api/saved-posts/save': () => fail(400, 'Bạn đã lưu bài đăng này rồi') },
      });
      const save = (await card('Việc A')).getByRole('button', { name: 'Lưu việc làm' });
      fireEvent.click(save);
      expect(await screen.findByText('Bạn đã lưu bài đăng này rồi')).toBeTruthy();
      expect(save.getAttribute('aria-pressed')).toBe('false');
      expect(save.getAttribute('aria-label')).toBe('Lưu việc làm');
    });

    it('sends a visitor to sign in and back to this search', async () => {
      const url = `/job-search?${new URLSearchParams({ city: 'Hà Nội' })}`;
      const { location, calls } = renderWithRows(url);
      fireEvent.click((await card('Việc A')).getByRole('button', { name: 'Lưu việc làm' }));
      expect(location()).toBe(`/login?redirect=${encodeURIComponent(url)}`);
      expect(calls('POST', '/api/saved-posts/')).toEqual([]);
    });

    it('shows no save toggle to employers', async () => {
      renderWithRows('/job-search', { token: fakeAccessToken({ user_id: 6, role: 'employer' }) });
      expect((await card('Việc A')).queryByRole('button')).toBeNull();
    });
  });
});
