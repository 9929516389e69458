import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderSite, signedIn } from '../../test/site-harness';

const APPLICATION = {
  id: 42,
  post: 12,
  post_title: 'Kỹ sư phần mềm',
  enterprise: 1,
  enterprise_name: 'Công ty JobHub',
  enterprise_logo: null,
  user: 7,
  name: 'Nguyễn Văn An',
  email: 'an@example.com',
  phone_number: '0912345678',
  description: '',
  cv_file: '/api/cv/42/file/',
  cv_file_name: 'ho-so.pdf',
  cv_file_type: 'pdf',
  status: 'rejected',
  is_viewed: true,
  note: null,
  contact_masked: false,
  created_at: '2026-11-01T01:00:00.000Z',
  updated_at: '2026-11-15T01:00:00.000Z',
};
const PAGE = { results: [APPLICATION], total: 1, page: 1, total_pages: 1, page_size: 10, counts: { total: 1, pending: 0, approved: 0, rejected: 1 } };
const CLOSED_MESSAGE = 'Nhà tuyển dụng chưa phản hồi hồ sơ của bạn cho vị trí "Kỹ sư phần mềm" tại Công ty JobHub sau 14 ngày, nên JobHub đã đóng hồ sơ này.';
const event = (id: number, kind: string, actor: string, created_at: string, extra: { status?: string; message?: string } = {}) => ({
  id,
  kind,
  actor,
  status: extra.status ?? null,
  message: extra.message ?? null,
  created_at,
});
const TIMELINE = {
  application: 42,
  events: [
    event(1, 'sent', 'candidate', '2026-11-01T01:00:00.000Z'),
    event(2, 'cv_viewed', 'employer', '2026-11-02T03:30:00.000Z'),
    event(3, 'employer_reminded', 'system', '2026-11-08T01:05:00.000Z'),
    event(4, 'auto_closed', 'system', '2026-11-15T01:05:00.000Z', { status: 'rejected', message: CLOSED_MESSAGE }),
  ],
};

describe('/my-applications: the timeline of each application', () => {
  it('opens with the keyboard-reachable button and lists every event with its Vietnam time, loading it only then', async () => {
    const { requests } = renderSite('/my-applications', {
      storage: signedIn({ role: 'candidate' }),
      routes: { 'GET /api/cv/': () => ok(PAGE), 'GET /api/cv/42/timeline/': () => ok(TIMELINE) },
    });
    const toggle = await screen.findByRole('button', { name: 'Xem tiến trình hồ sơ Kỹ sư phần mềm' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(requests.some((request) => request.path === '/api/cv/42/timeline/')).toBe(false);
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Tiến trình hồ sơ Kỹ sư phần mềm' });
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.app-timeline__label')?.textContent)).toEqual([
      'Đã gửi hồ sơ',
      'Nhà tuyển dụng đã xem CV',
      'JobHub đã nhắc nhà tuyển dụng phản hồi',
      'Hồ sơ đã được đóng tự động',
    ]);
    // 03:30 UTC is 10:30 in Hà Nội.
    expect(within(items[1]!).getByText('10:30 02/11/2026')).toBeTruthy();
    expect(within(region).getByText(CLOSED_MESSAGE)).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
  });

  it('names status changes and interviews, and says so when nothing happened yet', async () => {
    const timelines: Record<string, unknown> = {
      '42': {
        application: 42,
        events: [
          event(1, 'status_changed', 'employer', '2026-11-03T01:00:00.000Z', { status: 'approved' }),
          event(2, 'interview_scheduled', 'employer', '2026-11-04T01:00:00.000Z'),
        ],
      },
      '43': { application: 43, events: [] },
    };
    renderSite('/my-applications', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/cv/': () => ok({ ...PAGE, results: [APPLICATION, { ...APPLICATION, id: 43, post_title: 'Thiết kế UI' }], total: 2 }),
        'GET /api/cv/42/timeline/': () => ok(timelines['42']),
        'GET /api/cv/43/timeline/': () => ok(timelines['43']),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xem tiến trình hồ sơ Kỹ sư phần mềm' }));
    const first = screen.getByRole('region', { name: 'Tiến trình hồ sơ Kỹ sư phần mềm' });
    expect(await within(first).findByText('Hồ sơ được duyệt')).toBeTruthy();
    expect(within(first).getByText('Được mời phỏng vấn')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xem tiến trình hồ sơ Thiết kế UI' }));
    const second = screen.getByRole('region', { name: 'Tiến trình hồ sơ Thiết kế UI' });
    expect(await within(second).findByText('Chưa có hoạt động nào.')).toBeTruthy();
  });

  it('shows a loading state, then the error with a retry that loads again', async () => {
    let calls = 0;
    renderSite('/my-applications', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/cv/': () => ok(PAGE),
        'GET /api/cv/42/timeline/': () => {
          calls += 1;
          return calls === 1 ? fail(500, 'Lỗi máy chủ') : ok(TIMELINE);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xem tiến trình hồ sơ Kỹ sư phần mềm' }));
    const region = screen.getByRole('region', { name: 'Tiến trình hồ sơ Kỹ sư phần mềm' });
    expect(within(region).getByRole('status').textContent).toBe('Đang tải tiến trình...');
    const retry = await within(region).findByRole('button', { name: /Thử lại/ });
    fireEvent.click(retry);
    expect(await within(region).findByText('Đã gửi hồ sơ')).toBeTruthy();
    await waitFor(() => expect(calls).toBe(2));
  });
});
