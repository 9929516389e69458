/** Notification routes (SPEC §7 Notifications, API.md). Every call is about the caller's own notifications. */
import {
  countUnreadNotifications,
  createNotification,
  createSystemNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { createNotificationsHandlers } from './notifications.handlers';
import { callerId, callerOf } from '../caller';

export async function notificationsRoutes(app: FastifyInstance) {
  const handlers = createNotificationsHandlers(app);
  const signedIn = { onRequest: app.requireRole() };

  serveEndpoint(app, listNotifications, signedIn, async (request) => ({ status: 200, data: await handlers.list(callerId(request), request.query) }));

  serveEndpoint(app, countUnreadNotifications, signedIn, async (request) => ({
    status: 200,
    unread_count: await handlers.unreadCount(callerId(request)),
  }));

  serveEndpoint(app, markAllNotificationsRead, signedIn, async (request) => handlers.markAllRead(callerId(request)));

  // 201 when created, 200 when the same 'CV viewed' already exists (the handler says which).
  serveEndpoint(app, createNotification, signedIn, async (request, reply) => {
    const body = await handlers.create(callerOf(request), request.body);
    return reply.code(body.status).send(body);
  });

  serveEndpoint(app, createSystemNotification, { onRequest: app.requireRole('admin') }, async (request) =>
    handlers.createSystem(callerOf(request), request.body),
  );

  serveEndpoint(app, getNotification, signedIn, async (request) => ({ status: 200, data: await handlers.detail(callerId(request), request.params.id) }));

  serveEndpoint(app, markNotificationRead, signedIn, async (request) => handlers.markRead(callerId(request), request.params.id));
}
