import * as z from 'zod/mini';
import { InterviewRespondBodySchema, InterviewSchema, type Interview, type InterviewRespondBody } from '../contract/applications';
import { paged, type Page } from '../contract/envelope';
import type { JobHubClient } from './client';
import { parseInput } from '../api/parse-input';

/** GET /api/interviews/ answers a page; a plain list is accepted too and shown as one page. */
const InterviewListResponseSchema = /* @__PURE__ */ z.object({
  status: z.number(),
  data: z.union([paged(InterviewSchema), z.array(InterviewSchema)]),
});
const RespondResponseSchema = /* @__PURE__ */ z.object({
  status: z.number(),
  message: z.optional(z.string()),
  data: z.optional(InterviewSchema),
});

/** Query of GET /api/interviews/. */
export interface InterviewListParams {
  page?: number;
  page_size?: number;
  /** Only the interviews of this application. */
  cv?: number;
}

/** What `respond` resolves with: the server message and the updated interview when it sent one. */
export interface InterviewResponseResult {
  message: string;
  interview: Interview | null;
}

/** The candidate's interviews (API.md, Applications → Interviews). */
export interface InterviewsApi {
  /** GET /api/interviews/ — the signed-in user's interviews. */
  mine(params?: InterviewListParams): Promise<Page<Interview>>;
  /** POST /api/interviews/{id}/respond/ `{response: 'accepted' | 'declined', note?}` (checked with the contract first). */
  respond(id: number, body: InterviewRespondBody): Promise<InterviewResponseResult>;
}

/**
 * Creates the candidate's interview calls.
 *
 * @param client - A `createClient()` client.
 * @example
 * const interviews = createInterviewsApi(client);
 * const { results } = await interviews.mine({ cv: 42 });
 * await interviews.respond(results[0].id, { response: 'accepted' });
 */
export function createInterviewsApi(client: Pick<JobHubClient, 'http'>): InterviewsApi {
  const { http } = client;
  return {
    async mine(params = {}) {
      const { data } = await http.request('/api/interviews/', InterviewListResponseSchema, { query: { ...params } });
      if (!Array.isArray(data)) return data;
      const results = params.cv === undefined ? data : data.filter((interview) => interview.cv === params.cv);
      return { results, total: results.length, page: 1, total_pages: 1, page_size: results.length };
    },
    async respond(id, body) {
      const answer = await http.request(`/api/interviews/${encodeURIComponent(id)}/respond/`, RespondResponseSchema, {
        method: 'POST',
        body: parseInput(InterviewRespondBodySchema, body),
      });
      return { message: answer.message ?? '', interview: answer.data ?? null };
    },
  };
}
