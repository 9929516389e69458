import { envelope, MessageEnvelopeSchema, type Page } from '../contract/envelope';
import {
  NotificationPageSchema,
  NotificationSchema,
  UnreadCountResponseSchema,
  type Notification,
  type NotificationCreateBody,
  type SystemNotificationCreateBody,
} from '../contract/notifications';
import type { JobHubClient } from './client';

const NotificationPageResponseSchema = /* @__PURE__ */ envelope(NotificationPageSchema);
const NotificationResponseSchema = /* @__PURE__ */ envelope(NotificationSchema);

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
  /** POST /api/notifications/create/ (the employer's 'CV viewed'). */
  create(body: NotificationCreateBody): Promise<unknown>;
  /** POST /api/notifications/create-system/ (admin). */
  createSystem(body: SystemNotificationCreateBody): Promise<unknown>;
}

/**
 * Creates the notification calls of SPEC §7.
 *
 * @param client - A `createClient()` client.
 * @example
 * const api = createNotificationsApi(client);
 * const page = await api.list({ page: 1, page_size: 10, read: 'false' });
 */
export function createNotificationsApi(client: Pick<JobHubClient, 'http'>): NotificationsApi {
  const { http } = client;
  const post = async (path: string) => (await http.request(path, MessageEnvelopeSchema, { method: 'POST' })).message;
  return {
    list: async (params = {}) => (await http.request('/api/notifications', NotificationPageResponseSchema, { query: { ...params } })).data,
    get: async (id) => (await http.request(`/api/notifications/${encodeURIComponent(id)}/`, NotificationResponseSchema)).data,
    unreadCount: async () => (await http.request('/api/notifications/unread-count', UnreadCountResponseSchema)).unread_count,
    markRead: (id) => post(`/api/notifications/${encodeURIComponent(id)}/read/`),
    markAllRead: () => post('/api/notifications/mark-all-as-read/'),
    create: (body) => http.requestRaw('/api/notifications/create/', { method: 'POST', body }),
    createSystem: (body) => http.requestRaw('/api/notifications/create-system/', { method: 'POST', body }),
  };
}
