/** Saved-jobs routes (API.md: Saved jobs), candidates only. Rules: saved-posts.handlers.ts. */
import {
  ApiErrorBodySchema,
  IdParamsSchema,
  IdSchema,
  MessageEnvelopeSchema,
  PageQuerySchema,
  SavePostBodySchema,
  SavedCheckSchema,
  SavedPostPageSchema,
  envelope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { MSG_SAVED, MSG_UNSAVED, createSavedPostsHandlers } from './saved-posts.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const PostParamsSchema = z.object({ post_id: IdSchema });
const Check = envelope(SavedCheckSchema);

export async function savedPostsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createSavedPostsHandlers(instance);
  const candidate = { onRequest: instance.requireRole('candidate') };
  const me = (request: { user: { user_id: number } | null }) => request.user!.user_id;

  app.post('/api/saved-posts/save/', { ...candidate, schema: { body: SavePostBodySchema, response: { 201: Check, ...errors } } }, async (request, reply) => {
    const id = await handlers.save(me(request), request.body.post_id);
    return reply.code(201).send({ status: 201, message: MSG_SAVED, data: { is_saved: true, saved_id: id } });
  });

  app.get(
    '/api/saved-posts/',
    { ...candidate, schema: { querystring: PageQuerySchema, response: { 200: envelope(SavedPostPageSchema), ...errors } } },
    async (request) => ({ status: 200, data: await handlers.list(me(request), request.query) }),
  );

  app.delete('/api/saved-posts/:id/delete/', { ...candidate, schema: { params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) => {
    await handlers.remove(me(request), request.params.id);
    return { status: 200, message: MSG_UNSAVED };
  });

  app.delete(
    '/api/saved-posts/post/:post_id/delete/',
    { ...candidate, schema: { params: PostParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } },
    async (request) => {
      await handlers.removeByPost(me(request), request.params.post_id);
      return { status: 200, message: MSG_UNSAVED };
    },
  );

  app.get(
    '/api/saved-posts/post/:post_id/check/',
    { ...candidate, schema: { params: PostParamsSchema, response: { 200: Check, ...errors } } },
    async (request) => ({ status: 200, data: await handlers.check(me(request), request.params.post_id) }),
  );
}
