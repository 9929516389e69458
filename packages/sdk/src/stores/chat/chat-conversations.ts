import { MSG_CONVERSATIONS_FAILED } from '../../rules/error-catalogue';
import { errorMessage } from '../../rules/error-message';
import type { ChatState } from './chat-state';

/** GET /api/conversations/ into `$conversations` and `$conversationsState`. */
export function createLoadConversations({ api, $conversations, $conversationsState }: ChatState): () => Promise<void> {
  return async () => {
    $conversationsState.set({ status: 'loading' });
    try {
      const conversations = await api.conversations();
      $conversations.set(conversations);
      $conversationsState.set({ status: 'ready', data: undefined });
    } catch (error) {
      $conversationsState.set({ status: 'error', message: errorMessage(error, MSG_CONVERSATIONS_FAILED), error });
    }
  };
}
