import * as z from 'zod/mini';
import { ADDRESS_MAX, DISTRICT_MAX, POST_TITLE_MAX, TIME_WORKING_MAX, tooLong } from './text-limits';
import { CityQuerySchema } from './cities';
import { ExperienceSchema, LevelSchema, TypeWorkingSchema } from './catalogue';
import { EnterpriseSchema } from './enterprise';
import { IdSchema, MAX_QUERY_LENGTH, PageQuerySchema, QUERY_TOO_LONG, paged } from './envelope';
import { emptyMeansUnset } from './query-input';
import { MAX_SALARY_VND, SALARY_MESSAGES, PostDetailSchema, PostRowSchema } from './posts';

/** Active posts allowed without Premium (API.md, Job posts). */
export const FREE_ACTIVE_POST_LIMIT = 3;

const SalarySchema = /* @__PURE__ */ z.optional(
  z.nullable(z.number().check(z.int('Mức lương phải là số nguyên (VND)'), z.minimum(0, SALARY_MESSAGES.negative), z.maximum(MAX_SALARY_VND, SALARY_MESSAGES.tooLarge))),
);
const TITLE_TOO_LONG = /* @__PURE__ */ tooLong('Tiêu đề', POST_TITLE_MAX);
const DISTRICT_TOO_LONG = /* @__PURE__ */ tooLong('Quận/huyện', DISTRICT_MAX);
const ADDRESS_TOO_LONG = /* @__PURE__ */ tooLong('Địa chỉ', ADDRESS_MAX);
const TIME_WORKING_TOO_LONG = /* @__PURE__ */ tooLong('Thời gian làm việc', TIME_WORKING_MAX);
const richText = (label: string) =>
  z.string({ error: `Vui lòng nhập ${label}` }).check(z.trim(), z.minLength(1, `Vui lòng nhập ${label}`), z.maxLength(20_000, 'Nội dung quá dài'));

/** POST /api/posts/create/ and PUT /api/posts/update/{id}/ (rich text is sanitised on write). */
export const PostWriteBodySchema = /* @__PURE__ */ z
  .object({
    title: z.string({ error: 'Vui lòng nhập tiêu đề' }).check(z.trim(), z.minLength(5, 'Tiêu đề phải có ít nhất 5 ký tự'), z.maxLength(POST_TITLE_MAX, TITLE_TOO_LONG)),
    position: IdSchema,
    /** Optional: when sent (the form's field select), the position must belong to it. */
    field: z.optional(IdSchema),
    city: CityQuerySchema,
    district: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(DISTRICT_MAX, DISTRICT_TOO_LONG)))),
    detail_address: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, ADDRESS_TOO_LONG)))),
    experience: ExperienceSchema,
    level: LevelSchema,
    type_working: TypeWorkingSchema,
    time_working: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(TIME_WORKING_MAX, TIME_WORKING_TOO_LONG)))),
    quantity: z.number({ error: 'Số lượng phải là số' }).check(z.int('Số lượng phải là số nguyên'), z.minimum(1, 'Số lượng tối thiểu là 1'), z.maximum(1000, 'Số lượng tối đa là 1000')),
    salary_min: SalarySchema,
    salary_max: SalarySchema,
    is_salary_negotiable: z._default(z.boolean(), false),
    description: richText('mô tả công việc'),
    required: richText('yêu cầu ứng viên'),
    interest: richText('quyền lợi'),
    deadline: z.iso.date({ error: 'Hạn nộp hồ sơ không hợp lệ (YYYY-MM-DD)' }),
  })
  .check(
    z.refine((b) => b.is_salary_negotiable || b.salary_min != null || b.salary_max != null, {
      message: 'Vui lòng nhập mức lương hoặc chọn thỏa thuận',
      path: ['salary_min'],
    }),
    z.refine((b) => b.salary_min == null || b.salary_max == null || b.salary_min <= b.salary_max, {
      message: SALARY_MESSAGES.inverted,
      path: ['salary_min'],
    }),
  );
export type PostWriteBody = z.infer<typeof PostWriteBodySchema>;

/** GET /api/posts/enterprise (own posts): a row plus its state and CV count. */
export const EmployerPostRowSchema = /* @__PURE__ */ z.extend(PostRowSchema, {
  is_active: z.boolean(),
  is_removed: z.boolean(),
  is_expired: z.boolean(),
  /** Paused for want of a confirmation ('Tạm dừng — chưa xác nhận', issue 30) until `confirmPost`. */
  is_paused: z.optional(z.boolean()),
  total_cvs: z.number(),
  new_cvs: z.number(),
});
export type EmployerPostRow = z.infer<typeof EmployerPostRowSchema>;
export const EmployerPostPageSchema = /* @__PURE__ */ paged(EmployerPostRowSchema);

export const EmployerPostListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z.optional(z.enum(['active', 'hidden', 'expired'], { error: 'Trạng thái không hợp lệ' })),
    q: z.optional(z.string().check(z.maxLength(MAX_QUERY_LENGTH, QUERY_TOO_LONG))),
  }),
);
export type EmployerPostListQuery = z.infer<typeof EmployerPostListQuerySchema>;

/** GET /api/post/enterprise/{id}/ (own detail). */
export const EmployerPostDetailSchema = /* @__PURE__ */ z.extend(PostDetailSchema, {
  is_removed: z.boolean(),
  total_cvs: z.number(),
});
export type EmployerPostDetail = z.infer<typeof EmployerPostDetailSchema>;

// In a module of its own: the employer console parses it without the post schemas this module imports.
export { EmployerStatisticsSchema, type EmployerStatistics } from './employer-statistics';

/** Admin: an enterprise waiting for approval, with its owner. */
export const AdminEnterpriseSchema = /* @__PURE__ */ z.extend(EnterpriseSchema, {
  owner_id: z.number(),
  owner_email: z.string(),
  owner_fullname: z.string(),
});
export type AdminEnterprise = z.infer<typeof AdminEnterpriseSchema>;
export const AdminEnterprisePageSchema = /* @__PURE__ */ paged(AdminEnterpriseSchema);

export const REPORT_STATUSES = ['open', 'taken_down', 'dismissed'] as const;
/** Admin: a reported post. */
export const AdminReportSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  post: z.object({ id: z.number(), title: z.string(), enterprise_name: z.string(), is_removed: z.boolean() }),
  reason: z.string(),
  reporter_id: z.number(),
  reporter_email: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportPageSchema = /* @__PURE__ */ paged(AdminReportSchema);
export const AdminIdParamsSchema = /* @__PURE__ */ z.object({ id: IdSchema });
