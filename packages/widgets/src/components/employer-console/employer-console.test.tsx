import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { createApplicantsApi, createClient, createMemoryStorage, createStatisticsApi, silentLogger, type Application, type EmployerStatistics } from '@jobhub/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobHubProvider } from '../../react/jobhub-provider';
import { accessToken } from '../../test/fake-realtime';
import { EmployerConsole, type EmployerConsoleProps } from './employer-console';

const NOW = new Date('2026-03-05T12:00:00Z');

const STATS: EmployerStatistics = {
  total_posts: 5, active_posts: 3, expired_posts: 1, total_applicants: 42, pending_applicants: 10, approved_applicants: 20,
  rejected_applicants: 12, total_interviews: 4, upcoming_interviews: 2, completed_interviews: 2,
  monthly_stats: [{ month: '03/2026', applicants: 7, posts: 1 }],
  post_stats: [
    { id: 1, title: 'Kỹ sư phần mềm', applicants: 2, is_active: true, deadline: '2026-04-01', created_at: '2026-03-01T00:00:00Z' },
    { id: 2, title: 'Kế toán', applicants: 1, is_active: true, deadline: '2026-04-01', created_at: '2026-02-01T00:00:00Z' },
  ],
};

function application(overrides: Partial<Application>): Application {
  return {
    id: 1, post: 1, post_title: 'Kỹ sư phần mềm', enterprise: 3, enterprise_name: 'Sao Việt', enterprise_logo: null, user: 9,
    name: 'Nguyễn Văn A', email: 'a@example.com', phone_number: '0901234567', description: '', cv_file: '/f.pdf', cv_file_name: 'cv.pdf',
    cv_file_type: 'pdf', status: 'pending', is_viewed: false, note: null, contact_masked: false,
    created_at: '2026-03-05T11:00:00Z', updated_at: '2026-03-05T11:00:00Z', ...overrides,
  };
}

const APPLICANTS: Record<string, Application[]> = {
  '/api/cv/post/1/': [application({ id: 11, name: 'Trần Thị B', status: 'approved', is_viewed: true, created_at: '2026-03-04T12:00:00Z' })],
  '/api/cv/post/2/': [application({ id: 12, post: 2, post_title: 'Kế toán', name: 'Lê Văn C', created_at: '2026-03-05T11:30:00Z' })],
};

/** A real SDK client over a fake fetch. */
function fakeClient(statsAnswer: () => Response | unknown = () => STATS) {
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/statistics/') {
      const answer = statsAnswer();
      return answer instanceof Response ? answer : json(200, { status: 200, data: answer });
    }
    const results = APPLICANTS[url.pathname] ?? [];
    return json(200, { status: 200, data: { results, total: results.length, page: 1, total_pages: 1, page_size: 8, counts: { total: 1, pending: 1, approved: 0, rejected: 0 } } });
  };
  // retry: false — a failure shows at once; the SDK's retries of GET requests are tested in the SDK.
  const core = createClient({ fetch, storage: createMemoryStorage(), logger: silentLogger, retry: false });
  return { client: { statistics: createStatisticsApi(core), applicants: createApplicantsApi(core) }, requests, fetch };
}

function renderConsole(props: Partial<EmployerConsoleProps> & Pick<EmployerConsoleProps, 'client'>) {
  const view = render(<EmployerConsole now={() => NOW} {...props} />);
  const host = view.container.querySelector<HTMLElement>('[data-jh-host]')!;
  return { ...view, host, ui: within(host.shadowRoot as unknown as HTMLElement) };
}

afterEach(cleanup);

describe('EmployerConsole', () => {
  it('shows the figures and the latest applicants, newest first, inside its shadow root', async () => {
    const { client } = fakeClient();
    const { ui, host, container } = renderConsole({ client });
    expect(await ui.findByText('Tổng hồ sơ')).toBeTruthy();
    expect(ui.getByRole('heading', { name: 'Số liệu tuyển dụng' })).toBeTruthy();
    expect(ui.getByText('42')).toBeTruthy();
    expect(ui.getByText('5 tin đã đăng')).toBeTruthy();
    const links = await ui.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Lê Văn C'),
      expect.stringContaining('Trần Thị B'),
    ]);
    expect(within(links[0]!).getByText('Chờ duyệt')).toBeTruthy();
    expect(within(links[0]!).getByText('(chưa xem)')).toBeTruthy();
    expect(within(links[1]!).getByText('Đã duyệt')).toBeTruthy();
    expect(links[0]!.getAttribute('href')).toBe('/employer/cv/12');
    // Encapsulated: nothing leaks into the light DOM, and the stylesheet sits in the shadow root.
    expect(within(container).queryByText('Tổng hồ sơ')).toBeNull();
    expect(host.shadowRoot!.adoptedStyleSheets.length + host.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(0);
  });

  it('is made from the provider’s client like the other widgets, for a signed-in employer only', async () => {
    const { fetch, requests } = fakeClient();
    const renderIn = (role: 'employer' | 'candidate') =>
      render(
        <JobHubProvider apiBase="http://api.test" getToken={async () => accessToken(5, role)} clientOptions={{ fetch, logger: silentLogger, retry: false }}>
          <EmployerConsole now={() => NOW} />
        </JobHubProvider>,
      );
    const employer = renderIn('employer');
    await waitFor(() => expect(employer.container.querySelector('[data-jh-host]')).not.toBeNull());
    const ui = within(employer.container.querySelector('[data-jh-host]')!.shadowRoot as unknown as HTMLElement);
    expect(await ui.findByText('42')).toBeTruthy();
    expect((await ui.findAllByRole('link')).map((link) => link.textContent)).toEqual([expect.stringContaining('Lê Văn C'), expect.stringContaining('Trần Thị B')]);
    employer.unmount();

    const asked = requests.length;
    const candidate = renderIn('candidate');
    await act(async () => {});
    expect(candidate.container.querySelector('[data-jh-host]')).toBeNull();
    expect(requests.slice(asked).filter((path) => path.startsWith('/api/statistics') || path.startsWith('/api/cv'))).toEqual([]);
  });

  it('hands the CV page to onNavigate on a plain click', async () => {
    const { client } = fakeClient();
    const onNavigate = vi.fn();
    const { ui } = renderConsole({ client, onNavigate });
    const link = await ui.findByRole('link', { name: /Lê Văn C/ });
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/employer/cv/12');
  });

  it('uses figures handed in by the page without fetching them', async () => {
    const { client, requests } = fakeClient();
    const { ui } = renderConsole({ client, statistics: { ...STATS, total_applicants: 7 } });
    expect(ui.getByText('7')).toBeTruthy();
    await ui.findAllByRole('link');
    expect(requests.some((path) => path.startsWith('/api/statistics'))).toBe(false);
  });

  it('shows an empty inbox and an error with a retry', async () => {
    let fail = true;
    const { client } = fakeClient(() =>
      fail ? new Response(JSON.stringify({ status: 500, message: 'Lỗi máy chủ' }), { status: 500, headers: { 'content-type': 'application/json' } }) : { ...STATS, post_stats: [] },
    );
    const { ui } = renderConsole({ client });
    const alert = await ui.findByRole('alert');
    expect(alert.textContent).toContain('Lỗi máy chủ');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await ui.findByText('Chưa có hồ sơ ứng tuyển nào')).toBeTruthy();
    await waitFor(() => expect(ui.queryByRole('alert')).toBeNull());
  });
});
