/** POST /api/posts/report/ `{post, reason}` (API.md, Job posts). Rules: reports.handlers.ts. */
import { ApiErrorBodySchema, MessageEnvelopeSchema, ReportBodySchema } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG_REPORTED, createReportsHandlers } from './reports.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

export async function reportsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createReportsHandlers(instance);

  app.post(
    '/api/posts/report/',
    { onRequest: instance.requireRole('candidate', 'employer'), schema: { body: ReportBodySchema, response: { 201: MessageEnvelopeSchema, ...errors } } },
    async (request, reply) => {
      await handlers.report(request.user!.user_id, request.body);
      return reply.code(201).send({ status: 201, message: MSG_REPORTED });
    },
  );
}
