import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectText, openDropdown } from '../../../.storybook/play';
import { DARK, ENGLISH, MOBILE_390 } from '../../../.storybook/story-globals';
import { createRealtimeFixture, errorAnswer, makeNotification } from '../../test/fake-realtime';
import { NotificationBell, type NotificationBellProps } from './notification-bell';

/** Pinned clock: relative times ('5 phút trước') stay the same in every build. */
const NOW = new Date('2026-03-05T12:30:00Z');

const SAMPLES = [
  { notification_type: 'cv_status_changed', title: 'Hồ sơ đã được duyệt', message: 'FPT Software đã duyệt hồ sơ của bạn cho vị trí Kỹ sư phần mềm' },
  { notification_type: 'interview_scheduled', title: 'Lịch phỏng vấn mới', message: 'Tiki mời bạn phỏng vấn lúc 9:00 ngày 10/03/2026' },
  { notification_type: 'message_received', title: 'Tin nhắn mới', message: 'Nguyễn Văn An: Chào bạn, bạn có thể trao đổi thêm không?' },
  { notification_type: 'cv_viewed', title: 'Nhà tuyển dụng đã xem hồ sơ', message: 'VNG đã xem hồ sơ ứng tuyển của bạn' },
  { notification_type: 'system', title: 'Thông báo hệ thống', message: 'JobHub bảo trì từ 23:00 đến 23:30 hôm nay' },
];

/** `count` notifications, newest first, a few minutes to days apart; the first `unread` unread. */
function notifications(count: number, unread: number) {
  return Array.from({ length: count }, (_, index) => {
    const sample = SAMPLES[index % SAMPLES.length]!;
    const minutesAgo = 5 + index * index * 20;
    return makeNotification({
      id: count - index,
      ...sample,
      is_read: index >= unread,
      created_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
    });
  });
}

/** What the fake API holds for each state of the bell. */
const STATES = {
  some: { notifications: notifications(4, 2), unread: 2 },
  many: { notifications: notifications(25, 14), unread: 120 },
  empty: { notifications: [], unread: 0 },
  loading: { notifications: [], unread: 3, hold: true },
  error: { notifications: [], unread: 0, error: true },
};

type State = keyof typeof STATES;

/** The real notifications store of a signed-in candidate over the unit tests' fake API and socket. */
function fakeStore(state: State) {
  const fixture = createRealtimeFixture({ retry: false });
  const { notifications: items, unread, ...rest } = STATES[state];
  Object.assign(fixture.api.state, { notifications: items, unread });
  if ('hold' in rest) fixture.api.state.hold = (request) => request.url.pathname === '/api/notifications/';
  if ('error' in rest) {
    fixture.api.state.override = (request) =>
      request.url.pathname === '/api/notifications/' ? errorAnswer(500, 'Không thể tải thông báo, vui lòng thử lại') : undefined;
  }
  return fixture.notifications;
}

type Args = Omit<NotificationBellProps, 'notifications'> & { state: State };

const meta = {
  title: 'Widgets/Notification bell',
  args: { state: 'some', role: 'candidate' },
  argTypes: {
    state: { control: 'select', options: Object.keys(STATES), description: 'What the fake API holds' },
    role: { control: 'inline-radio', options: ['candidate', 'employer'] },
  },
  loaders: [({ args }) => ({ notifications: fakeStore((args as Args).state) })],
  render: ({ state: _state, ...props }, { loaded }) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <NotificationBell now={() => NOW} {...props} notifications={loaded.notifications as NotificationBellProps['notifications']} />
    </div>
  ),
  // The dropdown is what has states; every story opens it.
  play: ({ canvasElement }) => openDropdown(canvasElement),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expectText(canvasElement, 'Hồ sơ đã được duyệt');
  },
};

/** 120 unread ('9+' badge) and more pages behind 'Xem thêm'. */
export const ManyItems: Story = { args: { state: 'many' } };

/** The closed bell: only the badge. */
export const Closed: Story = { args: { state: 'many' }, play: () => undefined };

export const Empty: Story = { args: { state: 'empty' } };

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expectText(canvasElement, 'Không thể tải thông báo');
  },
};

export const Mobile390: Story = { args: { state: 'many' }, globals: MOBILE_390 };

export const Dark: Story = { args: { state: 'many' }, globals: DARK };

export const English: Story = { args: { state: 'many' }, globals: ENGLISH };
