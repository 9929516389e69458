/** The candidate's CV library (API.md, Applications → CV library): up to SAVED_CV_LIMIT CVs on /profile. */
import * as z from 'zod/mini';
import { SavedCvSchema, SavedCvUpdateBodySchema } from '../saved-cvs';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '../envelope';
import { FileAnswerSchema } from './file-answer';

const SavedCvEnvelopeSchema = /* @__PURE__ */ envelope(SavedCvSchema);

/** The candidate's saved CVs, the default first, then newest. */
export const listSavedCvs = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/profile/cvs/',
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(SavedCvSchema)) },
});

/** Multipart: the file as `cv` (PDF/DOCX by content, ≤ 5 MB) and an optional `name` (SavedCvCreateFieldsSchema). The first CV becomes the default. */
export const uploadSavedCv = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/profile/cvs/',
  multipart: true,
  responses: { 201: SavedCvEnvelopeSchema },
});

export const updateSavedCv = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/api/profile/cvs/:id/',
  params: IdParamsSchema,
  body: SavedCvUpdateBodySchema,
  responses: { 200: SavedCvEnvelopeSchema },
});

/** Deletes a saved CV (applications sent with it keep their own copy); the newest left becomes the default. */
export const deleteSavedCv = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/profile/cvs/:id/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The saved CV's file (PDF or DOCX bytes), its owner only. */
export const getSavedCvFile = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/profile/cvs/:id/file/',
  params: IdParamsSchema,
  responses: { 200: FileAnswerSchema },
});

/** The CV library endpoints, for ENDPOINT_TABLE. */
export const SAVED_CVS_ENDPOINTS = { listSavedCvs, uploadSavedCv, updateSavedCv, deleteSavedCv, getSavedCvFile };
