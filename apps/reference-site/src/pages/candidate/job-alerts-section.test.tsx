import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderSite, signedIn, type FakeRequest } from '../../test/site-harness';

const CRITERIA = {
  id: 1,
  city: 'Hà Nội',
  experience: null,
  field: { id: 3, name: 'Công nghệ thông tin' },
  position: null,
  scales: [],
  type_working: null,
  salary_min: null,
  alert_frequency: 'off',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};
const PREVIEW = { subject: 'Có 3 việc làm mới phù hợp với bạn', html: '<p>Kỹ sư phần mềm</p>', text: 'Kỹ sư phần mềm', post_count: 3 };

describe('/my-criteria: job alerts by e-mail', () => {
  it('turns alerts on (daily at 08:00) with the keyboard-reachable radio group and saves at once', async () => {
    const puts: FakeRequest[] = [];
    renderSite('/my-criteria', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/criteria/': () => ok(CRITERIA),
        'PUT /api/criteria/update/': (request) => {
          puts.push(request);
          return ok({ ...CRITERIA, ...(request.body as object) }, 'Đã cập nhật tiêu chí tìm việc');
        },
      },
    });
    const group = await screen.findByRole('group', { name: 'Tần suất gửi' });
    expect((within(group).getByRole('radio', { name: 'Tắt' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Hằng ngày lúc 08:00' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({ alert_frequency: 'daily' });
    await waitFor(() => expect((within(screen.getByRole('group', { name: 'Tần suất gửi' })).getByRole('radio', { name: 'Hằng ngày lúc 08:00' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('radio', { name: 'Thứ Hai hằng tuần lúc 08:00' })).toBeTruthy();
  });

  it('previews the e-mail in a sandboxed frame, and shows the error with a retry', async () => {
    let broken = true;
    renderSite('/my-criteria', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/criteria/': () => ok({ ...CRITERIA, alert_frequency: 'weekly' }),
        'GET /api/criteria/alert-preview/': () => (broken ? fail(404, 'Bạn chưa có tiêu chí tìm việc') : ok(PREVIEW)),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xem trước email' }));
    expect(await screen.findByText('Bạn chưa có tiêu chí tìm việc')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Xem trước email' }));
    const frame = await screen.findByTitle('Bản xem trước email thông báo việc làm');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(PREVIEW.html);
    expect(screen.getByText(PREVIEW.subject)).toBeTruthy();
  });

  it('has no alert section before criteria exist', async () => {
    renderSite('/my-criteria', { storage: signedIn({ role: 'candidate' }), routes: { 'GET /api/criteria/': () => fail(404, 'Bạn chưa có tiêu chí tìm việc') } });
    expect(await screen.findByText('Bạn chưa có tiêu chí tìm việc', { selector: 'h2, h3, p, strong' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tần suất gửi' })).toBeNull();
  });
});

describe('/unsubscribe', () => {
  it('asks first, then posts the signed token without signing in, and says what was turned off', async () => {
    const posts: FakeRequest[] = [];
    renderSite('/unsubscribe?token=7.job_alerts.abc', {
      routes: {
        'POST /api/mail/unsubscribe/': (request) => {
          posts.push(request);
          return ok({ type: 'job_alerts' }, 'Bạn đã hủy nhận email: Thông báo việc làm mới phù hợp');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy nhận email' }));
    expect(await screen.findByText('Bạn đã hủy nhận email: Thông báo việc làm mới phù hợp')).toBeTruthy();
    expect(posts[0]?.search).toBe('?token=7.job_alerts.abc');
  });

  it('shows the refusal of a tampered link, and a missing token', async () => {
    renderSite('/unsubscribe?token=7.job_alerts.forged', { routes: { 'POST /api/mail/unsubscribe/': () => fail(403, 'Liên kết hủy đăng ký không hợp lệ') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy nhận email' }));
    expect(await screen.findByText('Liên kết hủy đăng ký không hợp lệ')).toBeTruthy();
  });
});
