import {
  ApiErrorBodySchema,
  ApplicationPageSchema,
  ApplicationSchema,
  CV_MAX_BYTES,
  DAILY_APPLICATION_LIMIT_FREE,
  DailyLimitErrorSchema,
  MASKED_CONTACT,
  MessageEnvelopeSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { unlink } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFilePath } from '../../repositories/files';
import { selectRows } from '../../repositories/sql-rows';
import { TEST_DOCX, TEST_PLAIN_ZIP, TEST_PNG, multipartForm, notificationsOf, storedCvFiles, type FormFile } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { TEST_PDF, VIETNAM_MORNING, createEmployer, createEmployerSetup, dateIn, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { bearer, callApi, createUser, type CreatedUser } from '../../test/helpers';
import {
  CV_VIEWED_MESSAGE,
  CV_VIEWED_TITLE,
  MSG_ALREADY_APPLIED,
  MSG_APPLICATION_NOT_FOUND,
  MSG_CV_FILE_MISSING,
  MSG_POST_CLOSED,
  MSG_WITHDRAW_REVIEWED,
} from './applications.messages';
import { MSG_CV_MISSING, MSG_CV_SIZE, MSG_CV_TYPE } from '../cv-upload-form';

const One = envelope(ApplicationSchema);
const PageOf = envelope(ApplicationPageSchema);
const DAY_MS = 86_400_000;

describeEachDatabase('applications (CVs)', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;
  let premiumEmployer: TestEmployer;

  const fields = (postId: number, overrides: Record<string, string> = {}) => ({
    post: String(postId),
    name: 'Trần Thị Ứng Viên',
    email: 'ung.vien@example.vn',
    phone_number: '0912 345 678',
    description: 'Tôi mong muốn được làm việc tại công ty.',
    ...overrides,
  });
  const apply = async (user: CreatedUser, form: Record<string, string>, cv?: FormFile) => {
    const { payload, headers } = multipartForm(form, cv ? { cv } : {});
    const response = await ctx().inject({
      method: 'POST',
      url: '/api/cv/create/',
      payload,
      headers: { ...headers, ...user.headers },
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const pdf: FormFile = {
    name: 'ho-so.pdf',
    body: TEST_PDF,
    type: 'application/pdf',
  };
  /** Applies with a PDF and returns the application (expects 201). */
  const applyOk = async (user: CreatedUser, postId: number, overrides: Record<string, string> = {}) => {
    const response = await apply(user, fields(postId, overrides), pdf);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return One.parse(response.body).data;
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: CreatedUser, payload?: object) => callApi(ctx(), method, url, user, payload);
  const rowsOf = async (candidateId: number) =>
    Number((await selectRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from applications where user_id = ${candidateId}`))[0]!.n);
  const newPost = (owner: TestEmployer = employer, options: Parameters<typeof insertPost>[3] = {}) => insertPost(ctx(), owner, catalogue, options);

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
    premiumEmployer = await createEmployer(ctx(), { premium: true });
  });

  describe('applying (POST /api/cv/create/)', () => {
    it('accepts a PDF recognised by its content and notifies the employer (new_application) and the candidate (job_applied)', async () => {
      const candidate = await createUser(ctx());
      const postId = await newPost(employer, {
        title: 'Lập trình viên Node.js',
      });
      const response = await apply(candidate, fields(postId, { email: ' Ung.Vien@Example.VN ' }), pdf);
      expect(response.status).toBe(201);
      const body = One.parse(response.body);
      expect(body.message).toBe('Ứng tuyển thành công');
      expect(body.data).toMatchObject({
        post: postId,
        post_title: 'Lập trình viên Node.js',
        enterprise: employer.enterpriseId,
        enterprise_name: employer.companyName,
        user: candidate.user.id,
        name: 'Trần Thị Ứng Viên',
        email: 'ung.vien@example.vn',
        phone_number: '0912 345 678',
        cv_file: `/api/cv/${body.data.id}/file/`,
        cv_file_name: 'ho-so.pdf',
        cv_file_type: 'pdf',
        status: 'pending',
        is_viewed: false,
        note: null,
        contact_masked: false,
        created_at: ctx().clock.now().toISOString(),
      });
      const [toEmployer] = await notificationsOf(ctx(), employer.user.id, 'new_application');
      expect(toEmployer).toMatchObject({
        object_id: body.data.id,
        actor_id: candidate.user.id,
        title: 'Hồ sơ mới',
      });
      expect(toEmployer!.message).toContain('Lập trình viên Node.js');
      const [toCandidate] = await notificationsOf(ctx(), candidate.user.id, 'job_applied');
      expect(toCandidate).toMatchObject({
        object_id: body.data.id,
        title: 'Ứng tuyển thành công',
      });
      expect(toCandidate!.message).toContain(employer.companyName);
    });

    it('accepts a DOCX recognised by its zip structure and refuses a zip that is not a Word document', async () => {
      const candidate = await createUser(ctx());
      const docx = await apply(candidate, fields(await newPost()), {
        name: 'cv.docx',
        body: TEST_DOCX,
      });
      expect(docx.status, JSON.stringify(docx.body)).toBe(201);
      expect(One.parse(docx.body).data).toMatchObject({
        cv_file_type: 'docx',
        cv_file_name: 'cv.docx',
      });

      const zip = await apply(candidate, fields(await newPost()), {
        name: 'cv.docx',
        body: TEST_PLAIN_ZIP,
      });
      expect(zip.status).toBe(400);
      expect(ApiErrorBodySchema.parse(zip.body).errors?.cv).toEqual([MSG_CV_TYPE]);
    });

    it('refuses a PNG or a text named .pdf and leaves no row and no file behind', async () => {
      const candidate = await createUser(ctx());
      const postId = await newPost();
      const before = await storedCvFiles(ctx());
      for (const body of [TEST_PNG, Buffer.from('Đây chỉ là văn bản, không phải PDF')]) {
        const response = await apply(candidate, fields(postId), {
          name: 'cv.pdf',
          body,
          type: 'application/pdf',
        });
        expect(response.status).toBe(400);
        expect(ApiErrorBodySchema.parse(response.body).errors).toEqual({
          cv: [MSG_CV_TYPE],
        });
      }
      expect(await rowsOf(candidate.user.id)).toBe(0);
      expect(await storedCvFiles(ctx())).toEqual(before);
      expect(await notificationsOf(ctx(), candidate.user.id)).toEqual([]);
    });

    it('accepts a real PDF named .txt, since the content decides (API.md), and keeps the given name', async () => {
      const candidate = await createUser(ctx());
      const response = await apply(candidate, fields(await newPost()), {
        name: 'cv.txt',
        body: TEST_PDF,
        type: 'text/plain',
      });
      expect(response.status).toBe(201);
      expect(One.parse(response.body).data).toMatchObject({
        cv_file_type: 'pdf',
        cv_file_name: 'cv.txt',
      });
    });

    it('refuses a CV over 5 MB with the Vietnamese message and stores nothing', async () => {
      const candidate = await createUser(ctx());
      const before = await storedCvFiles(ctx());
      const big = Buffer.concat([TEST_PDF, Buffer.alloc(CV_MAX_BYTES, 0x20)]);
      const response = await apply(candidate, fields(await newPost()), {
        name: 'cv.pdf',
        body: big,
      });
      expect([400, 413]).toContain(response.status);
      const error = ApiErrorBodySchema.parse(response.body);
      expect(error.status).toBe(response.status);
      if (response.status === 400) expect(error.errors?.cv).toEqual([MSG_CV_SIZE]);
      else expect(error.message).toBe('Tệp tải lên quá lớn (tối đa 5 MB)');
      expect(await rowsOf(candidate.user.id)).toBe(0);
      expect(await storedCvFiles(ctx())).toEqual(before);
    });

    it('accepts a CV of exactly 5 MB', async () => {
      const candidate = await createUser(ctx());
      const exact = Buffer.concat([TEST_PDF, Buffer.alloc(CV_MAX_BYTES - TEST_PDF.length, 0x20)]);
      const response = await apply(candidate, fields(await newPost()), {
        name: 'cv.pdf',
        body: exact,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    });

    it('answers field errors for missing or invalid fields and a missing file, storing nothing', async () => {
      const candidate = await createUser(ctx());
      const postId = await newPost();
      const before = await storedCvFiles(ctx());
      const missing = await apply(candidate, { post: String(postId) });
      expect(missing.status).toBe(400);
      expect(ApiErrorBodySchema.parse(missing.body).errors).toMatchObject({
        cv: [MSG_CV_MISSING],
        name: ['Vui lòng nhập họ tên'],
        email: ['Vui lòng nhập email'],
        phone_number: ['Vui lòng nhập số điện thoại'],
      });
      const invalid = await apply(
        candidate,
        fields(postId, {
          email: 'không-phải-email',
          phone_number: 'abc',
          name: '   ',
        }),
        pdf,
      );
      expect(invalid.status).toBe(400);
      expect(ApiErrorBodySchema.parse(invalid.body).errors).toEqual({
        name: ['Vui lòng nhập họ tên'],
        email: ['Email không hợp lệ'],
        phone_number: ['Số điện thoại không hợp lệ'],
      });
      const empty = await apply(candidate, fields(postId), {
        name: 'cv.pdf',
        body: Buffer.alloc(0),
      });
      expect(ApiErrorBodySchema.parse(empty.body).errors).toEqual({
        cv: [MSG_CV_MISSING],
      });
      const json = await call('POST', '/api/cv/create/', candidate, fields(postId));
      expect(json.status).toBe(400);
      expect(await rowsOf(candidate.user.id)).toBe(0);
      expect(await storedCvFiles(ctx())).toEqual(before);
    });

    it('allows one application per candidate and post: the second answers 400 and keeps no file', async () => {
      const candidate = await createUser(ctx());
      const postId = await newPost();
      await applyOk(candidate, postId);
      const before = await storedCvFiles(ctx());
      const again = await apply(candidate, fields(postId), pdf);
      expect(again.status).toBe(400);
      expect(ApiErrorBodySchema.parse(again.body).message).toBe(MSG_ALREADY_APPLIED);
      expect(await rowsOf(candidate.user.id)).toBe(1);
      expect(await storedCvFiles(ctx())).toEqual(before);
    });

    it('accepts only public posts: hidden, expired, removed, unapproved or unknown ones answer 400', async () => {
      const candidate = await createUser(ctx());
      const pending = await createEmployer(ctx(), { state: 'pending' });
      const closed = [
        await newPost(employer, { is_active: false }),
        await newPost(employer, { deadline: dateIn(ctx(), -1) }),
        await newPost(employer, { is_removed: true }),
        await newPost(pending),
        2_000_000_000,
      ];
      for (const postId of closed) {
        const response = await apply(candidate, fields(postId), pdf);
        expect(response.status, String(postId)).toBe(400);
        expect(ApiErrorBodySchema.parse(response.body)).toMatchObject({
          message: MSG_POST_CLOSED,
          errors: { post: [MSG_POST_CLOSED] },
        });
      }
      // A deadline of today (Vietnam) is still open.
      await applyOk(candidate, await newPost(employer, { deadline: dateIn(ctx(), 0) }));
      expect(await rowsOf(candidate.user.id)).toBe(1);
    });

    it('limits a candidate without Premium to 10 applications per Vietnamese day (403 with daily_limit and applied_today)', async () => {
      const candidate = await createUser(ctx());
      for (let i = 0; i < DAILY_APPLICATION_LIMIT_FREE; i++) await applyOk(candidate, await newPost());
      const before = await storedCvFiles(ctx());
      const over = await apply(candidate, fields(await newPost()), pdf);
      expect(over.status).toBe(403);
      const error = DailyLimitErrorSchema.parse(over.body);
      expect(error).toMatchObject({
        status: 403,
        daily_limit: 10,
        applied_today: 10,
      });
      expect(error.message).toContain('10');
      expect(await storedCvFiles(ctx())).toEqual(before);

      // 14 hours later it is the next day in Vietnam (00:00 UTC+7 = 17:00 UTC); access tokens live
      // 15 minutes, so the candidate comes back with a new one.
      ctx().clock.advance(14 * 3_600_000);
      try {
        await applyOk({ ...candidate, headers: bearer(await ctx().app.auth.signAccess(candidate.user)) }, await newPost());
      } finally {
        ctx().clock.advance(-14 * 3_600_000);
      }
    });

    it('keeps counting withdrawn applications towards the daily limit (withdraw-and-reapply cannot get around it)', async () => {
      const candidate = await createUser(ctx());
      const sent = [];
      for (let i = 0; i < DAILY_APPLICATION_LIMIT_FREE; i++) sent.push(await applyOk(candidate, await newPost()));
      const withdrawn = sent[0]!;
      expect((await call('POST', `/api/cv/${withdrawn.id}/withdraw/`, candidate)).status).toBe(200);
      for (const postId of [withdrawn.post, await newPost()]) {
        const again = await apply(candidate, fields(postId), pdf);
        expect(again.status).toBe(403);
        expect(DailyLimitErrorSchema.parse(again.body)).toMatchObject({
          daily_limit: 10,
          applied_today: 10,
        });
      }
      expect(await rowsOf(candidate.user.id)).toBe(DAILY_APPLICATION_LIMIT_FREE - 1);
    });

    it('lets a Premium candidate apply beyond the free daily limit', async () => {
      const candidate = await createUser(ctx(), {
        is_premium: true,
        premium_expiry: new Date(ctx().clock.now().getTime() + 30 * DAY_MS),
      });
      for (let i = 0; i <= DAILY_APPLICATION_LIMIT_FREE; i++) await applyOk(candidate, await newPost());
      expect(await rowsOf(candidate.user.id)).toBe(DAILY_APPLICATION_LIMIT_FREE + 1);
    });
  });

  describe('reading', () => {
    it('lists own applications newest first with a status filter and counts over all statuses', async () => {
      const candidate = await createUser(ctx());
      const first = await applyOk(candidate, await newPost());
      ctx().clock.advance(60_000);
      const second = await applyOk(candidate, await newPost(premiumEmployer));
      ctx().clock.advance(60_000);
      const third = await applyOk(candidate, await newPost());
      expect(
        (
          await call('PUT', `/api/cv/${first.id}/status/`, employer, {
            status: 'approved',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call('PUT', `/api/cv/${third.id}/status/`, employer, {
            status: 'rejected',
          })
        ).status,
      ).toBe(200);

      const all = PageOf.parse((await call('GET', '/api/cv/', candidate)).body).data;
      expect(all.results.map((row) => row.id)).toEqual([third.id, second.id, first.id]);
      expect(all.counts).toEqual({
        total: 3,
        pending: 1,
        approved: 1,
        rejected: 1,
      });
      expect(all).toMatchObject({
        total: 3,
        page: 1,
        total_pages: 1,
        page_size: 10,
      });
      expect(all.results[1]).toMatchObject({
        enterprise_name: premiumEmployer.companyName,
        contact_masked: false,
        email: 'ung.vien@example.vn',
      });

      const approved = PageOf.parse((await call('GET', '/api/cv/?status=approved', candidate)).body).data;
      expect(approved.results.map((row) => row.id)).toEqual([first.id]);
      expect(approved.total).toBe(1);
      expect(approved.counts).toEqual(all.counts);

      const paged = PageOf.parse((await call('GET', '/api/cv/?page=2&page_size=2', candidate)).body).data;
      expect(paged.results.map((row) => row.id)).toEqual([first.id]);
      expect(paged.total_pages).toBe(2);
      expect((await call('GET', '/api/cv/?status=unknown', candidate)).status).toBe(400);
    });

    it('shows an application to its candidate and the post owner only (404 for anyone else)', async () => {
      const candidate = await createUser(ctx());
      const application = await applyOk(candidate, await newPost());
      const own = One.parse((await call('GET', `/api/cv/${application.id}/`, candidate)).body).data;
      expect(own).toMatchObject({
        id: application.id,
        email: 'ung.vien@example.vn',
        contact_masked: false,
      });
      const asOwner = await call('GET', `/api/cv/${application.id}/`, employer);
      expect(asOwner.status).toBe(200);
      for (const stranger of [await createUser(ctx()), premiumEmployer, await createUser(ctx(), { role: 'admin' })]) {
        const response = await call('GET', `/api/cv/${application.id}/`, stranger);
        expect(response.status).toBe(404);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_APPLICATION_NOT_FOUND);
      }
      expect((await call('GET', '/api/cv/2000000000/', candidate)).status).toBe(404);
    });

    it('masks email and phone as ***ẩn*** for an employer without CV contact access, keeps the name, and shows them with Premium', async () => {
      const candidate = await createUser(ctx());
      const plain = await applyOk(candidate, await newPost());
      const premium = await applyOk(candidate, await newPost(premiumEmployer));

      const masked = One.parse((await call('GET', `/api/cv/${plain.id}/`, employer)).body).data;
      expect(masked).toMatchObject({
        name: 'Trần Thị Ứng Viên',
        email: MASKED_CONTACT,
        phone_number: MASKED_CONTACT,
        contact_masked: true,
      });
      const list = PageOf.parse((await call('GET', `/api/cv/post/${plain.post}/`, employer)).body).data;
      expect(list.results[0]).toMatchObject({
        name: 'Trần Thị Ứng Viên',
        email: MASKED_CONTACT,
        phone_number: MASKED_CONTACT,
        contact_masked: true,
      });

      const shown = One.parse((await call('GET', `/api/cv/${premium.id}/`, premiumEmployer)).body).data;
      expect(shown).toMatchObject({
        email: 'ung.vien@example.vn',
        phone_number: '0912 345 678',
        contact_masked: false,
      });

      // Premium that ran out no longer gives access.
      ctx().clock.advance(31 * DAY_MS);
      try {
        // (a fresh token: the first one expired with the clock)
        const fresh = {
          ...premiumEmployer,
          headers: bearer(await ctx().app.auth.signAccess(premiumEmployer.user)),
        };
        const expired = One.parse((await call('GET', `/api/cv/${premium.id}/`, fresh)).body).data;
        expect(expired).toMatchObject({
          email: MASKED_CONTACT,
          contact_masked: true,
        });
      } finally {
        ctx().clock.advance(-31 * DAY_MS);
      }
    });

    it('serves the CV file to the candidate and the post owner with its type and name, and 404 to others', async () => {
      const candidate = await createUser(ctx());
      const application = await applyOk(candidate, await newPost());
      for (const user of [candidate, employer]) {
        const response = await ctx().inject({
          method: 'GET',
          url: `/api/cv/${application.id}/file/`,
          headers: user.headers,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(`inline; filename="ho-so.pdf"; filename*=UTF-8''ho-so.pdf`);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.rawPayload.equals(TEST_PDF)).toBe(true);
      }
      for (const stranger of [await createUser(ctx()), premiumEmployer]) {
        const response = await ctx().inject({
          method: 'GET',
          url: `/api/cv/${application.id}/file/`,
          headers: stranger.headers,
        });
        expect(response.statusCode).toBe(404);
        expect(ApiErrorBodySchema.parse(response.json()).message).toBe(MSG_APPLICATION_NOT_FOUND);
      }
      expect(
        (
          await ctx().inject({
            method: 'GET',
            url: `/api/cv/${application.id}/file/`,
          })
        ).statusCode,
      ).toBe(401);

      const docx = await apply(candidate, fields(await newPost()), {
        name: 'Hồ sơ Nguyễn.docx',
        body: TEST_DOCX,
      });
      const docxId = One.parse(docx.body).data.id;
      const file = await ctx().inject({
        method: 'GET',
        url: `/api/cv/${docxId}/file/`,
        headers: employer.headers,
      });
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="Ho so Nguyen.docx"; filename*=UTF-8''${encodeURIComponent('Hồ sơ Nguyễn.docx')}`);
    });
    it('answers 404, not a 500, when the stored CV file has gone missing', async () => {
      const candidate = await createUser(ctx());
      const application = await applyOk(candidate, await newPost());
      const [row] = await selectRows<{ cv_path: string }>(ctx().database.db, sql`select cv_path from applications where id = ${application.id}`);
      await unlink(storedFilePath(ctx().env.UPLOAD_DIR, row!.cv_path));
      const response = await ctx().inject({
        method: 'GET',
        url: `/api/cv/${application.id}/file/`,
        headers: candidate.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).message).toBe(MSG_CV_FILE_MISSING);
    });
  });

  describe('reviewing (post owner)', () => {
    it('changes the status with a note and notifies the candidate (cv_status_changed) only when it changes', async () => {
      const candidate = await createUser(ctx());
      const application = await applyOk(candidate, await newPost());
      const response = await call('PUT', `/api/cv/${application.id}/status/`, employer, { status: 'approved', note: 'Mời phỏng vấn' });
      expect(response.status).toBe(200);
      expect(One.parse(response.body).data).toMatchObject({
        status: 'approved',
        note: 'Mời phỏng vấn',
      });
      const [changed] = await notificationsOf(ctx(), candidate.user.id, 'cv_status_changed');
      expect(changed).toMatchObject({
        object_id: application.id,
        actor_id: employer.user.id,
        title: 'Hồ sơ đã được duyệt',
      });
      expect(changed!.message).toContain(employer.companyName);

      await call('PUT', `/api/cv/${application.id}/status/`, employer, {
        status: 'approved',
      });
      expect(await notificationsOf(ctx(), candidate.user.id, 'cv_status_changed')).toHaveLength(1);
      const kept = One.parse((await call('GET', `/api/cv/${application.id}/`, employer)).body).data;
      expect(kept.note).toBe('Mời phỏng vấn');

      await call('PUT', `/api/cv/${application.id}/status/`, employer, {
        status: 'rejected',
      });
      const all = await notificationsOf(ctx(), candidate.user.id, 'cv_status_changed');
      expect(all.map((row) => row.title)).toEqual(['Hồ sơ đã được duyệt', 'Hồ sơ chưa phù hợp']);

      expect(
        (
          await call('PUT', `/api/cv/${application.id}/status/`, employer, {
            status: 'hired',
          })
        ).status,
      ).toBe(400);
      expect((await call('PUT', `/api/cv/${application.id}/status/`, premiumEmployer, { status: 'approved' })).status).toBe(404);
    });

    it('saves a private note without notifying the candidate', async () => {
      const candidate = await createUser(ctx());
      const application = await applyOk(candidate, await newPost());
      const before = (await notificationsOf(ctx(), candidate.user.id)).length;
      const response = await call('PUT', `/api/cv/${application.id}/note/`, employer, { note: 'Ứng viên tiềm năng' });
      expect(response.status).toBe(200);
      expect(One.parse(response.body)).toMatchObject({
        message: 'Đã lưu ghi chú',
        data: { note: 'Ứng viên tiềm năng', status: 'pending' },
      });
      expect((await notificationsOf(ctx(), candidate.user.id)).length).toBe(before);
      expect((await call('PUT', `/api/cv/${application.id}/note/`, premiumEmployer, { note: 'x' })).status).toBe(404);
      expect((await call('PUT', `/api/cv/${application.id}/note/`, employer, {})).status).toBe(400);
    });

    it('marks an application viewed and notifies cv_viewed once only', async () => {
      const candidate = await createUser(ctx());
      const application = await applyOk(candidate, await newPost());
      const first = await call('POST', `/api/cv/mark-as-viewed/${application.id}/`, employer);
      expect(first.status).toBe(200);
      expect(One.parse(first.body).data.is_viewed).toBe(true);
      const second = await call('POST', `/api/cv/mark-as-viewed/${application.id}/`, employer);
      expect(One.parse(second.body).data.is_viewed).toBe(true);
      const viewed = await notificationsOf(ctx(), candidate.user.id, 'cv_viewed');
      expect(viewed).toHaveLength(1);
      expect(viewed[0]).toMatchObject({
        title: CV_VIEWED_TITLE,
        message: CV_VIEWED_MESSAGE,
        object_id: application.id,
      });
      expect((await call('POST', `/api/cv/mark-as-viewed/${application.id}/`, premiumEmployer)).status).toBe(404);
    });

    it('lists a post’s applicants with status and viewed filters, 404 for another employer’s post', async () => {
      const postId = await newPost();
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push((await applyOk(await createUser(ctx()), postId)).id);
        ctx().clock.advance(1_000);
      }
      const [a, b, c] = ids as [number, number, number];
      await call('PUT', `/api/cv/${a}/status/`, employer, {
        status: 'approved',
      });
      await call('POST', `/api/cv/mark-as-viewed/${b}/`, employer);
      const list = async (query = '') => PageOf.parse((await call('GET', `/api/cv/post/${postId}/${query}`, employer)).body).data;

      const all = await list();
      expect(all.results.map((row) => row.id)).toEqual([c, b, a]);
      expect(all.counts).toEqual({
        total: 3,
        pending: 2,
        approved: 1,
        rejected: 0,
      });
      expect((await list('?status=pending')).results.map((row) => row.id)).toEqual([c, b]);
      expect((await list('?is_viewed=true')).results.map((row) => row.id)).toEqual([b]);
      expect((await list('?is_viewed=false&status=pending')).results.map((row) => row.id)).toEqual([c]);
      expect((await list('?is_viewed=false')).total).toBe(2);

      const other = await call('GET', `/api/cv/post/${postId}/`, premiumEmployer);
      expect(other.status).toBe(404);
      expect(ApiErrorBodySchema.parse(other.body).message).toBe('Không tìm thấy tin tuyển dụng');
    });
  });

  describe('withdrawing', () => {
    it('withdraws a pending application (POST …/withdraw/ and DELETE), removes its file and notifies the employer (application_withdrawn)', async () => {
      const candidate = await createUser(ctx());
      const postId = await newPost(employer, { title: 'Kế toán tổng hợp' });
      for (const how of ['POST', 'DELETE'] as const) {
        const application = await applyOk(candidate, postId);
        const files = await storedCvFiles(ctx());
        const response = await call(how, how === 'POST' ? `/api/cv/${application.id}/withdraw/` : `/api/cv/${application.id}/`, candidate);
        expect(response.status).toBe(200);
        expect(MessageEnvelopeSchema.parse(response.body).message).toBe('Đã rút hồ sơ ứng tuyển');
        expect(await rowsOf(candidate.user.id)).toBe(0);
        expect((await storedCvFiles(ctx())).length).toBe(files.length - 1);
        expect((await call('GET', `/api/cv/${application.id}/`, candidate)).status).toBe(404);
      }
      const withdrawn = (await notificationsOf(ctx(), employer.user.id, 'application_withdrawn')).filter((row) => row.actor_id === candidate.user.id);
      expect(withdrawn).toHaveLength(2);
      expect(withdrawn[0]).toMatchObject({
        object_id: postId,
        title: 'Ứng viên rút hồ sơ',
      });
      expect(withdrawn[0]!.message).toContain('Kế toán tổng hợp');
    });

    it('refuses to withdraw a reviewed application (400) or someone else’s (404)', async () => {
      const candidate = await createUser(ctx());
      const application = await applyOk(candidate, await newPost());
      expect((await call('POST', `/api/cv/${application.id}/withdraw/`, await createUser(ctx()))).status).toBe(404);
      await call('PUT', `/api/cv/${application.id}/status/`, employer, {
        status: 'rejected',
      });
      const response = await call('POST', `/api/cv/${application.id}/withdraw/`, candidate);
      expect(response.status).toBe(400);
      expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_WITHDRAW_REVIEWED);
      expect(await rowsOf(candidate.user.id)).toBe(1);
    });
  });
});
