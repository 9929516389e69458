import { atom, onMount, type WritableAtom } from 'nanostores';
import type { MessagePage } from '../../api/chat';
import { MSG_MESSAGES_FAILED } from '../../rules/error-catalogue';
import { EMPTY_THREAD, mergeMessages, type ChatThread } from './chat-messages';
import type { ChatState } from './chat-state';

/** Messages per page in the chat store (SPEC §9: 20; the API default is 30). */
export const CHAT_PAGE_SIZE = 20;
/** Pages a refresh of a conversation loads (SPEC §9). */
export const CHAT_REFRESH_PAGES = 2;

/** The threads' message history: created on first use, loaded on mount, older pages on demand. */
export interface ChatHistory {
  /** The thread with `userId` (the same atom each call). */
  thread(userId: number): WritableAtom<ChatThread>;
  /** Refreshes a conversation: its 2 newest pages. A failed page counts as empty. */
  loadMessages(userId: number): Promise<void>;
  /** Loads the next older page. */
  loadOlder(userId: number): Promise<void>;
}

export interface ChatHistoryDeps {
  /** Listens to the socket while a thread is mounted; returns the release. */
  listen: () => () => void;
  /** Marks the open conversation's unread messages read once they are loaded. */
  markConversationRead: (userId: number) => void;
}

export function createChatHistory(state: ChatState, { listen, markConversationRead }: ChatHistoryDeps): ChatHistory {
  const { api, client, threads } = state;

  async function fetchPage(userId: number, page: number): Promise<MessagePage | null> {
    try {
      return await api.messages({ user_id: userId, page, page_size: CHAT_PAGE_SIZE });
    } catch (error) {
      client.logger.warn(`messages page ${page} with user ${userId} failed; using an empty page`, error);
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
    state.patchThread(userId, () => ({ state: { status: 'loading' } }));
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
    if (state.openConversation === userId) markConversationRead(userId);
  }

  async function loadOlder(userId: number): Promise<void> {
    const current = thread(userId).get();
    if (!current.hasMore || current.state.status === 'loading') return;
    state.patchThread(userId, () => ({ state: { status: 'loading' } }));
    const page = await fetchPage(userId, current.page + 1);
    state.patchThread(userId, (latest) => ({
      messages: mergeMessages(latest.messages, page?.results ?? []),
      page: page ? current.page + 1 : current.page,
      hasMore: page ? current.page + 1 < page.total_pages : latest.hasMore,
      state: page ? { status: 'ready', data: undefined } : { status: 'error', message: MSG_MESSAGES_FAILED, error: null },
    }));
  }

  return { thread, loadMessages, loadOlder };
}
