import { InterviewRespondBodySchema, type Interview, type InterviewRespondBody } from '../contract/applications';
import { answerInterview, listUserInterviews } from '../contract/endpoints/interviews';
import type { Page } from '../contract/envelope';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { parseInput } from './parse-input';

/** Query of GET /api/interviews/. */
export interface InterviewListParams {
  page?: number;
  page_size?: number;
  /** Only the interviews of this application. */
  cv?: number;
}

/** What `respond` resolves with: the server message and the updated interview. */
export interface InterviewResponseResult {
  message: string;
  interview: Interview;
}

/** The candidate's interviews (API.md, Applications → Interviews). */
export interface InterviewsApi {
  /** GET /api/interviews/ — the signed-in user's interviews (those of one application with `cv`). */
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
export function createInterviewsApi(client: { http: RequestClient }): InterviewsApi {
  const { http } = client;
  return {
    mine: async (params = {}) => (await callEndpoint(http, listUserInterviews, { query: params })).data,
    async respond(id, body) {
      const answer = await callEndpoint(http, answerInterview, { params: { id }, body: parseInput(InterviewRespondBodySchema, body) });
      return { message: answer.message ?? '', interview: answer.data };
    },
  };
}
