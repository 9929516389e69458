/** Public job-post reads: list, search, one company's posts, detail (API.md, Job posts). */
import { getPost, listEnterprisePosts, listPosts, searchPosts as searchPostsEndpoint } from '@jobhub/sdk/contract';
import type { FieldErrors, PostDetail, PostSearchQuery } from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { absoluteUrl } from '../../lib/absolute-url';
import { fieldError, httpError } from '../../lib/http-error';
import { vietnamDate } from '../../lib/vietnam-date';
import { appliedAt, countApplications } from '../../repositories/applications';
import { findFieldIdByName, findPositionIdByName } from '../../repositories/catalogue';
import { findPostDetail, findRelatedPosts } from '../../repositories/post-detail';
import { salaryEstimate } from '../../repositories/salary-estimate';
import { markRowsForViewer } from '../../repositories/post-rows';
import { searchPosts, SEARCH_TOTAL_CAP, type SearchOptions } from '../../repositories/post-search';
import { createSearchAnchors } from '../../repositories/post-search-keyset';
import { createSearchTotals } from '../../repositories/search-totals';
import type { PostSearchFilters } from '../../repositories/post-search-where';
import { limitsOf } from '../../services/premium-limits';
import { serveEndpoint } from '../serve-endpoint';

const POST_NOT_FOUND = 'Không tìm thấy tin tuyển dụng';
const MSG_UNKNOWN_FIELD = 'Ngành nghề không hợp lệ';
const MSG_UNKNOWN_POSITION = 'Vị trí không hợp lệ';

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
   * viewer's criteria are joined into the statements that choose the page; the rows, with the
   * viewer's saves and matches, are read on the handle that plans them once (fixedPlans).
   */
  const totals = createSearchTotals();
  const anchors = createSearchAnchors();
  const searchOptions = (request: FastifyRequest, rankByCriteria = false): SearchOptions => ({
    now: app.clock.now(),
    viewerId: viewerId(request),
    rankByCriteria,
    totals,
    anchors,
    rows: app.database.fixedPlans,
  });

  serveEndpoint(app, listPosts, optionalAuth, async (request) => {
    const { page, page_size, sort } = request.query;
    return { status: 200, data: await searchPosts(db, {}, sort, { page, page_size }, SEARCH_TOTAL_CAP, searchOptions(request)) };
  });

  /**
   * The search's filters with the field and position by id: clients of the original backend also
   * name them ('Kỹ sư phần mềm'); a name that matches nothing answers 400 naming the parameter.
   */
  const byId = async ({ field, position, ...filters }: Omit<PostSearchQuery, 'page' | 'page_size' | 'sort'>): Promise<PostSearchFilters> => {
    const fieldId = typeof field === 'string' ? await findFieldIdByName(db, field) : field;
    const positionId = typeof position === 'string' ? await findPositionIdByName(db, position, fieldId) : position;
    const errors: FieldErrors = {};
    if (field !== undefined && fieldId === undefined) errors.field = [MSG_UNKNOWN_FIELD];
    if (position !== undefined && positionId === undefined) errors.position = [MSG_UNKNOWN_POSITION];
    if (Object.keys(errors).length > 0) throw fieldError(errors);
    return { ...filters, ...(fieldId === undefined ? {} : { field: fieldId }), ...(positionId === undefined ? {} : { position: positionId }) };
  };

  serveEndpoint(app, searchPostsEndpoint, optionalAuth, async (request) => {
    const { page, page_size, sort, ...filters } = request.query;
    return { status: 200, data: await searchPosts(db, await byId(filters), sort, { page, page_size }, SEARCH_TOTAL_CAP, searchOptions(request, true)) };
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
    // A post past its deadline is still shown (its page says applications are closed); one
    // closed, removed or of an unapproved company only to its owner.
    if (!found || (!found.isListed && !isOwner)) throw httpError(404, POST_NOT_FOUND);
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
      enterprise_detail: { ...found.detail.enterprise_detail, logo_url: absoluteUrl(app.env.PUBLIC_URL, found.detail.enterprise_detail.logo) },
      has_applied: applied !== null,
      applied_at: applied,
      // The original API's clients print this as it is: DD/MM/YYYY in Vietnam (issue 26); the instant is applied_at.
      latest_application_date: applied === null ? null : vietnamDate(new Date(applied)),
      ...(seesApplicants ? { total_applicants: await countApplications(db, found.detail.id), can_view_applicants: true } : { can_view_applicants: false }),
      ...(found.detail.is_salary_negotiable ? { salary_estimate: await salaryEstimate(db, { positionId: found.positionId, city: found.city, level: found.detail.level }, now) } : {}),
    };
    return { status: 200, data };
  });
}
