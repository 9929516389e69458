/** Public job-post reads: list, search, one company's posts, detail (API.md, Job posts). */
import { getPost, listEnterprisePosts, listPosts, searchPosts as searchPostsEndpoint } from '@jobhub/sdk/contract';
import type { PostDetail } from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error';
import { appliedAt, countApplications } from '../../repositories/applications';
import { findPostDetail, findRelatedPosts } from '../../repositories/post-detail';
import { markRowsForViewer } from '../../repositories/post-rows';
import { searchPosts, SEARCH_TOTAL_CAP, type SearchOptions } from '../../repositories/post-search';
import { limitsOf } from '../../services/premium-limits';
import { serveEndpoint } from '../serve-endpoint';

const POST_NOT_FOUND = 'Không tìm thấy tin tuyển dụng';

/**
 * Registers the public post reads. A token is optional: a signed-in viewer's rows carry their
 * saves and criteria matches.
 * @example await app.register(postsRoutes);
 */
export async function postsRoutes(app: FastifyInstance) {
  const { db } = app;
  const optionalAuth = { preHandler: app.optionalAuthenticate };
  const viewerId = (request: FastifyRequest) => request.user?.user_id;

  /**
   * Who is asking (API.md: rows carry is_saved; a candidate's criteria give matches_criteria and,
   * in search, put matching rows first) and on which Vietnamese date posts must be open. The
   * viewer's saves and criteria are joined into the search's own statements.
   */
  const searchOptions = (request: FastifyRequest, rankByCriteria = false): SearchOptions => ({
    now: app.clock.now(),
    viewerId: viewerId(request),
    rankByCriteria,
  });

  serveEndpoint(app, listPosts, optionalAuth, async (request) => {
    const { page, page_size, sort } = request.query;
    return { status: 200, data: await searchPosts(db, {}, sort, { page, page_size }, SEARCH_TOTAL_CAP, searchOptions(request)) };
  });

  serveEndpoint(app, searchPostsEndpoint, optionalAuth, async (request) => {
    const { page, page_size, sort, ...filters } = request.query;
    return { status: 200, data: await searchPosts(db, filters, sort, { page, page_size }, SEARCH_TOTAL_CAP, searchOptions(request, true)) };
  });

  serveEndpoint(app, listEnterprisePosts, optionalAuth, async (request) => {
    const { page, page_size } = request.query;
    const filters = { enterprise: request.params.enterprise_id };
    return { status: 200, data: await searchPosts(db, filters, 'newest', { page, page_size }, SEARCH_TOTAL_CAP, searchOptions(request)) };
  });

  serveEndpoint(app, getPost, optionalAuth, async (request) => {
    const now = app.clock.now();
    const found = await findPostDetail(db, request.params.id, now);
    const viewer = { userId: viewerId(request) };
    const isOwner = found !== undefined && viewer.userId !== undefined && viewer.userId === found.ownerId;
    if (!found || (!found.isPublic && !isOwner)) throw httpError(404, POST_NOT_FOUND);
    const related = await findRelatedPosts(db, { id: found.detail.id, ...found }, now);
    // One marks query for the post and its related posts.
    const [marked, ...related_posts] = await markRowsForViewer(db, [found.detail, ...related], viewer);
    const applied = viewer.userId === undefined ? null : await appliedAt(db, viewer.userId, found.detail.id);
    // API.md: total_applicants for the owner or a Premium viewer only (services/premium-limits.ts).
    const seesApplicants = isOwner || (viewer.userId !== undefined && (await limitsOf(app.db, viewer.userId, now)).seesApplicantCounts);
    const data: PostDetail = {
      ...found.detail,
      is_saved: marked!.is_saved,
      matches_criteria: marked!.matches_criteria,
      related_posts,
      has_applied: applied !== null,
      applied_at: applied,
      latest_application_date: applied,
      ...(seesApplicants ? { total_applicants: await countApplications(db, found.detail.id), can_view_applicants: true } : { can_view_applicants: false }),
    };
    return { status: 200, data };
  });
}
