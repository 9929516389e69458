/**
 * The candidate side of the marketplace (API.md: Saved jobs, criteria, recommendations; Job posts
 * report), registered from routes/index.ts with one line so parallel work there stays conflict-free.
 */
import type { FastifyInstance } from 'fastify';
import { criteriaRoutes } from './criteria/criteria.routes';
import { recommendationsRoutes } from './recommendations/recommendations.routes';
import { reportsRoutes } from './reports/reports.routes';
import { savedPostsRoutes } from './saved-posts/saved-posts.routes';

export async function candidateMarketplaceRoutes(app: FastifyInstance) {
  await app.register(savedPostsRoutes);
  await app.register(criteriaRoutes);
  await app.register(recommendationsRoutes);
  await app.register(reportsRoutes);
}
