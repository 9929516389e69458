/** Applications (API.md, Applications (CVs)): the candidate's side and the post owner's. */
import * as z from 'zod/mini';
import {
  ApplicationNoteBodySchema,
  ApplicationPageSchema,
  ApplicationSchema,
  ApplicationStatusBodySchema,
  MyApplicationsQuerySchema,
  PostApplicantsQuerySchema,
  SignedFileQuerySchema,
} from '../applications';
import { endpoint } from '../endpoint';
import { FileAnswerSchema } from './file-answer';
import { envelope, IdParamsSchema, IdSchema, MessageEnvelopeSchema } from '../envelope';

const ApplicationEnvelopeSchema = /* @__PURE__ */ envelope(ApplicationSchema);
const ApplicationPageEnvelopeSchema = /* @__PURE__ */ envelope(ApplicationPageSchema);

/** Multipart: post, name, email, phone_number, description and the file as `cv` (ApplicationCreateFieldsSchema). */
export const applyToPost = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/cv/create/',
  multipart: true,
  responses: { 201: ApplicationEnvelopeSchema },
});

export const listMyApplications = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/cv/',
  query: MyApplicationsQuerySchema,
  responses: { 200: ApplicationPageEnvelopeSchema },
});

export const listPostApplicants = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/cv/post/:post_id/',
  params: /* @__PURE__ */ z.object({ post_id: IdSchema }),
  query: PostApplicantsQuerySchema,
  responses: { 200: ApplicationPageEnvelopeSchema },
});

export const getApplication = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/cv/:id/',
  params: IdParamsSchema,
  responses: { 200: ApplicationEnvelopeSchema },
});

/** The CV file itself (PDF or DOCX bytes), served only to the candidate and the post's owner. */
export const getApplicationCvFile = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/cv/:id/file/',
  params: IdParamsSchema,
  responses: { 200: FileAnswerSchema },
});

/**
 * The CV file through the signed link of the application's `cv_file_url` (no token: the link is
 * the permission, for 15 minutes). 403 when the signature is wrong or expired, 404 when the
 * application or its file is gone.
 */
export const getSignedApplicationCvFile = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/cv/:id/file/signed/',
  params: IdParamsSchema,
  query: SignedFileQuerySchema,
  responses: { 200: FileAnswerSchema },
});

/** Withdraws a pending application (same as POST …/withdraw/). */
export const deleteApplication = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/cv/:id/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const withdrawApplication = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/cv/:id/withdraw/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const setApplicationStatus = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/cv/:id/status/',
  params: IdParamsSchema,
  body: ApplicationStatusBodySchema,
  responses: { 200: ApplicationEnvelopeSchema },
});

export const setApplicationNote = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/cv/:id/note/',
  params: IdParamsSchema,
  body: ApplicationNoteBodySchema,
  responses: { 200: ApplicationEnvelopeSchema },
});

export const markApplicationViewed = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/cv/mark-as-viewed/:id/',
  params: IdParamsSchema,
  responses: { 200: ApplicationEnvelopeSchema },
});

/** The applications endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const APPLICATIONS_ENDPOINTS = { applyToPost, listMyApplications, listPostApplicants, getApplication, getApplicationCvFile, getSignedApplicationCvFile, deleteApplication, withdrawApplication, setApplicationStatus, setApplicationNote, markApplicationViewed };
