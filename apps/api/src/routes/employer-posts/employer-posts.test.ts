import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sql } from 'drizzle-orm';
import {
  ApiErrorBodySchema,
  EmployerPostDetailSchema,
  EmployerPostPageSchema,
  FREE_ACTIVE_POST_LIMIT,
  MessageEnvelopeSchema,
  PostPageResponseSchema,
  envelope,
  type PostWriteBody,
} from '@jobhub/sdk/contract';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import {
  createCatalogue,
  createEmployer,
  dateIn,
  insertApplication,
  insertPost,
  postBody,
  type TestCatalogue,
  type TestEmployer,
} from '../../test/employer-fixtures';
import { callApi, createUser, uniqueSuffix } from '../../test/helpers';
import {
  MSG_DELETE_WHILE_ACTIVE,
  MSG_DELETE_WITH_APPLICATIONS,
  MSG_EDIT_WHILE_ACTIVE,
  MSG_ENTERPRISE_REJECTED,
  MSG_NO_ENTERPRISE,
  MSG_POSITION_FIELD,
  MSG_POSITION_UNKNOWN,
  MSG_POST_NOT_FOUND,
  MSG_SHOW_EXPIRED,
  MSG_SHOW_REMOVED,
  PREMIUM_ACTIVE_POST_LIMIT,
} from './employer-posts.handlers';

const DetailResponse = envelope(EmployerPostDetailSchema);
const PageResponse = envelope(EmployerPostPageSchema);
const ToggleResponse = envelope(z.object({ is_active: z.boolean() }));

