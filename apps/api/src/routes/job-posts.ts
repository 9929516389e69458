/**
 * Job posts (API.md, Job posts): the public reads and the employer's own posts, registered from
 * routes/index.ts with one line.
 */
import type { FastifyInstance } from 'fastify';
import { employerPostsRoutes } from './employer-posts/employer-posts.routes';
import { postsRoutes } from './posts/posts.routes';

/**
 * Registers the public post reads and the employer's post management.
 * @example await app.register(jobPostsRoutes);
 */
export async function jobPostsRoutes(app: FastifyInstance) {
  await app.register(postsRoutes);
  await app.register(employerPostsRoutes);
}
