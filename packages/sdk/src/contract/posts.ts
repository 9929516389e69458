import * as z from 'zod/mini';
import { CityQuerySchema } from './cities';
import { ExperienceSchema, LevelSchema, NamedRefSchema, ScaleSchema, TypeWorkingSchema, type Experience, type TypeWorking } from './catalogue';
import { IdSchema, PageQuerySchema, QueryBooleanSchema, SearchTextSchema } from './envelope';
import { emptyMeansUnset, listOf, sortKeySchema, withAliases } from './query-input';
import { PostFreshnessFields } from './trust';
import { SalaryEstimateSchema } from './salary-estimate';

/** Largest salary accepted anywhere, in VND (10 billion): bounds integer input. */
export const MAX_SALARY_VND = 10_000_000_000;
/** The salary field errors of the API, also given by the client-side checks of typed amounts. */
export const SALARY_MESSAGES = {
  notNumber: 'Mức lương phải là số',
  negative: 'Mức lương không được âm',
  tooLarge: 'Mức lương quá lớn',
  /** An inverted range; the API reports it on `salary_min`. */
  inverted: 'Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa',
} as const;
const SalaryQuerySchema = /* @__PURE__ */ z.optional(
  /* @__PURE__ */ z.coerce.number({ error: SALARY_MESSAGES.notNumber }).check(
    z.int('Mức lương phải là số nguyên (VND)'),
    z.minimum(0, SALARY_MESSAGES.negative),
    z.maximum(MAX_SALARY_VND, SALARY_MESSAGES.tooLarge),
  ),
);

/**
 * Job search totals are exact up to this many matching posts. A larger total is an estimate (the
 * API counts no further), which clients show as 'hơn 10.000 việc làm' (the SDK's `jobCountText`);
 * `total_pages` follows it, so every page up to the estimate can be asked for.
 */
export const SEARCH_TOTAL_CAP = 10_000;

/** `fast_response` ("Phản hồi nhanh"): companies with a shown response rate first, the fastest median first (issue 30). */
export const POST_SEARCH_SORTS = ['relevance', 'newest', 'salary', 'fast_response'] as const;
export type PostSearchSort = (typeof POST_SEARCH_SORTS)[number];

/**
 * Other spellings of work types that clients of the original backend send. 'Freelance' has no
 * catalogue type of its own: work for a fixed job or period, paid per contract, is 'Hợp đồng'.
 */
const TYPE_WORKING_ALIASES: Readonly<Record<string, TypeWorking>> = { remote: 'Làm việc từ xa', internship: 'Thực tập', freelance: 'Hợp đồng' };

/**
 * A catalogue entry (position, field) in a query string: its id, or its name as clients of the
 * original backend send it ('Kỹ sư phần mềm'); the API resolves a name (any case, with or
 * without accents) and answers 400 naming the parameter when none matches.
 */
const IdOrNameSchema = /* @__PURE__ */ z.union(
  [IdSchema, /* @__PURE__ */ z.string().check(z.trim(), z.maxLength(200, 'Mã không hợp lệ'), z.regex(/\D/, 'Mã không hợp lệ'))],
  { error: 'Mã không hợp lệ' },
);
/** Other spellings of experience levels that clients of the original backend send. */
const EXPERIENCE_ALIASES: Readonly<Record<string, Experience>> = { 'không yêu cầu kinh nghiệm': 'Không yêu cầu' };

export const PostSearchQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    q: SearchTextSchema,
    city: listOf(CityQuerySchema),
    position: z.optional(IdOrNameSchema),
    field: z.optional(IdOrNameSchema),
    experience: listOf(withAliases(ExperienceSchema, EXPERIENCE_ALIASES)),
    type_working: listOf(withAliases(TypeWorkingSchema, TYPE_WORKING_ALIASES)),
    level: listOf(LevelSchema),
    scales: listOf(ScaleSchema),
    salary_min: SalaryQuerySchema,
    salary_max: SalaryQuerySchema,
    negotiable: QueryBooleanSchema,
    enterprise: z.optional(IdSchema),
    /** "Thường phản hồi": only companies with a shown response rate of at least RESPONSIVE_MIN_RATE (issue 30). */
    responsive: QueryBooleanSchema,
    sort: z._default(z.enum(POST_SEARCH_SORTS, { error: 'Kiểu sắp xếp không hợp lệ' }), 'relevance'),
  }).check(
    z.refine((q) => q.salary_min === undefined || q.salary_max === undefined || q.salary_min <= q.salary_max, {
      message: SALARY_MESSAGES.inverted,
      path: ['salary_min'],
    }),
  ),
);
export type PostSearchQuery = z.infer<typeof PostSearchQuerySchema>;
/** What a caller may pass: every filter optional, values as the user typed them. */
export type PostSearchInput = Partial<z.input<typeof PostSearchQuerySchema>>;

