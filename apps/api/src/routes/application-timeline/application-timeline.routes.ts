/**
 * The candidate's application timeline and "who viewed my CV" (issue 30, items 1 and 6).
 *
 * - GET /api/cv/{id}/timeline/: the events of one of the candidate's own applications, oldest first.
 * - GET /api/profile/cvs/{id}/viewers/: the companies that opened an application sent with one of
 *   the candidate's saved CVs, and when they first did.
 *
 * Candidates only, their own rows only: anyone else's id answers 404, like a missing one, so ids
 * cannot be probed.
 */
import { getApplicationTimeline, listSavedCvViewers } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { listApplicationEvents, listSavedCvViewers as savedCvViewers } from '../../repositories/application-events';
import { findApplication } from '../../repositories/applications';
import { findSavedCv } from '../../repositories/saved-cvs';
import { MSG_APPLICATION_NOT_FOUND } from '../applications/applications.messages';
import { MSG_SAVED_CV_NOT_FOUND } from '../saved-cvs/saved-cvs.routes';
import { serveEndpoint } from '../serve-endpoint';
import { callerId } from '../caller';

export async function applicationTimelineRoutes(app: FastifyInstance) {
  const candidate = { onRequest: app.requireRole('candidate') };

  serveEndpoint(app, getApplicationTimeline, candidate, async (request) => {
    const application = await findApplication(app.db, request.params.id);
    if (!application || application.user_id !== callerId(request)) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
    return { status: 200, data: { application: application.id, events: await listApplicationEvents(app.db, application.id) } };
  });

  serveEndpoint(app, listSavedCvViewers, candidate, async (request) => {
    const saved = await findSavedCv(app.db, callerId(request), request.params.id);
    if (!saved) throw httpError(404, MSG_SAVED_CV_NOT_FOUND);
    return { status: 200, data: await savedCvViewers(app.db, saved.id) };
  });
}
