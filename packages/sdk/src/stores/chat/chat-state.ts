import { atom, type WritableAtom } from 'nanostores';
import type { Conversation, Message } from '../../contract/chat';
import { otherUserPlaceholder } from '../../rules/chat-text';
import type { JobHubClient } from '../client';
import type { AsyncState } from '../async-state';
import type { ChatApi } from '../../api/chat';
import type { ChatMessage, ChatThread } from './chat-messages';
import type { OtherUser } from './chat-users';

/** The client calls the chat store makes. */
export type ChatClient = Pick<JobHubClient, 'http' | '$session' | 'logger' | 'now' | 'timers'>;

/** What the chat store's parts share: the atoms, the loaded threads and the small edits on them. */
export interface ChatState {
  readonly api: ChatApi;
  readonly client: ChatClient;
  readonly $conversations: WritableAtom<Conversation[]>;
  readonly $conversationsState: WritableAtom<AsyncState>;
  readonly $unreadTotal: WritableAtom<number>;
  readonly $users: WritableAtom<Record<number, OtherUser>>;
  /** Threads created so far, by the other user's id. */
  readonly threads: Map<number, WritableAtom<ChatThread>>;
  /** Ids already delivered, so a frame seen twice counts once even for threads not loaded. */
  readonly seen: Set<number>;
  /** The conversation on screen (its incoming messages are marked read). */
  openConversation: number | null;
  /** The signed-in user's id, or null. */
  me(): number | null;
  /** Sets the unread total, never below 0. */
  setUnread(total: number): void;
  /** Changes a loaded thread; nothing when it was never created. */
  patchThread(userId: number, patch: (thread: ChatThread) => Partial<ChatThread>): void;
  /** Changes one message of a loaded thread. */
  patchMessage(userId: number, messageId: number, patch: Partial<ChatMessage>): void;
  /** One message of the conversation with `userId` was read: its row's unread count −1 (not below 0). */
  decrementRowUnread(userId: number): void;
  /** Puts the conversation with `userId` on top with `message` as its last message. */
  touchConversation(userId: number, message: Message, unreadDelta: number, name?: string | null): void;
}

export function createChatState(client: ChatClient, api: ChatApi): ChatState {
  const $conversations = atom<Conversation[]>([]);
  const $unreadTotal = atom(0);
  const $users = atom<Record<number, OtherUser>>({});
  const threads = new Map<number, WritableAtom<ChatThread>>();

  const patchThread: ChatState['patchThread'] = (userId, patch) => {
    const $thread = threads.get(userId);
    if ($thread) $thread.set({ ...$thread.get(), ...patch($thread.get()) });
  };

  function touchConversation(userId: number, message: Message, unreadDelta: number, name?: string | null): void {
    const list = $conversations.get();
    const existing = list.find((conversation) => conversation.user_id === userId);
    const known = $users.get()[userId];
    if (existing && existing.last_message.id >= message.id) {
      // Not newer than the last message shown (a late send answer): the row keeps its message and place.
      if (unreadDelta === 0) return;
      const counted = { ...existing, unread_count: Math.max(0, existing.unread_count + unreadDelta) };
      $conversations.set(list.map((conversation) => (conversation === existing ? counted : conversation)));
      return;
    }
    const row: Conversation = existing
      ? { ...existing, last_message: message, unread_count: Math.max(0, existing.unread_count + unreadDelta) }
      : {
          user_id: userId,
          fullname: name || known?.fullname || otherUserPlaceholder(userId),
          avatar: known?.avatar ?? null,
          role: '',
          last_message: message,
          unread_count: Math.max(0, unreadDelta),
        };
    $conversations.set([row, ...list.filter((conversation) => conversation !== existing)]);
  }

  return {
    api,
    client,
    $conversations,
    $conversationsState: atom<AsyncState>({ status: 'idle' }),
    $unreadTotal,
    $users,
    threads,
    seen: new Set<number>(),
    openConversation: null,
    me() {
      const session = client.$session.get();
      return session.status === 'authenticated' ? session.user.user_id : null;
    },
    setUnread: (total) => $unreadTotal.set(Math.max(0, total)),
    patchThread,
    patchMessage(userId, messageId, patch) {
      patchThread(userId, (latest) => ({
        messages: latest.messages.map((message) => (message.id === messageId ? { ...message, ...patch } : message)),
      }));
    },
    decrementRowUnread(userId) {
      $conversations.set(
        $conversations.get().map((row) => (row.user_id === userId ? { ...row, unread_count: Math.max(0, row.unread_count - 1) } : row)),
      );
    },
    touchConversation,
  };
}
