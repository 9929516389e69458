import { MSG_MESSAGES_FAILED } from '../../rules/error-catalogue';
import { errorMessage } from '../../rules/error-message';
import type { ActionResult } from '../async-state';
import type { Realtime } from '../realtime';
import type { ChatState } from './chat-state';

/** Unread employer messages are polled this often (SPEC §7, §9: 30 s). */
export const UNREAD_MESSAGES_POLL_MS = 30_000;

/** Reading messages and the unread counts of the chat store. */
export interface ChatUnread {
  /** Marks read, locally first; `counted` says the message was in `$unreadTotal`. */
  markMessageRead(messageId: number, otherUserId: number, counted: boolean): Promise<ActionResult>;
  /** Marks one message read, counting it when it was an unread one addressed to the user. */
  markRead(messageId: number, otherUserId: number): Promise<ActionResult>;
  /** Marks every unread incoming message of a loaded conversation read. */
  markConversationRead(userId: number): void;
  /** GET /api/messages/unread/ into `$unreadTotal`. */
  refreshUnread(): Promise<ActionResult>;
  /** Refreshes the unread total now and every 30 s while signed in; returns stop. */
  startUnreadPolling(): () => void;
}

export function createChatUnread(state: ChatState, realtime: Pick<Realtime, 'shareReadChange'>): ChatUnread {
  const { api, client, threads } = state;

  async function markMessageRead(messageId: number, otherUserId: number, counted: boolean): Promise<ActionResult> {
    state.patchMessage(otherUserId, messageId, { is_read: true });
    if (counted) {
      state.setUnread(state.$unreadTotal.get() - 1);
      state.decrementRowUnread(otherUserId);
    }
    try {
      await api.markRead(messageId);
      realtime.shareReadChange({ kind: 'message', id: messageId, otherUserId });
      return { ok: true };
    } catch (error) {
      client.logger.warn('marking a message read failed', error);
      return { ok: false, message: errorMessage(error, MSG_MESSAGES_FAILED), error };
    }
  }

  async function refreshUnread(): Promise<ActionResult> {
    try {
      state.setUnread((await api.unread()).total);
      return { ok: true };
    } catch (error) {
      client.logger.warn('unread messages failed', error);
      return { ok: false, message: errorMessage(error, MSG_MESSAGES_FAILED), error };
    }
  }

  return {
    markMessageRead,
    markRead(messageId, otherUserId) {
      const message = threads.get(otherUserId)?.get().messages.find((known) => known.id === messageId);
      return markMessageRead(messageId, otherUserId, Boolean(message && !message.is_read && message.recipient === state.me()));
    },
    markConversationRead(userId) {
      const self = state.me();
      for (const message of threads.get(userId)?.get().messages ?? []) {
        if (message.recipient === self && !message.is_read && !message.pending) void markMessageRead(message.id, userId, true);
      }
    },
    refreshUnread,
    startUnreadPolling() {
      const tick = () => {
        if (state.me() !== null) void refreshUnread();
      };
      tick();
      const interval = client.timers.setInterval(tick, UNREAD_MESSAGES_POLL_MS);
      return () => client.timers.clearInterval(interval);
    },
  };
}
