/** The employer's own job posts (API.md, Job posts: Employer); employers only. */
import * as z from 'zod/mini';
import { EmployerPostDetailSchema, EmployerPostListQuerySchema, EmployerPostPageSchema, PostWriteBodySchema } from '../employer';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '../envelope';

const EmployerPostEnvelopeSchema = /* @__PURE__ */ envelope(EmployerPostDetailSchema);

/** Own posts with their state and CV counts, filtered by status and q. */
export const listOwnPosts = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/posts/enterprise/',
  query: EmployerPostListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(EmployerPostPageSchema) },
});

export const getOwnPost = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/post/enterprise/:id/',
  params: IdParamsSchema,
  responses: { 200: EmployerPostEnvelopeSchema },
});

/** Over the posting limit: 403 with current_posts and max_posts. */
export const createPost = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/posts/create/',
  body: PostWriteBodySchema,
  responses: { 201: EmployerPostEnvelopeSchema },
});

/** Refused while the post is active. */
export const updatePost = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/posts/update/:id/',
  params: IdParamsSchema,
  body: PostWriteBodySchema,
  responses: { 200: EmployerPostEnvelopeSchema },
});

/** Refused while the post is active. */
export const deletePost = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/posts/delete/:id/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** Hides or shows a post; showing one past the posting limit answers 403 like `createPost`. */
export const togglePostStatus = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/post/:id/toggle-status/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.object({ is_active: z.boolean() })) },
});

/**
 * "Xác nhận tin còn tuyển" (issue 30): one click that says the post still hires. Resets its
 * freshness (the reminder and pause clocks) and brings a paused post back.
 */
export const confirmPost = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/post/:id/confirm/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.object({ confirmed_at: z.string(), is_paused: z.boolean() })) },
});

/** The employer's post endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const EMPLOYER_POSTS_ENDPOINTS = { listOwnPosts, getOwnPost, createPost, updatePost, deletePost, togglePostStatus, confirmPost };
