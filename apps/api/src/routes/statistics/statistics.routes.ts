/**
 * Employer dashboard: GET /api/statistics/ (also /api/enterprises/statistics/, same answer), from
 * the contract's endpoint table. Employers only; 404 'Bạn chưa có doanh nghiệp' without a company.
 * Definitions: active posts are public (active, not removed, deadline ≥ today in Vietnam); expired
 * posts have a past deadline; upcoming interviews are scheduled/accepted ones from now on;
 * completed ones are marked completed or were accepted and lie in the past.
 */
import { getEmployerStatistics } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { vietnamToday } from '../../lib/vietnam-date';
import { employerStatisticsOfUser } from '../../repositories/statistics';
import { serveEndpoint } from '../serve-endpoint';

export async function statisticsRoutes(app: FastifyInstance) {
  serveEndpoint(app, getEmployerStatistics, { onRequest: app.requireRole('employer') }, async (request) => {
    // One statement finds the company and reads its figures.
    const now = app.clock.now();
    const data = await employerStatisticsOfUser(app.db, request.user!.user_id, now, vietnamToday(now));
    if (!data) throw httpError(404, 'Bạn chưa có doanh nghiệp');
    return { status: 200, data };
  });
}
