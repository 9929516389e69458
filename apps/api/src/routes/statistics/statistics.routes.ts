/**
 * Employer dashboard: GET /api/enterprises/statistics/ and GET /api/statistics/ (same answer).
 * Employers get their company's figures (404 'Bạn chưa có doanh nghiệp' without a company);
 * admins get the same figures over the whole platform (SPEC §2: /enterprise/statistics is for
 * employer or admin). Definitions: active posts are
 * public (active, not removed, deadline ≥ today in Vietnam); expired posts have a past deadline;
 * upcoming interviews are scheduled/accepted ones from now on; completed ones are marked completed
 * or were accepted and lie in the past.
 */
import { ApiErrorBodySchema, EmployerStatisticsSchema, envelope } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { employerStatisticsOfUser, platformStatistics } from '../../repositories/statistics';
import { vietnamToday } from '../../lib/vietnam-date';

const errors = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

export async function statisticsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const url of ['/api/enterprises/statistics/', '/api/statistics/']) {
    app.get(
      url,
      { onRequest: instance.requireRole('employer', 'admin'), schema: { response: { 200: envelope(EmployerStatisticsSchema), ...errors } } },
      async (request) => {
        const now = instance.clock.now();
        if (request.user!.role === 'admin') return { status: 200, data: await platformStatistics(instance.db, now, vietnamToday(now)) };
        // One statement finds the company and reads its figures.
        const data = await employerStatisticsOfUser(instance.db, request.user!.user_id, now, vietnamToday(now));
        if (!data) throw httpError(404, 'Bạn chưa có doanh nghiệp');
        return { status: 200, data };
      },
    );
  }
}
