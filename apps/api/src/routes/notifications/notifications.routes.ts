/** Notification routes (SPEC §7 Notifications, API.md). Every call is about the caller's own notifications. */
import {
  ApiErrorBodySchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  NotificationCreateBodySchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSchema,
  SystemNotificationCreateBodySchema,
  UnreadCountResponseSchema,
  envelope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { createNotificationsHandlers } from './notifications.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema, 429: ApiErrorBodySchema };
const CreatedSchema = envelope(NotificationSchema);
const SystemCreatedSchema = envelope(z.object({ created: z.number(), notification: z.optional(NotificationSchema) }));

export async function notificationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createNotificationsHandlers(instance);
  const signedIn = { onRequest: instance.requireRole() };
  const userId = (request: { user: { user_id: number } | null }) => request.user!.user_id;
  const send = (reply: FastifyReply, body: { status: number }) => reply.status(body.status).send(body);

  app.get(
    '/api/notifications/',
    { ...signedIn, schema: { querystring: NotificationListQuerySchema, response: { 200: envelope(NotificationPageSchema), ...errors } } },
    async (request) => ({ status: 200, data: await handlers.list(userId(request), request.query) }),
  );

  app.get('/api/notifications/unread-count/', { ...signedIn, schema: { response: { 200: UnreadCountResponseSchema, ...errors } } }, async (request) => ({
    status: 200,
    unread_count: await handlers.unreadCount(userId(request)),
  }));

  app.post('/api/notifications/mark-all-as-read/', { ...signedIn, schema: { response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) =>
    handlers.markAllRead(userId(request)),
  );

  app.post(
    '/api/notifications/create/',
    { ...signedIn, schema: { body: NotificationCreateBodySchema, response: { 200: CreatedSchema, 201: CreatedSchema, ...errors } } },
    async (request, reply) => send(reply, await handlers.create(request.user!, request.body)),
  );

  app.post(
    '/api/notifications/create-system/',
    {
      onRequest: instance.requireRole('admin'),
      schema: { body: SystemNotificationCreateBodySchema, response: { 201: SystemCreatedSchema, ...errors } },
    },
    async (request, reply) => send(reply, await handlers.createSystem(request.user!, request.body)),
  );

  app.get(
    '/api/notifications/:id/',
    { ...signedIn, schema: { params: IdParamsSchema, response: { 200: envelope(NotificationSchema), ...errors } } },
    async (request) => ({ status: 200, data: await handlers.detail(userId(request), request.params.id) }),
  );

  app.post(
    '/api/notifications/:id/read/',
    { ...signedIn, schema: { params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } },
    async (request) => handlers.markRead(userId(request), request.params.id),
  );
}
