import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, fail, ok, renderSite, signedIn } from '../../test/site-harness';
import { postRow } from '../browse/test-utils';

const row = (isActive: boolean) => ({ ...postRow({ id: 7, title: 'Kế toán' }), is_active: isActive, is_removed: false, is_expired: false, total_cvs: 0, new_cvs: 0 });
const page = (results: unknown[]) => ok({ results, total: results.length, page: 1, total_pages: 1, page_size: 10 });

function setup(toggle: () => ReturnType<typeof ok>) {
  let active = true;
  return renderSite('/employer/posts', {
    storage: signedIn({ role: 'employer' }),
    routes: {
      'GET /api/enterprises/user/': () => ok(ENTERPRISE),
      'GET /api/posts/enterprise': () => page([row(active)]),
      'PUT /api/post/7/toggle-status/': () => {
        const answer = toggle();
        if ((answer.status ?? 200) < 300) active = !active;
        return answer;
      },
    },
  });
}

describe('employer posts', () => {
  it('hides a post and toasts the server message', async () => {
    const { requests } = setup(() => ok({ is_active: false }, 'Đã ẩn tin'));
    fireEvent.click(await screen.findByRole('button', { name: /^Ẩn/ }));
    expect(await screen.findByText('Đã ẩn tin')).toBeTruthy();
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/posts/enterprise/').length).toBeGreaterThanOrEqual(2));
  });

  it('shows a failed toggle inline and as a toast', async () => {
    setup(() => fail(500, 'Lỗi máy chủ'));
    fireEvent.click(await screen.findByRole('button', { name: /^Ẩn/ }));
    await waitFor(() => expect(screen.getAllByText('Lỗi máy chủ').length).toBeGreaterThanOrEqual(1));
  });
});

describe('employer posts: fresh posts (issue 30)', () => {
  it("says a paused post is 'Tạm dừng — chưa xác nhận' and confirms it with one click", async () => {
    let paused = true;
    const { requests } = renderSite('/employer/posts?job_id=7', {
      storage: signedIn({ role: 'employer' }),
      routes: {
        'GET /api/enterprises/user/': () => ok(ENTERPRISE),
        'GET /api/posts/enterprise': () => page([{ ...row(true), is_paused: paused }]),
        'PUT /api/post/7/confirm/': () => {
          paused = false;
          return ok({ confirmed_at: '2026-03-31T03:00:00.000Z', is_paused: false }, 'Đã xác nhận tin còn tuyển');
        },
      },
    });
    expect(await screen.findByText('Tạm dừng — chưa xác nhận')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận tin còn tuyển: Kế toán' }));
    expect(await screen.findByText('Đã xác nhận tin còn tuyển')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Tạm dừng — chưa xác nhận')).toBeNull());
    expect(requests.filter((r) => r.method === 'PUT' && r.path === '/api/post/7/confirm/')).toHaveLength(1);
  });
});
