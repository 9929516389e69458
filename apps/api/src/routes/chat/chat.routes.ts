/** Chat routes (SPEC §7 Chat, API.md): conversations, pages of one conversation, send, unread, read. */
import {
  ApiErrorBodySchema,
  ConversationSchema,
  IdParamsSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  MessageSchema,
  QueryBooleanSchema,
  SendMessageBodySchema,
  UnreadMessagesSchema,
  envelope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { createChatHandlers } from './chat.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const LatestQuerySchema = z.object({ separate_by_user: QueryBooleanSchema });
const ReadResponseSchema = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ message_id: z.number(), marked: z.number() }),
});

export async function chatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createChatHandlers(instance);
  const signedIn = { onRequest: instance.requireRole() };
  const userId = (request: { user: { user_id: number } | null }) => request.user!.user_id;

  app.get('/api/conversations/', { ...signedIn, schema: { response: { 200: envelope(z.array(ConversationSchema)), ...errors } } }, async (request) => ({
    status: 200,
    data: await handlers.conversations(userId(request)),
  }));

  app.get(
    '/api/messages/',
    { ...signedIn, schema: { querystring: MessageListQuerySchema, response: { 200: envelope(MessagePageSchema), ...errors } } },
    async (request) => ({ status: 200, data: await handlers.list(userId(request), request.query) }),
  );

  // separate_by_user=true (what the client sends): one row per conversation, as /api/conversations/.
  // Without it: the latest messages involving the user, newest first.
  app.get(
    '/api/messages/latest/',
    {
      ...signedIn,
      schema: { querystring: LatestQuerySchema, response: { 200: envelope(z.union([z.array(ConversationSchema), z.array(MessageSchema)])), ...errors } },
    },
    async (request) => ({
      status: 200,
      data: request.query.separate_by_user === false ? await handlers.latest(userId(request)) : await handlers.conversations(userId(request)),
    }),
  );

  app.post(
    '/api/messages/send/',
    {
      onRequest: instance.requireRole('candidate', 'employer', 'admin'),
      schema: { body: SendMessageBodySchema, response: { 201: envelope(MessageSchema), ...errors } },
    },
    async (request, reply) => reply.status(201).send(await handlers.send(userId(request), request.body)),
  );

  app.get('/api/messages/unread/', { ...signedIn, schema: { response: { 200: envelope(UnreadMessagesSchema), ...errors } } }, async (request) => ({
    status: 200,
    data: await handlers.unread(userId(request)),
  }));

  app.post(
    '/api/messages/:id/read/',
    { ...signedIn, schema: { params: IdParamsSchema, response: { 200: ReadResponseSchema, ...errors } } },
    async (request) => handlers.markRead(userId(request), request.params.id),
  );
}
