import type { Application, ApplicationStatus, ApplicationStatusBody } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { deletePendingApplication, findApplication, updateApplicationNote, updateApplicationStatus } from '../../repositories/applications';
import { recordApplicationEvent } from '../../repositories/application-events';
import { deleteStoredFiles } from '../../repositories/files';
import { notify } from '../../services/notify';
import type { ApplicationAccess } from './application-access';
import { MSG_APPLICATION_NOT_FOUND, MSG_WITHDRAW_REVIEWED } from './applications.messages';

const STATUS_TEXT: Record<ApplicationStatus, { title: string; message: (company: string, title: string) => string }> = {
  approved: { title: 'Hồ sơ đã được duyệt', message: (company, title) => `${company} đã duyệt hồ sơ của bạn cho vị trí "${title}".` },
  rejected: {
    title: 'Hồ sơ chưa phù hợp',
    message: (company, title) => `${company} đã xem xét hồ sơ của bạn cho vị trí "${title}" và thấy chưa phù hợp.`,
  },
  pending: { title: 'Hồ sơ chuyển về chờ duyệt', message: (company, title) => `Hồ sơ của bạn cho vị trí "${title}" tại ${company} đang chờ duyệt lại.` },
};

/** What happens to a sent application: the candidate withdraws it, the post's owner reviews it. */
export function createApplicationReviewHandlers(app: FastifyInstance, access: ApplicationAccess) {
  return {
    async withdraw(id: number, candidateId: number): Promise<void> {
      const record = await findApplication(app.db, id);
      if (!record || record.user_id !== candidateId) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
      if (record.status !== 'pending') throw httpError(400, MSG_WITHDRAW_REVIEWED);
      const key = await deletePendingApplication(app.db, id);
      if (!key) throw httpError(400, MSG_WITHDRAW_REVIEWED);
      await deleteStoredFiles(app.storage, [key]);
      await notify(app, {
        recipientId: record.owner_id,
        type: 'application_withdrawn',
        title: 'Ứng viên rút hồ sơ',
        message: `${record.name} đã rút hồ sơ ứng tuyển vị trí "${record.post_title}".`,
        objectId: record.post_id,
        actorId: candidateId,
      });
    },

    async setStatus(id: number, ownerId: number, body: ApplicationStatusBody): Promise<Application> {
      const record = await access.owned(id, ownerId);
      const now = app.clock.now();
      const previous = await app.db.transaction(async (tx) => {
        const before = await updateApplicationStatus(tx, id, body.status, body.note, now);
        if (before !== undefined && before !== body.status) {
          await recordApplicationEvent(tx, { applicationId: id, kind: 'status_changed', actor: 'employer', status: body.status, at: now });
        }
        return before;
      });
      if (previous === undefined) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
      if (previous !== body.status) {
        const text = STATUS_TEXT[body.status];
        await notify(app, {
          recipientId: record.user_id,
          type: 'cv_status_changed',
          title: text.title,
          message: text.message(record.company_name, record.post_title),
          objectId: id,
          actorId: ownerId,
        });
      }
      return access.viewStored(id, ownerId);
    },

    async setNote(id: number, ownerId: number, note: string): Promise<Application> {
      await access.owned(id, ownerId);
      await updateApplicationNote(app.db, id, note, app.clock.now());
      return access.viewStored(id, ownerId);
    },

    async markViewed(id: number, ownerId: number): Promise<Application> {
      await access.ownerViewed(await access.owned(id, ownerId), ownerId);
      return access.viewStored(id, ownerId);
    },
  };
}
