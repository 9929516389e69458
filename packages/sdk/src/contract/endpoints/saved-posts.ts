/** Saved jobs (API.md, Saved jobs): candidates only. */
import * as z from 'zod/mini';
import { SavedCheckSchema, SavedPostPageSchema, SavePostBodySchema } from '../candidate';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, IdSchema, MessageEnvelopeSchema, PageOnlyQuerySchema } from '../envelope';

const PostIdParamsSchema = /* @__PURE__ */ z.object({ post_id: IdSchema });
const SavedCheckEnvelopeSchema = /* @__PURE__ */ envelope(SavedCheckSchema);

export const savePost = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/saved-posts/save/',
  body: SavePostBodySchema,
  responses: { 201: SavedCheckEnvelopeSchema },
});

export const listSavedPosts = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/saved-posts/',
  query: PageOnlyQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(SavedPostPageSchema) },
});

export const deleteSavedPost = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/saved-posts/:id/delete/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const unsavePost = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/saved-posts/post/:post_id/delete/',
  params: PostIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const checkSavedPost = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/saved-posts/post/:post_id/check/',
  params: PostIdParamsSchema,
  responses: { 200: SavedCheckEnvelopeSchema },
});

/** The saved-jobs endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const SAVED_POSTS_ENDPOINTS = { savePost, listSavedPosts, deleteSavedPost, unsavePost, checkSavedPost };