export const POST_LIST_SORTS = ['-created_at', '-salary_max', '-salary_min'] as const;
export const PostListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    sort: z._default(sortKeySchema(POST_LIST_SORTS, 'Kiểu sắp xếp không hợp lệ'), '-created_at'),
  }),
);

/** One row of a job list or search (API.md, Job posts). */
export const PostRowSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  title: z.string(),
  enterprise: z.number(),
  enterprise_name: z.string(),
  enterprise_logo: z.nullable(z.string()),
  is_enterprise_premium: z.boolean(),
  /** The company is 'Đã xác minh': approved by an admin with its tax code and business certificate checked (issue 30). */
  is_enterprise_verified: z.optional(z.boolean()),
  position: NamedRefSchema,
  field: NamedRefSchema,
  city: z.string(),
  experience: z.string(),
  level: z.string(),
  type_working: z.string(),
  salary_min: z.nullable(z.number()),
  salary_max: z.nullable(z.number()),
  is_salary_negotiable: z.boolean(),
  deadline: z.string(),
  created_at: z.string(),
  is_saved: z.boolean(),
  matches_criteria: z.boolean(),
  /**
   * For clients of the original API (issue 26): the names of `position` and `field` as plain
   * strings, and the district. Optional: the SDK also builds rows from other answers.
   */
  position_name: z.optional(z.string()),
  field_name: z.optional(z.string()),
  district: z.optional(z.nullable(z.string())),
  ...PostFreshnessFields,
});
export type PostRow = z.infer<typeof PostRowSchema>;

export const EnterpriseSummarySchema = /* @__PURE__ */ z.object({
  id: z.number(),
  company_name: z.string(),
  logo: z.nullable(z.string()),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  scale: z.nullable(z.string()),
  field_of_activity: z.nullable(z.string()),
  link_web_site: z.nullable(z.string()),
  is_premium: z.boolean(),
  /** `logo` as an absolute URL, which clients of the original API read (issue 26). */
  logo_url: z.optional(z.nullable(z.string())),
});
export type EnterpriseSummary = z.infer<typeof EnterpriseSummarySchema>;

/** GET /api/post/{id}: every field plus the company box and related posts. */
export const PostDetailSchema = /* @__PURE__ */ z.extend(PostRowSchema, {
  district: z.nullable(z.string()),
  detail_address: z.nullable(z.string()),
  time_working: z.nullable(z.string()),
  quantity: z.number(),
  /**
   * The post's rich texts as plain text (paragraphs as blank lines, list items as '• ', entities
   * decoded: the SDK's `richTextToPlain`), which clients of the original API print as they are
   * (issue 26). Clients that show or edit the formatting read the `*_html` fields.
   */
  description: z.string(),
  required: z.string(),
  interest: z.string(),
  /** The same texts as stored: HTML sanitised on write (API.md), or plain text for older posts. */
  description_html: z.string(),
  required_html: z.string(),
  interest_html: z.string(),
  is_active: z.boolean(),
  /** Paused for want of the employer's confirmation (issue 30): readable, closed to applications. */
  is_paused: z.optional(z.boolean()),
  enterprise_detail: EnterpriseSummarySchema,
  related_posts: z.array(PostRowSchema),
  total_applicants: z.optional(z.number()),
  can_view_applicants: z.boolean(),
  has_applied: z.boolean(),
  applied_at: z.nullable(z.string()),
  /**
   * For clients of the original API: the company's address, its owner (whom 'Nhắn tin' writes
   * to), and the viewer's application date as they print it, DD/MM/YYYY in Vietnam time (issue
   * 26); the same instant in ISO 8601, for every other client, is `applied_at`.
   */
  enterprise_address: z.nullable(z.string()),
  user_id: z.number(),
  latest_application_date: z.nullable(z.string()),
  /**
   * For a negotiable post: JobHub's estimate from similar open posts (salary-estimate.ts), null
   * when there are too few; absent for a post with a salary. Never the employer's figure.
   */
  salary_estimate: z.optional(z.nullable(SalaryEstimateSchema)),
});
export type PostDetail = z.infer<typeof PostDetailSchema>;
