/** The application timeline and "who viewed my CV" (issue 30, items 1 and 6); candidates only, their own. */
import * as z from 'zod/mini';
import { ApplicationTimelineSchema, CvViewerSchema } from '../application-timeline';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema } from '../envelope';

/** The timeline of one of the candidate's applications (sent, CV viewed, status changes, interviews, reminder, auto-close); 404 for anyone else's. */
export const getApplicationTimeline = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/cv/:id/timeline/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(ApplicationTimelineSchema) },
});

/** The companies that viewed applications sent with one of the candidate's saved CVs, latest first; 404 for anyone else's CV. */
export const listSavedCvViewers = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/profile/cvs/:id/viewers/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(CvViewerSchema)) },
});

/** The timeline endpoints, for ENDPOINT_TABLE. */
export const APPLICATION_TIMELINE_ENDPOINTS = { getApplicationTimeline, listSavedCvViewers };
