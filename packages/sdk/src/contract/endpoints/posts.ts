/** Job posts, public reads (API.md, Job posts): lists, search, one company's posts, detail. */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { IdParamsSchema, IdSchema, PageOnlyQuerySchema } from '../envelope';
import { PostListQuerySchema, PostSearchQuerySchema } from '../posts';
import { PostDetailResponseSchema, PostPageResponseSchema } from '../responses';

const EnterpriseIdParamsSchema = /* @__PURE__ */ z.object({ enterprise_id: IdSchema });

/** Open posts, newest first by default. */
export const listPosts = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/posts/',
  query: PostListQuerySchema,
  responses: { 200: PostPageResponseSchema },
});

/** Open posts matching the filters; a candidate's criteria put matching rows first. */
export const searchPosts = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/posts/search/',
  query: PostSearchQuerySchema,
  responses: { 200: PostPageResponseSchema },
});

/** One company's open posts, newest first. */
export const listEnterprisePosts = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/posts/enterprise/:enterprise_id/',
  params: EnterpriseIdParamsSchema,
  query: PageOnlyQuerySchema,
  responses: { 200: PostPageResponseSchema },
});

/** A post with its company box and related posts (open posts, or the owner's own). */
export const getPost = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/post/:id/',
  params: IdParamsSchema,
  responses: { 200: PostDetailResponseSchema },
});

/** The public post reads endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const POSTS_ENDPOINTS = { listPosts, searchPosts, listEnterprisePosts, getPost };
