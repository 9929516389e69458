/**
 * GET /api/posts/recommended/ (API.md: recommendations): the candidate's criteria turned into a
 * scored page of posts open today in Vietnam (repositories/criteria.ts `recommendPosts`, one
 * statement); 404 NO_CRITERIA_MESSAGE without criteria.
 */
import { listRecommendedPosts, NO_CRITERIA_MESSAGE } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { recommendPosts } from '../../repositories/criteria';
import { serveEndpoint } from '../serve-endpoint';

export async function recommendationsRoutes(app: FastifyInstance) {
  serveEndpoint(app, listRecommendedPosts, { onRequest: app.requireRole('candidate') }, async (request) => {
    const page = await recommendPosts(app.db, request.user!.user_id, request.query, app.clock.now());
    if (!page) throw httpError(404, NO_CRITERIA_MESSAGE);
    return { status: 200, data: page };
  });
}
