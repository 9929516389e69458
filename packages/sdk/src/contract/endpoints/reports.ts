/** Reporting a job post (API.md, Job posts): candidates and employers, one report per user and post. */
import { ReportBodySchema } from '../candidate';
import { endpoint } from '../endpoint';
import { MessageEnvelopeSchema } from '../envelope';

export const reportPost = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/posts/report/',
  body: ReportBodySchema,
  responses: { 201: MessageEnvelopeSchema },
});

/** The reports endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const REPORTS_ENDPOINTS = { reportPost };
