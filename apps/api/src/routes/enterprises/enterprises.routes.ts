/** Enterprises: public lists and detail, the employer's own company, create and update (API.md). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  createEnterprise,
  downloadOwnCertificate,
  getEnterprise,
  getOwnEnterprise,
  listEnterprises as listEnterprisesEndpoint,
  listPremiumEnterprises as listPremiumEnterprisesEndpoint,
  searchEnterprises as searchEnterprisesEndpoint,
  updateEnterprise,
  type Enterprise,
  type Page,
} from '@jobhub/sdk/contract';
import { enterprises } from '../../db/schema/catalogue';
import { httpError } from '../../lib/http-error';
import { MSG_CERTIFICATE_NOT_FOUND } from '../admin/admin.handlers';
import { openStoredFileOr404 } from '../open-stored-file';
import { uniqueViolation } from '../../lib/pg-errors';
import {
  findApprovedEnterprise,
  findEnterpriseOfUser,
  findEnterpriseRecordOfUser,
  listEnterprises,
  listPremiumEnterprises,
  searchEnterprises,
} from '../../repositories/enterprises';
import { CONTENT_TYPES, deleteStoredFiles, type FileKind } from '../../repositories/files';
import { sendPrivateFile } from '../send-private-file';
import { serveEndpoint } from '../serve-endpoint';
import { withFileUrls } from './company-file-urls';
import { EnterpriseFormError, readEnterpriseForm } from './enterprise-form';
import { alsoAsList } from './own-enterprise-as-list';
import { callerId } from '../caller';

const NOT_FOUND = 'Không tìm thấy doanh nghiệp';
const NO_OWN_ENTERPRISE = 'Bạn chưa có doanh nghiệp';
const ALREADY_HAS_ENTERPRISE = 'Bạn đã có doanh nghiệp';
const INVALID_FORM = 'Dữ liệu doanh nghiệp không hợp lệ';
const UPDATED = 'Cập nhật thông tin doanh nghiệp thành công!';
const UPDATED_FOR_REVIEW =
  'Cập nhật thông tin doanh nghiệp thành công! Tên công ty, mã số thuế hoặc giấy phép kinh doanh đã thay đổi nên doanh nghiệp sẽ được quản trị viên duyệt lại; các tin tuyển dụng vẫn hiển thị.';

/**
 * Registers the enterprise routes. Create and update are multipart: the handlers read the parts.
 * @example await app.register(enterprisesRoutes);
 */
