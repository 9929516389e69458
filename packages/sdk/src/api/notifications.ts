import {
  countUnreadNotifications,
  createNotification,
  createSystemNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../contract/endpoints/notifications';
import type { Page } from '../contract/envelope';
import type {
  Notification,
  NotificationCreateBody,
  SystemNotificationCreateBody,
  SystemNotificationCreated,
} from '../contract/notifications';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** Query of GET /api/notifications (SPEC §7). */
export interface NotificationListParams {
  page?: number;
  page_size?: number;
  read?: 'false';
  type?: 'application' | 'system';
}

/** Notification calls (SPEC §7 Notifications), answers parsed with the contract. */
export interface NotificationsApi {
  /** GET /api/notifications with page, page_size and optionally read=false, type=application|system. */
  list(params?: NotificationListParams): Promise<Page<Notification>>;
  /** GET /api/notifications/{id}/ (API.md). */
  get(id: number): Promise<Notification>;
  /** GET /api/notifications/unread-count → the `unread_count`. */
  unreadCount(): Promise<number>;
  /** POST /api/notifications/{id}/read/ → the server message. */
  markRead(id: number): Promise<string>;
  /** POST /api/notifications/mark-all-as-read/ → the server message. */
  markAllRead(): Promise<string>;
  /** POST /api/notifications/create/ (the employer's 'CV viewed') → the notification (the first one when it existed). */
  create(body: NotificationCreateBody): Promise<Notification>;
  /** POST /api/notifications/create-system/ (admin) → how many were created. */
  createSystem(body: SystemNotificationCreateBody): Promise<SystemNotificationCreated>;
}

/**
 * Creates the notification calls of SPEC §7.
 *
 * @param client - A `createClient()` client.
 * @example
 * const api = createNotificationsApi(client);
 * const page = await api.list({ page: 1, page_size: 10, read: 'false' });
 */
export function createNotificationsApi(client: { http: RequestClient }): NotificationsApi {
  const { http } = client;
  return {
    list: async (params = {}) => (await callEndpoint(http, listNotifications, { query: params })).data,
    get: async (id) => (await callEndpoint(http, getNotification, { params: { id } })).data,
    unreadCount: async () => (await callEndpoint(http, countUnreadNotifications, {})).unread_count,
    markRead: async (id) => (await callEndpoint(http, markNotificationRead, { params: { id } })).message,
    markAllRead: async () => (await callEndpoint(http, markAllNotificationsRead, {})).message,
    create: async (body) => (await callEndpoint(http, createNotification, { body })).data,
    createSystem: async (body) => (await callEndpoint(http, createSystemNotification, { body })).data,
  };
}
