import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { createChatApi, type ChatContactPage, type ChatContactsParams, type MessagePage } from '../api/chat';
import type { Conversation, Message } from '../contract/chat';
import type { ChatFrame } from '../contract/realtime';
import { ApiError } from '../http/errors';
import { randomId } from '../lib/random-id';
import { createRefCount } from '../lib/ref-count';
import { MSG_CONVERSATIONS_FAILED, MSG_MESSAGES_FAILED, MSG_SEND_MESSAGE_FAILED } from '../rules/error-catalogue';
import { MSG_REPORT_MESSAGE_FAILED } from '../rules/chat-warning-text';
import { errorMessage } from '../rules/error-message';
import { MSG_CHAT_PREMIUM_REQUIRED, otherUserPlaceholder } from '../rules/chat-text';
import { closeChatWindow, minimiseChatWindow, openChatWindow, type ChatWindow } from '../rules/chat-windows';
import type { AccountStore } from './account';
import type { ActionResult, AsyncState } from './async-state';
import type { JobHubClient } from './client';
import type { ReadChange, Realtime } from './realtime';

/** Messages per page in the chat store (SPEC §9: 20; the API default is 30). */
export const CHAT_PAGE_SIZE = 20;
/** Pages a refresh of a conversation loads (SPEC §9). */
export const CHAT_REFRESH_PAGES = 2;
/** Unread message polling of the employer layout (SPEC §7, §9: 30 s). */
export const UNREAD_MESSAGES_POLL_MS = 30_000;
/** Messages fetched per catch-up request after a reconnect (API.md `after_id`). */
const CATCH_UP_PAGE_SIZE = 100;

/**
 * A message in a thread. An optimistic one has a negative id, `pending: true` and the send's
 * `client_id` until the server's message carrying that `client_id` replaces it.
 */
export type ChatMessage = Message & { pending?: boolean; client_id?: string };

/** Options of {@link createChatStore}. */
export interface ChatStoreOptions {
  /** A new `client_id` for each send (default {@link randomId}); tests pass a counter. */
  clientId?: () => string;
}

/** One conversation's messages, oldest first. */
export interface ChatThread {
  messages: ChatMessage[];
  state: AsyncState;
  /** Pages loaded (0 before the first load). */
  page: number;
  hasMore: boolean;
}

/** Another user as the chat shows them (SPEC §3 Other-user info). */
export interface OtherUser {
  user_id: number;
  fullname: string;
  avatar: string | null;
  /** The name, or 'Người dùng #{id}' when unknown. */
  displayName: string;
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

function fromFrame(frame: ChatFrame): ChatMessage {
  return {
    id: frame.message_id,
    sender: frame.sender_id,
    recipient: frame.recipient_id,
    content: frame.content,
    is_read: frame.is_read,
    created_at: frame.created_at,
    recipient_fullname: frame.recipient_fullname,
    sender_fullname: frame.sender_fullname ?? null,
    ...(frame.client_id === undefined ? {} : { client_id: frame.client_id }),
    ...(frame.warning_signals?.length ? { warning_signals: frame.warning_signals } : {}),
  };
}

/** Which send a message answers: its sender's `client_id` (another user's ids never match ours). */
function echoKey(message: ChatMessage): string | undefined {
  return message.client_id === undefined ? undefined : `${message.sender}:${message.client_id}`;
}

/**
 * Merges messages into a thread: server messages by id (a known id is updated, never added
 * twice), oldest first, then the optimistic ones in sending order. A server message carrying a
 * send's `client_id` (its answer or its pushed frame) takes the place of that send's pending
 * message.
 */
function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const echoed = new Set<string>();
  for (const message of incoming) {
    const key = echoKey(message);
    if (key !== undefined && !message.pending) echoed.add(key);
  }
  const byId = new Map<number, ChatMessage>();
  for (const message of [...current, ...incoming]) {
    const key = echoKey(message);
    if (message.pending && key !== undefined && echoed.has(key)) continue;
    byId.set(message.id, message);
  }
  const all = [...byId.values()];
  const server = all.filter((message) => !message.pending).sort((a, b) => a.id - b.id);
  const pending = all.filter((message) => message.pending).sort((a, b) => b.id - a.id);
  return [...server, ...pending];
}

