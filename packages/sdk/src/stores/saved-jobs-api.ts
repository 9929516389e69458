import * as z from 'zod/mini';
import { SavedCheckSchema, SavedPostPageSchema, type SavedPost } from '../contract/candidate';
import { envelope, MessageEnvelopeSchema, type Page } from '../contract/envelope';
import type { JobHubClient } from './client';

const SavedPostPageResponseSchema = /* @__PURE__ */ envelope(SavedPostPageSchema);
const SavedCheckResponseSchema = /* @__PURE__ */ envelope(SavedCheckSchema);
/** Save answers carry a message; their `data` is not needed by callers. */
const SaveAnswerSchema = /* @__PURE__ */ z.object({ status: z.number(), message: z.optional(z.string()) });

/** Query of GET /api/saved-posts/. */
export interface SavedJobsParams {
  page?: number;
  page_size?: number;
}

/** Whether a post is saved, and the saved row's id when it is. */
export type SavedCheck = z.infer<typeof SavedCheckSchema>;

/** The candidate's saved jobs (API.md, Saved jobs). */
export interface SavedJobsApi {
  /** POST /api/saved-posts/save/ `{post_id}`; saving twice answers 400. Resolves with the server message ('' when none). */
  save(postId: number): Promise<string>;
  /** DELETE /api/saved-posts/post/{post_id}/delete/ — unsaves by post id. */
  unsave(postId: number): Promise<string>;
  /** DELETE /api/saved-posts/{id}/delete/ — removes a saved row by its own id. */
  remove(savedId: number): Promise<string>;
  /** GET /api/saved-posts/ — newest first, paged. */
  list(params?: SavedJobsParams): Promise<Page<SavedPost>>;
  /** GET /api/saved-posts/post/{post_id}/check/. */
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
export function createSavedJobsApi(client: Pick<JobHubClient, 'http'>): SavedJobsApi {
  const { http } = client;
  const remove = async (path: string) => (await http.request(path, MessageEnvelopeSchema, { method: 'DELETE' })).message;
  return {
    save: async (postId) =>
      (await http.request('/api/saved-posts/save/', SaveAnswerSchema, { method: 'POST', body: { post_id: postId } })).message ?? '',
    unsave: (postId) => remove(`/api/saved-posts/post/${encodeURIComponent(postId)}/delete/`),
    remove: (savedId) => remove(`/api/saved-posts/${encodeURIComponent(savedId)}/delete/`),
    list: async (params = {}) => (await http.request('/api/saved-posts/', SavedPostPageResponseSchema, { query: { ...params } })).data,
    check: async (postId) =>
      (await http.request(`/api/saved-posts/post/${encodeURIComponent(postId)}/check/`, SavedCheckResponseSchema)).data,
  };
}
