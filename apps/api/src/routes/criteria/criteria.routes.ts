/** Job-search criteria routes, one criteria per candidate (API.md). Rules: criteria.handlers.ts. */
import { ApiErrorBodySchema, CriteriaBodySchema, CriteriaSchema, MessageEnvelopeSchema, envelope } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG_CRITERIA_DELETED, createCriteriaHandlers } from './criteria.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const One = envelope(CriteriaSchema);

export async function criteriaRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createCriteriaHandlers(instance);
  const candidate = { onRequest: instance.requireRole('candidate') };
  const me = (request: { user: { user_id: number } | null }) => request.user!.user_id;

  app.get('/api/criteria/', { ...candidate, schema: { response: { 200: One, ...errors } } }, async (request) => ({
    status: 200,
    data: await handlers.get(me(request)),
  }));

  app.post('/api/criteria/create/', { ...candidate, schema: { body: CriteriaBodySchema, response: { 201: One, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ status: 201, message: 'Đã tạo tiêu chí tìm việc', data: await handlers.create(me(request), request.body) }),
  );

  app.put('/api/criteria/update/', { ...candidate, schema: { body: CriteriaBodySchema, response: { 200: One, ...errors } } }, async (request) => ({
    status: 200,
    message: 'Đã cập nhật tiêu chí tìm việc',
    data: await handlers.update(me(request), request.body),
  }));

  app.delete('/api/criteria/delete/', { ...candidate, schema: { response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) => {
    await handlers.remove(me(request));
    return { status: 200, message: MSG_CRITERIA_DELETED };
  });
}
