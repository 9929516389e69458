/**
 * GET /api/posts/recommended/ (API.md: recommendations): the candidate's criteria turned into a
 * scored page of posts open today in Vietnam (repositories/criteria.ts `recommendPosts`, one
 * statement). Without criteria, a new candidate's normal state, an empty page marked
 * `has_criteria: false` with NO_CRITERIA_MESSAGE: 200, as an empty state is not an error (the
 * browser logs every 4xx in the console), and a client that reads only the page shows no jobs.
 */
import { listRecommendedPosts, NO_CRITERIA_MESSAGE } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { pageCount } from '../../repositories/sql-rows';
import { recommendPosts } from '../../repositories/criteria';
import { serveEndpoint } from '../serve-endpoint';
import { callerId } from '../caller';

export async function recommendationsRoutes(app: FastifyInstance) {
  serveEndpoint(app, listRecommendedPosts, { onRequest: app.requireRole('candidate') }, async (request) => {
    const { query } = request;
    const page = await recommendPosts(app.database.fixedPlans, callerId(request), query, app.clock.now());
    if (!page) {
      const none = { results: [], total: 0, page: query.page, total_pages: pageCount(0, query.page_size), page_size: query.page_size };
      return { status: 200, message: NO_CRITERIA_MESSAGE, data: { ...none, has_criteria: false } };
    }
    return { status: 200, data: { ...page, has_criteria: true } };
  });
}
