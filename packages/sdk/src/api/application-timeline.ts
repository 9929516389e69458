import type { ApplicationTimeline, CvViewer } from '../contract/application-timeline';
import { getApplicationTimeline, listSavedCvViewers } from '../contract/endpoints/application-timeline';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** What happened to the candidate's applications, and who viewed their CVs (issue 30). */
export interface ApplicationTimelineApi {
  /** GET /api/cv/{id}/timeline/ — the events of one of the candidate's applications, oldest first. */
  timeline(applicationId: number): Promise<ApplicationTimeline>;
  /** GET /api/profile/cvs/{id}/viewers/ — companies that viewed applications sent with a saved CV, latest first. */
  viewers(savedCvId: number): Promise<CvViewer[]>;
}

/**
 * Creates the timeline calls.
 *
 * @param client - A `createClient()` client (the calls need the session).
 * @example
 * const history = createApplicationTimelineApi(client);
 * const { events } = await history.timeline(application.id);
 * const viewers = await history.viewers(savedCv.id);
 */
export function createApplicationTimelineApi(client: { http: RequestClient }): ApplicationTimelineApi {
  const { http } = client;
  return {
    timeline: async (applicationId) => (await callEndpoint(http, getApplicationTimeline, { params: { id: applicationId } })).data,
    viewers: async (savedCvId) => (await callEndpoint(http, listSavedCvViewers, { params: { id: savedCvId } })).data,
  };
}
