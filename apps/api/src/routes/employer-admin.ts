/** The api-employer helper's route plugins: admin moderation (the employer's own posts: job-posts.ts). */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin.routes';

/**
 * Registers the admin routes.
 * @example await app.register(employerAdminRoutes);
 */
export async function employerAdminRoutes(app: FastifyInstance) {
  await app.register(adminRoutes);
}
