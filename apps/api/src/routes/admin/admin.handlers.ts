/**
 * Admin moderation rules: enterprise approval and post reports.
 *
 * - Approving or rejecting an enterprise notifies its owner with a `system` notification, sent
 *   only when the state really changed, decided under a row lock (approving twice notifies once).
 * - A report is handled once: taking down or dismissing a report that is no longer open is 400
 *   (re-checked under a row lock, so two admins cannot both handle it).
 *   Taking a post down closes every open report of that post and notifies the post's owner.
 * - Notifications are written after the transaction committed (services/notify.ts).
 */
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import {
  approveEnterprise,
  dismissReport,
  findEnterpriseForReview,
  findReport,
  lockEnterpriseReview,
  lockReportStatus,
  rejectEnterprise,
  takeDownReport,
} from '../../repositories/admin';
import type { SqlExecutor } from '../../repositories/sql-rows';
import { notify } from '../../services/notify';

export const MSG_ENTERPRISE_NOT_FOUND = 'Không tìm thấy doanh nghiệp';
export const MSG_REPORT_NOT_FOUND = 'Không tìm thấy báo cáo';
export const MSG_REPORT_HANDLED = 'Báo cáo này đã được xử lý';
export const MSG_CERTIFICATE_NOT_FOUND = 'Không tìm thấy giấy phép kinh doanh';

/** Where the employer sees their company (SPEC §2, employer area). */
const COMPANY_LINK = '/employer/company';
const POSTS_LINK = '/employer/posts';

/**
 * The moderation rules over the app's database, with notifications (see the module note).
 * @example const handlers = createAdminHandlers(app); await handlers.approve(enterpriseId);
 */
export function createAdminHandlers(app: FastifyInstance) {
  async function enterprise(id: number) {
    const found = await findEnterpriseForReview(app.db, id);
    if (!found) throw httpError(404, MSG_ENTERPRISE_NOT_FOUND);
    return found;
  }

  async function report(id: number) {
    const found = await findReport(app.db, id);
    if (!found) throw httpError(404, MSG_REPORT_NOT_FOUND);
    return found;
  }

  /** Runs `resolve` on an open report, re-checked under a row lock; 400 when already handled. */
  async function resolveOpen(id: number, resolve: (tx: SqlExecutor) => Promise<void>): Promise<void> {
    await app.db.transaction(async (tx) => {
      if ((await lockReportStatus(tx, id)) !== 'open') throw httpError(400, MSG_REPORT_HANDLED);
      await resolve(tx);
    });
  }

  return {
    /** The stored certificate key of an enterprise; 404 when there is none. */
    async certificate(id: number): Promise<string> {
      const found = await enterprise(id);
      if (!found.business_certificate) throw httpError(404, MSG_CERTIFICATE_NOT_FOUND);
      return found.business_certificate;
    },

    async approve(id: number): Promise<string> {
      const found = await enterprise(id);
      const changed = await app.db.transaction(async (tx) => {
        const state = await lockEnterpriseReview(tx, id);
        if (state?.is_active && !state.review_pending) return false;
        await approveEnterprise(tx, id, app.clock.now());
        return true;
      });
      if (!changed) return 'Doanh nghiệp đã được duyệt trước đó';
      await notify(app, {
        recipientId: found.owner_id,
        type: 'system',
        title: 'Doanh nghiệp đã được duyệt',
        message: `Doanh nghiệp "${found.company_name}" đã được quản trị viên duyệt. Bạn có thể đăng tin tuyển dụng.`,
        link: COMPANY_LINK,
        objectId: id,
      });
      return 'Đã duyệt doanh nghiệp';
    },

    async reject(id: number, adminId: number): Promise<string> {
      const found = await enterprise(id);
      const changed = await app.db.transaction(async (tx) => {
        if ((await lockEnterpriseReview(tx, id))?.is_rejected) return false;
        await rejectEnterprise(tx, id, adminId);
        return true;
      });
      if (!changed) return 'Doanh nghiệp đã bị từ chối trước đó';
      await notify(app, {
        recipientId: found.owner_id,
        type: 'system',
        title: 'Doanh nghiệp chưa được duyệt',
        message: `Doanh nghiệp "${found.company_name}" chưa được duyệt. Vui lòng kiểm tra lại thông tin và giấy phép kinh doanh.`,
        link: COMPANY_LINK,
        objectId: id,
      });
      return 'Đã từ chối doanh nghiệp';
    },

    async takeDown(id: number, adminId: number): Promise<string> {
      const found = await report(id);
      await resolveOpen(id, (tx) => takeDownReport(tx, found, adminId));
      await notify(app, {
        recipientId: found.owner_id,
        type: 'system',
        title: 'Tin tuyển dụng đã bị gỡ',
        message: `Tin "${found.title}" đã bị quản trị viên gỡ xuống sau khi nhận được báo cáo vi phạm.`,
        link: POSTS_LINK,
        objectId: found.post_id,
        actorId: adminId,
      });
      return 'Đã gỡ tin tuyển dụng bị báo cáo';
    },

    async dismiss(id: number, adminId: number): Promise<string> {
      await report(id);
      await resolveOpen(id, (tx) => dismissReport(tx, id, adminId));
      return 'Đã bỏ qua báo cáo';
    },
  };
}
