/**
 * Employer job-post rules (API.md, Job posts: Employer).
 *
 * - The caller must own an enterprise that is approved or waiting for approval: none → 404,
 *   rejected by an admin → 403.
 * - Another enterprise's post answers 404 like a missing one (its existence is not revealed).
 * - Posting limit: live posts (shown, not taken down, deadline today or later in Vietnam) may not
 *   exceed the limit of services/premium-limits.ts (FREE_ACTIVE_POST_LIMIT without Premium, the
 *   package's max_job_posts with one); creating (a
 *   new post is shown at once) or showing a post over it answers 403 with current_posts and
 *   max_posts. The check and the write run in one transaction under a per-enterprise lock.
 * - Update and delete are refused while the post is shown (is_active): hide it first, so a
 *   candidate never applies to a post that changes under them.
 * - Delete is refused once the post has applications: `applications` cascade on post delete and
 *   candidates keep seeing what they applied to, so such a post can only be hidden.
 * - Rich text is sanitised on write; a field that is empty once sanitised is refused.
 */
import {
  type EmployerPostDetail,
  type EmployerPostListQuery,
  type EmployerPostRow,
  type FieldErrors,
  type Page,
  type PostWriteBody,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { fieldError, httpError } from '../../lib/http-error';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  countLivePosts,
  confirmPost,
  countPostApplications,
  deletePost,
  findPositionField,
  findPostingEnterprise,
  insertPost,
  listOwnPosts,
  lockEnterprisePosts,
  lockOwnedPost,
  ownsPost,
  setPostActive,
  updatePost,
  type OwnedPostState,
  type PostValues,
} from '../../repositories/employer-posts';
import { findPostDetail, findRelatedPosts } from '../../repositories/post-detail';
import type { SqlExecutor } from '../../repositories/sql-rows';
import { GRANTED_PREMIUM_ACTIVE_POSTS, limitsOf, premiumRefusal } from '../../services/premium-limits';
import { vietnamToday } from '../../lib/vietnam-date';

/** Live posts allowed with Premium (API.md: "the package's max_job_posts"; no packages table yet). */
/** Live posts of a Premium granted outside a purchase (a package sets its own max_job_posts). */
export const PREMIUM_ACTIVE_POST_LIMIT = GRANTED_PREMIUM_ACTIVE_POSTS;

export const MSG_POST_NOT_FOUND = 'Không tìm thấy tin tuyển dụng';
export const MSG_NO_ENTERPRISE = 'Bạn chưa có doanh nghiệp';
export const MSG_ENTERPRISE_REJECTED = 'Doanh nghiệp của bạn đã bị từ chối duyệt nên không thể quản lý tin tuyển dụng. Vui lòng cập nhật hồ sơ doanh nghiệp và liên hệ quản trị viên.';
export const MSG_EDIT_WHILE_ACTIVE = 'Không thể chỉnh sửa tin tuyển dụng đang hiển thị. Vui lòng ẩn tin trước khi chỉnh sửa.';
export const MSG_DELETE_WHILE_ACTIVE = 'Không thể xóa tin tuyển dụng đang hiển thị. Vui lòng ẩn tin trước khi xóa.';
export const MSG_DELETE_WITH_APPLICATIONS = 'Tin tuyển dụng đã có hồ sơ ứng tuyển nên không thể xóa. Bạn có thể ẩn tin để ngừng nhận hồ sơ.';
export const MSG_SHOW_REMOVED = 'Tin tuyển dụng đã bị quản trị viên gỡ xuống nên không thể hiển thị lại.';
export const MSG_SHOW_EXPIRED = 'Tin tuyển dụng đã hết hạn nộp hồ sơ. Vui lòng cập nhật hạn nộp trước khi hiển thị.';
export const MSG_CONFIRM_REMOVED = 'Tin tuyển dụng đã bị quản trị viên gỡ xuống nên không thể xác nhận.';
export const MSG_DEADLINE_PAST = 'Hạn nộp hồ sơ không được ở trong quá khứ';
export const MSG_POSITION_UNKNOWN = 'Vị trí không tồn tại';
export const MSG_POSITION_FIELD = 'Vị trí không thuộc ngành nghề đã chọn';

