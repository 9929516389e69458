import type { Meta, StoryObj } from '@storybook/react-vite';
import { clickText, expectText, openDropdown } from '../../../.storybook/play';
import { DARK, ENGLISH, MOBILE_390 } from '../../../.storybook/story-globals';
import { createRealtimeFixture, errorAnswer, makeConversation, makeMessage } from '../../test/fake-realtime';
import { ChatDock, type ChatDockProps } from './chat-dock';

/** Pinned clock: relative times and day separators stay the same in every build. */
const NOW = new Date('2026-03-05T12:30:00Z');
const ME = 7;

const PEOPLE = ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Hoàng Cường', 'Phạm Thu Dung', 'Hoàng Minh Đức', 'Vũ Ngọc Hà'];
const LINES = ['Chào bạn, bạn có thể phỏng vấn vào thứ Hai không?', 'Cảm ơn chị, em đã gửi CV', 'Hồ sơ của bạn rất phù hợp', 'Hẹn gặp bạn lúc 9:00 nhé'];

/** `count` conversations, newest first; every third one unread, every other one last written by me. */
function conversations(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const userId = 100 + index;
    const mine = index % 2 === 1;
    return makeConversation({
      user_id: userId,
      fullname: `${PEOPLE[index % PEOPLE.length]}${index >= PEOPLE.length ? ` ${Math.floor(index / PEOPLE.length) + 1}` : ''}`,
      unread_count: index % 3 === 0 ? (index % 4) + 1 : 0,
      last_message: makeMessage({
        id: userId * 100,
        sender: mine ? ME : userId,
        recipient: mine ? userId : ME,
        content: LINES[index % LINES.length]!,
        is_read: !mine || index % 4 === 1,
        created_at: new Date(NOW.getTime() - (10 + index * index * 45) * 60_000).toISOString(),
      }),
    });
  });
}

/** A short thread with the first conversation's person, oldest first. */
function thread(userId: number) {
  return LINES.map((content, index) =>
    makeMessage({
      id: index + 1,
      sender: index % 2 ? ME : userId,
      recipient: index % 2 ? userId : ME,
      content,
      is_read: true,
      created_at: new Date(NOW.getTime() - (40 - index * 10) * 60_000).toISOString(),
    }),
  );
}

/** What the fake API holds for each state of the dock, and who is signed in. */
const STATES = {
  some: { conversations: conversations(3), unread: 3 },
  many: { conversations: conversations(24), unread: 17 },
  empty: { conversations: [], unread: 0 },
  loading: { conversations: [], unread: 0, hold: true },
  error: { conversations: [], unread: 0, error: true },
  // SPEC: candidates chat with active Premium only; others get the upgrade prompt.
  premiumGate: { conversations: conversations(3), unread: 0, premium: false },
  employer: { conversations: conversations(3), unread: 1, role: 'employer' as const, premium: false },
};

type State = keyof typeof STATES;

/** The real chat store of a signed-in user over the unit tests' fake API and socket. */
function fakeChat(state: State) {
  const setup = STATES[state];
  const fixture = createRealtimeFixture({
    userId: ME,
    role: 'role' in setup ? setup.role : 'candidate',
    premium: 'premium' in setup ? setup.premium : true,
    retry: false,
  });
  fixture.api.state.conversations = setup.conversations;
  fixture.api.state.unreadMessages = setup.unread;
  for (const row of setup.conversations.slice(0, 1)) fixture.api.state.threads.set(row.user_id, thread(row.user_id));
  if ('hold' in setup) fixture.api.state.hold = (request) => request.url.pathname === '/api/conversations/';
  if ('error' in setup) {
    fixture.api.state.override = (request) =>
      request.url.pathname === '/api/conversations/' ? errorAnswer(500, 'Không thể tải cuộc trò chuyện, vui lòng thử lại') : undefined;
  }
  return fixture.chat;
}

type Args = Omit<ChatDockProps, 'chat' | 'currentUserId'> & { state: State };

const meta = {
  title: 'Widgets/Chat dock',
  args: { state: 'some' },
  argTypes: { state: { control: 'select', options: Object.keys(STATES), description: 'What the fake API holds' } },
  loaders: [({ args }) => ({ chat: fakeChat((args as Args).state) })],
  render: ({ state: _state, ...props }, { loaded }) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ChatDock now={() => NOW} {...props} chat={loaded.chat as ChatDockProps['chat']} currentUserId={ME} />
    </div>
  ),
  // The dropdown is what has states; every story opens it.
  play: ({ canvasElement }) => openDropdown(canvasElement),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expectText(canvasElement, 'Nguyễn Văn An');
  },
};

/** A conversation opened from the dropdown: the chat window with its thread. */
export const ChatWindow: Story = {
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await clickText(canvasElement, 'Nguyễn Văn An');
    await expectText(canvasElement, 'Hẹn gặp bạn lúc 9:00 nhé');
  },
};

export const ManyItems: Story = { args: { state: 'many' } };

export const Empty: Story = { args: { state: 'empty' } };

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expectText(canvasElement, 'Không thể tải cuộc trò chuyện');
  },
};

/** A candidate without Premium: the upgrade prompt instead of the conversations. */
export const PremiumGate: Story = {
  args: { state: 'premiumGate' },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expectText(canvasElement, 'Premium');
  },
};

/** An employer without Premium still chats (only candidates need it). */
export const EmployerWithoutPremium: Story = { args: { state: 'employer' } };

export const Mobile390: Story = { args: { state: 'many' }, globals: MOBILE_390 };

export const Dark: Story = { args: { state: 'many' }, globals: DARK };

export const English: Story = { args: { state: 'many' }, globals: ENGLISH };
