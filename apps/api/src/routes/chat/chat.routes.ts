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

export async function chatRoutes(app: FastifyInstance) {
  const handlers = createChatHandlers(app);
  const signedIn = { onRequest: app.requireRole() };
  const userId = (request: { user: { user_id: number } | null }) => request.user!.user_id;

  serveEndpoint(app, listConversations, signedIn, async (request) => ({ status: 200, data: await handlers.conversations(userId(request)) }));

  serveEndpoint(app, listChatContacts, signedIn, async (request) => ({ status: 200, data: await handlers.contacts(userId(request), request.query) }));

  serveEndpoint(app, listMessages, signedIn, async (request) => ({ status: 200, data: await handlers.list(userId(request), request.query) }));

  // separate_by_user=true (what the client sends): one row per conversation, as /api/conversations/.
  // Without it: the latest messages involving the user, newest first.
  serveEndpoint(app, listLatestMessages, signedIn, async (request) => ({
    status: 200,
    data: request.query.separate_by_user === false ? await handlers.latest(userId(request)) : await handlers.conversations(userId(request)),
  }));

  serveEndpoint(app, sendMessage, { onRequest: app.requireRole('candidate', 'employer', 'admin') }, async (request) =>
    handlers.send(userId(request), request.body),
  );

  serveEndpoint(app, listUnreadMessages, signedIn, async (request) => ({ status: 200, data: await handlers.unread(userId(request)) }));

  serveEndpoint(app, markMessageRead, signedIn, async (request) => handlers.markRead(userId(request), request.params.id));

  serveEndpoint(app, reportMessage, signedIn, async (request) => handlers.report(userId(request), request.params.id));
}
