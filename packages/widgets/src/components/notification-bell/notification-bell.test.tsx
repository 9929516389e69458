import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeFixture, FakeWebSocket, makeNotification } from '../../test/fake-realtime';
import { NotificationBell, type NotificationBellProps } from './notification-bell';
import { notificationIconPath } from './notification-icon';
import { NotificationItem } from './notification-item';

const NOW = new Date('2026-03-05T12:30:00Z');

function renderBell(fixture = createRealtimeFixture(), props: Partial<NotificationBellProps> = {}) {
  const view = render(
    <div>
      <p>Trang ngoài</p>
      <NotificationBell notifications={fixture.notifications} now={() => NOW} {...props} />
    </div>,
  );
  const host = view.container.querySelector<HTMLElement>('[data-jh-host]')!;
  const ui = within(host.shadowRoot as unknown as HTMLElement);
  return { ...view, ...fixture, host, ui };
}

function notificationsFor(count: number, unread = count) {
  return Array.from({ length: count }, (_, index) =>
    makeNotification({ id: count - index, title: `Thông báo ${count - index}`, is_read: index >= unread }),
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  FakeWebSocket.instances = [];
});

describe('NotificationBell', () => {
  it.each([
    [0, null, 'Thông báo, 0 chưa đọc'],
    [3, '3', 'Thông báo, 3 chưa đọc'],
    [9, '9', 'Thông báo, 9 chưa đọc'],
    [10, '9+', 'Thông báo, 10 chưa đọc'],
    [120, '9+', 'Thông báo, 120 chưa đọc'],
  ])('shows %i unread as badge %s', async (count, badge, label) => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unread = count;
    const { ui } = renderBell(fixture);
    const bell = await ui.findByRole('button', { name: label });
    expect(bell.querySelector('.jh-badge')?.textContent ?? null).toBe(badge);
  });

  it('opens a dropdown in the shadow root that loads the first page once', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unread = 2;
    fixture.api.state.notifications = notificationsFor(3, 2);
    const { ui, api, container } = renderBell(fixture);
    const bell = await ui.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    expect(api.calls('/api/notifications')).toHaveLength(0);

    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const dialog = ui.getByRole('dialog', { name: 'Thông báo' });
    expect(within(dialog).getByRole('heading', { name: 'Thông báo' })).toBeTruthy();
    expect(await within(dialog).findByText('2 chưa đọc')).toBeTruthy();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Thông báo 3')).toBeTruthy();
    expect(within(items[0]!).getByText('30 phút trước')).toBeTruthy();
    expect(items[0]!.querySelector('button')!.getAttribute('data-unread')).toBe('true');
    expect(items[2]!.querySelector('button')!.getAttribute('data-unread')).toBe('false');
    expect(api.calls('/api/notifications')).toHaveLength(1);
    // Rendered inside the widget's shadow root, not in the page.
    expect(within(container).queryByRole('dialog')).toBeNull();

    fireEvent.click(bell);
    fireEvent.click(bell);
    await ui.findAllByRole('listitem');
    expect(api.calls('/api/notifications')).toHaveLength(1);
  });

  it('draws each type as an inline SVG icon (no emoji text), the bell for an unknown type', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.notifications = [
      makeNotification({ id: 2, notification_type: 'message_received', icon: '💬' }),
      makeNotification({ id: 1, notification_type: 'something_new' }),
    ];
    const { ui } = renderBell(fixture);
    fireEvent.click(await ui.findByRole('button', { name: /^Thông báo/ }));
    const items = await ui.findAllByRole('listitem');
    const paths = items.map((item) => {
      const icon = item.querySelector('.jh-notification__icon')!;
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.textContent).toBe('');
      return icon.querySelector('svg path')!.getAttribute('d');
    });
    expect(paths[0]).toBe(notificationIconPath('message_received'));
    expect(paths[1]).toBe(notificationIconPath('system-unknown'));
    expect(paths[0]).not.toBe(paths[1]);
  });

  it("shows 'Bạn chưa có thông báo nào' when there are none", async () => {
    const { ui } = renderBell();
    fireEvent.click(ui.getByRole('button', { name: /^Thông báo/ }));
    expect(await ui.findByText('Bạn chưa có thông báo nào')).toBeTruthy();
    expect(ui.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
    expect((ui.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("loads the next page with 'Xem thêm', labelled 'Đang tải...' meanwhile, until the last page", async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.notifications = notificationsFor(15, 0);
    const { ui, api } = renderBell(fixture);
    fireEvent.click(ui.getByRole('button', { name: /^Thông báo/ }));
    expect(await ui.findAllByRole('listitem')).toHaveLength(10);

    fireEvent.click(ui.getByRole('button', { name: 'Xem thêm' }));
    expect((ui.getByRole('button', { name: 'Đang tải...' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(ui.getAllByRole('listitem')).toHaveLength(15));
    expect(api.calls('/api/notifications').at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(ui.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
  });

  it('marks all read', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unread = 2;
    fixture.api.state.notifications = notificationsFor(2);
    const { ui, api } = renderBell(fixture);
    fireEvent.click(await ui.findByRole('button', { name: 'Thông báo, 2 chưa đọc' }));
    await ui.findAllByRole('listitem');
    fireEvent.click(ui.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    expect(ui.getByText('0 chưa đọc')).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Thông báo, 0 chưa đọc' })).toBeTruthy();
    await waitFor(() => expect(api.calls('/api/notifications/mark-all-as-read', 'POST')).toHaveLength(1));
  });

  it('marks a clicked notification read and hands its target for the role to onNavigate', async () => {
    const fixture = createRealtimeFixture({ role: 'employer' });
    fixture.api.state.unread = 1;
    fixture.api.state.notifications = [
      makeNotification({ id: 5, notification_type: 'new_application', title: 'Hồ sơ mới', object_id: 42 }),
    ];
    const onNavigate = vi.fn();
    const { ui, api } = renderBell(fixture, { role: 'employer', onNavigate });
    fireEvent.click(await ui.findByRole('button', { name: 'Thông báo, 1 chưa đọc' }));
    fireEvent.click(await ui.findByRole('button', { name: /Hồ sơ mới/ }));

    expect(onNavigate).toHaveBeenCalledWith('/employer/applications?application_id=42', expect.objectContaining({ id: 5 }));
    expect(ui.queryByRole('dialog')).toBeNull();
    expect(ui.getByRole('button', { name: 'Thông báo, 0 chưa đọc' })).toBeTruthy();
    await waitFor(() => expect(api.calls('/api/notifications/5/read', 'POST')).toHaveLength(1));
  });

  it('uses the candidate targets by default', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.notifications = [makeNotification({ id: 8, notification_type: 'cv_status_changed', title: 'CV cập nhật', object_id: 3, is_read: true })];
    const onNavigate = vi.fn();
    const { ui, api } = renderBell(fixture, { onNavigate });
    fireEvent.click(ui.getByRole('button', { name: /^Thông báo/ }));
    fireEvent.click(await ui.findByRole('button', { name: /CV cập nhật/ }));
    expect(onNavigate).toHaveBeenCalledWith('/my-applications?cv_id=3', expect.anything());
    // Already read: no request.
    expect(api.calls('/api/notifications/8/read', 'POST')).toHaveLength(0);
  });

  it('closes on a click outside but not on a click inside the shadow root', async () => {
    const { ui, getByText } = renderBell();
    fireEvent.click(ui.getByRole('button', { name: /^Thông báo/ }));
    const heading = ui.getByRole('heading', { name: 'Thông báo' });
    fireEvent.pointerDown(heading);
    expect(ui.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(getByText('Trang ngoài'));
    expect(ui.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape, returns focus to the bell and moves between items with the arrows', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.notifications = notificationsFor(2, 0);
    const { ui, host } = renderBell(fixture);
    const bell = ui.getByRole('button', { name: /^Thông báo/ });
    fireEvent.click(bell);
    const [first, second] = (await ui.findAllByRole('listitem')).map((item) => item.querySelector('button')!);
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(host.shadowRoot!.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowUp' });
    expect(host.shadowRoot!.activeElement).toBe(first);

    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(ui.queryByRole('dialog')).toBeNull();
    expect(host.shadowRoot!.activeElement).toBe(bell);
  });

  it('tells the store whether it is open: a pushed notification reloads the list only while closed', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.notifications = notificationsFor(1, 0);
    const { ui, api } = renderBell(fixture);
    const bell = ui.getByRole('button', { name: /^Thông báo/ });
    fireEvent.click(bell);
    await ui.findAllByRole('listitem');
    await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
    act(() => FakeWebSocket.latest()!.connect());
    await waitFor(() => expect(FakeWebSocket.latest()!.sent).toContainEqual(expect.objectContaining({ type: 'authenticate' })));

    const frame = { type: 'system', id: 50, title: 'Mới', message: 'Tin mới', link: null, object_id: null, is_read: false, created_at: NOW.toISOString() };
    act(() => FakeWebSocket.latest()!.push(frame));
    expect(await ui.findByText('Mới')).toBeTruthy();
    expect(api.calls('/api/notifications')).toHaveLength(1);

    fireEvent.click(bell);
    act(() => FakeWebSocket.latest()!.push({ ...frame, id: 51, title: 'Mới hơn' }));
    await waitFor(() => expect(api.calls('/api/notifications')).toHaveLength(2));
  });

  it('maps the theme onto --jh-* properties of the host', () => {
    const { host } = renderBell(undefined, { theme: { primary: '#e11d48' } });
    expect(host.style.getPropertyValue('--jh-color-primary')).toBe('#e11d48');
  });
});

describe('NotificationBell renderItem', () => {
  it('renders each notification with the host’s item, whose onSelect marks it read and navigates', async () => {
    const fixture = createRealtimeFixture({ role: 'employer' });
    fixture.api.state.unread = 1;
    fixture.api.state.notifications = [makeNotification({ id: 5, notification_type: 'new_application', title: 'Hồ sơ mới', object_id: 42 })];
    const onNavigate = vi.fn();
    const { ui, api } = renderBell(fixture, {
      role: 'employer',
      onNavigate,
      renderItem: ({ notification, now, onSelect }) => (
        <button type="button" onClick={onSelect}>
          {`${notification.title} @ ${now.toISOString()}`}
        </button>
      ),
    });
    fireEvent.click(await ui.findByRole('button', { name: 'Thông báo, 1 chưa đọc' }));
    const item = await ui.findByRole('button', { name: `Hồ sơ mới @ ${NOW.toISOString()}` });
    expect(item.closest('li')).toBeTruthy();
    fireEvent.click(item);
    expect(onNavigate).toHaveBeenCalledWith('/employer/applications?application_id=42', expect.objectContaining({ id: 5 }));
    await waitFor(() => expect(api.calls('/api/notifications/5/read', 'POST')).toHaveLength(1));
  });

  it('lets the host wrap the exported default item', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.notifications = notificationsFor(1, 0);
    const { ui } = renderBell(fixture, {
      renderItem: (props) => (
        <div data-testid="wrapped">
          <NotificationItem {...props} />
        </div>
      ),
    });
    fireEvent.click(ui.getByRole('button', { name: /^Thông báo/ }));
    const wrapper = await ui.findByTestId('wrapped');
    expect(within(wrapper).getByText('Thông báo 1')).toBeTruthy();
    expect(within(wrapper).getByText('30 phút trước')).toBeTruthy();
  });
});
