import type { ActionResult, AsyncState, ChatStore, ChatThread, Conversation, ChatWindow } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useMemo } from 'react';
import { useJobHub } from './jobhub-context';
import { useUnreadCount } from './use-unread-count';

/** Options of {@link useChat}. */
export interface UseChatOptions {
  /**
   * The user whose conversation is on screen: its thread is loaded and read live, and its unread
   * messages (and new ones arriving) are marked read while the component is mounted.
   */
  with?: number | null | undefined;
}

/** What {@link useChat} gives: the chat store's values, read live, and its actions. */
export interface ChatView {
  /** Conversations, most recent first (loaded once the account may chat). */
  conversations: Conversation[];
  conversationsState: AsyncState;
  /** Unread messages addressed to the user. */
  unreadTotal: number;
  /** Whether the user may send (employers, admins, Premium candidates); null while not known yet. */
  mayChat: boolean | null;
  /** Open chat windows, front first. */
  windows: readonly ChatWindow[];
  /** The conversation with `options.with`, oldest message first; null without `with`. */
  thread: ChatThread | null;
  /** Sends a message (optimistic; refused without a request when blank or when `mayChat` is false). */
  send(recipientId: number, content: string): Promise<ActionResult>;
  /** Loads the next older page of a thread. */
  loadOlder: ChatStore['loadOlder'];
  loadConversations: ChatStore['loadConversations'];
  openWindow: ChatStore['openWindow'];
  closeWindow: ChatStore['closeWindow'];
}

const NO_THREAD: ReadableAtom<ChatThread | null> = atom(null);

/**
 * The signed-in user's chat for screens of your own (headless), over the SDK's chat store, the
 * same one the chat dock reads: conversations, unread total, Premium gate, and optionally one
 * conversation's thread.
 *
 * @param options - `with`: the user whose conversation is on screen.
 * @example
 * const { thread, send, mayChat } = useChat({ with: 12 });
 * if (mayChat === false) return <p>{MSG_CHAT_PREMIUM_REQUIRED}</p>;
 * return <Thread messages={thread?.messages ?? []} onSend={(text) => send(12, text)} />;
 */
export function useChat(options: UseChatOptions = {}): ChatView {
  const { session, chat: store } = useJobHub();
  const signedIn = session.status === 'authenticated';
  const other = signedIn ? (options.with ?? null) : null;
  const conversations = useStore(store.$conversations);
  const conversationsState = useStore(store.$conversationsState);
  const mayChat = useStore(store.$mayChat);
  const windows = useStore(store.$windows);
  const unreadTotal = useUnreadCount('messages');
  const $thread = useMemo(() => (other === null ? NO_THREAD : store.thread(other)), [store, other]);
  const thread = useStore($thread);

  // Like the chat dock: the list is asked for once the account is known to be allowed to chat.
  useEffect(() => {
    if (signedIn && mayChat) void store.loadConversations();
  }, [store, signedIn, mayChat]);

  useEffect(() => {
    if (other === null) return undefined;
    store.setOpenConversation(other);
    return () => store.setOpenConversation(null);
  }, [store, other]);

  return {
    conversations,
    conversationsState,
    unreadTotal,
    mayChat,
    windows,
    thread,
    send: store.send,
    loadOlder: store.loadOlder,
    loadConversations: store.loadConversations,
    openWindow: store.openWindow,
    closeWindow: store.closeWindow,
  };
}