const limitMessage = (max: number, premium: boolean) =>
  premium
    ? `Bạn đã đạt giới hạn ${max} tin tuyển dụng đang hiển thị của gói Premium. Nâng cấp gói cao hơn để đăng thêm tin.`
    : `Bạn đã đạt giới hạn ${max} tin tuyển dụng đang hiển thị. Nâng cấp Premium để đăng thêm tin.`;

const RICH_TEXT_LABELS = { description: 'mô tả công việc', required: 'yêu cầu ứng viên', interest: 'quyền lợi' } as const;

/** True when sanitised HTML holds no visible text (only tags, spaces or &nbsp;). */
function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/gi, '').trim() === '';
}

/** Today in Vietnam, by the app's clock (deadlines are Vietnamese dates). */
const todayOf = (app: FastifyInstance) => vietnamToday(app.clock.now());

/** The caller's enterprise id, when approved or pending. */
async function enterpriseOf(app: FastifyInstance, userId: number): Promise<number> {
  const enterprise = await findPostingEnterprise(app.db, userId);
  if (!enterprise) throw httpError(404, MSG_NO_ENTERPRISE);
  if (enterprise.is_rejected && !enterprise.is_active) throw httpError(403, MSG_ENTERPRISE_REJECTED);
  return enterprise.id;
}

/** Validates what the schema cannot (catalogue, date, sanitised text) and builds the columns. */
async function toValues(app: FastifyInstance, body: PostWriteBody): Promise<PostValues> {
  const errors: FieldErrors = {};
  const fieldId = await findPositionField(app.db, body.position);
  if (fieldId === undefined) errors.position = [MSG_POSITION_UNKNOWN];
  else if (body.field !== undefined && body.field !== fieldId) errors.position = [MSG_POSITION_FIELD];
  if (body.deadline < todayOf(app)) errors.deadline = [MSG_DEADLINE_PAST];
  const rich = {} as Record<keyof typeof RICH_TEXT_LABELS, string>;
  for (const [name, label] of Object.entries(RICH_TEXT_LABELS) as [keyof typeof RICH_TEXT_LABELS, string][]) {
    rich[name] = sanitizeHtml(body[name]).trim();
    if (isBlankHtml(rich[name])) errors[name] = [`Vui lòng nhập ${label}`];
  }
  if (Object.keys(errors).length > 0 || fieldId === undefined) throw fieldError(errors);
  const blankToNull = (value: string | null | undefined) => (value ? value : null);
  return {
    title: body.title,
    position_id: body.position,
    field_id: fieldId,
    city: body.city,
    district: blankToNull(body.district),
    detail_address: blankToNull(body.detail_address),
    experience: body.experience,
    level: body.level,
    type_working: body.type_working,
    time_working: blankToNull(body.time_working),
    quantity: body.quantity,
    salary_min: body.salary_min ?? null,
    salary_max: body.salary_max ?? null,
    is_salary_negotiable: body.is_salary_negotiable,
    description: rich.description,
    required: rich.required,
    interest: rich.interest,
    deadline: body.deadline,
  };
}

/** How many posts the caller may show at once, and what the refusal links to. */
type PostingLimit = { max: number; premium: boolean; premiumUrl: string };

/** The caller's live-post limit (services/premium-limits.ts; read before any transaction: PGlite has one connection). */
async function postingLimit(app: FastifyInstance, userId: number): Promise<PostingLimit> {
  const limits = await limitsOf(app.db, userId, app.clock.now());
  return { max: limits.maxActivePosts, premium: limits.premium, premiumUrl: limits.premiumUrl };
}

/** 403 with current_posts and max_posts when one more live post would pass the limit. */
async function assertUnderLimit(app: FastifyInstance, tx: SqlExecutor, enterpriseId: number, limit: PostingLimit): Promise<void> {
  const current = await countLivePosts(tx, enterpriseId, todayOf(app));
  if (current >= limit.max) {
    throw premiumRefusal(limit, limitMessage(limit.max, limit.premium), { current_posts: current, max_posts: limit.max });
  }
}

/**
 * Runs `work` on the caller's post (locked) inside a transaction; 404 when not theirs. `work`
 * must use `tx` only (on PGlite a query on app.db would wait for this transaction forever).
 */
