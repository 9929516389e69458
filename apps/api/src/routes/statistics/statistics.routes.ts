/**
 * Employer dashboard: GET /api/statistics/ (also /api/enterprises/statistics/, same answer), from
 * the contract's endpoint table. Employers get their company's figures (404 'Bạn chưa có
 * doanh nghiệp' without a company); admins get the same figures over the whole platform (SPEC §2:
 * /enterprise/statistics is for employer or admin). Definitions: active posts are public (active,
 * not removed, deadline ≥ today in Vietnam); expired posts have a past deadline; upcoming
 * interviews are scheduled/accepted ones from now on; completed ones are marked completed or were
 * accepted and lie in the past.
 */
import { getEmployerStatistics } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { vietnamToday } from '../../lib/vietnam-date';
import { employerStatisticsOfUser, platformStatistics } from '../../repositories/statistics';
import { serveEndpoint } from '../serve-endpoint';
import { callerId, callerOf } from '../caller';

export async function statisticsRoutes(app: FastifyInstance) {
  serveEndpoint(app, getEmployerStatistics, { onRequest: app.requireRole('employer', 'admin') }, async (request) => {
    const now = app.clock.now();
    if (callerOf(request).role === 'admin') return { status: 200, data: await platformStatistics(app.db, now, vietnamToday(now)) };
    // One statement finds the company and reads its figures.
    const data = await employerStatisticsOfUser(app.db, callerId(request), now, vietnamToday(now));
    if (!data) throw httpError(404, 'Bạn chưa có doanh nghiệp');
    return { status: 200, data };
  });
}
