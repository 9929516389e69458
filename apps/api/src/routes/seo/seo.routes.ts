import type { FastifyInstance } from 'fastify';
import { robotsTxt } from './robots';
import { sitemapRoutes, type SitemapOptions } from './sitemaps';

/**
 * What search engines read besides the pages (issue #22): GET /robots.txt and the sitemaps.
 * Outside the contract's endpoint table: crawlers, not the SDK, call them.
 */
export async function seoRoutes(app: FastifyInstance, options: SitemapOptions = {}) {
  const robots = robotsTxt(app.env.PUBLIC_URL);
  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots));
  // Only the sitemap options: the plugin's own (a prefix) must not apply twice.
  await app.register(sitemapRoutes, { pageSize: options.pageSize, batchSize: options.batchSize });
}
