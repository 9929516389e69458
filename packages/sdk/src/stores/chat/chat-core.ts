import { atom, onMount } from 'nanostores';
import { createChatApi } from '../../api/chat';
import { closeChatWindow, minimiseChatWindow, openChatWindow, type ChatWindow } from '../../rules/chat-windows';
import type { AccountStore } from '../account';
import type { ChatStore, ChatStoreOptions } from '../chat';
import type { Realtime } from '../realtime';
import { createLoadConversations } from './chat-conversations';
import { createChatFrames } from './chat-frames';
import { createChatState, type ChatClient, type ChatState } from './chat-state';
import { createChatUnread, type ChatUnread } from './chat-unread';

/** The parts of the chat store that only an opened conversation uses: see chat-opened.ts. */
export type ChatOpenedKey = 'thread' | 'loadMessages' | 'loadOlder' | 'send' | 'reportMessage' | 'userInfo';

/**
 * The chat store without the opened conversation's parts (history, sending, reports, other-user
 * info): what a closed chat dock uses (the conversations, the unread total, the windows, the
 * socket). `withOpenedChat` completes it into the whole `ChatStore`.
 */
export type ChatCore = Omit<ChatStore, ChatOpenedKey>;

/** What the opened parts build on, kept out of the store's shape. */
export interface ChatCoreParts {
  state: ChatState;
  account: Pick<AccountStore, '$mayChat'>;
  unread: ChatUnread;
  /** Listens to the socket while anything of the chat is mounted; returns the release. */
  listen: () => () => void;
  options: ChatStoreOptions;
}

const coreParts = new WeakMap<ChatCore, ChatCoreParts>();

/** The parts of a store made by {@link createChatCore}, or undefined for any other object. */
export function chatCoreParts(chat: ChatCore): ChatCoreParts | undefined {
  return coreParts.get(chat);
}

/**
 * Creates the chat store's core (see {@link ChatCore}): the script-tag chat dock starts with it and
 * completes it with `withOpenedChat` in the chunk it loads when the dock or a chat window opens.
 * `createChatStore` is both at once.
 *
 * @param client - A `createClient()` client.
 * @param realtime - The client's `createRealtime()` connection.
 * @param account - The client's `createAccountStore()`: its `$mayChat` gates sending.
 * @param options - The `client_id` generator (tests).
 * @example
 * const chat = withOpenedChat(createChatCore(client, realtime, account));
 */
export function createChatCore(
  client: ChatClient,
  realtime: Pick<Realtime, 'onChatMessage' | 'onResync' | 'onReadChange' | 'shareReadChange'>,
  account: Pick<AccountStore, '$mayChat'>,
  options: ChatStoreOptions = {},
): ChatCore {
  const state = createChatState(client, createChatApi(client));
  const $windows = atom<readonly ChatWindow[]>([]);
  const unread = createChatUnread(state, realtime);
  const loadConversations = createLoadConversations(state);
  const listen = createChatFrames(state, { realtime, unread, loadConversations });
  onMount(state.$conversations, () => listen());
  onMount(state.$unreadTotal, () => {
    if (state.me() !== null) void unread.refreshUnread();
    return listen();
  });

  const core: ChatCore = {
    $conversations: state.$conversations,
    $conversationsState: state.$conversationsState,
    $unreadTotal: state.$unreadTotal,
    $mayChat: account.$mayChat,
    $users: state.$users,
    $windows,
    loadConversations,
    contacts: (params) => state.api.contacts(params),
    markRead: unread.markRead,
    setOpenConversation(userId) {
      state.openConversation = userId;
      if (userId !== null) unread.markConversationRead(userId);
    },
    refreshUnread: unread.refreshUnread,
    startUnreadPolling: unread.startUnreadPolling,
    openWindow: (userId) => $windows.set(openChatWindow($windows.get(), userId)),
    closeWindow: (userId) => $windows.set(closeChatWindow($windows.get(), userId)),
    minimiseWindow: (userId, minimised) => $windows.set(minimiseChatWindow($windows.get(), userId, minimised)),
  };
  coreParts.set(core, { state, account, unread, listen, options });
  return core;
}
