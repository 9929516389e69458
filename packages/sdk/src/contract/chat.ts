import * as z from 'zod/mini';
import { IdSchema, PageQuerySchema, paged, QueryBooleanSchema, SearchTextSchema } from './envelope';
import { emptyMeansUnset, sortKeySchema } from './query-input';
import { ChatWarningSignalsSchema } from './chat-warning';

/**
 * A chat message's fields (SPEC §3 Message), which the send answer and the latest messages extend
 * by spreading them (no `z.extend`, whose helpers would otherwise weigh on every script-tag element).
 */
const MessageFields = {
  id: z.number(),
  sender: z.number(),
  recipient: z.number(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  recipient_fullname: z.nullable(z.string()),
  sender_fullname: z.optional(z.nullable(z.string())),
  /** Scam warning signals of an employer's message to a candidate (chat-warning.ts); absent when none. */
  warning_signals: ChatWarningSignalsSchema,
  /** The recipient reported this message to the admins (POST /api/messages/{id}/report/). */
  is_reported: z.optional(z.boolean()),
};
/** A chat message (SPEC §3 Message). */
export const MessageSchema = /* @__PURE__ */ z.object(MessageFields);
export type Message = z.infer<typeof MessageSchema>;

/** GET /api/messages/: `data = { results, total_pages }` (+ page fields). */
export const MessagePageSchema = /* @__PURE__ */ z.object({
  results: z.array(MessageSchema),
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
  page_size: z.number(),
});

export const MESSAGE_PAGE_SIZE_DEFAULT = 30;
export const MessageListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.object({
    user_id: IdSchema,
    page: z._default(z.coerce.number().check(z.int('Trang phải là số nguyên'), z.minimum(1, 'Trang phải từ 1 trở lên')), 1),
    page_size: z._default(
      z.coerce.number().check(z.int('Số mục mỗi trang phải là số nguyên'), z.minimum(1, 'Số mục mỗi trang phải từ 1 trở lên'), z.maximum(100, 'Số mục mỗi trang tối đa là 100')),
      MESSAGE_PAGE_SIZE_DEFAULT,
    ),
    ordering: z._default(sortKeySchema(['-created_at', 'created_at'], 'Thứ tự không hợp lệ'), '-created_at'),
    /** Catch-up after a reconnect: only messages with a larger id, oldest first (API.md). */
    after_id: z.optional(IdSchema),
  }),
);
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

/**
 * Messages an employer may send in 24 hours to people with no relation to them (who neither
 * applied to their posts nor wrote to them): the cold-message limit against chat spam. Only
 * employers with an approved company may send cold messages at all.
 */
export const COLD_MESSAGE_DAILY_LIMIT = 20;

/** Longest chat message accepted (characters). */
export const MESSAGE_CONTENT_MAX = 2000;
const CONTENT_TOO_LONG = `Tin nhắn tối đa ${MESSAGE_CONTENT_MAX} ký tự`;

/** Longest `client_id` of a send (a UUID is 36 characters). */
export const CLIENT_ID_MAX = 64;
const MSG_BAD_CLIENT_ID = 'Mã tin nhắn không hợp lệ';

/**
 * The sender's own id for one send, echoed in the send answer and in the `new_message` frame so
 * the sending client recognises its message (letters, digits, `-` and `_`, at most 64).
 */
export const ClientIdSchema = /* @__PURE__ */ z
  .string({ error: MSG_BAD_CLIENT_ID })
  .check(z.maxLength(CLIENT_ID_MAX, MSG_BAD_CLIENT_ID), z.regex(/^[\w-]+$/, MSG_BAD_CLIENT_ID));

