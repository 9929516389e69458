/**
 * JobHub AI (API.md "JobHub AI"): the signed-in user's chat sessions with the assistant, their
 * messages, and the events of a streamed answer.
 */
import * as z from 'zod/mini';
import { IdSchema } from './envelope';
import { PostRowSchema } from './posts';
import { ASSISTANT_MESSAGE_MAX, ASSISTANT_TITLE_MAX, tooLong } from './text-limits';

export const MSG_ASSISTANT_EMPTY = 'Vui lòng nhập câu hỏi';
export const MSG_ASSISTANT_TITLE_EMPTY = 'Vui lòng nhập tiêu đề';

/** The question: trimmed, 1 to ASSISTANT_MESSAGE_MAX characters. */
const QuestionSchema = /* @__PURE__ */ z
  .string({ error: MSG_ASSISTANT_EMPTY })
  .check(z.trim(), z.minLength(1, MSG_ASSISTANT_EMPTY), z.maxLength(ASSISTANT_MESSAGE_MAX, /* @__PURE__ */ tooLong('Câu hỏi', ASSISTANT_MESSAGE_MAX)));

const TitleSchema = /* @__PURE__ */ z
  .string({ error: MSG_ASSISTANT_TITLE_EMPTY })
  .check(z.trim(), z.minLength(1, MSG_ASSISTANT_TITLE_EMPTY), z.maxLength(ASSISTANT_TITLE_MAX, /* @__PURE__ */ tooLong('Tiêu đề', ASSISTANT_TITLE_MAX)));

/** POST /api/gemini-chat/sessions/create/ — the title is optional (the first question gives it). */
export const AssistantSessionCreateBodySchema = /* @__PURE__ */ z.object({ title: z.optional(TitleSchema) });
export type AssistantSessionCreateBody = z.infer<typeof AssistantSessionCreateBodySchema>;

/** PUT /api/gemini-chat/sessions/{id}/update-title/ */
export const AssistantTitleBodySchema = /* @__PURE__ */ z.object({ title: TitleSchema });
export type AssistantTitleBody = z.infer<typeof AssistantTitleBodySchema>;

/** POST /api/gemini-chat/send-message/ and /stream/: a question, in a session of the caller's or a new one. */
export const AssistantSendBodySchema = /* @__PURE__ */ z.object({
  message: QuestionSchema,
  session_id: z.optional(z.nullable(IdSchema)),
});
export type AssistantSendBody = z.input<typeof AssistantSendBodySchema>;

/** One session in the sidebar: newest activity first. `preview` is the start of its last message. */
export const AssistantSessionSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  title: z.string(),
  preview: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantSession = z.infer<typeof AssistantSessionSchema>;

/** One stored turn. `post_ids`: the jobs an answer cites, in order (empty for questions). */
export const AssistantMessageSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  post_ids: z.array(z.number()),
  created_at: z.string(),
  /** `created_at` under the original API's name, which its clients read (issue 26). */
  timestamp: z.optional(z.string()),
});
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;

/** GET /api/gemini-chat/sessions/{id}/: the session, its messages oldest first, and cards of the open jobs they cite. */
export const AssistantSessionDetailSchema = /* @__PURE__ */ z.extend(AssistantSessionSchema, {
  messages: z.array(AssistantMessageSchema),
  jobs: z.array(PostRowSchema),
});
export type AssistantSessionDetail = z.infer<typeof AssistantSessionDetailSchema>;

/** POST /api/gemini-chat/send-message/ (API.md): the session the turn went to and the answer's markdown. */
export const AssistantReplySchema = /* @__PURE__ */ z.object({ session_id: z.number(), response: z.string() });
export type AssistantReply = z.infer<typeof AssistantReplySchema>;

/**
 * The events of POST /api/gemini-chat/stream/ (`text/event-stream`; the SSE event name is `type`,
 * its data the whole JSON object), in this order: one `session`; `text` deltas and `jobs` as the
 * assistant produces them; then `done` (the stored answer) or `error` (the answer stored so far,
 * if any, is kept). `jobs` carries the cited open posts' cards.
 */
export const AssistantStreamEventSchema = /* @__PURE__ */ z.union([
  z.object({ type: z.literal('session'), session_id: z.number(), title: z.string(), question_id: z.number() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('jobs'), post_ids: z.array(z.number()), jobs: z.array(PostRowSchema) }),
  z.object({ type: z.literal('done'), message: AssistantMessageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof AssistantStreamEventSchema>;
