import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AdminEnterprisePageSchema,
  AdminReportPageSchema,
  ApiErrorBodySchema,
  MessageEnvelopeSchema,
  NotificationPageSchema,
  PostPageResponseSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import {
  createCatalogue,
  createEmployer,
  insertPost,
  insertReport,
  postBody,
  storePrivateFile,
  TEST_PDF,
  type TestCatalogue,
} from '../../test/employer-fixtures';
import { createUser, uniqueSuffix, type CreatedUser } from '../../test/helpers';
import { MSG_CERTIFICATE_NOT_FOUND, MSG_ENTERPRISE_NOT_FOUND, MSG_REPORT_HANDLED } from './admin.handlers';

const EnterprisePage = envelope(AdminEnterprisePageSchema);
const ReportPage = envelope(AdminReportPageSchema);
const NotificationPage = envelope(NotificationPageSchema);

describeEachDatabase('admin moderation', (kind) => {
  const ctx = useTestContext(kind);
  let admin: CreatedUser;
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    admin = await createUser(ctx(), { role: 'admin' });
    catalogue = await createCatalogue(ctx());
  });

  const call = async (method: 'GET' | 'POST', url: string, who: { headers: Record<string, string> } | null = admin) => {
    const response = await ctx().inject({ method, url, headers: who?.headers ?? {} });
    const json = String(response.headers['content-type']).startsWith('application/json');
    return { status: response.statusCode, body: (json ? response.json() : undefined) as unknown, raw: response };
  };
  const enterprises = async (status: string) => {
    const response = await call('GET', `/api/admin/enterprises/?status=${status}&page_size=100`);
    expect(response.status).toBe(200);
    return EnterprisePage.parse(response.body).data;
  };
  const systemNotifications = async (who: CreatedUser) => {
    const response = await call('GET', '/api/notifications/?type=system', who);
    return NotificationPage.parse(response.body).data.results;
  };

  describe('enterprises', () => {
    it('lists companies by review state, oldest first, with their owners', async () => {
      const pending = await createEmployer(ctx(), { state: 'pending' });
      const approved = await createEmployer(ctx());
      const rejected = await createEmployer(ctx(), { state: 'rejected' });
      const waiting = await enterprises('pending');
      const row = waiting.results.find((item) => item.id === pending.enterpriseId);
      expect(row).toMatchObject({ company_name: pending.companyName, owner_id: pending.user.id, owner_email: pending.user.email, is_active: false });
      expect(waiting.results.some((item) => item.id === approved.enterpriseId || item.id === rejected.enterpriseId)).toBe(false);
      expect((await enterprises('approved')).results.some((item) => item.id === approved.enterpriseId)).toBe(true);
      expect((await enterprises('rejected')).results.map((item) => item.id)).toContain(rejected.enterpriseId);
      // Default: the pending queue.
      expect(EnterprisePage.parse((await call('GET', '/api/admin/enterprises')).body).data.total).toBe(waiting.total);
      expect((await call('GET', '/api/admin/enterprises/?status=bogus')).status).toBe(400);
    });

    it('approves a company once and notifies its owner with a system notification', async () => {
      const employer = await createEmployer(ctx(), { state: 'pending' });
      const approved = await call('POST', `/api/admin/enterprises/${employer.enterpriseId}/approve/`);
      expect(approved.status).toBe(200);
      expect(MessageEnvelopeSchema.parse(approved.body).message).toBe('Đã duyệt doanh nghiệp');
      expect((await enterprises('pending')).results.some((item) => item.id === employer.enterpriseId)).toBe(false);
      expect((await call('GET', `/api/enterprises/${employer.enterpriseId}/`, null)).status).toBe(200);
      const again = await call('POST', `/api/admin/enterprises/${employer.enterpriseId}/approve/`);
      expect(again.status).toBe(200);
      const notes = await systemNotifications(employer);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ notification_type: 'system', title: 'Doanh nghiệp đã được duyệt', object_id: employer.enterpriseId });
    });

    it('rejects a company, notifies the owner and stops their post management; approving later undoes it', async () => {
      const employer = await createEmployer(ctx(), { state: 'pending' });
      const rejected = await call('POST', `/api/admin/enterprises/${employer.enterpriseId}/reject/`);
      expect(MessageEnvelopeSchema.parse(rejected.body)).toMatchObject({ status: 200, message: 'Đã từ chối doanh nghiệp' });
      expect((await enterprises('rejected')).results.map((item) => item.id)).toContain(employer.enterpriseId);
      expect((await systemNotifications(employer))[0]).toMatchObject({ title: 'Doanh nghiệp chưa được duyệt' });
      const create = await ctx().inject({ method: 'POST', url: '/api/posts/create/', headers: employer.headers, payload: postBody(ctx(), catalogue) });
      expect(create.statusCode).toBe(403);

      await call('POST', `/api/admin/enterprises/${employer.enterpriseId}/approve/`);
      expect((await enterprises('approved')).results.map((item) => item.id)).toContain(employer.enterpriseId);
      const retry = await ctx().inject({ method: 'POST', url: '/api/posts/create/', headers: employer.headers, payload: postBody(ctx(), catalogue) });
      expect(retry.statusCode).toBe(201);
    });

    it('notifies once when two admins approve at the same time', async () => {
      const employer = await createEmployer(ctx(), { state: 'pending' });
      const answers = await Promise.all([1, 2].map(() => call('POST', `/api/admin/enterprises/${employer.enterpriseId}/approve/`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await systemNotifications(employer)).toHaveLength(1);
    });

    it('answers 404 for an unknown company', async () => {
      for (const action of ['approve', 'reject']) {
        const response = await call('POST', `/api/admin/enterprises/2000000000/${action}/`);
        expect(response.status).toBe(404);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_ENTERPRISE_NOT_FOUND);
      }
    });

    it("serves a company's private certificate to admins only", async () => {
      const key = await storePrivateFile(ctx(), 'certificates', TEST_PDF, 'pdf');
      const employer = await createEmployer(ctx(), { state: 'pending', certificate: key });
      const row = (await enterprises('pending')).results.find((item) => item.id === employer.enterpriseId)!;
      expect(row.business_certificate).toBe(`/api/admin/enterprises/${employer.enterpriseId}/certificate/`);
      const file = await call('GET', row.business_certificate!);
      expect(file.status).toBe(200);
      expect(file.raw.headers['content-type']).toBe('application/pdf');
      expect(file.raw.rawPayload.equals(TEST_PDF)).toBe(true);
      expect((await call('GET', row.business_certificate!, employer)).status).toBe(403);
      const without = await createEmployer(ctx(), { state: 'pending' });
      const missing = await call('GET', `/api/admin/enterprises/${without.enterpriseId}/certificate/`);
      expect(missing.status).toBe(404);
      expect(ApiErrorBodySchema.parse(missing.body).message).toBe(MSG_CERTIFICATE_NOT_FOUND);
    });
  });

  describe('reports', () => {
    it('takes a reported post down: out of search, every open report of it closed, owner notified, once only', async () => {
      const owner = await createEmployer(ctx());
      const word = `baocao${uniqueSuffix()}`;
      const postId = await insertPost(ctx(), owner, catalogue, { title: `Tin ${word}` });
      const first = await insertReport(ctx(), postId, (await createUser(ctx())).user.id);
      const second = await insertReport(ctx(), postId, (await createUser(ctx())).user.id, 'Sai thông tin');
      const open = ReportPage.parse((await call('GET', '/api/admin/reports/?page_size=100')).body).data;
      expect(open.results.find((item) => item.id === first)).toMatchObject({ status: 'open', post: { id: postId, is_removed: false, enterprise_name: owner.companyName } });

      const response = await call('POST', `/api/admin/reports/${first}/take-down/`);
      expect(MessageEnvelopeSchema.parse(response.body).status).toBe(200);
      const search = PostPageResponseSchema.parse((await call('GET', `/api/posts/search/?q=${word}`, null)).body).data;
      expect(search.total).toBe(0);
      expect((await call('GET', `/api/post/${postId}/`, null)).status).toBe(404);
      const statuses = await selectRows<{ id: number; status: string }>(ctx().database.db, sql`select id, status from post_reports where post_id = ${postId} order by id`);
      expect(statuses.map((row) => row.status)).toEqual(['taken_down', 'taken_down']);
      const takenDown = ReportPage.parse((await call('GET', '/api/admin/reports/?status=taken_down&page_size=100')).body).data;
      expect(takenDown.results.find((item) => item.id === second)?.post.is_removed).toBe(true);
      expect((await systemNotifications(owner))[0]).toMatchObject({ title: 'Tin tuyển dụng đã bị gỡ', object_id: postId });

      const again = await call('POST', `/api/admin/reports/${second}/take-down/`);
      expect(again.status).toBe(400);
      expect(ApiErrorBodySchema.parse(again.body).message).toBe(MSG_REPORT_HANDLED);
      expect(await systemNotifications(owner)).toHaveLength(1);
    });

    it('lets only one of two simultaneous decisions on a report through', async () => {
      const owner = await createEmployer(ctx());
      const report = await insertReport(ctx(), await insertPost(ctx(), owner, catalogue), (await createUser(ctx())).user.id);
      const answers = await Promise.all([call('POST', `/api/admin/reports/${report}/take-down/`), call('POST', `/api/admin/reports/${report}/dismiss/`)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('dismisses a report and keeps the post', async () => {
      const owner = await createEmployer(ctx());
      const postId = await insertPost(ctx(), owner, catalogue);
      const report = await insertReport(ctx(), postId, (await createUser(ctx())).user.id);
      const response = await call('POST', `/api/admin/reports/${report}/dismiss/`);
      expect(MessageEnvelopeSchema.parse(response.body)).toMatchObject({ status: 200, message: 'Đã bỏ qua báo cáo' });
      const dismissed = ReportPage.parse((await call('GET', '/api/admin/reports/?status=dismissed&page_size=100')).body).data;
      expect(dismissed.results.find((item) => item.id === report)).toMatchObject({ status: 'dismissed', post: { is_removed: false } });
      expect((await call('GET', `/api/post/${postId}/`, null)).status).toBe(200);
      expect((await call('POST', `/api/admin/reports/${report}/dismiss/`)).status).toBe(400);
      expect((await call('POST', '/api/admin/reports/2000000000/dismiss/')).status).toBe(404);
    });

    it('is for admins only', async () => {
      const employer = await createEmployer(ctx());
      const candidate = await createUser(ctx());
      for (const who of [employer, candidate]) {
        expect((await call('GET', '/api/admin/reports/', who)).status).toBe(403);
        expect((await call('GET', '/api/admin/enterprises/', who)).status).toBe(403);
      }
      expect((await call('GET', '/api/admin/reports/', null)).status).toBe(401);
    });
  });
});
