/**
 * JobHub AI routes (API.md "JobHub AI"), for any signed-in, active user. Rules:
 * assistant.handlers.ts. The stream endpoint answers `text/event-stream` (see its contract entry):
 * refusals before the stream starts are JSON errors as everywhere else; once it started, the
 * reply is the route's own (hijacked) and a closed connection stops the assistant.
 */
import {
  createAssistantSession,
  deleteAssistantSession,
  getAssistantSession,
  listAssistantSessions,
  renameAssistantSession,
  sendAssistantMessage,
  streamAssistantMessage,
  type AssistantStreamEvent,
} from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error';
import { toMessage } from '../../repositories/assistant-chat';
import { serveEndpoint } from '../serve-endpoint';
import { createAssistantHandlers, MSG_ASSISTANT_FAILED, MSG_SESSION_DELETED, type Asker } from './assistant.handlers';
import { callerId, callerOf } from '../caller';

/** A comment line sent this often keeps proxies from closing a stream that waits for the model. */
const HEARTBEAT_MS = 15_000;

/** An AbortSignal that aborts when the client goes away before the answer was sent. */
function abortOnDisconnect(reply: FastifyReply): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.on('close', onClose);
  return { signal: controller.signal, release: () => reply.raw.off('close', onClose) };
}

export async function assistantRoutes(app: FastifyInstance) {
  const handlers = createAssistantHandlers(app);
  const signedIn = { onRequest: app.requireRole() };
  const asker = (request: FastifyRequest): Asker => ({ userId: callerId(request), role: callerOf(request).role });

  serveEndpoint(app, listAssistantSessions, signedIn, async (request) => {
    const sessions = await handlers.list(callerId(request));
    return { status: 200, data: sessions, results: sessions };
  });

  serveEndpoint(app, createAssistantSession, signedIn, async (request) => ({
    status: 201,
    data: await handlers.create(callerId(request), request.body.title),
  }));

  serveEndpoint(app, getAssistantSession, signedIn, async (request) => ({ status: 200, data: await handlers.detail(callerId(request), request.params.id) }));

  serveEndpoint(app, renameAssistantSession, signedIn, async (request) => ({
    status: 200,
    data: await handlers.rename(callerId(request), request.params.id, request.body.title),
  }));

  serveEndpoint(app, deleteAssistantSession, signedIn, async (request) => {
    await handlers.remove(callerId(request), request.params.id);
    return { status: 200, message: MSG_SESSION_DELETED };
  });

  serveEndpoint(app, sendAssistantMessage, signedIn, async (request, reply) => {
    const turn = await handlers.start(asker(request), request.body);
    const { signal, release } = abortOnDisconnect(reply);
    try {
      const outcome = await handlers.answer(asker(request), turn, signal, () => {});
      if (outcome.failed || !outcome.message) throw httpError(503, MSG_ASSISTANT_FAILED);
      return { status: 200, data: { session_id: turn.session.id, response: outcome.message.content } };
    } finally {
      release();
    }
  });

  serveEndpoint(app, streamAssistantMessage, signedIn, async (request, reply) => {
    const who = asker(request);
    const turn = await handlers.start(who, request.body);
    // From here the answer is a stream: the reply is written by hand (security and CORS headers
    // that the hooks set so far are kept).
    reply.hijack();
    const raw = reply.raw;
    const kept = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
    raw.writeHead(200, {
      ...Object.fromEntries(kept),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    const send = (event: AssistantStreamEvent) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const heartbeat = setInterval(() => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const { signal, release } = abortOnDisconnect(reply);
    try {
      send({ type: 'session', session_id: turn.session.id, title: turn.session.title, question_id: turn.question.id });
      const outcome = await handlers.answer(who, turn, signal, send);
      if (outcome.failed) send({ type: 'error', message: MSG_ASSISTANT_FAILED });
      else if (outcome.message) send({ type: 'done', message: toMessage(outcome.message) });
    } catch (error) {
      request.log.error({ err: error }, 'assistant stream failed');
      send({ type: 'error', message: MSG_ASSISTANT_FAILED });
    } finally {
      clearInterval(heartbeat);
      release();
      if (!raw.writableEnded) raw.end();
    }
    return reply;
  });
}
