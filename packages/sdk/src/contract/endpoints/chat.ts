/** Chat (SPEC §7 Chat, API.md): conversations, one conversation's pages, sending, unread, read. */
import * as z from 'zod/mini';
import {
  ChatContactPageSchema,
  ChatContactsQuerySchema,
  ConversationSchema,
  LatestMessageSchema,
  LatestMessagesQuerySchema,
  MessageListQuerySchema,
  MessagePageSchema,
  MessageReadSchema,
  SendMessageBodySchema,
  SentMessageSchema,
  UnreadMessagesSchema,
} from '../chat';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '../envelope';

const ConversationListSchema = /* @__PURE__ */ z.array(ConversationSchema);

/** One row per other participant, most recent first. */
export const listConversations = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/conversations/',
  responses: { 200: /* @__PURE__ */ envelope(ConversationListSchema) },
});

/**
 * People the user has an application with (candidate: employers of the posts applied to;
 * employer: candidates who applied to their posts), the latest application first, paged.
 */
export const listChatContacts = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/conversations/contacts/',
  query: ChatContactsQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(ChatContactPageSchema) },
});

/** One conversation (`user_id`), paged; `after_id` is the catch-up after a reconnect. */
export const listMessages = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/messages/',
  query: MessageListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(MessagePageSchema) },
});

/** `separate_by_user=true` (what SPEC §7's client sends): conversations; `false`: the latest messages. */
export const listLatestMessages = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/messages/latest/',
  query: LatestMessagesQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.union([ConversationListSchema, /* @__PURE__ */ z.array(LatestMessageSchema)])) },
});

/** The stored message, with the send's `client_id` echoed (also in the `new_message` frame). */
export const sendMessage = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/messages/send/',
  body: SendMessageBodySchema,
  responses: { 201: /* @__PURE__ */ envelope(SentMessageSchema) },
});

export const listUnreadMessages = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/messages/unread/',
  responses: { 200: /* @__PURE__ */ envelope(UnreadMessagesSchema) },
});

/** The recipient only; older unread messages of the same sender are marked too. */
export const markMessageRead = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/messages/:id/read/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(MessageReadSchema) },
});

/** The recipient only: reports a message to the admins (the 'Báo cáo' of a scam warning); again is no change. */
export const reportMessage = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/messages/:id/report/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The chat endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const CHAT_ENDPOINTS = { listConversations, listChatContacts, listMessages, listLatestMessages, sendMessage, listUnreadMessages, markMessageRead, reportMessage };
