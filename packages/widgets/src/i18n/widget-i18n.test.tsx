import { createClient, createMemoryStorage, silentLogger } from '@jobhub/sdk';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobSearch } from '../components/job-search/job-search';
import { NotificationBell } from '../components/notification-bell/notification-bell';
import { createFakeApi, makePage, makeRow } from '../test/fake-api';
import { createRealtimeFixture, FakeWebSocket, makeNotification } from '../test/fake-realtime';
import { createWidgetClient } from '../widget-client';
import { $widgetLocale, setWidgetLocale } from './widget-locale';
import { overrideWidgetTexts } from './widget-texts';

const NOW = new Date('2026-03-05T12:30:00Z');

function renderBell() {
  const fixture = createRealtimeFixture();
  fixture.api.state.unread = 2;
  fixture.api.state.notifications = [makeNotification({ id: 3, title: 'Hồ sơ mới', created_at: '2026-03-05T12:00:00Z' })];
  const view = render(<NotificationBell notifications={fixture.notifications} now={() => NOW} />);
  const host = view.container.querySelector<HTMLElement>('[data-jh-host]')!;
  return within(host.shadowRoot as unknown as HTMLElement);
}

function renderJobSearch() {
  const api = createFakeApi(() => ({ status: 200, data: makePage([makeRow({ is_enterprise_premium: true })]) }));
  const client = createWidgetClient(
    createClient({ baseUrl: 'http://api.test', fetch: api.fetch, storage: createMemoryStorage(), logger: silentLogger }),
  );
  const view = render(<JobSearch client={client} now={() => NOW} />);
  const host = view.container.querySelector<HTMLElement>('[data-jh-host]')!;
  return within(host.shadowRoot as unknown as HTMLElement);
}

/** Switches the language and waits for the switch (English loads on demand). */
async function switchTo(locale: 'vi' | 'en') {
  act(() => setWidgetLocale(locale));
  await waitFor(() => expect($widgetLocale.get()).toBe(locale));
}

afterEach(async () => {
  cleanup();
  overrideWidgetTexts({});
  await switchTo('vi');
  FakeWebSocket.instances = [];
});

describe('widget locale', () => {
  it('re-renders a mounted bell in English, with English relative times, without a remount', async () => {
    const ui = renderBell();
    const bell = await ui.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    fireEvent.click(bell);
    expect(await ui.findByText('30 phút trước')).toBeTruthy();

    await switchTo('en');
    expect(ui.getByRole('button', { name: 'Notifications, 2 unread' })).toBe(bell);
    const dialog = ui.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('2 unread')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    expect(within(dialog).getByText('30 minutes ago')).toBeTruthy();
  });

  it('keeps the Vietnamese texts byte for byte after a round trip through English', async () => {
    const ui = renderBell();
    await switchTo('en');
    await ui.findByRole('button', { name: 'Notifications, 2 unread' });
    await switchTo('vi');
    fireEvent.click(ui.getByRole('button', { name: 'Thông báo, 2 chưa đọc' }));
    expect(await ui.findByText('Đánh dấu tất cả đã đọc')).toBeTruthy();
    expect(ui.getByText('30 phút trước')).toBeTruthy();
  });

  it('formats salaries, deadlines and counts of the job search per locale', async () => {
    const ui = renderJobSearch();
    expect(await ui.findByText('15 - 25 triệu')).toBeTruthy();
    expect(ui.getByText('Hạn nộp: 31/12/2026')).toBeTruthy();
    expect(ui.getByText('1 việc làm')).toBeTruthy();

    await switchTo('en');
    expect(await ui.findByText('₫15M – ₫25M')).toBeTruthy();
    expect(ui.getByText('Apply by: Dec 31, 2026')).toBeTruthy();
    expect(ui.getByText('1 job')).toBeTruthy();
    expect(ui.getByRole('search', { name: 'Search jobs' })).toBeTruthy();
    expect(ui.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });

  it('lets the last requested locale win', async () => {
    act(() => {
      setWidgetLocale('en');
      setWidgetLocale('vi');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await import('./en');
    await act(async () => {});
    expect($widgetLocale.get()).toBe('vi');
  });
});

describe('overrideWidgetTexts', () => {
  it('puts the page’s texts in place of the widget’s, per locale, values included', async () => {
    const ui = renderBell();
    await ui.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    act(() =>
      overrideWidgetTexts({
        vi: { notificationBell: { trigger: 'Hộp thư: {count} mới' } },
        en: { notificationBell: { trigger: 'Inbox, {count} new', title: 'Inbox' } },
      }),
    );
    const bell = ui.getByRole('button', { name: 'Hộp thư: 2 mới' });
    fireEvent.click(bell);
    // Keys left out keep the widget's own text.
    expect(ui.getByRole('dialog', { name: 'Thông báo' })).toBeTruthy();

    await switchTo('en');
    expect(ui.getByRole('button', { name: 'Inbox, 2 new' })).toBe(bell);
    expect(ui.getByRole('dialog', { name: 'Inbox' })).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('replaces the previous overrides: an empty object restores the built-in texts', async () => {
    const ui = renderBell();
    act(() => overrideWidgetTexts({ vi: { notificationBell: { trigger: 'Chuông' } } }));
    expect(await ui.findByRole('button', { name: 'Chuông' })).toBeTruthy();
    act(() => overrideWidgetTexts({}));
    expect(ui.getByRole('button', { name: 'Thông báo, 2 chưa đọc' })).toBeTruthy();
  });
});
