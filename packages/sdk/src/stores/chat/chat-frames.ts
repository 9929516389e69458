import type { ChatFrame } from '../../contract/realtime';
import { createRefCount } from '../../lib/ref-count';
import { subscribeAll } from '../../lib/subscribe-all';
import type { ReadChange, Realtime } from '../realtime';
import { fromFrame, mergeMessages, type ChatMessage } from './chat-messages';
import type { ChatState } from './chat-state';
import type { ChatUnread } from './chat-unread';

/** Messages fetched per catch-up request after a reconnect (API.md `after_id`). */
const CATCH_UP_PAGE_SIZE = 100;

/** The chat's socket events: pushed messages, read changes of other tabs, the resync after a reconnect. */
export interface ChatFrameDeps {
  realtime: Pick<Realtime, 'onChatMessage' | 'onResync' | 'onReadChange'>;
  unread: Pick<ChatUnread, 'markMessageRead' | 'refreshUnread'>;
  loadConversations: () => Promise<void>;
}

/**
 * Listens to the socket while anything of the chat is mounted; returns `listen` (acquire, giving
 * the release). Pushed messages are added once (duplicate ids ignored), move their conversation
 * to the top, count as unread when addressed to the user and unread, and are marked read at once
 * when their conversation is open. After a reconnect, loaded threads catch up with `after_id`, and
 * the conversations and the unread total are fetched again.
 */
export function createChatFrames(state: ChatState, { realtime, unread, loadConversations }: ChatFrameDeps): () => () => void {
  const { api, client, threads, seen } = state;

  function receive(message: ChatMessage, name?: string | null): void {
    const self = state.me();
    if (self === null) return;
    const other = message.sender === self ? message.recipient : message.sender;
    const $thread = threads.get(other);
    if ($thread?.get().messages.some((known) => known.id === message.id)) return;
    if (seen.has(message.id)) return;
    seen.add(message.id);
    const incomingUnread = message.recipient === self && !message.is_read;
    const autoRead = incomingUnread && state.openConversation === other;
    if ($thread) $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [message]) });
    state.touchConversation(other, message, incomingUnread && !autoRead ? 1 : 0, name);
    if (autoRead) void unread.markMessageRead(message.id, other, false);
    else if (incomingUnread) state.setUnread(state.$unreadTotal.get() + 1);
  }

  function onChatMessage(frame: ChatFrame): void {
    const message = fromFrame(frame);
    receive(message, message.sender === state.me() ? frame.recipient_fullname : frame.sender_fullname);
  }

  async function catchUp(userId: number): Promise<void> {
    const messages = threads.get(userId)?.get().messages.filter((message) => !message.pending) ?? [];
    const last = messages.at(-1);
    if (!last) return;
    try {
      const page = await api.messages({ user_id: userId, after_id: last.id, ordering: 'created_at', page_size: CATCH_UP_PAGE_SIZE });
      for (const message of page.results) receive(message);
    } catch (error) {
      client.logger.warn(`catch-up with user ${userId} failed`, error);
    }
  }

  function onResync(): void {
    if (state.$conversationsState.get().status !== 'idle') void loadConversations();
    void unread.refreshUnread();
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
      state.patchMessage(change.otherUserId, change.id, { is_read: true });
      state.decrementRowUnread(change.otherUserId);
    }
    void unread.refreshUnread();
  }

  return createRefCount(() =>
    subscribeAll(
      () => realtime.onChatMessage(onChatMessage),
      () => realtime.onResync(onResync),
      () => realtime.onReadChange(onReadChange),
    ),
  );
}
