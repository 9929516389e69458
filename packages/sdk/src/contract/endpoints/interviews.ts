/** Interviews (API.md, Applications → Interviews). */
import { InterviewCreateBodySchema, InterviewListQuerySchema, InterviewRespondBodySchema, InterviewSchema } from '../applications';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, paged } from '../envelope';

const InterviewEnvelopeSchema = /* @__PURE__ */ envelope(InterviewSchema);

/** The post's owner schedules an interview for an application (`cv`); the candidate is notified. */
export const scheduleInterview = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/interviews/',
  body: InterviewCreateBodySchema,
  responses: { 201: InterviewEnvelopeSchema },
});

/** A candidate's interviews or those of an employer's posts, latest date first. */
export const listUserInterviews = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/interviews/',
  query: InterviewListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ paged(InterviewSchema)) },
});

export const answerInterview = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/interviews/:id/respond/',
  params: IdParamsSchema,
  body: InterviewRespondBodySchema,
  responses: { 200: InterviewEnvelopeSchema },
});

/** The interviews endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const INTERVIEWS_ENDPOINTS = { scheduleInterview, listUserInterviews, answerInterview };
