import type { WritableAtom } from 'nanostores';
import { ApiError } from '../../http/errors';
import { MSG_CHAT_PREMIUM_REQUIRED } from '../../rules/chat-text';
import { MSG_SEND_MESSAGE_FAILED } from '../../rules/error-catalogue';
import { errorMessage } from '../../rules/error-message';
import type { AccountStore } from '../account';
import type { ActionResult } from '../async-state';
import { mergeMessages, type ChatMessage, type ChatThread } from './chat-messages';
import type { ChatState } from './chat-state';

export interface ChatSendingDeps {
  account: Pick<AccountStore, '$mayChat'>;
  thread: (userId: number) => WritableAtom<ChatThread>;
  /** A new `client_id` for each send. */
  newClientId: () => string;
}

/**
 * The store's `send`: optimistic under a new `client_id`; the send's answer or its pushed frame,
 * whichever comes first, replaces the pending message (see `ChatStore.send`).
 */
export function createChatSending(state: ChatState, { account, thread, newClientId }: ChatSendingDeps) {
  let optimisticId = 0;

  function showPending(recipientId: number, sender: number, content: string, clientId: string): ChatMessage {
    const optimistic: ChatMessage = {
      id: -++optimisticId,
      sender,
      recipient: recipientId,
      content,
      is_read: false,
      created_at: new Date(state.client.now()).toISOString(),
      recipient_fullname: null,
      pending: true,
      client_id: clientId,
    };
    const $thread = thread(recipientId);
    $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [optimistic]) });
    return optimistic;
  }

  return async function send(recipientId: number, content: string): Promise<ActionResult> {
    const self = state.me();
    if (content.trim() === '') return { ok: false, message: '' };
    if (self === null) return { ok: false, message: MSG_SEND_MESSAGE_FAILED };
    if (account.$mayChat.get() === false) return { ok: false, message: MSG_CHAT_PREMIUM_REQUIRED };
    const clientId = newClientId();
    const optimistic = showPending(recipientId, self, content, clientId);
    const $thread = thread(recipientId);
    const isPending = () => $thread.get().messages.some((message) => message.id === optimistic.id);
    try {
      const saved = await state.api.send(recipientId, content, { sender: self, clientId });
      state.seen.add(saved.id);
      // Replaces the pending message, unless its frame already did. The client_id is this send's
      // whether or not the answer echoes it.
      $thread.set({ ...$thread.get(), messages: mergeMessages($thread.get().messages, [{ ...saved, client_id: clientId }]) });
      state.touchConversation(recipientId, saved, 0, saved.recipient_fullname);
      return { ok: true };
    } catch (error) {
      // Its frame replaced it: the server stored and delivered it, only the answer was lost.
      if (!isPending()) return { ok: true };
      $thread.set({ ...$thread.get(), messages: $thread.get().messages.filter((message) => message.id !== optimistic.id) });
      const message = error instanceof ApiError && error.status === 403 ? MSG_CHAT_PREMIUM_REQUIRED : errorMessage(error, MSG_SEND_MESSAGE_FAILED);
      return { ok: false, message, error };
    }
  };
}
