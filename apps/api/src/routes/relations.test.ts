/**
 * What users may learn of and do to each other: user info only between related people, chat from
 * employers only to related people or, with an approved company, a few cold messages a day, and
 * an approved company's identity changes go back to review.
 */
import {
  AdminEnterprisePageSchema,
  ApiErrorBodySchema,
  COLD_MESSAGE_DAILY_LIMIT,
  EnterpriseResponseSchema,
  PostPageResponseSchema,
  UserInfoSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import { multipartForm } from '../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../test/context';
import { createCatalogue, createEmployer, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../test/employer-fixtures';
import { callApi, createUser, type CreatedUser } from '../test/helpers';

const InfoResponse = envelope(UserInfoSchema);
const MSG_USER_NOT_FOUND = 'Không tìm thấy người dùng';
const MSG_COLD_NEEDS_COMPANY =
  'Bạn chỉ có thể nhắn tin cho ứng viên đã ứng tuyển vào tin tuyển dụng của bạn. Công ty cần được duyệt để nhắn tin cho người khác.';

describeEachDatabase('relations between users', (kind) => {
  const ctx = useTestContext(kind);
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
  });

  const info = (viewer: CreatedUser, id: number) => callApi(ctx(), 'GET', `/api/users/${id}/info/`, viewer);
  const send = (from: CreatedUser, to: CreatedUser, content = 'Chào bạn') =>
    callApi(ctx(), 'POST', '/api/messages/send/', from, { recipient: to.user.id, content });
  /** An employer whose company was never approved. */
  const pendingEmployer = () => createEmployer(ctx(), { state: 'pending' });
  const applyTo = async (employer: TestEmployer, candidate: CreatedUser) => insertApplication(ctx(), await insertPost(ctx(), employer, catalogue), candidate.user.id);

  it('shows user info only to people in a conversation or an application together, and public employers to all', async () => {
    const viewer = await createUser(ctx());
    const stranger = await createUser(ctx(), { fullname: 'Người Lạ' });
    const admin = await createUser(ctx(), { role: 'admin' });
    const approved = await createEmployer(ctx());
    const pending = await pendingEmployer();

    for (const hidden of [stranger, pending]) {
      const response = await info(viewer, hidden.user.id);
      expect(response.status).toBe(404);
      expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_USER_NOT_FOUND);
    }
    expect(InfoResponse.parse((await info(viewer, approved.user.id)).body).data).toMatchObject({ user_id: approved.user.id, role: 'employer' });
    expect((await info(viewer, viewer.user.id)).status).toBe(200);
    expect((await info(admin, stranger.user.id)).status).toBe(200);

    // An application links the candidate and the company's owner, both ways.
    await applyTo(pending, viewer);
    expect((await info(viewer, pending.user.id)).status).toBe(200);
    expect(InfoResponse.parse((await info(pending, viewer.user.id)).body).data.role).toBe('candidate');

    // So does a conversation, whoever wrote first.
    await ctx().database.query('insert into messages (sender_id, recipient_id, content) values ($1, $2, $3)', [stranger.user.id, viewer.user.id, 'Chào']);
    expect(InfoResponse.parse((await info(viewer, stranger.user.id)).body).data.fullname).toBe('Người Lạ');
    expect((await info(stranger, viewer.user.id)).status).toBe(200);
    expect((await info(stranger, pending.user.id)).status).toBe(404);
  });

  it('lets an employer without an approved company write only to applicants and to people who wrote to them', async () => {
    const employer = await pendingEmployer();
    const applicant = await createUser(ctx());
    const writer = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() + 86_400_000) });
    const stranger = await createUser(ctx());

    const refused = await send(employer, stranger);
    expect(refused.status).toBe(403);
    expect(ApiErrorBodySchema.parse(refused.body).message).toBe(MSG_COLD_NEEDS_COMPANY);

    await applyTo(employer, applicant);
    expect((await send(employer, applicant)).status).toBe(201);
    expect((await send(writer, employer, 'Cho em hỏi về vị trí này')).status).toBe(201);
    expect((await send(employer, writer, 'Chào em')).status).toBe(201);
  });

  it(`lets an approved company send ${COLD_MESSAGE_DAILY_LIMIT} cold messages in 24 hours, then refuses more (related people stay reachable)`, async () => {
    const employer = await createEmployer(ctx());
    const strangers = await Promise.all(Array.from({ length: COLD_MESSAGE_DAILY_LIMIT + 1 }, () => createUser(ctx())));
    const applicant = await createUser(ctx());
    await applyTo(employer, applicant);

    for (const stranger of strangers.slice(0, COLD_MESSAGE_DAILY_LIMIT)) expect((await send(employer, stranger)).status).toBe(201);
    const over = await send(employer, strangers.at(-1)!);
    expect(over.status).toBe(429);
    expect(ApiErrorBodySchema.parse(over.body).message).toBe(
      `Bạn đã gửi tối đa ${COLD_MESSAGE_DAILY_LIMIT} tin nhắn trong 24 giờ cho người chưa ứng tuyển vào tin tuyển dụng của bạn. Vui lòng thử lại sau.`,
    );
    expect((await send(employer, applicant)).status).toBe(201);

    // Once those messages are more than 24 hours old, the window is free again.
    await ctx().database.query(`update messages set created_at = created_at - interval '25 hours' where sender_id = $1`, [employer.user.id]);
    expect((await send(employer, strangers.at(-1)!)).status).toBe(201);
  });

  it('sends an approved company back to review when its name, tax code or certificate changes; its posts stay up', async () => {
    const employer = await createEmployer(ctx());
    const admin = await createUser(ctx(), { role: 'admin' });
    const title = `Tin còn hiển thị ${employer.enterpriseId}`;
    await insertPost(ctx(), employer, catalogue, { title });
    const update = async (fields: Record<string, string>) => {
      const form = multipartForm(fields);
      const response = await ctx().inject({ method: 'PUT', url: '/api/enterprises/update/', headers: { ...employer.headers, ...form.headers }, payload: form.payload });
      expect(response.statusCode, response.body).toBe(200);
      return EnterpriseResponseSchema.parse(response.json());
    };
    const pendingIds = async () =>
      envelope(AdminEnterprisePageSchema)
        .parse((await callApi(ctx(), 'GET', '/api/admin/enterprises/?status=pending&page_size=100', admin)).body)
        .data.results.map((row) => row.id);

    const described = await update({ description: 'Mô tả mới' });
    expect(described.message).toBe('Cập nhật thông tin doanh nghiệp thành công!');
    expect(await pendingIds()).not.toContain(employer.enterpriseId);

    const renamed = await update({ company_name: 'Tập đoàn Mới Đổi Tên' });
    expect(renamed.message).toMatch(/được quản trị viên duyệt lại/);
    expect(renamed.data.is_active).toBe(true);
    expect(await pendingIds()).toContain(employer.enterpriseId);
    const search = PostPageResponseSchema.parse((await callApi(ctx(), 'GET', `/api/posts/search/?enterprise=${employer.enterpriseId}`)).body).data;
    expect(search.results.map((post) => post.title)).toEqual([title]);

    expect((await callApi(ctx(), 'POST', `/api/admin/enterprises/${employer.enterpriseId}/approve/`, admin)).status).toBe(200);
    expect(await pendingIds()).not.toContain(employer.enterpriseId);

    expect((await update({ tax: '0101234567' })).message).toMatch(/duyệt lại/);
    expect(await pendingIds()).toContain(employer.enterpriseId);
    expect((await callApi(ctx(), 'POST', `/api/admin/enterprises/${employer.enterpriseId}/reject/`, admin)).status).toBe(200);
    expect(await pendingIds()).not.toContain(employer.enterpriseId);
    const hidden = PostPageResponseSchema.parse((await callApi(ctx(), 'GET', `/api/posts/search/?enterprise=${employer.enterpriseId}`)).body).data;
    expect(hidden.results).toEqual([]);
  });
});