export async function enterprisesRoutes(app: FastifyInstance) {
  const { db } = app;
  const storage = app.storage;
  /** New enterprises start approved only when AUTO_APPROVE_ENTERPRISES is on; by default they wait for an admin. */
  const autoApprove = app.env.AUTO_APPROVE_ENTERPRISES;
  /** Only a signed-in, activated employer. */
  const employerOnly = { preHandler: [app.authenticate, app.requireRole('employer')] };
  /** Also an employer who signed up but has not activated yet (own company, create). */
  const newEmployer = { preHandler: [app.authenticate, app.requireRoleBeforeActivation('employer')] };
  /** The app's clock: job_count counts posts open on its Vietnamese date; is_premium is Premium at it. */
  const now = () => app.clock.now();
  /** Every company answered carries its files as absolute URLs too (company-file-urls.ts). */
  const shown = (company: Enterprise): Enterprise => withFileUrls(app.env.PUBLIC_URL, company);
  const pageShown = (page: Page<Enterprise>): Page<Enterprise> => ({ ...page, results: page.results.map(shown) });

  serveEndpoint(app, listEnterprisesEndpoint, {}, async (request) => ({
      status: 200,
      data: pageShown(await listEnterprises(db, request.query, now(), app.database.fixedPlans)),
    }));
  serveEndpoint(app, searchEnterprisesEndpoint, {}, async (request) => ({
      status: 200,
      data: pageShown(await searchEnterprises(db, request.query, now(), app.database.fixedPlans)),
    }));
  serveEndpoint(app, listPremiumEnterprisesEndpoint, {}, async () => ({ status: 200, data: { results: (await listPremiumEnterprises(db, now())).map(shown) } }));
  serveEndpoint(app, getOwnEnterprise, newEmployer, async (request) => {
    return { status: 200, data: alsoAsList(await ownEnterpriseOr404(callerId(request))) };
    });
  // The business certificate is private: only its owner can download it (admins: not yet).
  serveEndpoint(app, downloadOwnCertificate, employerOnly, async (request, reply) => {
      const own = await findEnterpriseRecordOfUser(db, callerId(request), now());
      if (!own?.business_certificate) throw httpError(404, MSG_CERTIFICATE_NOT_FOUND);
      const kind = own.business_certificate.split('.').pop() as FileKind;
      const file = await openStoredFileOr404(storage, own.business_certificate, MSG_CERTIFICATE_NOT_FOUND);
      return sendPrivateFile(reply.header('content-length', String(file.size)), file.body, CONTENT_TYPES[kind] ?? 'application/octet-stream');
    });
  serveEndpoint(app, getEnterprise, {}, async (request) => {
      const found = await findApprovedEnterprise(db, request.params.id, now());
      if (!found) throw httpError(404, NOT_FOUND);
      return { status: 200, data: shown(found) };
    });

  serveEndpoint(app, createEnterprise, newEmployer, async (request) => {
      const owner = callerId(request);
      if (await findEnterpriseRecordOfUser(db, owner, now())) throw httpError(400, ALREADY_HAS_ENTERPRISE);
      const form = await readFormOr400(request, false);
      try {
        await db.insert(enterprises).values({ ...form.fields, ...form.files, user_id: owner, is_active: autoApprove });
      } catch (error) {
        await deleteStoredFiles(storage, Object.values(form.files));
        // Two concurrent creates: the unique user_id decides, the loser gets the same 400.
        if (uniqueViolation(error) !== undefined) throw httpError(400, ALREADY_HAS_ENTERPRISE);
        throw error;
      }
    return { status: 201, message: 'Tạo doanh nghiệp thành công!', data: await ownEnterpriseOr404(owner) };
    });

  serveEndpoint(app, updateEnterprise, employerOnly, async (request) => {
      const owner = callerId(request);
      const before = await findEnterpriseRecordOfUser(db, owner, now());
      if (!before) throw httpError(404, NO_OWN_ENTERPRISE);
      const form = await readFormOr400(request, true);
      // An approved company's identity (name, tax code, certificate) is what the admin approved:
      // a change goes back to review, the company staying approved meanwhile (posts stay up).
      const identityChanged =
        (form.fields.company_name !== undefined && form.fields.company_name !== before.company_name) ||
        (form.fields.tax !== undefined && form.fields.tax !== before.tax) ||
        form.files.business_certificate !== undefined;
      const toReview = before.is_active && identityChanged && !autoApprove;
      // 'Đã xác minh' held for what the admin checked; a new identity waits for a new approval.
      const changes = { ...form.fields, ...form.files, ...(toReview ? { review_pending: true } : {}), ...(identityChanged ? { verified_at: null } : {}) };
      try {
        if (Object.keys(changes).length > 0) await db.update(enterprises).set(changes).where(eq(enterprises.user_id, owner));
      } catch (error) {
        await deleteStoredFiles(storage, Object.values(form.files));
        throw error;
      }
      // Replaced files are removed only once the row points at the new ones.
      const replaced = (Object.keys(form.files) as (keyof typeof form.files)[])
        .map((name) => before[name])
        .filter((key): key is string => Boolean(key));
      await deleteStoredFiles(storage, replaced);
    return { status: 200, message: toReview ? UPDATED_FOR_REVIEW : UPDATED, data: await ownEnterpriseOr404(owner) };
    });

  /** The employer's company as the API shows it; 404 when there is none (or it went away meanwhile). */
  async function ownEnterpriseOr404(owner: number) {
    const own = await findEnterpriseOfUser(db, owner, now());
    if (!own) throw httpError(404, NO_OWN_ENTERPRISE);
    return shown(own);
  }

  async function readFormOr400<P extends boolean>(request: FastifyRequest, partial: P) {
    try {
      return await readEnterpriseForm(request, { storage, partial });
    } catch (error) {
      if (error instanceof EnterpriseFormError) throw httpError(400, INVALID_FORM, { errors: error.errors });
      throw error;
    }
  }
}
