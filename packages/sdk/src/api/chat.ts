import type * as z from 'zod/mini';
import type { UserInfo } from '../contract/auth';
import type { ChatContactPageSchema, Conversation, MessagePageSchema, SentMessage, UnreadMessagesSchema } from '../contract/chat';
import {
  listChatContacts,
  listConversations,
  listLatestMessages,
  listMessages,
  listUnreadMessages,
  markMessageRead,
  reportMessage,
  sendMessage,
} from '../contract/endpoints/chat';
import { getUserInfo } from '../contract/endpoints/accounts';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';


/** Query of GET /api/messages/ (SPEC §7; `after_id` from API.md). */
export interface MessageListParams {
  user_id: number;
  page?: number;
  /** Default 30 on the server; the chat store asks for 20. */
  page_size?: number;
  ordering?: '-created_at' | 'created_at';
  /** Only messages with a larger id, oldest first: the catch-up after a reconnect. */
  after_id?: number;
}

/** Extra fields of a send. */
export interface ChatSendOptions {
  /** Sent as SPEC §7 writes it; the server takes the sender from the token. */
  sender?: number;
  /** Echoed in the answer and in the `new_message` frame, so the sender recognises its message. */
  clientId?: string;
}

/** Query of GET /api/conversations/contacts/. */
export interface ChatContactsParams {
  /** Name, company or post title. */
  q?: string;
  page?: number;
  /** Default 10, at most 100. */
  page_size?: number;
}

/** A page of people one has an application with. */
export type ChatContactPage = z.infer<typeof ChatContactPageSchema>;

/** A page of messages. */
export type MessagePage = z.infer<typeof MessagePageSchema>;
/** GET /api/messages/unread/. */
export type UnreadMessages = z.infer<typeof UnreadMessagesSchema>;

/** Chat calls (SPEC §7 Chat), answers parsed with the contract. */
export interface ChatApi {
  /** GET /api/conversations/ — one row per other user, most recent first. */
  conversations(): Promise<Conversation[]>;
  /** GET /api/conversations/contacts/ — people one has an application with, the latest application first. */
  contacts(params?: ChatContactsParams): Promise<ChatContactPage>;
  /** GET /api/messages/ with user_id, page, page_size, ordering (default -created_at), after_id. */
  messages(params: MessageListParams): Promise<MessagePage>;
  /** GET /api/messages/latest/?separate_by_user=true — the conversations, as `conversations()`. */
  latest(): Promise<Conversation[]>;
  /** POST /api/messages/send/ with recipient and content → the stored message (with the `client_id` given). */
  send(recipient: number, content: string, options?: ChatSendOptions): Promise<SentMessage>;
  /** GET /api/messages/unread/ → `{ total, results }`. */
  unread(): Promise<UnreadMessages>;
  /** POST /api/messages/{id}/read/. */
  markRead(messageId: number): Promise<void>;
  /** POST /api/messages/{id}/report/ (the recipient): reports the message to the admins. */
  report(messageId: number): Promise<void>;
  /** GET /api/users/{id}/info/. */
  userInfo(userId: number): Promise<UserInfo>;
}

/**
 * Creates the chat calls of SPEC §7.
 *
 * @param client - A `createClient()` client.
 * @example
 * const api = createChatApi(client);
 * const page = await api.messages({ user_id: 12, page: 1, page_size: 20 });
 */
export function createChatApi(client: { http: RequestClient }): ChatApi {
  const { http } = client;
  return {
    conversations: async () => (await callEndpoint(http, listConversations, {})).data,
    contacts: async (params = {}) => (await callEndpoint(http, listChatContacts, { query: params })).data,
    messages: async (params) => (await callEndpoint(http, listMessages, { query: { ordering: '-created_at', ...params } })).data,
    async latest() {
      const { data } = await callEndpoint(http, listLatestMessages, { query: { separate_by_user: 'true' } });
      // separate_by_user=true answers conversations; the union's message list is the `false` answer.
      return data as Conversation[];
    },
    send: async (recipient, content, { sender, clientId } = {}) =>
      (await callEndpoint(http, sendMessage, { body: { recipient, content, sender, client_id: clientId } })).data,
    unread: async () => (await callEndpoint(http, listUnreadMessages, {})).data,
    markRead: async (messageId) => void (await callEndpoint(http, markMessageRead, { params: { id: messageId } })),
    report: async (messageId) => void (await callEndpoint(http, reportMessage, { params: { id: messageId } })),
    userInfo: async (userId) => (await callEndpoint(http, getUserInfo, { params: { id: userId } })).data,
  };
}
