/**
 * Notification rules (SPEC §7 Notifications, API.md).
 *
 * Abuse limits of POST /api/notifications/create/ (the client uses it for 'CV viewed'):
 * - admins may create any type for any existing user;
 * - employers may create only `cv_viewed`, only for a candidate who applied to one of their posts:
 *   object_id is required and must be that application (SPEC §9: the candidate's click target is
 *   /job-detail?cv_id={object_id}); any other application, or a candidate who did not send it,
 *   answers 403 (whether the application exists is not revealed); title and message are the fixed
 *   SPEC §9 texts (what they send is ignored, so the call cannot carry arbitrary text), the link
 *   must be a site path ('/…') or empty; the same employer + candidate + object_id is created once
 *   (a repeat answers 200 with the first one and pushes nothing); at most
 *   CV_VIEWED_DAILY_LIMIT per employer per 24 h (429);
 * - candidates and role 'none' are refused (403).
 * POST /api/notifications/create-system/ is admin-only: to `recipient_id` when given, otherwise a
 * broadcast to every active, non-banned user (one row each, pushed to those online).
 */
import type {
  Notification,
  NotificationCreateBody,
  NotificationListQuery,
  NotificationType,
  Page,
  SystemNotificationCreateBody,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../../lib/clock';
import { fieldError, httpError } from '../../lib/http-error';
import { MSG_RATE_LIMIT } from '../../plugins/errors';
import { findApplication } from '../../repositories/applications';
import { findChatUsers } from '../../repositories/messages';
import {
  countNotificationsByActor,
  countUnreadNotifications,
  findOwnNotification,
  findSameNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toNotification,
} from '../../repositories/notifications';
import { notify, notifyAll } from '../../services/notify';
import type { AuthUser } from '../../types';

export const CV_VIEWED_DAILY_LIMIT = 200;
/** SPEC §9: the 'CV viewed' texts. */
export const CV_VIEWED_TITLE = 'CV của bạn đã được xem';
export const CV_VIEWED_MESSAGE = 'Nhà tuyển dụng đã xem CV của bạn';

export const MSG = {
  notFound: 'Không tìm thấy thông báo',
  recipientNotFound: 'Không tìm thấy người nhận',
  read: 'Đã đánh dấu thông báo là đã đọc',
  allRead: 'Đã đánh dấu tất cả thông báo là đã đọc',
  created: 'Tạo thông báo thành công',
  employerOnlyCvViewed: 'Nhà tuyển dụng chỉ có thể tạo thông báo đã xem CV',
  forbidden: 'Bạn không có quyền tạo thông báo',
  recipientNotCandidate: 'Người nhận phải là ứng viên',
  applicationRequired: 'Vui lòng chọn hồ sơ ứng tuyển đã xem',
  notYourApplicant: 'Ứng viên này không ứng tuyển vào tin tuyển dụng của bạn',
  siteLinkOnly: 'Liên kết phải là một đường dẫn trong trang (bắt đầu bằng /)',
};

interface Created {
  /** 201 when created, 200 when an identical 'CV viewed' already existed. */
  status: 200 | 201;
  message: string;
  data: Notification;
}

export function createNotificationsHandlers(app: FastifyInstance) {
  const { db } = app;

  async function requireRecipient(id: number) {
    const recipient = (await findChatUsers(db, [id])).get(id);
    if (!recipient) throw httpError(404, MSG.recipientNotFound);
    return recipient;
  }

  return {
    list: (userId: number, query: NotificationListQuery): Promise<Page<Notification>> => listNotifications(db, userId, query),

    unreadCount: (userId: number) => countUnreadNotifications(db, userId),

    async detail(userId: number, id: number): Promise<Notification> {
      const row = await findOwnNotification(db, userId, id);
      if (!row) throw httpError(404, MSG.notFound);
      return toNotification(row);
    },

    async markRead(userId: number, id: number) {
      if (!(await markNotificationRead(db, userId, id))) throw httpError(404, MSG.notFound);
      return { status: 200, message: MSG.read };
    },

    async markAllRead(userId: number) {
      await markAllNotificationsRead(db, userId);
      return { status: 200, message: MSG.allRead };
    },

    async create(user: AuthUser, body: NotificationCreateBody): Promise<Created> {
      if (user.role === 'admin') {
        await requireRecipient(body.recipient_id);
        const data = await notify(app, {
          recipientId: body.recipient_id,
          type: body.notification_type,
          title: body.title,
          message: body.message,
          link: body.link ?? null,
          objectId: body.object_id ?? null,
          actorId: user.user_id,
        });
        return { status: 201, message: MSG.created, data };
      }
      if (user.role !== 'employer') throw httpError(403, MSG.forbidden);
      if (body.notification_type !== 'cv_viewed') throw httpError(403, MSG.employerOnlyCvViewed);
      const link = body.link?.trim() || null;
      if (link !== null && !/^\/(?!\/)/.test(link)) throw fieldError({ link: [MSG.siteLinkOnly] });
      const recipient = await requireRecipient(body.recipient_id);
      if (recipient.role !== 'candidate') throw fieldError({ recipient_id: [MSG.recipientNotCandidate] });
      const objectId = body.object_id ?? null;
      if (objectId === null) throw fieldError({ object_id: [MSG.applicationRequired] });
      // A real relation: object_id is the recipient's application to a post of the caller's company.
      const application = await findApplication(db, objectId);
      if (!application || application.owner_id !== user.user_id || application.user_id !== recipient.id) {
        throw httpError(403, MSG.notYourApplicant);
      }
      const same = await findSameNotification(db, { actorId: user.user_id, recipientId: recipient.id, type: 'cv_viewed', objectId });
      if (same) return { status: 200, message: MSG.created, data: toNotification(same) };
      const since = new Date(app.clock.now().getTime() - DAY_MS);
      if ((await countNotificationsByActor(db, user.user_id, 'cv_viewed', since)) >= CV_VIEWED_DAILY_LIMIT) {
        throw httpError(429, MSG_RATE_LIMIT);
      }
      const data = await notify(app, {
        recipientId: recipient.id,
        type: 'cv_viewed' satisfies NotificationType,
        title: CV_VIEWED_TITLE,
        message: CV_VIEWED_MESSAGE,
        link,
        objectId,
        actorId: user.user_id,
      });
      return { status: 201, message: MSG.created, data };
    },

    async createSystem(admin: AuthUser, body: SystemNotificationCreateBody) {
      const input = {
        type: 'system' as const,
        title: body.title,
        message: body.message,
        link: body.link ?? null,
        objectId: body.object_id ?? null,
        actorId: admin.user_id,
      };
      if (body.recipient_id !== undefined) {
        await requireRecipient(body.recipient_id);
        const notification = await notify(app, { ...input, recipientId: body.recipient_id });
        return { status: 201, message: MSG.created, data: { created: 1, notification } };
      }
      const created = await notifyAll(app, input);
      return { status: 201, message: MSG.created, data: { created } };
    },
  };
}
