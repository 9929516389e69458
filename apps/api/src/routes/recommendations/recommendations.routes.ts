/**
 * GET /api/posts/recommended/ (API.md: recommendations): the candidate's criteria turned into a
 * scored page (repositories/criteria.ts `recommendPosts`); 404 NO_CRITERIA_MESSAGE without criteria.
 */
import { ApiErrorBodySchema, NO_CRITERIA_MESSAGE, PageQuerySchema, RecommendedPostPageSchema, envelope } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { criteriaPreference, findCriteria, recommendPosts } from '../../repositories/criteria';
import { markRowsForViewer } from '../../repositories/posts';

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
      const userId = request.user!.user_id;
      const criteria = await findCriteria(instance.db, userId);
      if (!criteria) throw httpError(404, NO_CRITERIA_MESSAGE);
      const page = await recommendPosts(instance.db, criteria, request.query);
      const results = await markRowsForViewer(instance.db, page.results, { userId, preference: criteriaPreference(criteria) });
      return { status: 200, data: { ...page, results } };
    },
  );
}
