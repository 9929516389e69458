/**
 * GET /api/posts/recommended/ (API.md: recommendations): the candidate's criteria turned into a
 * scored page of posts open today in Vietnam (repositories/criteria.ts `recommendPosts`, one
 * statement); 404 NO_CRITERIA_MESSAGE without criteria.
 */
import { ApiErrorBodySchema, NO_CRITERIA_MESSAGE, PageQuerySchema, RecommendedPostPageSchema, envelope } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { vietnamToday } from '../../lib/vietnam-date';
import { recommendPosts } from '../../repositories/criteria';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

export async function recommendationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/posts/recommended/',
    {
      onRequest: instance.requireRole('candidate'),
      schema: { querystring: PageQuerySchema, response: { 200: envelope(RecommendedPostPageSchema), ...errors } },
    },
    async (request) => {
      const page = await recommendPosts(instance.db, request.user!.user_id, request.query, vietnamToday(instance.clock.now()));
      if (!page) throw httpError(404, NO_CRITERIA_MESSAGE);
      return { status: 200, data: page };
    },
  );
}
