import type * as z from 'zod/mini';
import type { SavedCheckSchema, SavedPost } from '../contract/candidate';
import type { Page } from '../contract/envelope';
import { checkSavedJob, deleteSavedJob, listSavedJobs, saveJob, unsaveJob } from '../contract/endpoints/saved-jobs';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** Query of GET /api/saved-posts/. */
export interface SavedJobsParams {
  page?: number;
  page_size?: number;
}

/** Whether a post is saved, and the saved row's id when it is. */
export type SavedCheck = z.infer<typeof SavedCheckSchema>;

/** The candidate's saved jobs (API.md, Saved jobs). */
export interface SavedJobsApi {
  /** Saves a post; saving twice answers 400. Resolves with the server message ('' when none). */
  save(postId: number): Promise<string>;
  /** Unsaves by post id. */
  unsave(postId: number): Promise<string>;
  /** Removes a saved row by its own id. */
  remove(savedId: number): Promise<string>;
  /** Newest first, paged. */
  list(params?: SavedJobsParams): Promise<Page<SavedPost>>;
  check(postId: number): Promise<SavedCheck>;
}

/**
 * Creates the saved-jobs calls.
 *
 * @param client - A `createClient()` client.
 * @example
 * const saved = createSavedJobsApi(client);
 * await saved.save(12);
 * const { is_saved } = await saved.check(12); // true
 */
export function createSavedJobsApi(client: { http: RequestClient }): SavedJobsApi {
  const { http } = client;
  return {
    save: async (postId) => (await callEndpoint(http, saveJob, { body: { post_id: postId } })).message ?? '',
    unsave: async (postId) => (await callEndpoint(http, unsaveJob, { params: { post_id: postId } })).message,
    remove: async (savedId) => (await callEndpoint(http, deleteSavedJob, { params: { id: savedId } })).message,
    list: async (params = {}) => (await callEndpoint(http, listSavedJobs, { query: params })).data,
    check: async (postId) => (await callEndpoint(http, checkSavedJob, { params: { post_id: postId } })).data,
  };
}
