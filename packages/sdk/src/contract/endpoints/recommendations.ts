/** Jobs recommended from the candidate's criteria (API.md: Saved jobs, criteria, recommendations). */
import { RecommendedPostPageSchema } from '../candidate';
import { endpoint } from '../endpoint';
import { envelope, PageOnlyQuerySchema } from '../envelope';

/**
 * Best score first, then newest. Without criteria: 200, an empty page with `has_criteria: false`
 * and NO_CRITERIA_MESSAGE (404 before issue 26). Candidates only.
 */
export const listRecommendedPosts = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/posts/recommended/',
  query: PageOnlyQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(RecommendedPostPageSchema) },
});

/** The recommendations endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const RECOMMENDATIONS_ENDPOINTS = { listRecommendedPosts };
