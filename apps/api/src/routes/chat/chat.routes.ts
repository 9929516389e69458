/** Chat routes (SPEC §7 Chat, API.md): conversations, pages of one conversation, send, unread, read, report. */
import {
  listChatContacts,
  listConversations,
  listLatestMessages,
  listMessages,
  listUnreadMessages,
  markMessageRead,
  reportMessage,
  sendMessage,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { createChatHandlers } from './chat.handlers';
import { callerId } from '../caller';

export async function chatRoutes(app: FastifyInstance) {
  const handlers = createChatHandlers(app);
  const signedIn = { onRequest: app.requireRole() };

  serveEndpoint(app, listConversations, signedIn, async (request) => ({ status: 200, data: await handlers.conversations(callerId(request)) }));

  serveEndpoint(app, listChatContacts, signedIn, async (request) => ({ status: 200, data: await handlers.contacts(callerId(request), request.query) }));

  serveEndpoint(app, listMessages, signedIn, async (request) => ({ status: 200, data: await handlers.list(callerId(request), request.query) }));

  // separate_by_user=true (what the client sends): one row per conversation, as /api/conversations/.
  // Without it: the latest messages involving the user, newest first.
  serveEndpoint(app, listLatestMessages, signedIn, async (request) => ({
    status: 200,
    data: request.query.separate_by_user === false ? await handlers.latest(callerId(request)) : await handlers.conversations(callerId(request)),
  }));

  serveEndpoint(app, sendMessage, { onRequest: app.requireRole('candidate', 'employer', 'admin') }, async (request) =>
    handlers.send(callerId(request), request.body),
  );

  serveEndpoint(app, listUnreadMessages, signedIn, async (request) => ({ status: 200, data: await handlers.unread(callerId(request)) }));

  serveEndpoint(app, markMessageRead, signedIn, async (request) => handlers.markRead(callerId(request), request.params.id));

  serveEndpoint(app, reportMessage, signedIn, async (request) => handlers.report(callerId(request), request.params.id));
}
