import { RecommendedPostPageSchema, type RecommendedPost } from '../contract/candidate';
import { envelope, type Page } from '../contract/envelope';
import type { JobHubClient } from './client';
import { nullOn404 } from '../api/parse-input';

const RecommendedPostPageResponseSchema = /* @__PURE__ */ envelope(RecommendedPostPageSchema);

/** Jobs recommended from the candidate's criteria (API.md). */
export interface RecommendationsApi {
  /**
   * GET /api/posts/recommended/ — best score first, then newest. `null` when the candidate has no
   * criteria yet (404): link to /my-criteria. An empty page means criteria exist but nothing matches.
   */
  list(page?: number, pageSize?: number): Promise<Page<RecommendedPost> | null>;
}

/**
 * Creates the recommendations call.
 *
 * @param client - A `createClient()` client.
 * @example
 * const page = await createRecommendationsApi(client).list(1);
 * if (page === null) showSetCriteriaLink();
 */
export function createRecommendationsApi(client: Pick<JobHubClient, 'http'>): RecommendationsApi {
  const { http } = client;
  return {
    list: (page = 1, pageSize) =>
      nullOn404(
        http
          .request('/api/posts/recommended/', RecommendedPostPageResponseSchema, { query: { page, page_size: pageSize } })
          .then((answer) => answer.data),
      ),
  };
}
