import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, ok, renderSite, signedIn } from '../../test/site-harness';
import { chartTicks } from './dashboard';

const MONTHS = ['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026'];

function stats(applicantsThisMonth: number) {
  return {
    total_posts: 2,
    active_posts: 2,
    expired_posts: 0,
    total_applicants: applicantsThisMonth,
    pending_applicants: applicantsThisMonth,
    approved_applicants: 0,
    rejected_applicants: 0,
    total_interviews: 0,
    upcoming_interviews: 0,
    completed_interviews: 0,
    monthly_stats: MONTHS.map((month, index) => ({ month, applicants: index === 5 ? applicantsThisMonth : 0, posts: index === 5 ? 1 : 0 })),
    post_stats: [],
  };
}

/** The number in the chart's table for November's applicants. */
function novemberApplicants(): string | null | undefined {
  const table = screen.getByRole('table', { name: 'Số hồ sơ ứng tuyển và tin đăng mới theo tháng' });
  return within(table).getByRole('rowheader', { name: '11/2026' }).nextElementSibling?.textContent;
}

describe('employer dashboard chart', () => {
  it.each([
    [1, [0, 1]],
    [2, [0, 1, 2]],
    [5, [0, 1, 2, 3, 4, 5]],
    [10, [0, 5, 10]],
    [50, [0, 25, 50]],
  ])('has whole-number ticks for a maximum of %i', (max, ticks) => {
    expect(chartTicks(max)).toEqual(ticks);
  });

  it('labels the y axis with whole numbers only (no 0.5 for a single applicant)', async () => {
    renderSite('/employer', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE), 'GET /api/statistics/': () => ok(stats(1)) },
    });
    const chart = await screen.findByTestId('monthly-chart');
    const yLabels = [...chart.querySelectorAll('text[text-anchor="end"]')].map((text) => text.textContent);
    expect(yLabels).toEqual(['0', '1']);
  });

  it('reloads the figures when an application notification is pushed', async () => {
    let applicants = 1;
    const { realtime, requests } = renderSite('/employer', {
      storage: signedIn({ role: 'employer' }),
      routes: {
        'GET /api/enterprises/user/': () => ok(ENTERPRISE),
        'GET /api/statistics/': () => ok(stats(applicants)),
        'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 0 } }),
        'GET /api/messages/unread/': () => ok({ total: 0, results: [] }),
      },
    });
    await screen.findByTestId('monthly-chart');
    expect(novemberApplicants()).toBe('1');
    await waitFor(() => expect(realtime.sockets.some((socket) => socket.sent.some((frame) => (frame as { type: string }).type === 'authenticate'))).toBe(true));
    const loads = () => requests.filter((request) => request.path === '/api/statistics/').length;
    const before = loads();

    // Another type changes nothing.
    act(() => {
      realtime.push({ type: 'cv_viewed', id: 70, title: 'Hồ sơ được xem', message: '', link: null, object_id: null, is_read: false, created_at: new Date().toISOString() });
    });
    applicants = 2;
    act(() => {
      realtime.push({ type: 'new_application', id: 71, title: 'Hồ sơ mới', message: 'Nguyễn Văn An ứng tuyển', link: '/employer/cv/5', object_id: 5, is_read: false, created_at: new Date().toISOString() });
    });
    await waitFor(() => expect(novemberApplicants()).toBe('2'));
    expect(loads()).toBe(before + 1);
  });
});