async function withOwnedPost<T>(
  app: FastifyInstance,
  userId: number,
  postId: number,
  work: (tx: SqlExecutor, post: OwnedPostState, enterpriseId: number) => Promise<T>,
): Promise<T> {
  const enterpriseId = await enterpriseOf(app, userId);
  return app.db.transaction(async (tx) => {
    await lockEnterprisePosts(tx, enterpriseId);
    const post = await lockOwnedPost(tx, postId, enterpriseId);
    if (!post) throw httpError(404, MSG_POST_NOT_FOUND);
    return work(tx, post, enterpriseId);
  });
}

/**
 * The employer post rules over the app's database and clock (see the module note).
 * @example const handlers = createEmployerPostsHandlers(app); await handlers.toggle(userId, postId);
 */
export function createEmployerPostsHandlers(app: FastifyInstance) {
  return {
    async list(userId: number, query: EmployerPostListQuery): Promise<Page<EmployerPostRow>> {
      return listOwnPosts(app.db, await enterpriseOf(app, userId), query, app.clock.now());
    },

    async detail(userId: number, postId: number): Promise<EmployerPostDetail> {
      const enterpriseId = await enterpriseOf(app, userId);
      const now = app.clock.now();
      const found = (await ownsPost(app.db, postId, enterpriseId)) ? await findPostDetail(app.db, postId, now) : undefined;
      if (!found) throw httpError(404, MSG_POST_NOT_FOUND);
      const [related_posts, counts] = await Promise.all([findRelatedPosts(app.db, { id: postId, ...found }, now), countPostApplications(app.db, postId)]);
      return {
        ...found.detail,
        related_posts,
        total_applicants: counts.total,
        can_view_applicants: true,
        is_removed: found.isRemoved,
        total_cvs: counts.total,
      };
    },

    async create(userId: number, body: PostWriteBody): Promise<{ id: number }> {
      const enterpriseId = await enterpriseOf(app, userId);
      const values = await toValues(app, body);
      const limit = await postingLimit(app, userId);
      const id = await app.db.transaction(async (tx) => {
        await lockEnterprisePosts(tx, enterpriseId);
        await assertUnderLimit(app, tx, enterpriseId, limit);
        return insertPost(tx, enterpriseId, values, app.clock.now());
      });
      return { id };
    },

    async update(userId: number, postId: number, body: PostWriteBody): Promise<{ id: number }> {
      const values = await toValues(app, body);
      await withOwnedPost(app, userId, postId, async (tx, post) => {
        if (post.is_active) throw httpError(400, MSG_EDIT_WHILE_ACTIVE);
        await updatePost(tx, post.id, values, app.clock.now());
      });
      return { id: postId };
    },

    async remove(userId: number, postId: number): Promise<void> {
      await withOwnedPost(app, userId, postId, async (tx, post) => {
        if (post.is_active) throw httpError(400, MSG_DELETE_WHILE_ACTIVE);
        if (post.applications > 0) throw httpError(400, MSG_DELETE_WITH_APPLICATIONS);
        await deletePost(tx, post.id);
      });
    },

    /** "Xác nhận tin còn tuyển": confirms the caller's post (shown or hidden) and lifts a pause. */
    async confirm(userId: number, postId: number): Promise<{ confirmed_at: string; is_paused: boolean }> {
      return withOwnedPost(app, userId, postId, async (tx, post) => {
        if (post.is_removed) throw httpError(400, MSG_CONFIRM_REMOVED);
        return { confirmed_at: await confirmPost(tx, post.id, app.clock.now()), is_paused: false };
      });
    },

    /** Hides a shown post, or shows a hidden one (limit, take-down and deadline checked). */
    async toggle(userId: number, postId: number): Promise<{ is_active: boolean }> {
      const limit = await postingLimit(app, userId);
      return withOwnedPost(app, userId, postId, async (tx, post, enterpriseId) => {
        if (post.is_active) {
          await setPostActive(tx, post.id, false);
          return { is_active: false };
        }
        if (post.is_removed) throw httpError(400, MSG_SHOW_REMOVED);
        if (post.deadline < todayOf(app)) throw httpError(400, MSG_SHOW_EXPIRED);
        await assertUnderLimit(app, tx, enterpriseId, limit);
        await setPostActive(tx, post.id, true);
        return { is_active: true };
      });
    },
  };
}
