import { randomId } from '../../lib/random-id';
import type { ChatStore } from '../chat';
import { chatCoreParts, type ChatCore } from './chat-core';
import { createChatHistory } from './chat-history';
import { createReportMessage } from './chat-report';
import { createChatSending } from './chat-sending';
import { createUserInfo } from './chat-users';

/**
 * Completes a chat core into the whole chat store, in place: the threads' history, sending,
 * reports and the other users' info, which only an opened conversation uses. The script-tag chat
 * dock calls it from the chunk it loads when the dock or a chat window opens, so the closed
 * dock's code leaves them out. A whole store is returned as it is.
 *
 * @param chat - A store of `createChatCore` (or of `createChatStore`)
 * @returns the same object, now a `ChatStore`
 * @example
 * const chat = withOpenedChat(createChatCore(client, realtime, account));
 * chat.thread(12).subscribe(render);
 */
export function withOpenedChat(chat: ChatCore | ChatStore): ChatStore {
  if ('thread' in chat) return chat;
  const parts = chatCoreParts(chat);
  if (!parts) throw new TypeError('withOpenedChat: not a chat store of createChatCore');
  const { state, account, unread, listen, options } = parts;
  const history = createChatHistory(state, { listen, markConversationRead: unread.markConversationRead });
  const opened: Pick<ChatStore, Exclude<keyof ChatStore, keyof ChatCore>> = {
    thread: history.thread,
    loadMessages: history.loadMessages,
    loadOlder: history.loadOlder,
    send: createChatSending(state, { account, thread: history.thread, newClientId: options.clientId ?? randomId }),
    reportMessage: createReportMessage(state),
    userInfo: createUserInfo(state),
  };
  return Object.assign(chat, opened);
}
