import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENTERPRISE, currentLocation, ok, renderSite, signedIn, type FakeRoutes } from '../test/site-harness';

// The real-time code is lazily imported chunks: the first render of each takes a moment under test.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ME = 7;
const CANDIDATE = 21;
const OWNER = 12;

function profile(overrides: Record<string, unknown> = {}) {
  return {
    user_id: ME, username: 'me', email: 'me@example.com', fullname: 'Trần Tuyển Dụng', gender: 'male', role: 'employer', is_active: true,
    is_premium: false, premium_expiry: null, balance: 0, name_display: '', avatar: null, ...overrides,
  };
}

function routes(overrides: FakeRoutes = {}, who: Record<string, unknown> = {}): FakeRoutes {
  return {
    'GET /api/profile/': () => ok(profile(who)),
    'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 0 } }),
    'GET /api/notifications': () => ok({ results: [], total: 0, page: 1, total_pages: 1, page_size: 10 }),
    'GET /api/messages/unread/': () => ok({ total: 0, results: [] }),
    'GET /api/conversations/': () => ok([]),
    'GET /api/messages/': () => ok({ results: [], total: 0, page: 1, total_pages: 1, page_size: 20 }),
    'GET /api/enterprises/user/': () => ok(ENTERPRISE),
    ...overrides,
  };
}

const APPLICATION = {
  id: 5, post: 9, post_title: 'Lập trình viên Frontend', enterprise: 3, enterprise_name: ENTERPRISE.company_name, enterprise_logo: null,
  user: CANDIDATE, name: 'Nguyễn Thị Lan', email: 'lan@example.com', phone_number: '0912345678', description: '',
  cv_file: '/api/cv/5/file/', cv_file_name: 'cv.docx', cv_file_type: 'docx', status: 'pending', is_viewed: true, note: null,
  contact_masked: false, created_at: '2026-11-20T08:00:00.000Z', updated_at: '2026-11-20T08:00:00.000Z',
};

async function chatWindows(): Promise<HTMLElement> {
  return waitFor(() => {
    const root = document.querySelector('.site-chat-windows')?.shadowRoot;
    if (!root || !root.querySelector('section')) throw new Error('no chat window yet');
    return root as unknown as HTMLElement;
  });
}

describe("'Nhắn tin' to a candidate", () => {
  it("opens the chat window with the candidate from the employer's CV page", async () => {
    renderSite('/employer/cv/5', {
      storage: signedIn({ role: 'employer', user_id: ME }),
      routes: routes({ 'GET /api/cv/5/': () => ok(APPLICATION), 'GET /api/users/21/info/': () => ok({ user_id: CANDIDATE, fullname: 'Nguyễn Thị Lan', avatar: null, role: 'candidate' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nhắn tin cho Nguyễn Thị Lan' }));
    const windows = await chatWindows();
    expect(within(windows).getByRole('textbox', { name: 'Nhập tin nhắn' })).toBeTruthy();
    expect(within(windows).queryByText(/Tính năng nhắn tin chỉ dành cho người dùng Premium/)).toBeNull();
  });
});

describe("'Nhắn tin' on the company page", () => {
  it("writes to the company's owner; a candidate without Premium gets the upgrade prompt", async () => {
    renderSite('/enterprises/3', {
      storage: signedIn({ role: 'candidate', user_id: ME }),
      routes: routes(
        {
          'GET /api/enterprises/3/': () => ok({ ...ENTERPRISE, user_id: OWNER, job_count: 0 }),
          'GET /api/posts/enterprise/3/': () => ok({ results: [], total: 0, page: 1, total_pages: 0, page_size: 10 }),
        },
        { role: 'candidate' },
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: `Nhắn tin cho ${ENTERPRISE.company_name}` }));
    const windows = await chatWindows();
    await waitFor(() => expect(within(windows).getByText(/Tính năng nhắn tin chỉ dành cho người dùng Premium/)).toBeTruthy());
    expect(within(windows).queryByRole('textbox')).toBeNull();
  });

  it('shows no button to anonymous visitors', async () => {
    renderSite('/enterprises/3', {
      routes: {
        'GET /api/enterprises/3/': () => ok({ ...ENTERPRISE, user_id: OWNER, job_count: 0 }),
        'GET /api/posts/enterprise/3/': () => ok({ results: [], total: 0, page: 1, total_pages: 0, page_size: 10 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: ENTERPRISE.company_name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Nhắn tin cho/ })).toBeNull();
  });
});

describe("the message centre's 'Soạn tin nhắn'", () => {
  it('lists the applicants, searches, and opens the conversation picked', async () => {
    const contact = (id: number, fullname: string) => ({
      user_id: id, fullname, avatar: null, role: 'candidate', company_name: null, post_title: 'Lập trình viên Frontend', applied_at: '2026-11-20T08:00:00.000Z',
    });
    const { requests } = renderSite('/employer/messages', {
      storage: signedIn({ role: 'employer', user_id: ME }),
      routes: routes({
        'GET /api/conversations/contacts/': (request) => {
          const all = [contact(CANDIDATE, 'Nguyễn Thị Lan'), contact(22, 'Phạm Văn Minh')];
          const q = new URLSearchParams(request.search).get('q');
          const results = q ? all.filter((row) => row.fullname.includes(q)) : all;
          return ok({ results, total: results.length, page: 1, total_pages: 1, page_size: 10 });
        },
        'GET /api/users/21/info/': () => ok({ user_id: CANDIDATE, fullname: 'Nguyễn Thị Lan', avatar: null, role: 'candidate' }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Soạn tin nhắn' }));
    const list = await screen.findByRole('list', { name: 'Người bạn có thể nhắn tin' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Tìm người để nhắn tin'), { target: { value: 'Lan' } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.some((request) => request.path === '/api/conversations/contacts/' && request.search.includes('q=Lan'))).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: /Nguyễn Thị Lan/ }));
    await waitFor(() => expect(currentLocation()).toBe(`/employer/messages?conversation_id=${CANDIDATE}`));
    expect(await screen.findByRole('log', { name: 'Tin nhắn với Nguyễn Thị Lan' })).toBeTruthy();
  });
});
