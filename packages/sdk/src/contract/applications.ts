import * as z from 'zod/mini';
import { ADDRESS_MAX, EMAIL_MAX, INTERVIEW_TITLE_MAX, NOTE_MAX, PERSON_NAME_MAX, URL_MAX, tooLong } from './text-limits';
import { IdSchema, PageQuerySchema, QueryBooleanSchema, pagedFields } from './envelope';
import { emptyMeansUnset } from './query-input';
import { PhoneNumberSchema } from './phone-number';

/** Review status of an application (API.md, Applications). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
// z.literal of the list rather than z.enum: the same checks and issues, and the answers the script-tag
// bundles parse then need none of zod's enum code.
export const ApplicationStatusSchema = /* @__PURE__ */ z.literal(APPLICATION_STATUSES, { error: 'Trạng thái không hợp lệ' });
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Shown instead of contact details to employers whose package lacks CV contact access (API.md). */
export const MASKED_CONTACT = '***ẩn***';
/** CV files: PDF or DOCX, checked by content, at most 5 MB (API.md). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** Applications a candidate without Premium may send per day (API.md). */
export const DAILY_APPLICATION_LIMIT_FREE = 10;

/** An application (CV) as the candidate or the post's owner sees it. */
export const ApplicationSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  post: z.number(),
  post_title: z.string(),
  enterprise: z.number(),
  enterprise_name: z.string(),
  enterprise_logo: z.nullable(z.string()),
  user: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  description: z.string(),
  /** URL of the file, served only to the candidate and the post's owner. */
  cv_file: z.string(),
  cv_file_name: z.string(),
  cv_file_type: z.literal(['pdf', 'docx']),
  /**
   * The file as a short-lived signed link (15 minutes; no bearer header needed, so a PDF preview
   * in an `<iframe>` works), for the candidate and the post's owner (SPEC clients read it).
   */
  cv_file_url: z.optional(z.string()),
  status: ApplicationStatusSchema,
  is_viewed: z.boolean(),
  note: z.nullable(z.string()),
  /** True when name/email/phone are masked for this viewer. */
  contact_masked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** Counts for the stat cards of /my-applications and the applicant filters. */
export const ApplicationCountsSchema = /* @__PURE__ */ z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export type ApplicationCounts = z.infer<typeof ApplicationCountsSchema>;

/** GET /api/cv/ and GET /api/cv/post/{post_id}/: a page plus the counts over all statuses. */
export const ApplicationPageSchema = /* @__PURE__ */ z.object({ ...pagedFields(ApplicationSchema), counts: ApplicationCountsSchema });

/** GET /api/cv/ (own applications). */
export const MyApplicationsQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, { status: z.optional(ApplicationStatusSchema) }),
);
export type MyApplicationsQuery = z.infer<typeof MyApplicationsQuerySchema>;

/** GET /api/cv/post/{post_id}/ (the post owner's applicants). */
export const PostApplicantsQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z.optional(ApplicationStatusSchema),
    is_viewed: QueryBooleanSchema,
  }),
);
export type PostApplicantsQuery = z.infer<typeof PostApplicantsQuerySchema>;

const NAME_TOO_LONG = /* @__PURE__ */ tooLong('Họ tên', PERSON_NAME_MAX);
const INTERVIEW_TITLE_TOO_LONG = /* @__PURE__ */ tooLong('Tiêu đề', INTERVIEW_TITLE_MAX);
const LOCATION_TOO_LONG = /* @__PURE__ */ tooLong('Địa điểm', ADDRESS_MAX);
const MEETING_LINK_TOO_LONG = /* @__PURE__ */ tooLong('Liên kết họp', URL_MAX);
const NOTE_TOO_LONG = /* @__PURE__ */ tooLong('Ghi chú', NOTE_MAX);

/** GET /api/cv/{id}/file/signed/: the signature of the link (checked by the server; 403 when wrong or expired). */
export const SignedFileQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.object({
    expires: /* @__PURE__ */ z.optional(z.string().check(z.maxLength(20, 'Liên kết không hợp lệ'))),
    signature: /* @__PURE__ */ z.optional(z.string().check(z.maxLength(100, 'Liên kết không hợp lệ'))),
  }),
);

