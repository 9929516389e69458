import * as z from 'zod/mini';
import { IdSchema, PageQuerySchema, paged } from './envelope';
import { emptyMeansUnset } from './query-input';
import { NOTIFICATION_TITLE_MAX, URL_MAX, tooLong } from './text-limits';
import { isSameSitePath } from './site-path';

/** Employer-side notification types (SPEC §3). */
export const EMPLOYER_NOTIFICATION_TYPES = [
  'new_application',
  'cv_viewed',
  'application_withdrawn',
  'position_expired',
  'message_received',
  'system',
] as const;
/** Candidate-side notification types (SPEC §3); 'other' stands for anything else. */
export const CANDIDATE_NOTIFICATION_TYPES = [
  'cv_status_changed',
  'job_applied',
  'interview_scheduled',
  'message_received',
  'cv_viewed',
  'system',
] as const;
/** Every type the server writes (the union of both sides). */
export const NOTIFICATION_TYPES = [
  'new_application',
  'cv_viewed',
  'application_withdrawn',
  'position_expired',
  'message_received',
  'system',
  'cv_status_changed',
  'job_applied',
  'interview_scheduled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NotificationTypeSchema = /* @__PURE__ */ z.enum(NOTIFICATION_TYPES, { error: 'Loại thông báo không hợp lệ' });

/** Types grouped under the employer 'applications' filter (SPEC §4 Notification). */
export const APPLICATION_NOTIFICATION_TYPES = ['new_application', 'cv_viewed', 'application_withdrawn'] as const;

// Its own module: the pictures' rule (rules/asset-url.ts) needs it without the notification schemas.
export { isSameSitePath };

export const SITE_LINK_MESSAGE = 'Liên kết phải là một đường dẫn trong trang (bắt đầu bằng /)';
const LINK_TOO_LONG = /* @__PURE__ */ tooLong('Liên kết', URL_MAX);

/**
 * A notification's link, wherever one is stored or received: a same-site path
 * ({@link isSameSitePath}) or '' for none (trimmed).
 */
export const SiteLinkSchema = /* @__PURE__ */ z.string().check(
  z.trim(),
  z.maxLength(URL_MAX, LINK_TOO_LONG),
  z.refine((value) => value === '' || isSameSitePath(value), SITE_LINK_MESSAGE),
);

/**
 * A received link. It is checked where it is stored ({@link SiteLinkSchema}) and where it is
 * followed (`isSameSitePath` in rules/notification-target.ts and the notification page), not while
 * parsing: answers stay plain data that the script-tag bundles' answer parser carries.
 */
export const ReceivedSiteLinkSchema = /* @__PURE__ */ z.nullable(z.string());

/**
 * What a notification and its socket frame (realtime.ts) both carry between the id and the type
 * or icon: the frame spreads them rather than `z.omit` and `z.extend` the notification, whose
 * helpers would otherwise weigh on every script-tag element.
 */
export const NotificationContentFields = {
  title: /* @__PURE__ */ z.string(),
  message: /* @__PURE__ */ z.string(),
  link: ReceivedSiteLinkSchema,
  object_id: /* @__PURE__ */ z.nullable(z.number()),
  is_read: /* @__PURE__ */ z.boolean(),
  created_at: /* @__PURE__ */ z.string(),
};

/** A notification as the API returns it (SPEC §3). `notification_type` is kept as a string so new types never break old clients. */
export const NotificationSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  notification_type: z.string(),
  ...NotificationContentFields,
  icon: z.nullable(z.string()),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationPageSchema = /* @__PURE__ */ paged(NotificationSchema);

/** GET /api/notifications: page, page_size, read=false, type=application|system. */
export const NotificationListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    read: z.optional(z.stringbool({ error: 'Giá trị phải là true hoặc false' })),
    type: z.optional(z.enum(['application', 'system'], { error: 'Bộ lọc không hợp lệ' })),
  }),
);
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** The compatibility exception of API.md: `{ status, unread_count }` with no `data`. */
export const UnreadCountResponseSchema = /* @__PURE__ */ z.object({ status: z.number(), unread_count: z.number() });

export const NOTIFICATION_MESSAGE_MAX = 2000;
const TITLE_TOO_LONG = /* @__PURE__ */ tooLong('Tiêu đề', NOTIFICATION_TITLE_MAX);
const MESSAGE_TOO_LONG = `Nội dung tối đa ${NOTIFICATION_MESSAGE_MAX} ký tự`;

const NotificationTextFields = {
  title: /* @__PURE__ */ z.string({ error: 'Vui lòng nhập tiêu đề' }).check(z.trim(), z.minLength(1, 'Vui lòng nhập tiêu đề'), z.maxLength(NOTIFICATION_TITLE_MAX, TITLE_TOO_LONG)),
  message: /* @__PURE__ */ z.string({ error: 'Vui lòng nhập nội dung' }).check(z.trim(), z.minLength(1, 'Vui lòng nhập nội dung'), z.maxLength(NOTIFICATION_MESSAGE_MAX, MESSAGE_TOO_LONG)),
  link: /* @__PURE__ */ z.optional(z.nullable(SiteLinkSchema)),
  object_id: /* @__PURE__ */ z.optional(z.nullable(IdSchema)),
};

/** POST /api/notifications/create/ (used for 'CV viewed'). */
export const NotificationCreateBodySchema = /* @__PURE__ */ z.object({
  notification_type: NotificationTypeSchema,
  recipient_id: IdSchema,
  ...NotificationTextFields,
});
export type NotificationCreateBody = z.infer<typeof NotificationCreateBodySchema>;

/** POST /api/notifications/create-system/ (admin). */
export const SystemNotificationCreateBodySchema = /* @__PURE__ */ z.object({
  notification_type: z.optional(z.literal('system')),
  recipient_id: z.optional(IdSchema),
  ...NotificationTextFields,
});
export type SystemNotificationCreateBody = z.infer<typeof SystemNotificationCreateBodySchema>;

/** POST /api/notifications/create-system/: how many were created, and the one notification when sent to one user. */
export const SystemNotificationCreatedSchema = /* @__PURE__ */ z.object({
  created: z.number(),
  notification: z.optional(NotificationSchema),
});
export type SystemNotificationCreated = z.infer<typeof SystemNotificationCreatedSchema>;
