/** JobHub AI (API.md "JobHub AI"): sessions, a non-streaming send, and the streamed answer. Signed-in users only. */
import * as z from 'zod/mini';
import {
  AssistantReplySchema,
  AssistantSendBodySchema,
  AssistantSessionCreateBodySchema,
  AssistantSessionDetailSchema,
  AssistantSessionSchema,
  AssistantStreamEventSchema,
  AssistantTitleBodySchema,
} from '../assistant';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '../envelope';

const SessionEnvelopeSchema = /* @__PURE__ */ envelope(AssistantSessionSchema);

/**
 * The caller's sessions, most recently active first (the latest 100), in `data` and, for clients
 * of the original API, again in a top-level `results` (issue 26).
 */
export const listAssistantSessions = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/gemini-chat/sessions/',
  responses: {
    200: /* @__PURE__ */ z.extend(/* @__PURE__ */ envelope(/* @__PURE__ */ z.array(AssistantSessionSchema)), {
      results: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(AssistantSessionSchema)),
    }),
  },
});

export const createAssistantSession = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/gemini-chat/sessions/create/',
  body: AssistantSessionCreateBodySchema,
  responses: { 201: SessionEnvelopeSchema },
});

/** One of the caller's sessions with its messages; another user's answers 404. */
export const getAssistantSession = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/gemini-chat/sessions/:id/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(AssistantSessionDetailSchema) },
});

export const renameAssistantSession = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/gemini-chat/sessions/:id/update-title/',
  params: IdParamsSchema,
  body: AssistantTitleBodySchema,
  responses: { 200: SessionEnvelopeSchema },
});

export const deleteAssistantSession = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/gemini-chat/sessions/:id/delete/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** Asks and waits for the whole answer; both turns are stored (a new session when `session_id` is left out). */
export const sendAssistantMessage = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/gemini-chat/send-message/',
  body: AssistantSendBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(AssistantReplySchema) },
});

/**
 * Asks and streams the answer as `text/event-stream`; each event's data is one
 * `AssistantStreamEvent` (the schema declared here). Refusals before the stream starts (401, 400,
 * 404, 429) are JSON error bodies as everywhere else. Closing the connection stops the assistant;
 * what it produced until then is stored.
 */
export const streamAssistantMessage = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/gemini-chat/stream/',
  body: AssistantSendBodySchema,
  responses: { 200: AssistantStreamEventSchema },
});

/** The JobHub AI endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const ASSISTANT_ENDPOINTS = {
  listAssistantSessions,
  createAssistantSession,
  getAssistantSession,
  renameAssistantSession,
  deleteAssistantSession,
  sendAssistantMessage,
  streamAssistantMessage,
};
