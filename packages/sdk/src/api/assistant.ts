import * as z from 'zod/mini';
import {
  AssistantStreamEventSchema,
  type AssistantReply,
  type AssistantSendBody,
  type AssistantSession,
  type AssistantSessionDetail,
  type AssistantStreamEvent,
} from '../contract/assistant';
import {
  createAssistantSession,
  deleteAssistantSession,
  getAssistantSession,
  listAssistantSessions,
  renameAssistantSession,
  sendAssistantMessage,
  streamAssistantMessage,
} from '../contract/endpoints/assistant';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { readServerSentEvents } from '../http/sse';

/** JobHub AI's calls (API.md "JobHub AI"); signed-in users only. */
export interface AssistantApi {
  /** The user's sessions, most recently active first. */
  sessions(): Promise<AssistantSession[]>;
  /** A new empty session ('Cuộc trò chuyện mới' unless titled; the first question titles it). */
  create(title?: string): Promise<AssistantSession>;
  /** One session with its messages and the cards of the open jobs they cite (404 for another user's). */
  session(id: number): Promise<AssistantSessionDetail>;
  rename(id: number, title: string): Promise<AssistantSession>;
  /** Deletes a session; resolves with the server message. */
  remove(id: number): Promise<string>;
  /** Asks and waits for the whole answer. */
  send(body: AssistantSendBody, signal?: AbortSignal): Promise<AssistantReply>;
  /**
   * Asks and yields the answer's events as the server streams them (`session`, `text`, `jobs`,
   * then `done` or `error`). Refusals (400, 404, 429…) throw an `ApiError` before the first event.
   * Aborting `signal` closes the connection, which stops the assistant (the server keeps what it
   * produced); the iteration then ends with `SdkError('aborted')` or simply stops.
   */
  stream(body: AssistantSendBody, signal?: AbortSignal): AsyncGenerator<AssistantStreamEvent>;
}

/**
 * Creates JobHub AI's calls.
 *
 * @param client - A `createClient()` client.
 * @example
 * for await (const event of createAssistantApi(client).stream({ message: 'Tìm việc React ở Hà Nội' })) {
 *   if (event.type === 'text') answer += event.text;
 * }
 */
export function createAssistantApi(client: { http: RequestClient }): AssistantApi {
  const { http } = client;
  return {
    sessions: async () => (await callEndpoint(http, listAssistantSessions, {})).data,
    create: async (title) => (await callEndpoint(http, createAssistantSession, { body: title === undefined ? {} : { title } })).data,
    session: async (id) => (await callEndpoint(http, getAssistantSession, { params: { id } })).data,
    rename: async (id, title) => (await callEndpoint(http, renameAssistantSession, { params: { id }, body: { title } })).data,
    remove: async (id) => (await callEndpoint(http, deleteAssistantSession, { params: { id } })).message,
    send: async (body, signal) => (await callEndpoint(http, sendAssistantMessage, { body }, signal ? { signal } : {})).data,
    async *stream(body, signal) {
      const stream = (await http.requestRaw(streamAssistantMessage.path, {
        method: streamAssistantMessage.method,
        body,
        signal,
        responseType: 'stream',
        headers: { accept: 'text/event-stream' },
      })) as ReadableStream<Uint8Array>;
      for await (const { data } of readServerSentEvents(stream)) {
        // Events of a newer server that this contract does not know are skipped.
        const parsed = z.safeParse(AssistantStreamEventSchema, safeJson(data));
        if (parsed.success) yield parsed.data;
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
