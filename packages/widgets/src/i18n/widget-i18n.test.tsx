import {
  createApplicantsApi,
  createClient,
  createMemoryStorage,
  createStatisticsApi,
  silentLogger,
  type EmployerStatistics,
} from '@jobhub/sdk';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatDock } from '../components/chat-dock/chat-dock';
import { EmployerConsole } from '../components/employer-console/employer-console';
import { JobSearch } from '../components/job-search/job-search';
import { NotificationBell } from '../components/notification-bell/notification-bell';
import { createFakeApi, makePage, makeRow } from '../test/fake-api';
import { createRealtimeFixture, FakeWebSocket, makeConversation, makeMessage, makeNotification } from '../test/fake-realtime';
import { createWidgetClient } from '../widget-client';
import { CHAT_DOCK_TEXTS } from './texts/chat-dock';
import { EMPLOYER_CONSOLE_TEXTS } from './texts/employer-console';
import { ERROR_TEXTS } from './texts/errors';
import { JOB_SEARCH_TEXTS } from './texts/job-search';
import { NOTIFICATION_BELL_TEXTS } from './texts/notification-bell';
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
    // The API's values stay the options' values; only their labels change.
    const experience = ui.getByRole('option', { name: 'Under 1 year' }) as HTMLOptionElement;
    expect(experience.value).toBe('Dưới 1 năm');
    expect((ui.getByRole('option', { name: 'Full-time' }) as HTMLOptionElement).value).toBe('Toàn thời gian');
  });

  it('has an English text for every key of each widget, and no other', async () => {
    const { EN } = await import('./en');
    const groups = [JOB_SEARCH_TEXTS, NOTIFICATION_BELL_TEXTS, CHAT_DOCK_TEXTS, EMPLOYER_CONSOLE_TEXTS, ERROR_TEXTS];
    expect(Object.keys(EN).sort()).toEqual(groups.map((texts) => texts.group).sort());
    for (const texts of groups) expect(Object.keys(EN[texts.group]).sort()).toEqual(Object.keys(texts.vi).sort());
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

describe('widget locale in the chat dock and the employer console', () => {
  it('shows the chat dock in English, with English times and the own-message prefix', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.conversations = [
      makeConversation({ user_id: 12, fullname: 'Nguyễn Văn An', unread_count: 2, last_message: makeMessage({ sender: fixture.userId, content: 'Chào bạn', created_at: '2026-03-05T12:20:00Z' }) }),
    ];
    const view = render(<ChatDock chat={fixture.chat} currentUserId={fixture.userId} now={() => NOW} />);
    const ui = within(view.container.querySelector('[data-jh-host]')!.shadowRoot as unknown as HTMLElement);
    await switchTo('en');
    fireEvent.click(await ui.findByRole('button', { name: /^Messages, \d+ unread$/ }));
    expect(await ui.findByText('You: Chào bạn')).toBeTruthy();
    expect(ui.getByText('10 minutes ago')).toBeTruthy();
    expect(ui.getByRole('img', { name: 'Unread messages: 2' })).toBeTruthy();
    expect(ui.getByRole('searchbox', { name: 'Search conversations' })).toBeTruthy();
  });

  it('shows the employer console in English, with English figures', async () => {
    const stats: EmployerStatistics = {
      total_posts: 1234, active_posts: 3, expired_posts: 1, total_applicants: 42, pending_applicants: 10, approved_applicants: 20,
      rejected_applicants: 12, total_interviews: 4, upcoming_interviews: 2, completed_interviews: 2, monthly_stats: [], post_stats: [],
    };
    const core = createClient({ fetch: () => Promise.reject(new Error('no request expected')), storage: createMemoryStorage(), logger: silentLogger });
    const client = { statistics: createStatisticsApi(core), applicants: createApplicantsApi(core) };
    const view = render(<EmployerConsole client={client} statistics={stats} now={() => NOW} />);
    const ui = within(view.container.querySelector('[data-jh-host]')!.shadowRoot as unknown as HTMLElement);
    expect(await ui.findByText('1234 tin đã đăng')).toBeTruthy();
    await switchTo('en');
    expect(ui.getByRole('heading', { name: 'Hiring figures' })).toBeTruthy();
    expect(ui.getByText('Posts published: 1234')).toBeTruthy();
    expect(ui.getByText('Rejected: 12')).toBeTruthy();
    expect(ui.getByText('No applications yet')).toBeTruthy();
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
