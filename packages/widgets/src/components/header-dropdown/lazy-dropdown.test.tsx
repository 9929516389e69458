/**
 * The opened dropdowns' code loads on first use. Its own file: each test file gets fresh modules,
 * so here nothing has loaded that code before (the other tests of the widgets import it).
 */
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtimeFixture, FakeWebSocket, makeConversation, makeNotification } from '../../test/fake-realtime';
import { ChatDock } from '../chat-dock/chat-dock';
import { openChat } from '../chat-dock/chat-windows-panel';
import { NotificationBell } from '../notification-bell/notification-bell';

afterEach(() => {
  cleanup();
  FakeWebSocket.instances = [];
});

function shadowOf(container: HTMLElement) {
  return within(container.querySelector<HTMLElement>('[data-jh-host]')!.shadowRoot as unknown as HTMLElement);
}

describe('code loaded on first use', () => {
  it("loads the bell's list on first open, 'Đang tải...' meanwhile; then opens at once", async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unread = 1;
    fixture.api.state.notifications = [makeNotification({ id: 1, title: 'Thông báo 1' })];
    const ui = shadowOf(render(<NotificationBell notifications={fixture.notifications} />).container);
    const bell = await ui.findByRole('button', { name: 'Thông báo, 1 chưa đọc' });

    fireEvent.click(bell);
    const dialog = ui.getByRole('dialog', { name: 'Thông báo' });
    expect(within(dialog).getByRole('status').textContent).toBe('Đang tải...');
    expect(within(dialog).queryByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeNull();
    expect(await within(dialog).findByText('Thông báo 1')).toBeTruthy();

    fireEvent.click(bell);
    fireEvent.click(bell);
    expect(ui.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeTruthy();
    expect(ui.getByText('Thông báo 1')).toBeTruthy();
  });

  it('loads the chat windows at load when a chat is opened before the dropdown ever was', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.conversations = [makeConversation({ user_id: 12, fullname: 'Nguyễn Văn An' })];
    act(() => openChat(fixture.chat, 12));
    const ui = shadowOf(render(<ChatDock chat={fixture.chat} currentUserId={fixture.userId} />).container);
    expect(await ui.findByRole('textbox', { name: 'Nhập tin nhắn' })).toBeTruthy();
    expect(ui.queryByRole('dialog')).toBeNull();
  });
});
