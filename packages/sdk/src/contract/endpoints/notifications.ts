/** Notifications (SPEC §7 Notifications, API.md): every call is about the caller's own notifications. */
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '../envelope';
import {
  NotificationCreateBodySchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSchema,
  SystemNotificationCreateBodySchema,
  SystemNotificationCreatedSchema,
  UnreadCountResponseSchema,
} from '../notifications';

const NotificationEnvelopeSchema = /* @__PURE__ */ envelope(NotificationSchema);

/** SPEC §7 spells it without the trailing slash; the API answers both. */
export const listNotifications = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/notifications/',
  query: NotificationListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(NotificationPageSchema) },
});

/** The compatibility answer `{ status, unread_count }` (API.md, Conventions). */
export const countUnreadNotifications = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/notifications/unread-count/',
  responses: { 200: UnreadCountResponseSchema },
});

export const markAllNotificationsRead = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/notifications/mark-all-as-read/',
  responses: { 200: MessageEnvelopeSchema },
});

/**
 * The employer's 'CV viewed' (admins: any type). 201 when created; 200 with the first one when the
 * same employer, candidate and application already have it (nothing is pushed again).
 */
export const createNotification = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/notifications/create/',
  body: NotificationCreateBodySchema,
  responses: { 200: NotificationEnvelopeSchema, 201: NotificationEnvelopeSchema },
});

/** Admin only: to `recipient_id`, or to every active user without it. */
export const createSystemNotification = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/notifications/create-system/',
  body: SystemNotificationCreateBodySchema,
  responses: { 201: /* @__PURE__ */ envelope(SystemNotificationCreatedSchema) },
});

export const getNotification = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/notifications/:id/',
  params: IdParamsSchema,
  responses: { 200: NotificationEnvelopeSchema },
});

export const markNotificationRead = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/notifications/:id/read/',
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The notifications endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const NOTIFICATIONS_ENDPOINTS = { listNotifications, countUnreadNotifications, markAllNotificationsRead, createNotification, createSystemNotification, getNotification, markNotificationRead };
