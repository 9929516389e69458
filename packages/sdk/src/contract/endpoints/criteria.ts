/** Job-search criteria, one per candidate (API.md: Saved jobs, criteria, recommendations). */
import * as z from 'zod/mini';
import { CriteriaBodySchema, CriteriaSchema, JobAlertPreviewSchema } from '../candidate';
import { endpoint } from '../endpoint';
import { envelope, MessageEnvelopeSchema } from '../envelope';

const CriteriaEnvelopeSchema = /* @__PURE__ */ envelope(CriteriaSchema);

/**
 * The candidate's criteria; `data: null` with NO_CRITERIA_MESSAGE when none was set yet. Not
 * having criteria is a new candidate's normal state, so it answers 200 (it answered 404 before
 * issue 26: the SDK still reads a 404 as none, for older servers).
 */
export const getCriteria = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/criteria/',
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.nullable(CriteriaSchema)) },
});

/** Sets the criteria; a second create answers 400. */
export const createCriteria = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/criteria/create/',
  body: CriteriaBodySchema,
  responses: { 201: CriteriaEnvelopeSchema },
});

/** Changes the keys sent (`null` clears one). */
export const updateCriteria = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/criteria/update/',
  body: CriteriaBodySchema,
  responses: { 200: CriteriaEnvelopeSchema },
});

export const deleteCriteria = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/criteria/delete/',
  responses: { 200: MessageEnvelopeSchema },
});

/**
 * The job-alert e-mail the candidate would get now (subject, HTML, text): the open posts matching
 * the criteria, newest first, at most 10 (those of the last 7 days when there were none since the
 * last digest, so the preview is never empty for an active market); 404 NO_CRITERIA_MESSAGE.
 */
export const previewJobAlert = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/criteria/alert-preview/',
  responses: { 200: /* @__PURE__ */ envelope(JobAlertPreviewSchema) },
});

/** The criteria endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const CRITERIA_ENDPOINTS = { getCriteria, createCriteria, updateCriteria, deleteCriteria, previewJobAlert };
