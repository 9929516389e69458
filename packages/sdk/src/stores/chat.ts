import type { ReadableAtom } from 'nanostores';
import type { ChatContactPage, ChatContactsParams } from '../api/chat';
import type { Conversation } from '../contract/chat';
import type { ChatWindow } from '../rules/chat-windows';
import type { AccountStore } from './account';
import type { ActionResult, AsyncState } from './async-state';
import type { Realtime } from './realtime';
import { createChatCore } from './chat/chat-core';
import type { ChatThread } from './chat/chat-messages';
import { withOpenedChat } from './chat/chat-opened';
import type { ChatClient } from './chat/chat-state';
import type { OtherUser } from './chat/chat-users';

export { CHAT_PAGE_SIZE, CHAT_REFRESH_PAGES } from './chat/chat-history';
export { UNREAD_MESSAGES_POLL_MS } from './chat/chat-unread';
export type { ChatMessage, ChatThread } from './chat/chat-messages';
export type { OtherUser } from './chat/chat-users';

/** Options of {@link createChatStore}. */
export interface ChatStoreOptions {
  /** A new `client_id` for each send (default {@link randomId}); tests pass a counter. */
  clientId?: () => string;
}

/** The chat of the signed-in user (SPEC §2 chat dropdown and window, §4 Chat message). */
export interface ChatStore {
  /** Conversations, most recent first. Mounting it listens to the socket. */
  readonly $conversations: ReadableAtom<Conversation[]>;
  readonly $conversationsState: ReadableAtom<AsyncState>;
  /** Unread messages addressed to the user; never below 0. Mounting it fetches the total and listens to the socket. */
  readonly $unreadTotal: ReadableAtom<number>;
  /**
   * Whether the user may send (the account's `$mayChat`: employers and admins always, candidates
   * with active Premium); null while not known yet. Without it, screens show the upgrade prompt.
   */
  readonly $mayChat: ReadableAtom<boolean | null>;
  /** Other-user info loaded so far, by user id. */
  readonly $users: ReadableAtom<Record<number, OtherUser>>;
  /** Open chat windows, front first (at most 3). */
  readonly $windows: ReadableAtom<readonly ChatWindow[]>;
  /** The thread with `userId` (the same store each call); mounting it loads it once and listens to the socket. */
  thread(userId: number): ReadableAtom<ChatThread>;
  /** GET /api/conversations/. */
  loadConversations(): Promise<void>;
  /** GET /api/conversations/contacts/: people the user has an application with ('Tin nhắn mới'). */
  contacts(params?: ChatContactsParams): Promise<ChatContactPage>;
  /** Refreshes a conversation: its 2 newest pages of 20. A failed page counts as empty. */
  loadMessages(userId: number): Promise<void>;
  /** Loads the next older page (when the list scrolls within 20 px of the top). */
  loadOlder(userId: number): Promise<void>;
  /**
   * Sends a message; blank content is refused without a request, and so is any message while
   * `$mayChat` is false ('Tính năng nhắn tin chỉ dành cho người dùng Premium...'). Optimistic: the
   * message shows at once (`pending`) under a new `client_id`, which the API echoes in the send
   * answer and in the `new_message` frame it pushes to the sender too; whichever of the two comes
   * first replaces the pending message, so it shows once at every moment. (A refresh answers
   * stored messages without `client_id`: one that lands before both echoes shows beside the
   * pending message until the first echo.) On failure it is removed and the result carries the
   * text ('Tính năng nhắn tin chỉ dành cho người dùng Premium...' on 403); a send whose frame
   * already arrived counts as sent even if its answer is lost.
   */
  send(recipientId: number, content: string): Promise<ActionResult>;
  /** Marks one incoming message read (unread total −1, not below 0). */
  markRead(messageId: number, otherUserId: number): Promise<ActionResult>;
  /** Reports an incoming message to the admins (the 'Báo cáo' under a scam warning); the message becomes `is_reported`. */
  reportMessage(messageId: number, otherUserId: number): Promise<ActionResult>;
  /** The conversation on screen: its unread messages are marked read, and so are new ones arriving in it. */
  setOpenConversation(userId: number | null): void;
  /** GET /api/messages/unread/ into `$unreadTotal`. */
  refreshUnread(): Promise<ActionResult>;
  /** Refreshes the unread total now and every 30 s while signed in (employer layout); returns stop. */
  startUnreadPolling(): () => void;
  /** GET /api/users/{id}/info/, cached; a failure gives the placeholder name (not cached). */
  userInfo(userId: number): Promise<OtherUser>;
  /** Opens (or brings to the front) a chat window; a 4th closes the oldest. */
  openWindow(userId: number): void;
  closeWindow(userId: number): void;
  /** Minimises a window (or restores it with `false`; toggles without the argument). */
  minimiseWindow(userId: number, minimised?: boolean): void;
}

/**
 * Creates the chat store of a client over the chat calls and the socket. Pushed messages are added
 * once (duplicate ids ignored), move their conversation to the top, count as unread when
 * addressed to the user and unread, and are marked read at once when their conversation is open.
 * After a reconnect, loaded threads catch up with `after_id`, and the conversations and the
 * unread total are fetched again.
 *
 * @param client - A `createClient()` client.
 * @param realtime - The client's `createRealtime()` connection.
 * @param account - The client's `createAccountStore()`: its `$mayChat` gates sending.
 * @param options - The `client_id` generator (tests).
 * @example
 * const chat = createChatStore(client, realtime, createAccountStore(client));
 * chat.openWindow(12);
 * chat.thread(12).subscribe(render);
 * await chat.send(12, 'Chào anh');
 */
export function createChatStore(
  client: ChatClient,
  realtime: Pick<Realtime, 'onChatMessage' | 'onResync' | 'onReadChange' | 'shareReadChange'>,
  account: Pick<AccountStore, '$mayChat'>,
  options: ChatStoreOptions = {},
): ChatStore {
  return withOpenedChat(createChatCore(client, realtime, account, options));
}
