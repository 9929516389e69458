/** Job-search criteria routes, one criteria per candidate (API.md). Rules: criteria.handlers.ts. */
import { createCriteria, deleteCriteria, getCriteria, NO_CRITERIA_MESSAGE, previewJobAlert, updateCriteria } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { previewJobAlert as previewDigest } from '../../jobs/job-alerts';
import { serveEndpoint } from '../serve-endpoint';
import { MSG_CRITERIA_DELETED, createCriteriaHandlers } from './criteria.handlers';
import { callerId } from '../caller';

export async function criteriaRoutes(app: FastifyInstance) {
  const handlers = createCriteriaHandlers(app);
  const candidate = { onRequest: app.requireRole('candidate') };

  // No criteria yet is a new candidate's normal state, not an error: 200 with `data: null`.
  serveEndpoint(app, getCriteria, candidate, async (request) => {
    const criteria = await handlers.find(callerId(request));
    return criteria ? { status: 200, data: criteria } : { status: 200, message: NO_CRITERIA_MESSAGE, data: null };
  });

  serveEndpoint(app, createCriteria, candidate, async (request) => ({
    status: 201,
    message: 'Đã tạo tiêu chí tìm việc',
    data: await handlers.create(callerId(request), request.body),
  }));

  serveEndpoint(app, updateCriteria, candidate, async (request) => ({
    status: 200,
    message: 'Đã cập nhật tiêu chí tìm việc',
    data: await handlers.update(callerId(request), request.body),
  }));

  serveEndpoint(app, deleteCriteria, candidate, async (request) => {
    await handlers.remove(callerId(request));
    return { status: 200, message: MSG_CRITERIA_DELETED };
  });

  serveEndpoint(app, previewJobAlert, candidate, async (request) => {
    const criteria = await handlers.get(callerId(request));
    return { status: 200, data: await previewDigest(app, callerId(request), criteria.alert_frequency, NO_CRITERIA_MESSAGE) };
  });
}
