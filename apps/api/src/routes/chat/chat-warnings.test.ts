import {
  ApiErrorBodySchema,
  ChatFrameSchema,
  FlaggedConversationSchema,
  MessagePageSchema,
  MessageEnvelopeSchema,
  SentMessageSchema,
  envelope,
  paged,
} from '@jobhub/sdk/contract';
import { expect, it } from 'vitest';
import { DAY_MS } from '../../lib/clock';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, createEmployer, insertApplication, insertPost } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';
import { openAuthenticatedSocket, socketBaseUrl } from '../../test/socket-client';

const SentResponse = envelope(SentMessageSchema);
const PageResponse = envelope(MessagePageSchema);
const FlaggedResponse = envelope(paged(FlaggedConversationSchema));
const SCAM = 'Bạn chuyển khoản phí giữ chỗ 500k qua số tài khoản này nhé';

describeEachDatabase('chat scam warnings', (kind) => {
  const ctx = useTestContext(kind);
  const call = async (method: 'GET' | 'POST', url: string, user?: CreatedUser, payload?: object) => {
    const response = await ctx().inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const sent = async (from: CreatedUser, to: number, content: string) => {
    const response = await call('POST', '/api/messages/send/', from, { recipient: to, content });
    if (response.status !== 201) throw new Error(`send failed: ${response.status} ${JSON.stringify(response.body)}`);
    return SentResponse.parse(response.body).data;
  };
  const history = async (me: CreatedUser, other: number) =>
    PageResponse.parse((await call('GET', `/api/messages/?user_id=${other}&ordering=created_at`, me)).body).data.results;

  it("flags an employer's request for money to a candidate, in the answer, the socket frame and the history", async () => {
    const base = await socketBaseUrl(ctx().app);
    const employer = await createEmployer(ctx());
    const candidate = await createUser(ctx());
    const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, candidate.access);

    const scam = await sent(employer, candidate.user.id, SCAM);
    expect(scam.warning_signals).toEqual(['money']);
    const frame = ChatFrameSchema.parse(await socket.next((f: { type: string }) => f.type === 'new_message'));
    expect(frame).toMatchObject({ message_id: scam.id, warning_signals: ['money'] });

    const ordinary = await sent(employer, candidate.user.id, 'Mời bạn phỏng vấn lúc 9h thứ Hai');
    expect(ordinary).not.toHaveProperty('warning_signals');
    const messages = await history(candidate, employer.user.id);
    expect(messages.map((message) => message.warning_signals)).toEqual([['money'], undefined]);
  });

  it('counts a phone number only before the candidate applied to the employer', async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    const stranger = await createUser(ctx());
    const applicant = await createUser(ctx());
    await insertApplication(ctx(), await insertPost(ctx(), employer, catalogue), applicant.user.id);
    const text = 'Bạn gọi mình số 0912 345 678 để hẹn lịch nhé';
    expect((await sent(employer, stranger.user.id, text)).warning_signals).toEqual(['off_platform']);
    expect(await sent(employer, applicant.user.id, text)).not.toHaveProperty('warning_signals');
  });

  it('never flags messages from candidates or to other employers', async () => {
    const employer = await createEmployer(ctx());
    const otherEmployer = await createEmployer(ctx());
    const candidate = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() + 30 * DAY_MS) });
    expect(await sent(candidate, employer.user.id, 'Em có cần đặt cọc không ạ? Zalo em 0912345678')).not.toHaveProperty('warning_signals');
    expect(await sent(employer, otherEmployer.user.id, SCAM)).not.toHaveProperty('warning_signals');
  });

  it('lets the recipient report a message, once, and lists the conversation for admins', async () => {
    const employer = await createEmployer(ctx(), { fullname: 'Nguyễn Văn Lừa' });
    const candidate = await createUser(ctx(), { fullname: 'Trần Thị Ngay' });
    const admin = await createUser(ctx(), { role: 'admin' });
    const scam = await sent(employer, candidate.user.id, SCAM);
    const idCard = await sent(employer, candidate.user.id, 'Gửi chị ảnh chụp CCCD 2 mặt nhé');

    const byEmployer = await call('POST', `/api/messages/${scam.id}/report/`, employer);
    expect(byEmployer.status).toBe(403);
    expect(ApiErrorBodySchema.parse(byEmployer.body).message).toBe('Chỉ người nhận mới có thể báo cáo tin nhắn');
    expect((await call('POST', '/api/messages/999999999/report/', candidate)).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const reported = await call('POST', `/api/messages/${scam.id}/report/`, candidate);
      expect(reported.status).toBe(200);
      expect(MessageEnvelopeSchema.parse(reported.body).message).toBe('Đã gửi báo cáo tin nhắn cho quản trị viên JobHub');
    }
    expect((await history(candidate, employer.user.id))[0]).toMatchObject({ id: scam.id, is_reported: true });

    expect((await call('GET', '/api/admin/flagged-conversations/', candidate)).status).toBe(403);
    const listed = FlaggedResponse.parse((await call('GET', '/api/admin/flagged-conversations/?page_size=100', admin)).body).data;
    const row = listed.results.find((conversation) => conversation.employer.id === employer.user.id);
    expect(row).toMatchObject({
      employer: { id: employer.user.id, name: 'Nguyễn Văn Lừa' },
      company_name: employer.companyName,
      candidate: { id: candidate.user.id, name: 'Trần Thị Ngay' },
      flagged_count: 2,
      reported_count: 1,
      signals: ['money', 'id_document'],
      last_message_id: idCard.id,
      last_content: 'Gửi chị ảnh chụp CCCD 2 mặt nhé',
    });
    expect(listed.total).toBeGreaterThanOrEqual(1);
  });
});
