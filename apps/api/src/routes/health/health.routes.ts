import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

export const HealthSchema = z.object({ status: z.number(), data: z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }) });

/** GET /api/health: 200 when the database answers. */
export async function healthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async () => {
    await app.database.query('select 1');
    return { status: 200, data: { ok: true, database: app.database.driver } };
  });
}
