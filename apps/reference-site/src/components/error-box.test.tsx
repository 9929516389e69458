import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, fail, ok, renderSite, signedIn } from '../test/site-harness';
import { ErrorBox } from './error-box';
import { FormError } from './form-field';

/** Every error box of the site is the one ErrorBox: `.alert.alert-error`, role alert, message then 'Thử lại'. */
function expectErrorBox(box: HTMLElement, message: string) {
  expect(box.className).toBe('alert alert-error');
  expect(box.firstElementChild?.textContent).toBe(message);
}

describe('ErrorBox', () => {
  it('renders the message, an optional retry, and nothing for an empty message', () => {
    let retried = 0;
    const { rerender } = render(<ErrorBox message="Không thể tải dữ liệu" onRetry={() => (retried += 1)} />);
    const box = screen.getByRole('alert');
    expectErrorBox(box, 'Không thể tải dữ liệu');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(retried).toBe(1);
    rerender(<FormError message="Sai mật khẩu" />);
    expectErrorBox(screen.getByRole('alert'), 'Sai mật khẩu');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<FormError message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is what a failed list (saved jobs) and a failed employer page (dashboard) show', async () => {
    renderSite('/saved-jobs', { storage: signedIn(), routes: { 'GET /api/saved-posts/': () => fail(400, 'Lỗi danh sách đã lưu') } });
    expectErrorBox(await screen.findByRole('alert'), 'Lỗi danh sách đã lưu');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('is what a failed employer dashboard shows', async () => {
    renderSite('/employer', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE), 'GET /api/statistics/': () => fail(400, 'Lỗi thống kê') },
    });
    const box = (await screen.findByText('Lỗi thống kê')).closest('[role="alert"]') as HTMLElement;
    expectErrorBox(box, 'Lỗi thống kê');
  });
});
