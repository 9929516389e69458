/**
 * Post report rules (API.md: POST /api/posts/report/). Activated, non-banned candidates and
 * employers may report (role 'none' and admins get 403 from the route's role guard) a public post once (a second report answers 400, so one user cannot pile reports on a post);
 * unknown or non-public posts answer 404 like their detail page; nobody reports their own post.
 */
import type { ReportBody } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { vietnamToday } from '../../lib/vietnam-date';
import { findPostOwner } from '../../repositories/applications';
import { createReport } from '../../repositories/reports';
import { isPublicPost } from '../../repositories/saved-jobs';

export const MSG_POST_NOT_FOUND = 'Không tìm thấy tin tuyển dụng';
export const MSG_ALREADY_REPORTED = 'Bạn đã báo cáo tin tuyển dụng này';
export const MSG_OWN_POST = 'Bạn không thể báo cáo tin tuyển dụng của chính mình';
export const MSG_REPORTED = 'Đã gửi báo cáo, cảm ơn bạn đã giúp JobHub an toàn hơn';

export function createReportsHandlers(app: FastifyInstance) {
  return {
    async report(userId: number, body: ReportBody): Promise<number> {
      if (!(await isPublicPost(app.db, body.post, vietnamToday(app.clock.now())))) throw httpError(404, MSG_POST_NOT_FOUND);
      if ((await findPostOwner(app.db, body.post)) === userId) throw httpError(400, MSG_OWN_POST);
      const id = await createReport(app.db, userId, body.post, body.reason);
      if (id === undefined) throw httpError(400, MSG_ALREADY_REPORTED);
      return id;
    },
  };
}
