import type { RecommendedPost } from '../contract/candidate';
import { listRecommendedPosts } from '../contract/endpoints/recommendations';
import type { Page } from '../contract/envelope';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { nullOn404 } from './parse-input';

/** Jobs recommended from the candidate's criteria (API.md). */
export interface RecommendationsApi {
  /**
   * GET /api/posts/recommended/ — best score first, then newest. `null` when the candidate has no
   * criteria yet (`has_criteria: false`; a 404 from servers before issue 26): link to /my-criteria.
   * An empty page means criteria exist but nothing matches.
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
export function createRecommendationsApi(client: { http: RequestClient }): RecommendationsApi {
  const { http } = client;
  return {
    list: async (page = 1, pageSize) => {
      const found = (await nullOn404(callEndpoint(http, listRecommendedPosts, { query: { page, page_size: pageSize } })))?.data;
      return found && found.has_criteria !== false ? found : null;
    },
  };
}
