import { ChatWarningSignalsSchema } from './chat-warning';
import * as z from 'zod/mini';
import { NotificationContentFields } from './notifications';

/** Client → server: the authentication frame (API.md, WebSocket). */
export interface AuthenticateFrame {
  type: 'authenticate';
  token: string;
}

/** The types of a chat frame: `new_message` (also accepted as `chat_message`). */
export const CHAT_FRAME_TYPES = ['new_message', 'chat_message'] as const;

/** Server → client chat frame (API.md): `new_message` (also accepted as `chat_message`). */
export const ChatFrameSchema = /* @__PURE__ */ z.object({
  // z.literal of the list rather than z.enum: the same checks and issues, and the answers the script-tag
  // bundles parse then need none of zod's enum code.
  type: z.literal(CHAT_FRAME_TYPES),
  message_id: z.number(),
  sender_id: z.number(),
  recipient_id: z.number(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  recipient_fullname: z.nullable(z.string()),
  sender_fullname: z.optional(z.nullable(z.string())),
  /** The `client_id` the sender gave the send, so the sending client replaces its optimistic message. */
  client_id: z.optional(z.string()),
  /** Scam warning signals of the message, as in its history (chat-warning.ts); absent when none. */
  warning_signals: ChatWarningSignalsSchema,
});
export type ChatFrame = z.infer<typeof ChatFrameSchema>;

/**
 * Server → client notification frame (API.md): the notification itself, with its
 * `notification_type` sent as `type` and without the icon.
 */
export const NotificationFrameSchema = /* @__PURE__ */ z.object({ id: z.number(), ...NotificationContentFields, type: z.string() });
export type NotificationFrame = z.infer<typeof NotificationFrameSchema>;

/** Every frame the server pushes after the handshake: what the API builds and publishes. */
export type ServerFrame = ChatFrame | NotificationFrame;

/** Client → server keep-alive; an authenticated socket answers `{type:'pong'}`. */
export interface PingFrame {
  type: 'ping';
}

/** Control frames: the handshake (SPEC §4 Real-time) and the answer to the client's ping. */
export const CONTROL_FRAME_TYPES = ['auth_required', 'auth_success', 'auth_fail', 'pong'] as const;
export type ControlFrameType = (typeof CONTROL_FRAME_TYPES)[number];

/** Sockets that never authenticate are closed after this long (API.md). */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
/** Close code for a normal close (SPEC §9). */
export const NORMAL_CLOSE_CODE = 1000;
/** Close code the server uses after auth_fail or the auth timeout (policy violation). */
export const AUTH_FAILED_CLOSE_CODE = 4001;
