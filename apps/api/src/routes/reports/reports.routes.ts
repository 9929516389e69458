/** POST /api/posts/report/ `{post, reason}` (API.md, Job posts), from the contract's endpoint table. Rules: reports.handlers.ts. */
import { reportPost } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { MSG_REPORTED, createReportsHandlers } from './reports.handlers';
import { callerId } from '../caller';

export async function reportsRoutes(app: FastifyInstance) {
  const handlers = createReportsHandlers(app);

  serveEndpoint(app, reportPost, { onRequest: app.requireRole('candidate', 'employer') }, async (request) => {
    await handlers.report(callerId(request), request.body);
    return { status: 201, message: MSG_REPORTED };
  });
}
