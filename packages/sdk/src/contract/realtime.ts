import * as z from 'zod/mini';

/** Client → server: the authentication frame (API.md, WebSocket). */
export interface AuthenticateFrame {
  type: 'authenticate';
  token: string;
}

/** Server → client chat frame (API.md): `new_message` (also accepted as `chat_message`). */
export const ChatFrameSchema = /* @__PURE__ */ z.object({
  type: z.enum(['new_message', 'chat_message']),
  message_id: z.number(),
  sender_id: z.number(),
  recipient_id: z.number(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  recipient_fullname: z.nullable(z.string()),
  sender_fullname: z.optional(z.nullable(z.string())),
});
export type ChatFrame = z.infer<typeof ChatFrameSchema>;

/** Server → client notification frame: `type` is the notification_type (API.md). */
export const NotificationFrameSchema = /* @__PURE__ */ z.object({
  type: z.string(),
  id: z.number(),
  title: z.string(),
  message: z.string(),
  link: z.nullable(z.string()),
  object_id: z.nullable(z.number()),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type NotificationFrame = z.infer<typeof NotificationFrameSchema>;

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
