/** The employer's own job posts (API.md, Job posts: Employer). Rules: employer-posts.handlers.ts. */
import {
  ApiErrorBodySchema,
  EmployerPostDetailSchema,
  EmployerPostListQuerySchema,
  EmployerPostPageSchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  PostWriteBodySchema,
  envelope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { createEmployerPostsHandlers } from './employer-posts.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const Detail = envelope(EmployerPostDetailSchema);
const ToggleSchema = envelope(z.object({ is_active: z.boolean() }));

/**
 * Registers create, update, delete, toggle, own list and own detail, employers only.
 * @example await app.register(employerPostsRoutes);
 */
export async function employerPostsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createEmployerPostsHandlers(instance);
  const employer = { onRequest: instance.requireRole('employer') };
  const me = (request: { user: { user_id: number } | null }) => request.user!.user_id;

  app.get(
    '/api/posts/enterprise/',
    { ...employer, schema: { querystring: EmployerPostListQuerySchema, response: { 200: envelope(EmployerPostPageSchema), ...errors } } },
    async (request) => ({ status: 200, data: await handlers.list(me(request), request.query) }),
  );

  app.get('/api/post/enterprise/:id/', { ...employer, schema: { params: IdParamsSchema, response: { 200: Detail, ...errors } } }, async (request) => ({
    status: 200,
    data: await handlers.detail(me(request), request.params.id),
  }));

  app.post('/api/posts/create/', { ...employer, schema: { body: PostWriteBodySchema, response: { 201: Detail, ...errors } } }, async (request, reply) => {
    const { id } = await handlers.create(me(request), request.body);
    const data = await handlers.detail(me(request), id);
    return reply.code(201).send({ status: 201, message: 'Đăng tin tuyển dụng thành công', data });
  });

  app.put(
    '/api/posts/update/:id/',
    { ...employer, schema: { params: IdParamsSchema, body: PostWriteBodySchema, response: { 200: Detail, ...errors } } },
    async (request) => {
      const { id } = await handlers.update(me(request), request.params.id, request.body);
      return { status: 200, message: 'Cập nhật tin tuyển dụng thành công', data: await handlers.detail(me(request), id) };
    },
  );

  app.delete('/api/posts/delete/:id/', { ...employer, schema: { params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) => {
    await handlers.remove(me(request), request.params.id);
    return { status: 200, message: 'Đã xóa tin tuyển dụng' };
  });

  app.put('/api/post/:id/toggle-status/', { ...employer, schema: { params: IdParamsSchema, response: { 200: ToggleSchema, ...errors } } }, async (request) => {
    const data = await handlers.toggle(me(request), request.params.id);
    return { status: 200, message: data.is_active ? 'Đã hiển thị tin tuyển dụng' : 'Đã ẩn tin tuyển dụng', data };
  });
}
