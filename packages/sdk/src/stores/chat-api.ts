import * as z from 'zod/mini';
import { UserInfoSchema, type UserInfo } from '../contract/auth';
import {
  ConversationSchema,
  MessagePageSchema,
  MessageSchema,
  UnreadMessagesSchema,
  type Conversation,
  type Message,
} from '../contract/chat';
import { envelope } from '../contract/envelope';
import type { JobHubClient } from './client';

const ConversationsResponseSchema = /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(ConversationSchema));
const MessagePageResponseSchema = /* @__PURE__ */ envelope(MessagePageSchema);
const MessageResponseSchema = /* @__PURE__ */ envelope(MessageSchema);
const MessagesResponseSchema = /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(MessageSchema));
const UnreadMessagesResponseSchema = /* @__PURE__ */ envelope(UnreadMessagesSchema);
const UserInfoResponseSchema = /* @__PURE__ */ envelope(UserInfoSchema);

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

/** A page of messages. */
export type MessagePage = z.infer<typeof MessagePageSchema>;
/** GET /api/messages/unread/. */
export type UnreadMessages = z.infer<typeof UnreadMessagesSchema>;

/** Chat calls (SPEC §7 Chat), answers parsed with the contract. */
export interface ChatApi {
  /** GET /api/conversations/ — one row per other user, most recent first. */
  conversations(): Promise<Conversation[]>;
  /** GET /api/messages/ with user_id, page, page_size, ordering (default -created_at), after_id. */
  messages(params: MessageListParams): Promise<MessagePage>;
  /** GET /api/messages/latest/?separate_by_user=true. */
  latest(): Promise<Message[]>;
  /** POST /api/messages/send/ with recipient, content and the sender (the server trusts the token) → the stored message. */
  send(recipient: number, content: string, sender?: number): Promise<Message>;
  /** GET /api/messages/unread/ → `{ total, results }`. */
  unread(): Promise<UnreadMessages>;
  /** POST /api/messages/{id}/read/. */
  markRead(messageId: number): Promise<void>;
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
export function createChatApi(client: Pick<JobHubClient, 'http'>): ChatApi {
  const { http } = client;
  return {
    conversations: async () => (await http.request('/api/conversations/', ConversationsResponseSchema)).data,
    messages: async (params) =>
      (await http.request('/api/messages/', MessagePageResponseSchema, { query: { ordering: '-created_at', ...params } })).data,
    latest: async () =>
      (await http.request('/api/messages/latest/', MessagesResponseSchema, { query: { separate_by_user: 'true' } })).data,
    send: async (recipient, content, sender) =>
      (await http.request('/api/messages/send/', MessageResponseSchema, { method: 'POST', body: { recipient, content, sender } })).data,
    unread: async () => (await http.request('/api/messages/unread/', UnreadMessagesResponseSchema)).data,
    markRead: async (messageId) => void (await http.requestRaw(`/api/messages/${encodeURIComponent(messageId)}/read/`, { method: 'POST' })),
    userInfo: async (userId) => (await http.request(`/api/users/${encodeURIComponent(userId)}/info/`, UserInfoResponseSchema)).data,
  };
}