/** Text parts of POST /api/cv/create/ (multipart; the file travels as the `cv` part). With the CV library: ApplicationCreateLibraryFieldsSchema. */
export const ApplicationCreateFieldsSchema = /* @__PURE__ */ z.object({
  post: IdSchema,
  name: z.string({ error: 'Vui lòng nhập họ tên' }).check(z.trim(), z.minLength(1, 'Vui lòng nhập họ tên'), z.maxLength(PERSON_NAME_MAX, NAME_TOO_LONG)),
  email: z.string({ error: 'Vui lòng nhập email' }).check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX, 'Email quá dài'), z.email({ error: 'Email không hợp lệ' })),
  phone_number: PhoneNumberSchema,
  description: z._default(z.string().check(z.trim(), z.maxLength(5000, 'Thư giới thiệu tối đa 5000 ký tự')), ''),
});
export type ApplicationCreateFields = z.infer<typeof ApplicationCreateFieldsSchema>;

/** PUT /api/cv/{id}/status/ */
export const ApplicationStatusBodySchema = /* @__PURE__ */ z.object({
  status: ApplicationStatusSchema,
  note: z.optional(z.nullable(z.string().check(z.maxLength(NOTE_MAX, NOTE_TOO_LONG)))),
});
export type ApplicationStatusBody = z.infer<typeof ApplicationStatusBodySchema>;

/** PUT /api/cv/{id}/note/ */
export const ApplicationNoteBodySchema = /* @__PURE__ */ z.object({
  note: z.string().check(z.maxLength(NOTE_MAX, NOTE_TOO_LONG)),
});

/** Body of the daily-limit refusal (403) that the apply modal shows. */
export const DailyLimitErrorSchema = /* @__PURE__ */ z.object({
  status: z.number(),
  message: z.string(),
  daily_limit: z.number(),
  applied_today: z.number(),
});

export const INTERVIEW_STATUSES = ['scheduled', 'accepted', 'declined', 'completed', 'cancelled'] as const;
export const InterviewStatusSchema = /* @__PURE__ */ z.enum(INTERVIEW_STATUSES);

/** An interview (API.md, Applications → Interviews). */
export const InterviewSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  cv: z.number(),
  post: z.number(),
  post_title: z.string(),
  enterprise_name: z.string(),
  candidate_name: z.string(),
  title: z.string(),
  interview_date: z.string(),
  location: z.nullable(z.string()),
  meeting_link: z.nullable(z.string()),
  note: z.nullable(z.string()),
  status: InterviewStatusSchema,
  response_note: z.nullable(z.string()),
  created_at: z.string(),
});
export type Interview = z.infer<typeof InterviewSchema>;

/** GET /api/interviews/: a page, optionally only the interviews of one application (`cv`). */
export const InterviewListQuerySchema = /* @__PURE__ */ emptyMeansUnset(/* @__PURE__ */ z.extend(PageQuerySchema, { cv: z.optional(IdSchema) }));
export type InterviewListQuery = z.infer<typeof InterviewListQuerySchema>;

/** POST /api/interviews/: a place or a meeting link is required; the date lies in the future. */
export const InterviewCreateBodySchema = /* @__PURE__ */ z
  .object({
    cv: IdSchema,
    title: z.string({ error: 'Vui lòng nhập tiêu đề' }).check(z.trim(), z.minLength(1, 'Vui lòng nhập tiêu đề'), z.maxLength(INTERVIEW_TITLE_MAX, INTERVIEW_TITLE_TOO_LONG)),
    interview_date: z.iso.datetime({ offset: true, error: 'Thời gian phỏng vấn không hợp lệ' }),
    location: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, LOCATION_TOO_LONG)))),
    // Only web links: the candidate's page renders it as an anchor (no javascript:, data:).
    meeting_link: z.optional(z.nullable(z.url({ protocol: /^https?$/, error: 'Liên kết họp không hợp lệ' }).check(z.maxLength(URL_MAX, MEETING_LINK_TOO_LONG)))),
    note: z.optional(z.nullable(z.string().check(z.maxLength(NOTE_MAX, NOTE_TOO_LONG)))),
  })
  .check(
    z.refine((body) => Boolean(body.location?.trim() || body.meeting_link), {
      message: 'Vui lòng nhập địa điểm hoặc liên kết họp',
      path: ['location'],
    }),
  );
export type InterviewCreateBody = z.infer<typeof InterviewCreateBodySchema>;

/** POST /api/interviews/{id}/respond/ (the candidate). */
export const InterviewRespondBodySchema = /* @__PURE__ */ z.object({
  response: z.enum(['accepted', 'declined'], { error: 'Phản hồi không hợp lệ' }),
  note: z.optional(z.nullable(z.string().check(z.maxLength(1000, 'Ghi chú tối đa 1000 ký tự')))),
});
export type InterviewRespondBody = z.infer<typeof InterviewRespondBodySchema>;
