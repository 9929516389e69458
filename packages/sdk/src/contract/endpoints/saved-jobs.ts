/** Saved jobs (API.md, Saved jobs): candidates only. */
import * as z from 'zod/mini';
import { SavedCheckSchema, SavedPostPageSchema, SavePostBodySchema } from '../candidate';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, IdSchema, MessageEnvelopeSchema, PageOnlyQuerySchema } from '../envelope';

const PostIdParamsSchema = /* @__PURE__ */ z.object({ post_id: IdSchema });
const SavedCheckEnvelopeSchema = /* @__PURE__ */ envelope(SavedCheckSchema);

export const saveJob = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/saved-posts/save/',
  body: SavePostBodySchema,
  responses: { 201: SavedCheckEnvelopeSchema },
});

export const listSavedJobs = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/saved-posts/',
  query: PageOnlyQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(SavedPostPageSchema) },
});

export const deleteSavedJob = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/saved-posts/:id/delete/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const unsaveJob = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/saved-posts/post/:post_id/delete/',
  params: PostIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const checkSavedJob = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/saved-posts/post/:post_id/check/',
  params: PostIdParamsSchema,
  responses: { 200: SavedCheckEnvelopeSchema },
});

/** The saved-jobs endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const SAVED_JOBS_ENDPOINTS = { saveJob, listSavedJobs, deleteSavedJob, unsaveJob, checkSavedJob };

// The names before the feature took one name (saved jobs) in every layer; `@jobhub/sdk/contract` is
// public. `@alias` tells knip the second name is meant.
/** @deprecated Renamed {@link saveJob}. @alias */
export const savePost = saveJob;
/** @deprecated Renamed {@link listSavedJobs}. @alias */
export const listSavedPosts = listSavedJobs;
/** @deprecated Renamed {@link deleteSavedJob}. @alias */
export const deleteSavedPost = deleteSavedJob;
/** @deprecated Renamed {@link unsaveJob}. @alias */
export const unsavePost = unsaveJob;
/** @deprecated Renamed {@link checkSavedJob}. @alias */
export const checkSavedPost = checkSavedJob;
/** @deprecated Renamed {@link SAVED_JOBS_ENDPOINTS}. @alias */
export const SAVED_POSTS_ENDPOINTS = SAVED_JOBS_ENDPOINTS;
