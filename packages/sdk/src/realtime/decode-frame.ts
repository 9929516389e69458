import * as z from 'zod/mini';
import {
  ChatFrameSchema,
  CONTROL_FRAME_TYPES,
  NotificationFrameSchema,
  type ChatFrame,
  type ControlFrameType,
  type NotificationFrame,
} from '../contract/realtime';

/** A server frame after decoding: a handshake control frame, a chat message or a notification. */
export type IncomingFrame =
  | { kind: 'control'; type: ControlFrameType }
  | { kind: 'chat'; frame: ChatFrame }
  | { kind: 'notification'; frame: NotificationFrame };

/** Frame types that carry a chat message (SPEC §4: new_message, also chat_message). */
export const CHAT_FRAME_TYPES: readonly string[] = ['new_message', 'chat_message'];

/**
 * Decodes one socket message (SPEC §4 Real-time): auth_* are control frames, new_message and
 * chat_message are chat, any other type is a notification. Each is validated with its contract
 * schema; anything malformed gives `null` with the reason, so the caller can log and drop it.
 *
 * @param data - `MessageEvent.data`.
 * @example
 * decodeFrame('{"type":"auth_success"}'); // { frame: { kind: 'control', type: 'auth_success' } }
 */
export function decodeFrame(data: unknown): { frame: IncomingFrame } | { frame: null; reason: string } {
  if (typeof data !== 'string') return { frame: null, reason: 'not a text frame' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { frame: null, reason: 'not JSON' };
  }
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return { frame: null, reason: 'no type' };
  if ((CONTROL_FRAME_TYPES as readonly string[]).includes(type)) {
    return { frame: { kind: 'control', type: type as ControlFrameType } };
  }
  if (CHAT_FRAME_TYPES.includes(type)) {
    const result = z.safeParse(ChatFrameSchema, value);
    return result.success ? { frame: { kind: 'chat', frame: result.data } } : { frame: null, reason: `invalid ${type} frame` };
  }
  const result = z.safeParse(NotificationFrameSchema, value);
  return result.success ? { frame: { kind: 'notification', frame: result.data } } : { frame: null, reason: `invalid ${type} frame` };
}
