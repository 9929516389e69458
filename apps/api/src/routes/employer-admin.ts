/** The api-employer helper's route plugins: the employer's own posts and admin moderation. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin.routes';
import { employerPostsRoutes } from './employer-posts/employer-posts.routes';

/**
 * Registers employer post management and the admin routes.
 * @example await app.register(employerAdminRoutes);
 */
export async function employerAdminRoutes(app: FastifyInstance) {
  await app.register(employerPostsRoutes);
  await app.register(adminRoutes);
}
