import * as z from 'zod/mini';
import { IdSchema } from './envelope';

/** A chat message (SPEC §3 Message). */
export const MessageSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  sender: z.number(),
  recipient: z.number(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  recipient_fullname: z.nullable(z.string()),
  sender_fullname: z.optional(z.nullable(z.string())),
});
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
export const MessageListQuerySchema = /* @__PURE__ */ z.object({
  user_id: IdSchema,
  page: z._default(z.coerce.number().check(z.int('Trang phải là số nguyên'), z.minimum(1, 'Trang phải từ 1 trở lên')), 1),
  page_size: z._default(
    z.coerce.number().check(z.int('Số mục mỗi trang phải là số nguyên'), z.minimum(1, 'Số mục mỗi trang phải từ 1 trở lên'), z.maximum(100, 'Số mục mỗi trang tối đa là 100')),
    MESSAGE_PAGE_SIZE_DEFAULT,
  ),
  ordering: z._default(z.enum(['-created_at', 'created_at'], { error: 'Thứ tự không hợp lệ' }), '-created_at'),
  /** Catch-up after a reconnect: only messages with a larger id, oldest first (API.md). */
  after_id: z.optional(IdSchema),
});
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

/** POST /api/messages/send/ — `sender` may be sent (SPEC §7) but the server uses the token's user. */
export const SendMessageBodySchema = /* @__PURE__ */ z.object({
  recipient: IdSchema,
  content: z.string({ error: 'Vui lòng nhập tin nhắn' }).check(
    z.trim(),
    z.minLength(1, 'Vui lòng nhập tin nhắn'),
    z.maxLength(MESSAGE_CONTENT_MAX, CONTENT_TOO_LONG),
  ),
  sender: z.optional(z.unknown()),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** One conversation row (GET /api/conversations/ and /api/messages/latest/?separate_by_user=true). */
export const ConversationSchema = /* @__PURE__ */ z.object({
  /** The other participant. */
  user_id: z.number(),
  fullname: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  last_message: MessageSchema,
  unread_count: z.number(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /api/messages/unread/: `data = { total, results }`. */
export const UnreadMessagesSchema = /* @__PURE__ */ z.object({ total: z.number(), results: z.array(MessageSchema) });
