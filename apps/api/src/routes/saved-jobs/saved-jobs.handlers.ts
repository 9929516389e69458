/**
 * Saved-jobs rules (API.md: Saved jobs). Candidates save public posts only (a hidden, expired,
 * removed or unknown post answers 404, as its detail page would); saving twice answers 400.
 * Removing answers 404 when there is nothing of the caller's to remove, so another candidate's
 * saves can be neither seen nor deleted.
 */
import type { Page, SavedPost } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { vietnamToday } from '../../lib/vietnam-date';
import { markRowsForViewer } from '../../repositories/post-rows';
import {
  deleteSavedJob,
  deleteSavedPostByPost,
  findSavedId,
  isPublicPost,
  listSavedJobs,
  saveJob,
} from '../../repositories/saved-jobs';

export const MSG_POST_NOT_FOUND = 'Không tìm thấy tin tuyển dụng';
export const MSG_ALREADY_SAVED = 'Bạn đã lưu tin tuyển dụng này';
export const MSG_SAVED = 'Đã lưu tin tuyển dụng';
export const MSG_UNSAVED = 'Đã bỏ lưu tin tuyển dụng';
export const MSG_SAVED_NOT_FOUND = 'Không tìm thấy tin đã lưu';

export function createSavedJobsHandlers(app: FastifyInstance) {
  const { db } = app;
  return {
    async save(userId: number, postId: number): Promise<number> {
      if (!(await isPublicPost(db, postId, vietnamToday(app.clock.now())))) throw httpError(404, MSG_POST_NOT_FOUND);
      const id = await saveJob(db, userId, postId);
      if (id === undefined) throw httpError(400, MSG_ALREADY_SAVED);
      return id;
    },

    /** Newest save first; each post also says whether it matches the candidate's criteria (and is repeated as `post_detail`). */
    async list(userId: number, paging: { page: number; page_size: number }): Promise<Page<SavedPost>> {
      const page = await listSavedJobs(db, userId, paging, app.clock.now());
      const posts = await markRowsForViewer(db, page.results.map((row) => row.post), { userId });
      return { ...page, results: page.results.map((row, index) => ({ ...row, post: posts[index]!, post_detail: posts[index]! })) };
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deleteSavedJob(db, userId, id))) throw httpError(404, MSG_SAVED_NOT_FOUND);
    },

    async removeByPost(userId: number, postId: number): Promise<void> {
      if (!(await deleteSavedPostByPost(db, userId, postId))) throw httpError(404, MSG_SAVED_NOT_FOUND);
    },

    async check(userId: number, postId: number) {
      const savedId = await findSavedId(db, userId, postId);
      return { is_saved: savedId !== null, saved_id: savedId };
    },
  };
}
