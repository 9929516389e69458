import * as z from 'zod/mini';
import { CityQuerySchema } from './cities';
import { ExperienceSchema, NamedRefSchema, ScaleSchema, TypeWorkingSchema } from './catalogue';
import { IdSchema, paged } from './envelope';
import { MAX_SALARY_VND, SALARY_MESSAGES, PostRowSchema } from './posts';
import { StringOrListSchema } from './query-input';

/** A saved job: GET /api/saved-posts/ rows; `post_detail` is `post` again, for clients of the original API. */
export const SavedPostSchema = /* @__PURE__ */ z.object({ id: z.number(), post: PostRowSchema, post_detail: PostRowSchema, created_at: z.string() });
export type SavedPost = z.infer<typeof SavedPostSchema>;
export const SavedPostPageSchema = /* @__PURE__ */ paged(SavedPostSchema);

/** POST /api/saved-posts/save/ */
export const SavePostBodySchema = /* @__PURE__ */ z.object({ post_id: IdSchema });
/** GET /api/saved-posts/post/{post_id}/check/ */
export const SavedCheckSchema = /* @__PURE__ */ z.object({ is_saved: z.boolean(), saved_id: z.nullable(z.number()) });

/** How often job alerts are mailed: never, every day at 08:00 or every Monday at 08:00, Vietnam time. */
export const JOB_ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
export const JobAlertFrequencySchema = /* @__PURE__ */ z.enum(JOB_ALERT_FREQUENCIES, { error: 'Tần suất thông báo phải là off, daily hoặc weekly' });
/** The site's words for each frequency. */
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  off: 'Tắt',
  daily: 'Hằng ngày lúc 08:00',
  weekly: 'Thứ Hai hằng tuần lúc 08:00',
};

/** Job-search criteria, one per candidate (API.md). Empty fields show 'Chưa thiết lập'. */
export const CriteriaSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  city: z.nullable(z.string()),
  experience: z.nullable(z.string()),
  field: z.nullable(NamedRefSchema),
  position: z.nullable(NamedRefSchema),
  scales: z.array(z.string()),
  type_working: z.nullable(z.string()),
  salary_min: z.nullable(z.number()),
  /** Job alerts by e-mail for these criteria. */
  alert_frequency: JobAlertFrequencySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Criteria = z.infer<typeof CriteriaSchema>;

/** POST /api/criteria/create/ and PUT /api/criteria/update/ (every field optional; null clears). */
export const CriteriaBodySchema = /* @__PURE__ */ z.object({
  city: z.optional(z.nullable(CityQuerySchema)),
  experience: z.optional(z.nullable(ExperienceSchema)),
  field: z.optional(z.nullable(IdSchema)),
  position: z.optional(z.nullable(IdSchema)),
  /** A list, or one string (comma-joined values allowed) as the original API took it. */
  scales: z.optional(z.pipe(StringOrListSchema, z.array(ScaleSchema).check(z.maxLength(6, 'Tối đa 6 quy mô')))),
  type_working: z.optional(z.nullable(TypeWorkingSchema)),
  salary_min: z.optional(
    z.nullable(z.number().check(z.int('Mức lương phải là số nguyên (VND)'), z.minimum(0, SALARY_MESSAGES.negative), z.maximum(MAX_SALARY_VND, SALARY_MESSAGES.tooLarge))),
  ),
  alert_frequency: z.optional(JobAlertFrequencySchema),
});
export type CriteriaBody = z.infer<typeof CriteriaBodySchema>;

export const NO_CRITERIA_MESSAGE = 'Bạn chưa có tiêu chí tìm việc';

/** GET /api/criteria/alert-preview/: the job-alert e-mail the candidate would get now. */
export const JobAlertPreviewSchema = /* @__PURE__ */ z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** How many new matching posts the mail lists (at most 10). */
  post_count: z.number(),
});
export type JobAlertPreview = z.infer<typeof JobAlertPreviewSchema>;
export const CRITERIA_EMPTY_LABEL = 'Chưa thiết lập';

/** GET /api/posts/recommended/ rows: a post and its score against the criteria. */
export const RecommendedPostSchema = /* @__PURE__ */ z.extend(PostRowSchema, { score: z.number() });
export type RecommendedPost = z.infer<typeof RecommendedPostSchema>;
/**
 * A page of recommendations. `has_criteria: false`: the candidate has no criteria yet, and the
 * page is empty (a client that reads only the page shows no jobs); absent from servers before
 * issue 26, which answered 404 then.
 */
export const RecommendedPostPageSchema = /* @__PURE__ */ z.extend(/* @__PURE__ */ paged(RecommendedPostSchema), {
  has_criteria: /* @__PURE__ */ z.optional(z.boolean()),
});

/** POST /api/posts/report/ — one report per user per post. */
export const ReportBodySchema = /* @__PURE__ */ z.object({
  post: IdSchema,
  reason: z.string({ error: 'Vui lòng nhập lý do' }).check(z.trim(), z.minLength(5, 'Lý do phải có ít nhất 5 ký tự'), z.maxLength(1000, 'Lý do tối đa 1000 ký tự')),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;
