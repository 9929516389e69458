import type { Message } from '../../contract/chat';
import type { ChatFrame } from '../../contract/realtime';
import type { AsyncState } from '../async-state';

/**
 * A message in a thread. An optimistic one has a negative id, `pending: true` and the send's
 * `client_id` until the server's message carrying that `client_id` replaces it.
 */
export type ChatMessage = Message & { pending?: boolean; client_id?: string };

/** One conversation's messages, oldest first. */
export interface ChatThread {
  messages: ChatMessage[];
  state: AsyncState;
  /** Pages loaded (0 before the first load). */
  page: number;
  hasMore: boolean;
}

export const EMPTY_THREAD: ChatThread = { messages: [], state: { status: 'idle' }, page: 0, hasMore: false };

/** A pushed `new_message` frame as a thread's message. */
export function fromFrame(frame: ChatFrame): ChatMessage {
  return {
    id: frame.message_id,
    sender: frame.sender_id,
    recipient: frame.recipient_id,
    content: frame.content,
    is_read: frame.is_read,
    created_at: frame.created_at,
    recipient_fullname: frame.recipient_fullname,
    sender_fullname: frame.sender_fullname ?? null,
    ...(frame.client_id === undefined ? {} : { client_id: frame.client_id }),
    ...(frame.warning_signals?.length ? { warning_signals: frame.warning_signals } : {}),
  };
}

/** Which send a message answers: its sender's `client_id` (another user's ids never match ours). */
function echoKey(message: ChatMessage): string | undefined {
  return message.client_id === undefined ? undefined : `${message.sender}:${message.client_id}`;
}

/**
 * Merges messages into a thread: server messages by id (a known id is updated, never added
 * twice), oldest first, then the optimistic ones in sending order. A server message carrying a
 * send's `client_id` (its answer or its pushed frame) takes the place of that send's pending
 * message.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const echoed = new Set<string>();
  for (const message of incoming) {
    const key = echoKey(message);
    if (key !== undefined && !message.pending) echoed.add(key);
  }
  const byId = new Map<number, ChatMessage>();
  for (const message of [...current, ...incoming]) {
    const key = echoKey(message);
    if (message.pending && key !== undefined && echoed.has(key)) continue;
    byId.set(message.id, message);
  }
  const all = [...byId.values()];
  const server = all.filter((message) => !message.pending).sort((a, b) => a.id - b.id);
  const pending = all.filter((message) => message.pending).sort((a, b) => b.id - a.id);
  return [...server, ...pending];
}