describeEachDatabase('employer posts', (kind) => {
  const ctx = useTestContext(kind);
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: { headers: Record<string, string> } | null, payload?: unknown) =>
    callApi(ctx(), method, url, who, payload);
  const create = (who: TestEmployer, body: PostWriteBody) => call('POST', '/api/posts/create/', who, body);
  const errorOf = (body: unknown) => ApiErrorBodySchema.parse(body);
  const search = async (q: string) => {
    const response = await call('GET', `/api/posts/search/?q=${encodeURIComponent(q)}`, null);
    expect(response.status).toBe(200);
    return PostPageResponseSchema.parse(response.body).data;
  };
  const postCount = async (enterpriseId: number) => {
    const [row] = await selectRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from posts where enterprise_id = ${enterpriseId}`);
    return Number(row?.n ?? 0);
  };
  const postRow = async (id: number) => {
    const [row] = await selectRows<{ title: string; is_active: boolean; is_removed: boolean }>(
      ctx().database.db,
      sql`select title, is_active, is_removed from posts where id = ${id}`,
    );
    return row;
  };

  describe('create', () => {
    it('creates an active post, sanitises rich text and makes it searchable at once without accents', async () => {
      const employer = await createEmployer(ctx());
      const word = `tuyendung${uniqueSuffix()}`;
      const response = await create(
        employer,
        postBody(ctx(), catalogue, {
          title: `Kỹ sư Đường ống ${word}`,
          description: '<p onclick="steal()">Thi công <script>alert(1)</script><a href="javascript:x">đường ống</a></p>',
        }),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const data = DetailResponse.parse(response.body).data;
      expect(data).toMatchObject({ title: `Kỹ sư Đường ống ${word}`, is_active: true, is_removed: false, total_cvs: 0, enterprise: employer.enterpriseId });
      expect(data.field.id).toBe(catalogue.fieldId);
      // Since issue 26 (item 1) the stored HTML is answered in description_html, description is its text.
      expect(data.description_html).toBe('<p>Thi công đường ống</p>');
      expect(data.description).toBe('Thi công đường ống');

      const found = await search(`ky su duong ong ${word}`);
      expect(found.results.map((row) => row.id)).toEqual([data.id]);
      // Company name and body text are searchable too.
      expect((await search(`thi cong ${word}`)).total).toBe(1);
    });

    it('refuses invalid input with Vietnamese field errors and writes nothing', async () => {
      const employer = await createEmployer(ctx());
      const cases: [Partial<PostWriteBody> & Record<string, unknown>, string, string | undefined][] = [
        [{ salary_min: 30_000_000, salary_max: 10_000_000 }, 'salary_min', 'Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa'],
        [{ deadline: dateIn(ctx(), -1) }, 'deadline', 'Hạn nộp hồ sơ không được ở trong quá khứ'],
        [{ deadline: '2026-02-30x' }, 'deadline', undefined],
        [{ position: catalogue.otherPositionId }, 'position', MSG_POSITION_FIELD],
        [{ position: 2_000_000_000, field: undefined }, 'position', MSG_POSITION_UNKNOWN],
        [{ city: 'Paris' as PostWriteBody['city'] }, 'city', 'Tỉnh/thành phố không hợp lệ'],
        [{ level: 'CEO' as PostWriteBody['level'] }, 'level', 'Cấp bậc không hợp lệ'],
        [{ experience: '10 năm' as PostWriteBody['experience'] }, 'experience', 'Kinh nghiệm không hợp lệ'],
        [{ type_working: 'Part-time' as PostWriteBody['type_working'] }, 'type_working', 'Hình thức làm việc không hợp lệ'],
        [{ description: '<script>alert(1)</script>' }, 'description', 'Vui lòng nhập mô tả công việc'],
        [{ title: 'abc' }, 'title', 'Tiêu đề phải có ít nhất 5 ký tự'],
        [{ quantity: 0 }, 'quantity', 'Số lượng tối thiểu là 1'],
        [{ salary_min: null, salary_max: null, is_salary_negotiable: false }, 'salary_min', 'Vui lòng nhập mức lương hoặc chọn thỏa thuận'],
      ];
      for (const [overrides, field, message] of cases) {
        const response = await create(employer, postBody(ctx(), catalogue, overrides));
        expect(response.status, `${field}: ${JSON.stringify(response.body)}`).toBe(400);
        const errors = errorOf(response.body).errors ?? {};
        expect(errors[field], JSON.stringify(errors)).toBeDefined();
        if (message) expect(errors[field]).toContain(message);
      }
      expect(await postCount(employer.enterpriseId)).toBe(0);
    });

    it(`stops a free employer at ${FREE_ACTIVE_POST_LIMIT} live posts with 403, current_posts and max_posts`, async () => {
      const employer = await createEmployer(ctx());
      // Hidden, taken-down and expired posts do not count.
      await insertPost(ctx(), employer, catalogue, { is_active: false });
      await insertPost(ctx(), employer, catalogue, { is_removed: true, is_active: false });
      await insertPost(ctx(), employer, catalogue, { deadline: dateIn(ctx(), -3) });
      for (let index = 0; index < FREE_ACTIVE_POST_LIMIT; index++) {
        expect((await create(employer, postBody(ctx(), catalogue))).status).toBe(201);
      }
      const before = await postCount(employer.enterpriseId);
      const refused = await create(employer, postBody(ctx(), catalogue));
      expect(refused.status).toBe(403);
      expect(errorOf(refused.body)).toMatchObject({ status: 403, current_posts: FREE_ACTIVE_POST_LIMIT, max_posts: FREE_ACTIVE_POST_LIMIT });
      expect(await postCount(employer.enterpriseId)).toBe(before);
    });

    it('lets concurrent creates pass the limit only as far as it goes', async () => {
      const employer = await createEmployer(ctx());
      const answers = await Promise.all(Array.from({ length: FREE_ACTIVE_POST_LIMIT + 2 }, () => create(employer, postBody(ctx(), catalogue))));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(FREE_ACTIVE_POST_LIMIT);
      expect(answers.filter((answer) => answer.status === 403)).toHaveLength(2);
    });

    it(`gives a Premium employer the package limit (${PREMIUM_ACTIVE_POST_LIMIT})`, async () => {
      const employer = await createEmployer(ctx(), { premium: true });
      for (let index = 0; index < FREE_ACTIVE_POST_LIMIT; index++) await insertPost(ctx(), employer, catalogue);
      expect((await create(employer, postBody(ctx(), catalogue))).status).toBe(201);
      for (let index = FREE_ACTIVE_POST_LIMIT + 1; index < PREMIUM_ACTIVE_POST_LIMIT; index++) await insertPost(ctx(), employer, catalogue);
      const refused = await create(employer, postBody(ctx(), catalogue));
      expect(errorOf(refused.body)).toMatchObject({ status: 403, current_posts: PREMIUM_ACTIVE_POST_LIMIT, max_posts: PREMIUM_ACTIVE_POST_LIMIT });
    });

    it('needs an approved or pending company: none → 404, rejected → 403, pending → 201', async () => {
      const noCompany = await createUser(ctx(), { role: 'employer' });
      const none = await call('POST', '/api/posts/create/', noCompany, postBody(ctx(), catalogue));
      expect(none.status).toBe(404);
      expect(errorOf(none.body).message).toBe(MSG_NO_ENTERPRISE);
      const rejected = await createEmployer(ctx(), { state: 'rejected' });
      const refused = await create(rejected, postBody(ctx(), catalogue));
      expect(refused.status).toBe(403);
      expect(errorOf(refused.body).message).toBe(MSG_ENTERPRISE_REJECTED);
      expect((await call('GET', '/api/posts/enterprise/', rejected)).status).toBe(403);
      const pending = await createEmployer(ctx(), { state: 'pending' });
      expect((await create(pending, postBody(ctx(), catalogue))).status).toBe(201);
    });

    it('is for employers only', async () => {
      const candidate = await createUser(ctx(), { role: 'candidate' });
      expect((await call('POST', '/api/posts/create/', candidate, postBody(ctx(), catalogue))).status).toBe(403);
      expect((await call('POST', '/api/posts/create/', null, postBody(ctx(), catalogue))).status).toBe(401);
    });
  });

  describe('update', () => {
    it('is refused while the post is shown, then rewrites the post and its search words once hidden', async () => {
      const employer = await createEmployer(ctx());
      const oldWord = `cu${uniqueSuffix()}`;
      const newWord = `moi${uniqueSuffix()}`;
      const created = DetailResponse.parse((await create(employer, postBody(ctx(), catalogue, { title: `Nhân viên ${oldWord}` }))).body).data;
      const url = `/api/posts/update/${created.id}/`;
      const whileActive = await call('PUT', url, employer, postBody(ctx(), catalogue, { title: `Nhân viên ${newWord}` }));
      expect(whileActive.status).toBe(400);
      expect(errorOf(whileActive.body).message).toBe(MSG_EDIT_WHILE_ACTIVE);
      expect((await postRow(created.id))?.title).toBe(`Nhân viên ${oldWord}`);

      expect(ToggleResponse.parse((await call('PUT', `/api/post/${created.id}/toggle-status/`, employer)).body).data.is_active).toBe(false);
      const updated = await call(
        'PUT',
        url,
        employer,
        postBody(ctx(), catalogue, { title: `Kế toán tổng hợp ${newWord}`, position: catalogue.otherPositionId, field: catalogue.otherFieldId, city: 'Đà Nẵng' }),
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(DetailResponse.parse(updated.body).data).toMatchObject({ title: `Kế toán tổng hợp ${newWord}`, city: 'Đà Nẵng', is_active: false });

      expect((await call('PUT', `/api/post/${created.id}/toggle-status/`, employer)).status).toBe(200);
      expect((await search(`ke toan tong hop ${newWord}`)).results.map((row) => row.id)).toEqual([created.id]);
      expect((await search(oldWord)).total).toBe(0);
      const byFilter = await call('GET', `/api/posts/search/?q=${newWord}&city=${encodeURIComponent('Đà Nẵng')}&field=${catalogue.otherFieldId}`, null);
      expect(PostPageResponseSchema.parse(byFilter.body).data.total).toBe(1);
    });

    it('validates like create and leaves the post unchanged on failure', async () => {
      const employer = await createEmployer(ctx());
      const id = await insertPost(ctx(), employer, catalogue, { is_active: false, title: 'Tin giữ nguyên' });
      const response = await call('PUT', `/api/posts/update/${id}/`, employer, postBody(ctx(), catalogue, { deadline: dateIn(ctx(), -2) }));
      expect(response.status).toBe(400);
      expect(errorOf(response.body).errors?.deadline).toBeDefined();
      expect((await postRow(id))?.title).toBe('Tin giữ nguyên');
    });
  });

  describe('delete', () => {
    it('is refused while shown or once the post has applications, and deletes a hidden post otherwise', async () => {
      const employer = await createEmployer(ctx());
      const candidate = await createUser(ctx(), { role: 'candidate' });
      const shown = await insertPost(ctx(), employer, catalogue);
      const whileShown = await call('DELETE', `/api/posts/delete/${shown}/`, employer);
      expect(whileShown.status).toBe(400);
      expect(errorOf(whileShown.body).message).toBe(MSG_DELETE_WHILE_ACTIVE);

      const withApplication = await insertPost(ctx(), employer, catalogue, { is_active: false });
      const applicationId = await insertApplication(ctx(), withApplication, candidate.user.id);
      const refused = await call('DELETE', `/api/posts/delete/${withApplication}/`, employer);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe(MSG_DELETE_WITH_APPLICATIONS);
      const kept = await selectRows(ctx().database.db, sql`select id from applications where id = ${applicationId}`);
      expect(kept).toHaveLength(1);

      const hidden = await insertPost(ctx(), employer, catalogue, { is_active: false });
      const deleted = await call('DELETE', `/api/posts/delete/${hidden}/`, employer);
      expect(deleted.status).toBe(200);
      expect(MessageEnvelopeSchema.parse(deleted.body).message).toBe('Đã xóa tin tuyển dụng');
      expect(await postRow(hidden)).toBeUndefined();
      expect((await call('GET', `/api/post/enterprise/${hidden}/`, employer)).status).toBe(404);
    });
  });

  describe('toggle', () => {
    it('hides and shows a post; search follows', async () => {
      const employer = await createEmployer(ctx());
      const word = `bat${uniqueSuffix()}`;
      const id = await insertPost(ctx(), employer, catalogue, { title: `Tin ${word}` });
      const url = `/api/post/${id}/toggle-status/`;
      const hidden = await call('PUT', url, employer);
      expect(ToggleResponse.parse(hidden.body)).toMatchObject({ status: 200, message: 'Đã ẩn tin tuyển dụng', data: { is_active: false } });
      expect((await search(word)).total).toBe(0);
      const shown = await call('PUT', url, employer);
      expect(ToggleResponse.parse(shown.body)).toMatchObject({ status: 200, data: { is_active: true } });
      expect((await search(word)).total).toBe(1);
    });

    it('refuses to show a post over the limit (403), a taken-down post or an expired one (400)', async () => {
      const employer = await createEmployer(ctx());
      for (let index = 0; index < FREE_ACTIVE_POST_LIMIT; index++) await insertPost(ctx(), employer, catalogue);
      const hidden = await insertPost(ctx(), employer, catalogue, { is_active: false });
      const overLimit = await call('PUT', `/api/post/${hidden}/toggle-status/`, employer);
      expect(overLimit.status).toBe(403);
      expect(errorOf(overLimit.body)).toMatchObject({ current_posts: FREE_ACTIVE_POST_LIMIT, max_posts: FREE_ACTIVE_POST_LIMIT });
      expect((await postRow(hidden))?.is_active).toBe(false);

      const removed = await insertPost(ctx(), employer, catalogue, { is_active: false, is_removed: true });
      expect(errorOf((await call('PUT', `/api/post/${removed}/toggle-status/`, employer)).body).message).toBe(MSG_SHOW_REMOVED);
      const expired = await insertPost(ctx(), employer, catalogue, { is_active: false, deadline: dateIn(ctx(), -1) });
      expect(errorOf((await call('PUT', `/api/post/${expired}/toggle-status/`, employer)).body).message).toBe(MSG_SHOW_EXPIRED);
    });
  });

  describe('own list and detail', () => {
    it('lists only own posts with state, CV counts, status filter and accent-insensitive q', async () => {
      const employer = await createEmployer(ctx());
      const other = await createEmployer(ctx());
      const candidate = await createUser(ctx(), { role: 'candidate' });
      const active = await insertPost(ctx(), employer, catalogue, { title: 'Kế toán trưởng' });
      const hidden = await insertPost(ctx(), employer, catalogue, { title: 'Lập trình viên', is_active: false });
      const expired = await insertPost(ctx(), employer, catalogue, { title: 'Kế toán nội bộ', deadline: dateIn(ctx(), -5) });
      await insertPost(ctx(), other, catalogue, { title: 'Kế toán của công ty khác' });
      await insertApplication(ctx(), active, candidate.user.id);
      await ctx().database.db.execute(sql`update applications set is_viewed = true where post_id = ${active}`);
      await insertApplication(ctx(), active, (await createUser(ctx())).user.id);

      const all = PageResponse.parse((await call('GET', '/api/posts/enterprise', employer)).body).data;
      expect(all.total).toBe(3);
      expect(all.results.map((row) => row.id).sort()).toEqual([active, hidden, expired].sort());
      const activeRow = all.results.find((row) => row.id === active)!;
      expect(activeRow).toMatchObject({ is_active: true, is_removed: false, is_expired: false, total_cvs: 2, new_cvs: 1 });
      expect(all.results.find((row) => row.id === expired)).toMatchObject({ is_expired: true });

      const byStatus = async (status: string) =>
        PageResponse.parse((await call('GET', `/api/posts/enterprise?status=${status}`, employer)).body).data.results.map((row) => row.id);
      expect(await byStatus('active')).toEqual([active]);
      expect(await byStatus('hidden')).toEqual([hidden]);
      expect(await byStatus('expired')).toEqual([expired]);
      const q = PageResponse.parse((await call('GET', '/api/posts/enterprise?q=ke%20toan', employer)).body).data;
      expect(q.results.map((row) => row.id).sort()).toEqual([active, expired].sort());
      const paged = PageResponse.parse((await call('GET', '/api/posts/enterprise?page=2&page_size=2', employer)).body).data;
      expect(paged).toMatchObject({ total: 3, page: 2, total_pages: 2, page_size: 2 });
      expect(paged.results).toHaveLength(1);
      expect((await call('GET', '/api/posts/enterprise?status=bogus', employer)).status).toBe(400);
    });

    it('shows the own detail of a hidden post with total_cvs', async () => {
      const employer = await createEmployer(ctx());
      const id = await insertPost(ctx(), employer, catalogue, { is_active: false });
      await insertApplication(ctx(), id, (await createUser(ctx())).user.id);
      const detail = DetailResponse.parse((await call('GET', `/api/post/enterprise/${id}/`, employer)).body).data;
      expect(detail).toMatchObject({ id, is_active: false, total_cvs: 1, total_applicants: 1, can_view_applicants: true });
    });

    it("answers 404 for another employer's post on every call and changes nothing", async () => {
      const owner = await createEmployer(ctx());
      const intruder = await createEmployer(ctx());
      const shown = await insertPost(ctx(), owner, catalogue, { title: 'Tin của chủ' });
      const hidden = await insertPost(ctx(), owner, catalogue, { title: 'Tin ẩn của chủ', is_active: false });
      const attempts: [string, string, unknown][] = [
        ['GET', `/api/post/enterprise/${hidden}/`, undefined],
        ['PUT', `/api/posts/update/${hidden}/`, postBody(ctx(), catalogue, { title: 'Bị sửa trộm' })],
        ['DELETE', `/api/posts/delete/${hidden}/`, undefined],
        ['PUT', `/api/post/${shown}/toggle-status/`, undefined],
        ['GET', '/api/post/enterprise/2000000000/', undefined],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await call(method as 'GET', url, intruder, payload);
        expect(response.status, `${method} ${url}`).toBe(404);
        expect(errorOf(response.body).message).toBe(MSG_POST_NOT_FOUND);
      }
      expect(await postRow(hidden)).toMatchObject({ title: 'Tin ẩn của chủ', is_active: false });
      expect(await postRow(shown)).toMatchObject({ is_active: true });
    });
  });
});
