import {
  PostWriteBodySchema,
  type EmployerPostDetail,
  type EmployerPostRow,
  type PostWriteBody,
} from '../contract/employer';
import { confirmPost, createPost, deletePost, getOwnPost, listOwnPosts, togglePostStatus, updatePost } from '../contract/endpoints/employer-posts';
import type { Page } from '../contract/envelope';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { ApiError } from '../http/errors';
import { parseInput } from './parse-input';

/** Query of GET /api/posts/enterprise (own posts). */
export interface EmployerPostListParams {
  page?: number;
  page_size?: number;
  /** 'active' | 'hidden' | 'expired'; all when left out. */
  status?: 'active' | 'hidden' | 'expired';
  /** Free text over the titles. */
  q?: string;
}

/** The post as a form holds it before validation (numbers may still be missing). */
export type PostWriteInput = { [K in keyof PostWriteBody]?: PostWriteBody[K] | null | undefined };

/** The posting limit of a 403 answer (API.md: 3 active posts without Premium). */
export interface PostingLimit {
  current_posts: number;
  max_posts: number;
  message: string;
}

/** The employer's own job posts (API.md, Job posts: Employer). */
export interface EmployerPostsApi {
  /** GET /api/posts/enterprise — own posts with state and CV counts, filtered by status and q. */
  list(params?: EmployerPostListParams): Promise<Page<EmployerPostRow>>;
  /** GET /api/post/enterprise/{id}/ — own post detail. */
  get(id: number): Promise<EmployerPostDetail>;
  /**
   * POST /api/posts/create/ — the body is checked with `PostWriteBodySchema` first
   * ({@link ValidationError} with field errors); over the posting limit the API answers 403
   * (read it with {@link postingLimit}). Resolves to the new post's id.
   */
  create(body: PostWriteInput): Promise<{ id: number }>;
  /** PUT /api/posts/update/{id}/ — same checks; the API refuses it while the post is active. */
  update(id: number, body: PostWriteInput): Promise<{ id: number }>;
  /** DELETE /api/posts/delete/{id}/ — refused while active. Resolves to the server message. */
  remove(id: number): Promise<string>;
  /** PUT /api/post/{id}/toggle-status/ — hides or shows a post. Resolves to the new state when sent. */
  toggleStatus(id: number): Promise<{ message: string | undefined; is_active: boolean | undefined }>;
  /** PUT /api/post/{id}/confirm/ — "Xác nhận tin còn tuyển": the post still hires; a paused one is shown again. */
  confirm(id: number): Promise<{ message: string | undefined; confirmed_at: string }>;
}

/**
 * The posting limit carried by a 403 answer of `create` (or of `toggleStatus` when showing a
 * post would pass it), or `null` for any other error.
 *
 * @example
 * catch (error) { const limit = postingLimit(error); if (limit) openUpgradeModal(limit); }
 */
export function postingLimit(error: unknown): PostingLimit | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body;
  if (typeof body?.current_posts !== 'number' || typeof body.max_posts !== 'number') return null;
  return { current_posts: body.current_posts, max_posts: body.max_posts, message: body.message };
}

/**
 * Creates the employer's post resource.
 *
 * @param client - A `createClient()` client (these calls need the employer's token).
 * @example
 * const posts = createEmployerPostsApi(client);
 * const page = await posts.list({ status: 'active', q: 'kế toán' });
 */
export function createEmployerPostsApi(client: { http: RequestClient }): EmployerPostsApi {
  const { http } = client;
  return {
    list: async (params = {}) => (await callEndpoint(http, listOwnPosts, { query: params })).data,
    get: async (postId) => (await callEndpoint(http, getOwnPost, { params: { id: postId } })).data,
    async create(input) {
      const { data } = await callEndpoint(http, createPost, { body: parseInput(PostWriteBodySchema, input) });
      return { id: data.id };
    },
    async update(postId, input) {
      const { data } = await callEndpoint(http, updatePost, { params: { id: postId }, body: parseInput(PostWriteBodySchema, input) });
      return { id: data.id };
    },
    remove: async (postId) => (await callEndpoint(http, deletePost, { params: { id: postId } })).message,
    async toggleStatus(postId) {
      const answer = await callEndpoint(http, togglePostStatus, { params: { id: postId } });
      return { message: answer.message, is_active: answer.data.is_active };
    },
    async confirm(postId) {
      const answer = await callEndpoint(http, confirmPost, { params: { id: postId } });
      return { message: answer.message, confirmed_at: answer.data.confirmed_at };
    },
  };
}
