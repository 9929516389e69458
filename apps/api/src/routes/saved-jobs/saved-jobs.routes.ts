/** Saved-jobs routes (API.md: Saved jobs), candidates only. Rules: saved-jobs.handlers.ts. */
import { checkSavedJob, deleteSavedJob, listSavedJobs, saveJob, unsaveJob } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { MSG_SAVED, MSG_UNSAVED, createSavedJobsHandlers } from './saved-jobs.handlers';
import { callerId } from '../caller';

export async function savedJobsRoutes(app: FastifyInstance) {
  const handlers = createSavedJobsHandlers(app);
  const candidate = { onRequest: app.requireRole('candidate') };

  serveEndpoint(app, saveJob, candidate, async (request) => {
    const id = await handlers.save(callerId(request), request.body.post_id);
    return { status: 201, message: MSG_SAVED, data: { is_saved: true, saved_id: id } };
  });

  serveEndpoint(app, listSavedJobs, candidate, async (request) => ({ status: 200, data: await handlers.list(callerId(request), request.query) }));

  serveEndpoint(app, deleteSavedJob, candidate, async (request) => {
    await handlers.remove(callerId(request), request.params.id);
    return { status: 200, message: MSG_UNSAVED };
  });

  serveEndpoint(app, unsaveJob, candidate, async (request) => {
    await handlers.removeByPost(callerId(request), request.params.post_id);
    return { status: 200, message: MSG_UNSAVED };
  });

  serveEndpoint(app, checkSavedJob, candidate, async (request) => ({
    status: 200,
    data: await handlers.check(callerId(request), request.params.post_id),
  }));
}