const EMPTY_THREAD: ChatThread = { messages: [], state: { status: 'idle' }, page: 0, hasMore: false };

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
  client: Pick<JobHubClient, 'http' | '$session' | 'logger' | 'now' | 'timers'>,
  realtime: Pick<Realtime, 'onChatMessage' | 'onResync' | 'onReadChange' | 'shareReadChange'>,
  account: Pick<AccountStore, '$mayChat'>,
  options: ChatStoreOptions = {},
): ChatStore {
  const api = createChatApi(client);
  const newClientId = options.clientId ?? randomId;
  const { logger } = client;
  const $conversations = atom<Conversation[]>([]);
  const $conversationsState = atom<AsyncState>({ status: 'idle' });
  const $unreadTotal = atom(0);
  const $users = atom<Record<number, OtherUser>>({});
  const $windows = atom<readonly ChatWindow[]>([]);
  const threads = new Map<number, WritableAtom<ChatThread>>();
  const userRequests = new Map<number, Promise<OtherUser>>();
  let openConversation: number | null = null;
  let optimisticId = 0;
  /** Ids already delivered, so a frame seen twice counts once even for threads not loaded. */
  const seen = new Set<number>();

  const me = (): number | null => {
    const session = client.$session.get();
    return session.status === 'authenticated' ? session.user.user_id : null;
  };
  const setUnread = (total: number) => $unreadTotal.set(Math.max(0, total));
  const patchThread = (userId: number, patch: (thread: ChatThread) => Partial<ChatThread>) => {
    const $thread = threads.get(userId);
    if ($thread) $thread.set({ ...$thread.get(), ...patch($thread.get()) });
  };

  /** Puts the conversation with `userId` on top with `message` as its last message. */
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

  async function fetchPage(userId: number, page: number): Promise<MessagePage | null> {
    try {
      return await api.messages({ user_id: userId, page, page_size: CHAT_PAGE_SIZE });
    } catch (error) {
      logger.warn(`messages page ${page} with user ${userId} failed; using an empty page`, error);
      return null;
    }
  }

  function thread(userId: number): WritableAtom<ChatThread> {
    let $thread = threads.get(userId);
    if (!$thread) {
      const created = atom<ChatThread>(EMPTY_THREAD);
      threads.set(userId, created);
      onMount(created, () => {
        if (created.get().state.status === 'idle') void loadMessages(userId);
        return listen();
      });
      $thread = created;
    }
    return $thread;
  }

  async function loadMessages(userId: number): Promise<void> {
    const $thread = thread(userId);
    patchThread(userId, () => ({ state: { status: 'loading' } }));
    const pages: (MessagePage | null)[] = [await fetchPage(userId, 1)];
    const first = pages[0];
    if (!first || first.total_pages >= CHAT_REFRESH_PAGES) pages.push(await fetchPage(userId, 2));
    const fetched = pages.flatMap((page) => page?.results ?? []);
    const totalPages = Math.max(0, ...pages.map((page) => page?.total_pages ?? 0));
    const failed = pages.every((page) => page === null);
    $thread.set({
      messages: mergeMessages($thread.get().messages, fetched),
      page: pages.length,
      hasMore: pages.length < totalPages,
      state: failed ? { status: 'error', message: MSG_MESSAGES_FAILED, error: null } : { status: 'ready', data: undefined },
    });
    if (openConversation === userId) markConversationRead(userId);
  }

  async function loadOlder(userId: number): Promise<void> {
    const current = thread(userId).get();
    if (!current.hasMore || current.state.status === 'loading') return;
    patchThread(userId, () => ({ state: { status: 'loading' } }));
    const page = await fetchPage(userId, current.page + 1);
    patchThread(userId, (latest) => ({
      messages: mergeMessages(latest.messages, page?.results ?? []),
      page: page ? current.page + 1 : current.page,
      hasMore: page ? current.page + 1 < page.total_pages : latest.hasMore,
      state: page ? { status: 'ready', data: undefined } : { status: 'error', message: MSG_MESSAGES_FAILED, error: null },
    }));
  }

  /** Marks read, locally first; `counted` says the message was in `$unreadTotal`. */
  async function markMessageRead(messageId: number, otherUserId: number, counted: boolean): Promise<ActionResult> {
    patchThread(otherUserId, (latest) => ({
      messages: latest.messages.map((message) => (message.id === messageId ? { ...message, is_read: true } : message)),
    }));
    if (counted) {
      setUnread($unreadTotal.get() - 1);
      $conversations.set(
        $conversations.get().map((row) =>
          row.user_id === otherUserId ? { ...row, unread_count: Math.max(0, row.unread_count - 1) } : row,
        ),
      );
    }
    try {
      await api.markRead(messageId);
      realtime.shareReadChange({ kind: 'message', id: messageId, otherUserId });
      return { ok: true };
    } catch (error) {
      logger.warn('marking a message read failed', error);
      return { ok: false, message: errorMessage(error, MSG_MESSAGES_FAILED), error };
    }
  }

  async function reportMessage(messageId: number, otherUserId: number): Promise<ActionResult> {
    try {
      await api.report(messageId);
      patchThread(otherUserId, (latest) => ({
        messages: latest.messages.map((message) => (message.id === messageId ? { ...message, is_reported: true } : message)),
      }));
      return { ok: true };
    } catch (error) {
      logger.warn('reporting a message failed', error);
      return { ok: false, message: errorMessage(error, MSG_REPORT_MESSAGE_FAILED), error };
    }
  }

  function markConversationRead(userId: number): void {
    const self = me();
    for (const message of threads.get(userId)?.get().messages ?? []) {
      if (message.recipient === self && !message.is_read && !message.pending) void markMessageRead(message.id, userId, true);
    }
  }

  function receive(message: ChatMessage, name?: string | null): void {
    const self = me();
    if (self === null) return;
    const other = message.sender === self ? message.recipient : message.sender;
    const $thread = threads.get(other);
    if ($thread?.get().messages.some((known) => known.id === message.id)) return;
    if (seen.has(message.id)) return;
    seen.add(message.id);
    const incomingUnread = message.recipient === self && !message.is_read;
    const autoRead = incomingUnread && openConversation === other;
    if ($thread) $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [message]) });
    touchConversation(other, message, incomingUnread && !autoRead ? 1 : 0, name);
    if (autoRead) void markMessageRead(message.id, other, false);
    else if (incomingUnread) setUnread($unreadTotal.get() + 1);
  }

  function onChatMessage(frame: ChatFrame): void {
    const self = me();
    const message = fromFrame(frame);
    receive(message, message.sender === self ? frame.recipient_fullname : frame.sender_fullname);
  }

  async function catchUp(userId: number): Promise<void> {
    const messages = threads.get(userId)?.get().messages.filter((message) => !message.pending) ?? [];
    const last = messages.at(-1);
    if (!last) return;
    try {
      const page = await api.messages({ user_id: userId, after_id: last.id, ordering: 'created_at', page_size: CATCH_UP_PAGE_SIZE });
      for (const message of page.results) receive(message);
    } catch (error) {
      logger.warn(`catch-up with user ${userId} failed`, error);
    }
  }

  function onResync(): void {
    if ($conversationsState.get().status !== 'idle') void loadConversations();
    void refreshUnread();
    for (const userId of threads.keys()) void catchUp(userId);
  }

  /**
   * Another tab of the user read a message, and the server accepted it: the thread and the
   * conversation row this tab holds follow (unless it already showed the message read), and the
   * unread total comes from the server.
   */
  function onReadChange(change: ReadChange): void {
    if (change.kind !== 'message') return;
    const shown = threads.get(change.otherUserId)?.get().messages.find((message) => message.id === change.id);
    if (!shown?.is_read) {
      patchThread(change.otherUserId, (latest) => ({
        messages: latest.messages.map((message) => (message.id === change.id ? { ...message, is_read: true } : message)),
      }));
      $conversations.set(
        $conversations.get().map((row) =>
          row.user_id === change.otherUserId ? { ...row, unread_count: Math.max(0, row.unread_count - 1) } : row,
        ),
      );
    }
    void refreshUnread();
  }

  const listen = createRefCount(() => {
    const offChat = realtime.onChatMessage(onChatMessage);
    const offResync = realtime.onResync(onResync);
    const offReadChange = realtime.onReadChange(onReadChange);
    return () => {
      offChat();
      offResync();
      offReadChange();
    };
  });
  onMount($conversations, () => listen());
  onMount($unreadTotal, () => {
    if (me() !== null) void refreshUnread();
    return listen();
  });

  async function loadConversations(): Promise<void> {
    $conversationsState.set({ status: 'loading' });
    try {
      const conversations = await api.conversations();
      $conversations.set(conversations);
      $conversationsState.set({ status: 'ready', data: undefined });
    } catch (error) {
      $conversationsState.set({ status: 'error', message: errorMessage(error, MSG_CONVERSATIONS_FAILED), error });
    }
  }

  async function refreshUnread(): Promise<ActionResult> {
    try {
      setUnread((await api.unread()).total);
      return { ok: true };
    } catch (error) {
      logger.warn('unread messages failed', error);
      return { ok: false, message: errorMessage(error, MSG_MESSAGES_FAILED), error };
    }
  }

  return {
    $conversations,
    $conversationsState,
    $unreadTotal,
    $mayChat: account.$mayChat,
    $users,
    $windows,
    thread,
    loadConversations,
    contacts: (params) => api.contacts(params),
    loadMessages,
    loadOlder,
    async send(recipientId, content) {
      const self = me();
      if (content.trim() === '') return { ok: false, message: '' };
      if (self === null) return { ok: false, message: MSG_SEND_MESSAGE_FAILED };
      if (account.$mayChat.get() === false) return { ok: false, message: MSG_CHAT_PREMIUM_REQUIRED };
      const clientId = newClientId();
      const optimistic: ChatMessage = {
        id: -++optimisticId,
        sender: self,
        recipient: recipientId,
        content,
        is_read: false,
        created_at: new Date(client.now()).toISOString(),
        recipient_fullname: null,
        pending: true,
        client_id: clientId,
      };
      const $thread = thread(recipientId);
      $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [optimistic]) });
      const isPending = () => $thread.get().messages.some((message) => message.id === optimistic.id);
      try {
        const saved = await api.send(recipientId, content, { sender: self, clientId });
        seen.add(saved.id);
        // Replaces the pending message, unless its frame already did. The client_id is this send's
        // whether or not the answer echoes it.
        $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [{ ...saved, client_id: clientId }]) });
        touchConversation(recipientId, saved, 0, saved.recipient_fullname);
        return { ok: true };
      } catch (error) {
        // Its frame replaced it: the server stored and delivered it, only the answer was lost.
        if (!isPending()) return { ok: true };
        $thread.set({ ...$thread.get(), messages: $thread.get().messages.filter((message) => message.id !== optimistic.id) });
        const message = error instanceof ApiError && error.status === 403 ? MSG_CHAT_PREMIUM_REQUIRED : errorMessage(error, MSG_SEND_MESSAGE_FAILED);
        return { ok: false, message, error };
      }
    },
    markRead: (messageId, otherUserId) => {
      const message = threads.get(otherUserId)?.get().messages.find((known) => known.id === messageId);
      return markMessageRead(messageId, otherUserId, Boolean(message && !message.is_read && message.recipient === me()));
    },
    reportMessage,
    setOpenConversation(userId) {
      openConversation = userId;
      if (userId !== null) markConversationRead(userId);
    },
    refreshUnread,
    startUnreadPolling() {
      const tick = () => {
        if (me() !== null) void refreshUnread();
      };
      tick();
      const interval = client.timers.setInterval(tick, UNREAD_MESSAGES_POLL_MS);
      return () => client.timers.clearInterval(interval);
    },
    userInfo(userId) {
      const cached = $users.get()[userId];
      if (cached) return Promise.resolve(cached);
      let request = userRequests.get(userId);
      if (!request) {
        request = api.userInfo(userId).then(
          (info) => {
            const user: OtherUser = { user_id: info.user_id, fullname: info.fullname, avatar: info.avatar, displayName: info.fullname || otherUserPlaceholder(userId) };
            $users.set({ ...$users.get(), [userId]: user });
            return user;
          },
          (error: unknown) => {
            logger.warn(`user ${userId} info failed`, error);
            const name = otherUserPlaceholder(userId);
            return { user_id: userId, fullname: '', avatar: null, displayName: name };
          },
        );
        userRequests.set(userId, request);
        void request.finally(() => userRequests.delete(userId));
      }
      return request;
    },
    openWindow: (userId) => $windows.set(openChatWindow($windows.get(), userId)),
    closeWindow: (userId) => $windows.set(closeChatWindow($windows.get(), userId)),
    minimiseWindow: (userId, minimised) => $windows.set(minimiseChatWindow($windows.get(), userId, minimised)),
  };
}
