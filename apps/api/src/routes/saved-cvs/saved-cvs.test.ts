import { ApiErrorBodySchema, ApplicationSchema, SAVED_CV_LIMIT, SavedCvSchema, envelope } from '@jobhub/sdk/contract';
import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DOCX, TEST_PLAIN_ZIP, TEST_PNG, multipartForm, storedCvFiles, type FormFile } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { TEST_PDF, VIETNAM_MORNING, createEmployerSetup, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';
import { MSG_CV_BOTH, MSG_SAVED_CV_CHOICE } from '../applications/applications.messages';
import { MSG_CV_TYPE } from '../cv-upload-form';
import { MSG_SAVED_CV_LIMIT, MSG_SAVED_CV_NOT_FOUND } from './saved-cvs.routes';

const One = envelope(SavedCvSchema);
const List = envelope(z.array(SavedCvSchema));
const Applied = envelope(ApplicationSchema);

describeEachDatabase('CV library (/api/profile/cvs/)', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;

  const pdf = (name = 'ho-so.pdf', body: Buffer = TEST_PDF): FormFile => ({
    name,
    body,
    type: 'application/pdf',
  });
  const docx: FormFile = {
    name: 'cv-word.docx',
    body: TEST_DOCX,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  const multipart = async (user: CreatedUser, url: string, fields: Record<string, string>, cv?: FormFile) => {
    const { payload, headers } = multipartForm(fields, cv ? { cv } : {});
    const response = await ctx().inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...user.headers },
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const upload = (user: CreatedUser, cv?: FormFile, name?: string) => multipart(user, '/api/profile/cvs/', name === undefined ? {} : { name }, cv);
  const uploadOk = async (user: CreatedUser, cv: FormFile = pdf(), name?: string) => {
    const response = await upload(user, cv, name);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return One.parse(response.body).data;
  };
  const call = async (method: 'GET' | 'PATCH' | 'DELETE', url: string, user: CreatedUser, payload?: object) => {
    const response = await ctx().inject({
      method,
      url,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
    const json = (response.headers['content-type'] ?? '').toString().includes('json');
    return {
      status: response.statusCode,
      body: (json ? response.json() : null) as unknown,
      raw: response.rawPayload,
    };
  };
  const list = async (user: CreatedUser) => List.parse((await call('GET', '/api/profile/cvs/', user)).body).data;
  const applyFields = (postId: number, extra: Record<string, string> = {}) => ({
    post: String(postId),
    name: 'Trần Thị Ứng Viên',
    email: 'ung.vien@example.vn',
    phone_number: '0912 345 678',
    ...extra,
  });
  const apply = (user: CreatedUser, fields: Record<string, string>, cv?: FormFile) => multipart(user, '/api/cv/create/', fields, cv);

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
  });

  describe('the library', () => {
    it('keeps PDF and DOCX recognised by content, the first as the default, named after the file unless named', async () => {
      const me = await createUser(ctx());
      expect(await list(me)).toEqual([]);
      const first = await uploadOk(me, pdf('Nguyễn Văn A - CV.pdf'));
      expect(first).toMatchObject({
        name: 'Nguyễn Văn A - CV',
        file_name: 'Nguyễn Văn A - CV.pdf',
        file_type: 'pdf',
        size: TEST_PDF.length,
        is_default: true,
      });
      expect(first.file).toBe(`/api/profile/cvs/${first.id}/file/`);
      const second = await uploadOk(me, docx, '  CV tiếng Anh ');
      expect(second).toMatchObject({
        name: 'CV tiếng Anh',
        file_type: 'docx',
        is_default: false,
      });
      expect((await list(me)).map((cv) => cv.id)).toEqual([first.id, second.id]);
      const file = await call('GET', second.file, me);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.raw, TEST_DOCX)).toBe(0);
    });

    it('refuses files that are not PDF/DOCX by content, a missing file and a too long name, storing nothing', async () => {
      const me = await createUser(ctx());
      const before = (await storedCvFiles(ctx())).length;
      for (const body of [TEST_PNG, TEST_PLAIN_ZIP]) {
        const refused = await upload(me, {
          name: 'cv.pdf',
          body,
          type: 'application/pdf',
        });
        expect(refused.status).toBe(400);
        expect(ApiErrorBodySchema.parse(refused.body).errors?.cv).toEqual([MSG_CV_TYPE]);
      }
      expect((await upload(me)).status).toBe(400);
      const long = await upload(me, pdf(), 'x'.repeat(101));
      expect(Object.keys(ApiErrorBodySchema.parse(long.body).errors ?? {})).toEqual(['name']);
      expect(await list(me)).toEqual([]);
      expect((await storedCvFiles(ctx())).length).toBe(before);
    });

    it(`holds at most ${SAVED_CV_LIMIT} CVs`, async () => {
      const me = await createUser(ctx());
      for (let i = 0; i < SAVED_CV_LIMIT; i++) await uploadOk(me, pdf(`cv-${i}.pdf`));
      const refused = await upload(me, pdf('cv-extra.pdf'));
      expect(refused.status).toBe(400);
      expect(ApiErrorBodySchema.parse(refused.body).errors?.cv).toEqual([MSG_SAVED_CV_LIMIT]);
      expect(await list(me)).toHaveLength(SAVED_CV_LIMIT);
    });

    it('renames, moves the default, and on deleting the default gives it to the newest left', async () => {
      const me = await createUser(ctx());
      const a = await uploadOk(me, pdf('a.pdf'));
      ctx().clock.advance(1000);
      const b = await uploadOk(me, pdf('b.pdf'));
      ctx().clock.advance(1000);
      const c = await uploadOk(me, pdf('c.pdf'));
      const renamed = await call('PATCH', `/api/profile/cvs/${b.id}/`, me, {
        name: 'CV Backend',
        is_default: true,
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(One.parse(renamed.body).data).toMatchObject({
        id: b.id,
        name: 'CV Backend',
        is_default: true,
      });
      expect((await list(me)).map((cv) => [cv.id, cv.is_default])).toEqual([
        [b.id, true],
        [c.id, false],
        [a.id, false],
      ]);
      expect((await call('PATCH', `/api/profile/cvs/${b.id}/`, me, { name: '   ' })).status).toBe(400);
      expect((await call('DELETE', `/api/profile/cvs/${b.id}/`, me)).status).toBe(200);
      expect((await list(me)).map((cv) => [cv.id, cv.is_default])).toEqual([
        [c.id, true],
        [a.id, false],
      ]);
    });

    it("answers 404 for another candidate's CV (read, rename, delete, file) and is for candidates only", async () => {
      const owner = await createUser(ctx());
      const other = await createUser(ctx());
      const cv = await uploadOk(owner);
      for (const [method, url, payload] of [
        ['GET', cv.file],
        ['PATCH', `/api/profile/cvs/${cv.id}/`, { name: 'Của tôi' }],
        ['DELETE', `/api/profile/cvs/${cv.id}/`],
      ] as const) {
        const response = await call(method, url, other, payload);
        expect(response.status).toBe(404);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_SAVED_CV_NOT_FOUND);
      }
      expect((await list(owner))[0]).toMatchObject({
        id: cv.id,
        name: cv.name,
      });
      expect((await call('GET', '/api/profile/cvs/', employer)).status).toBe(403);
      expect((await ctx().inject({ method: 'GET', url: '/api/profile/cvs/' })).statusCode).toBe(401);
    });
  });

  describe('applying with the library', () => {
    it('applies with a saved CV through its own copy, which survives deleting the saved CV', async () => {
      const me = await createUser(ctx());
      const saved = await uploadOk(me, pdf('thu-vien.pdf'));
      const postId = await insertPost(ctx(), employer, catalogue);
      const response = await apply(me, applyFields(postId, { saved_cv_id: String(saved.id) }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const application = Applied.parse(response.body).data;
      expect(application).toMatchObject({
        cv_file_name: 'thu-vien.pdf',
        cv_file_type: 'pdf',
      });
      // A refused apply (already applied) leaves no copy behind.
      const files = (await storedCvFiles(ctx())).length;
      expect((await apply(me, applyFields(postId, { saved_cv_id: String(saved.id) }))).status).toBe(400);
      expect((await storedCvFiles(ctx())).length).toBe(files);
      expect((await call('DELETE', `/api/profile/cvs/${saved.id}/`, me)).status).toBe(200);
      const file = await ctx().inject({
        method: 'GET',
        url: `/api/cv/${application.id}/file/`,
        headers: employer.headers,
      });
      expect(file.statusCode).toBe(200);
      expect(Buffer.compare(file.rawPayload, TEST_PDF)).toBe(0);
    });

    it("refuses another candidate's saved CV, and a saved CV together with a file", async () => {
      const owner = await createUser(ctx());
      const saved = await uploadOk(owner);
      const other = await createUser(ctx());
      const postId = await insertPost(ctx(), employer, catalogue);
      const stolen = await apply(other, applyFields(postId, { saved_cv_id: String(saved.id) }));
      expect(stolen.status).toBe(400);
      expect(ApiErrorBodySchema.parse(stolen.body).errors?.saved_cv_id).toEqual([MSG_SAVED_CV_CHOICE]);
      const both = await apply(owner, applyFields(postId, { saved_cv_id: String(saved.id) }), pdf());
      expect(ApiErrorBodySchema.parse(both.body).errors?.cv).toEqual([MSG_CV_BOTH]);
    });

    it('keeps a new upload in the library with save_cv=true (only while there is room); old clients send just the file', async () => {
      const me = await createUser(ctx());
      const oldClient = await apply(me, applyFields(await insertPost(ctx(), employer, catalogue)), pdf('cu.pdf'));
      expect(oldClient.status, JSON.stringify(oldClient.body)).toBe(201);
      expect(await list(me)).toEqual([]);
      const kept = await apply(
        me,
        applyFields(await insertPost(ctx(), employer, catalogue), {
          save_cv: 'true',
        }),
        pdf('moi.pdf'),
      );
      expect(kept.status).toBe(201);
      const [entry] = await list(me);
      expect(entry).toMatchObject({
        name: 'moi',
        file_name: 'moi.pdf',
        is_default: true,
      });
      // The library's copy is its own file: deleting the application's copy leaves it.
      const application = Applied.parse(kept.body).data;
      expect(
        (
          await ctx().inject({
            method: 'POST',
            url: `/api/cv/${application.id}/withdraw/`,
            headers: me.headers,
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('GET', entry!.file, me)).status).toBe(200);
      for (let i = 1; i < SAVED_CV_LIMIT; i++) await uploadOk(me, pdf(`cv-${i}.pdf`));
      const full = await apply(
        me,
        applyFields(await insertPost(ctx(), employer, catalogue), {
          save_cv: 'true',
        }),
        pdf('thua.pdf'),
      );
      expect(full.status).toBe(201);
      expect(await list(me)).toHaveLength(SAVED_CV_LIMIT);
    });
  });
});
