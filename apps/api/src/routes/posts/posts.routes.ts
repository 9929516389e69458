import type { FastifyPluginAsync, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { IdParamsSchema, IdSchema, PageQuerySchema, PostListQuerySchema, PostSearchQuerySchema } from '@jobhub/sdk/contract';
import type { PostDetail } from '@jobhub/sdk/contract';
import type { CatalogueDb as Database } from '../../repositories/sql-rows';
import { httpError } from '../../lib/http-error';
import { appliedAt, countApplications } from '../../repositories/applications';
import { findPreference } from '../../repositories/criteria';
import { findPostDetail, findRelatedPosts, markRowsForViewer, searchPosts, SEARCH_TOTAL_CAP, type RowViewer } from '../../repositories/posts';
import { isPremiumNow } from '../../repositories/users';
import { bothSlashes } from '../route-paths';

export interface PostsRoutesOptions {
  db: Database;
  /** Hooks that identify the caller when a valid token is present, without requiring one. */
  optionalAuth: preHandlerHookHandler[];
  /** Id of the signed-in user (after optionalAuth ran), else undefined. */
  viewerId: (request: FastifyRequest) => number | undefined;
}

const POST_NOT_FOUND = 'Không tìm thấy tin tuyển dụng';
const EnterpriseParamsSchema = z.object({ enterprise_id: IdSchema });

/** Public job-post reads: list, search, detail, one company's posts (API.md, Job posts). */
export const postsRoutes: FastifyPluginAsync<PostsRoutesOptions> = async (fastify, { db, optionalAuth, viewerId }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Who is asking (API.md: rows carry is_saved; a candidate's criteria give matches_criteria and,
   * in search, put matching rows first). Anonymous callers cost no query.
   */
  const rowViewer = async (request: FastifyRequest): Promise<RowViewer> => {
    const userId = viewerId(request);
    return userId === undefined ? {} : { userId, preference: await findPreference(db, userId) };
  };

  for (const url of bothSlashes('/api/posts/')) {
    app.get(url, { schema: { querystring: PostListQuerySchema }, preHandler: optionalAuth }, async (request) => {
      const { page, page_size, sort } = request.query;
      const data = await searchPosts(db, {}, sort, { page, page_size });
      return { status: 200, data: { ...data, results: await markRowsForViewer(db, data.results, await rowViewer(request)) } };
    });
  }

  for (const url of bothSlashes('/api/posts/search/')) {
    app.get(url, { schema: { querystring: PostSearchQuerySchema }, preHandler: optionalAuth }, async (request) => {
      const { page, page_size, sort, ...filters } = request.query;
      const viewer = await rowViewer(request);
      const data = await searchPosts(db, filters, sort, { page, page_size }, SEARCH_TOTAL_CAP, viewer.preference);
      return { status: 200, data: { ...data, results: await markRowsForViewer(db, data.results, viewer) } };
    });
  }

  for (const url of bothSlashes('/api/posts/enterprise/:enterprise_id/')) {
    app.get(url, { schema: { params: EnterpriseParamsSchema, querystring: PageQuerySchema }, preHandler: optionalAuth }, async (request) => {
      const { page, page_size } = request.query;
      const filters = { enterprise: request.params.enterprise_id };
      const data = await searchPosts(db, filters, 'newest', { page, page_size });
      return { status: 200, data: { ...data, results: await markRowsForViewer(db, data.results, await rowViewer(request)) } };
    });
  }

  for (const url of bothSlashes('/api/post/:id/')) {
    app.get(url, { schema: { params: IdParamsSchema }, preHandler: optionalAuth }, async (request) => {
      const found = await findPostDetail(db, request.params.id);
      const viewer = await rowViewer(request);
      const isOwner = found !== undefined && viewer.userId !== undefined && viewer.userId === found.ownerId;
      if (!found || (!found.isPublic && !isOwner)) throw httpError(404, POST_NOT_FOUND);
      const [detail] = await markRowsForViewer(db, [found.detail], viewer);
      const related_posts = await markRowsForViewer(db, await findRelatedPosts(db, { id: found.detail.id, ...found }), viewer);
      const applied = viewer.userId === undefined ? null : await appliedAt(db, viewer.userId, found.detail.id);
      // API.md: total_applicants for the owner or a Premium viewer only.
      const seesApplicants = isOwner || (viewer.userId !== undefined && (await isPremiumNow(db, viewer.userId, fastify.clock.now())));
      const data: PostDetail = {
        ...detail!,
        related_posts,
        has_applied: applied !== null,
        applied_at: applied,
        ...(seesApplicants ? { total_applicants: await countApplications(db, found.detail.id), can_view_applicants: true } : { can_view_applicants: false }),
      };
      return { status: 200, data };
    });
  }
};
