import { MSG_REPORT_MESSAGE_FAILED } from '../../rules/chat-warning-text';
import { errorMessage } from '../../rules/error-message';
import type { ActionResult } from '../async-state';
import type { ChatState } from './chat-state';

/** Reports an incoming message to the admins; once accepted the message is `is_reported`. */
export function createReportMessage(state: ChatState): (messageId: number, otherUserId: number) => Promise<ActionResult> {
  return async (messageId, otherUserId) => {
    try {
      await state.api.report(messageId);
      state.patchMessage(otherUserId, messageId, { is_reported: true });
      return { ok: true };
    } catch (error) {
      state.client.logger.warn('reporting a message failed', error);
      return { ok: false, message: errorMessage(error, MSG_REPORT_MESSAGE_FAILED), error };
    }
  };
}