/** POST /api/messages/send/ — `sender` may be sent (SPEC §7) but the server uses the token's user. */
export const SendMessageBodySchema = /* @__PURE__ */ z.object({
  recipient: IdSchema,
  content: z.string({ error: 'Vui lòng nhập tin nhắn' }).check(
    z.trim(),
    z.minLength(1, 'Vui lòng nhập tin nhắn'),
    z.maxLength(MESSAGE_CONTENT_MAX, CONTENT_TOO_LONG),
  ),
  sender: z.optional(z.unknown()),
  client_id: z.optional(ClientIdSchema),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** The send answer's message: the stored message plus the `client_id` of the send, when it had one. */
export const SentMessageSchema = /* @__PURE__ */ z.object({ ...MessageFields, client_id: z.optional(z.string()) });
export type SentMessage = z.infer<typeof SentMessageSchema>;

/** GET /api/messages/latest/: `separate_by_user=false` lists messages, anything else conversations. */
export const LatestMessagesQuerySchema = /* @__PURE__ */ emptyMeansUnset(/* @__PURE__ */ z.object({ separate_by_user: QueryBooleanSchema }));

/** GET /api/messages/latest/?separate_by_user=false rows: a message and the other participant's id. */
export const LatestMessageSchema = /* @__PURE__ */ z.object({ ...MessageFields, conversation_partner_id: z.number() });
export type LatestMessage = z.infer<typeof LatestMessageSchema>;

/** POST /api/messages/{id}/read/: the message read and how many were marked (older ones of that sender too). */
export const MessageReadSchema = /* @__PURE__ */ z.object({ message_id: z.number(), marked: z.number() });

/** One conversation row (GET /api/conversations/ and /api/messages/latest/?separate_by_user=true). */
export const ConversationSchema = /* @__PURE__ */ z.object({
  /** The other participant. */
  user_id: z.number(),
  fullname: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  last_message: MessageSchema,
  unread_count: z.number(),
  /**
   * SPEC §3's conversation (sender and recipient user ids: those of the last message) and the
   * other participant again, for clients of the original API; optional as the SDK builds rows
   * from socket frames too.
   */
  sender: z.optional(z.number()),
  recipient: z.optional(z.number()),
  conversation_partner_id: z.optional(z.number()),
  /**
   * The last message's own fields copied onto the row, and the other participant's name: clients
   * of the original API read them from the row itself (issue 26). Optional like the ids above.
   */
  id: z.optional(z.number()),
  content: z.optional(z.string()),
  is_read: z.optional(z.boolean()),
  created_at: z.optional(z.string()),
  sender_fullname: z.optional(z.nullable(z.string())),
  recipient_fullname: z.optional(z.nullable(z.string())),
  conversation_partner_fullname: z.optional(z.string()),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /api/messages/unread/: `data = { total, results }`. */
export const UnreadMessagesSchema = /* @__PURE__ */ z.object({ total: z.number(), results: z.array(MessageSchema) });

/**
 * Someone the user has an application with (GET /api/conversations/contacts/), for 'Tin nhắn mới':
 * for a candidate the employers of the posts they applied to, for an employer the candidates who
 * applied to their company's posts. One row per person, the latest application first.
 */
export const ChatContactSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  fullname: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  /** The employer's company, for an employer (null for a candidate). */
  company_name: z.nullable(z.string()),
  /** The post of the latest application between the two. */
  post_title: z.string(),
  /** When that application was sent (ISO 8601). */
  applied_at: z.string(),
});
export type ChatContact = z.infer<typeof ChatContactSchema>;

/** GET /api/conversations/contacts/: a page of {@link ChatContactSchema}. */
export const ChatContactPageSchema = /* @__PURE__ */ paged(ChatContactSchema);

/** GET /api/conversations/contacts/: `q` (name or post title, without diacritics too), `page`, `page_size` (default 10, max 100). */
export const ChatContactsQuerySchema = /* @__PURE__ */ emptyMeansUnset(/* @__PURE__ */ z.extend(PageQuerySchema, { q: SearchTextSchema }));
export type ChatContactsQuery = z.infer<typeof ChatContactsQuerySchema>;
