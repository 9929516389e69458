import {
  ApiErrorBodySchema,
  ChatFrameSchema,
  ConversationSchema,
  MessagePageSchema,
  MessageSchema,
  NotificationPageSchema,
  SentMessageSchema,
  UnreadMessagesSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DAY_MS } from '../../lib/clock';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, type CreatedUser } from '../../test/helpers';
import { openAuthenticatedSocket, socketBaseUrl } from '../../test/socket-client';

const SentResponse = envelope(SentMessageSchema);
const PageResponse = envelope(MessagePageSchema);
const ConversationsResponse = envelope(z.array(ConversationSchema));
const UnreadResponse = envelope(UnreadMessagesSchema);
const NotificationsResponse = envelope(NotificationPageSchema);
const PREMIUM_ONLY = 'Tính năng nhắn tin chỉ dành cho người dùng Premium';

describeEachDatabase('chat', (kind) => {
  const ctx = useTestContext(kind);
  const call = async (method: 'GET' | 'POST', url: string, user?: CreatedUser, payload?: object) => {
    const response = await ctx().inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const send = (from: CreatedUser, to: number, content: string) => call('POST', '/api/messages/send/', from, { recipient: to, content });
  const sent = async (from: CreatedUser, to: number, content: string) => {
    const response = await send(from, to, content);
    if (response.status !== 201) throw new Error(`send failed: ${response.status} ${JSON.stringify(response.body)}`);
    return SentResponse.parse(response.body).data;
  };
  const premiumCandidate = () => createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() + 30 * DAY_MS) });

  describe('sending', () => {
    it('requires active Premium from candidates; employers and admins may always send', async () => {
      const employer = await createUser(ctx(), { role: 'employer' });
      const admin = await createUser(ctx(), { role: 'admin' });
      const plain = await createUser(ctx());
      const expired = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() - 1000) });
      const flagOnly = await createUser(ctx(), { is_premium: true, premium_expiry: null });
      const premium = await premiumCandidate();
      const none = await createUser(ctx(), { role: 'none' });

      for (const user of [plain, expired, flagOnly]) {
        const response = await send(user, employer.user.id, 'Xin chào');
        expect(response.status).toBe(403);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe(PREMIUM_ONLY);
      }
      expect((await send(none, employer.user.id, 'Xin chào')).status).toBe(403);
      expect((await call('POST', '/api/messages/send/', undefined, { recipient: employer.user.id, content: 'x' })).status).toBe(401);

      const fromPremium = await send(premium, employer.user.id, 'Tôi quan tâm vị trí này');
      expect(fromPremium.status).toBe(201);
      expect(SentResponse.parse(fromPremium.body)).toMatchObject({ status: 201, data: { sender: premium.user.id, recipient: employer.user.id, is_read: false } });
      expect((await send(employer, plain.user.id, 'Mời bạn phỏng vấn')).status).toBe(201);
      expect((await send(admin, plain.user.id, 'Thông báo từ quản trị')).status).toBe(201);
    });

    it('takes the sender from the token, trims the content and returns both names', async () => {
      const employer = await createUser(ctx(), { role: 'employer', fullname: 'Công ty ABC' });
      const candidate = await createUser(ctx(), { fullname: 'Lê Thị Cúc' });
      const other = await createUser(ctx());
      const response = await call('POST', '/api/messages/send', employer, { recipient: candidate.user.id, content: '  Chào em 🇻🇳👋  ', sender: other.user.id });
      const message = SentResponse.parse(response.body).data;
      expect(message).toMatchObject({
        sender: employer.user.id,
        recipient: candidate.user.id,
        content: 'Chào em 🇻🇳👋',
        recipient_fullname: 'Lê Thị Cúc',
        sender_fullname: 'Công ty ABC',
      });
      expect(Number.isNaN(Date.parse(message.created_at))).toBe(false);
    });

    it('refuses blank, too long, self-addressed and unknown-recipient messages with Vietnamese errors', async () => {
      const employer = await createUser(ctx(), { role: 'employer' });
      const candidate = await createUser(ctx());
      const cases: Array<[object, Record<string, string[]>]> = [
        [{ recipient: candidate.user.id, content: '   \n\t ' }, { content: ['Vui lòng nhập tin nhắn'] }],
        [{ recipient: candidate.user.id, content: 'a'.repeat(2001) }, { content: ['Tin nhắn tối đa 2000 ký tự'] }],
        [{ recipient: candidate.user.id }, { content: ['Vui lòng nhập tin nhắn'] }],
        [{ recipient: 'abc', content: 'x' }, { recipient: ['Mã không hợp lệ'] }],
        [{ recipient: employer.user.id, content: 'x' }, { recipient: ['Bạn không thể gửi tin nhắn cho chính mình'] }],
      ];
      for (const [payload, errors] of cases) {
        const response = await call('POST', '/api/messages/send/', employer, payload);
        expect(response.status).toBe(400);
        expect(ApiErrorBodySchema.parse(response.body).errors).toEqual(errors);
      }
      const missing = await send(employer, 2_000_000_000, 'x');
      expect(missing.status).toBe(404);
      expect(ApiErrorBodySchema.parse(missing.body).message).toBe('Không tìm thấy người nhận');
      expect((await send(employer, candidate.user.id, 'a'.repeat(2000))).status).toBe(201);
      expect((await send(employer, candidate.user.id, '😀'.repeat(500))).status).toBe(201);
    });

    it('echoes the client_id of a send in the answer and in the new_message frame of both sides', async () => {
      const base = await socketBaseUrl(ctx().app);
      const employer = await createUser(ctx(), { role: 'employer' });
      const candidate = await createUser(ctx());
      const employerTab = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, employer.access);
      const toCandidate = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, candidate.access);
      const isChat = (frame: { type: string }) => frame.type === 'new_message';

      const response = await call('POST', '/api/messages/send/', employer, { recipient: candidate.user.id, content: 'Chào em', client_id: 'c-7f3a_1' });
      const answer = SentResponse.parse(response.body).data;
      expect(answer).toMatchObject({ content: 'Chào em', client_id: 'c-7f3a_1' });
      for (const socket of [employerTab, toCandidate]) {
        expect(ChatFrameSchema.parse(await socket.next(isChat))).toMatchObject({ message_id: answer.id, client_id: 'c-7f3a_1' });
      }

      // Without one, neither the answer nor the frame carries it.
      const plain = await sent(employer, candidate.user.id, 'Không có mã');
      expect(plain).not.toHaveProperty('client_id');
      const frame = ChatFrameSchema.parse(await employerTab.next((next) => isChat(next) && next.message_id === plain.id));
      expect(frame).not.toHaveProperty('client_id');
      await employerTab.close();
      await toCandidate.close();
    });

    it('refuses a client_id that is not a short token (400 with the field error)', async () => {
      const employer = await createUser(ctx(), { role: 'employer' });
      const candidate = await createUser(ctx());
      for (const clientId of ['', 'a'.repeat(65), 'có dấu', '<script>', 42]) {
        const response = await call('POST', '/api/messages/send/', employer, { recipient: candidate.user.id, content: 'x', client_id: clientId });
        expect(response.status).toBe(400);
        expect(ApiErrorBodySchema.parse(response.body).errors).toEqual({ client_id: ['Mã tin nhắn không hợp lệ'] });
      }
      expect((await call('POST', '/api/messages/send/', employer, { recipient: candidate.user.id, content: 'x', client_id: 'a'.repeat(64) })).status).toBe(201);
    });

    it('writes one message_received notification per burst of unread messages', async () => {
      const employer = await createUser(ctx(), { role: 'employer', fullname: 'Nhà tuyển dụng X' });
      const candidate = await createUser(ctx());
      const first = await sent(employer, candidate.user.id, 'Một');
      await sent(employer, candidate.user.id, 'Hai');
      const notifications = async () =>
        NotificationsResponse.parse((await call('GET', '/api/notifications/?page_size=100', candidate)).body).data.results.filter(
          (row) => row.notification_type === 'message_received',
        );
      expect(await notifications()).toHaveLength(1);
      expect((await notifications())[0]).toMatchObject({ object_id: employer.user.id, message: 'Nhà tuyển dụng X: Một', link: null });
      await call('POST', `/api/messages/${first.id}/read/`, candidate);
      await sent(employer, candidate.user.id, 'Hai'); // 'Hai' #1 is still unread
      expect(await notifications()).toHaveLength(1);
      const { results } = UnreadResponse.parse((await call('GET', '/api/messages/unread/', candidate)).body).data;
      await call('POST', `/api/messages/${results[0]!.id}/read/`, candidate);
      await sent(employer, candidate.user.id, 'Ba');
      expect(await notifications()).toHaveLength(2);
    });
  });

  describe('reading', () => {
    it('pages one conversation newest first (30 by default), only between the caller and user_id', async () => {
      const employer = await createUser(ctx(), { role: 'employer' });
      const candidate = await premiumCandidate();
      const outsider = await createUser(ctx(), { role: 'employer' });
      for (let i = 1; i <= 33; i += 1) await sent(i % 2 ? employer : candidate, i % 2 ? candidate.user.id : employer.user.id, `tin ${i}`);
      await sent(outsider, candidate.user.id, 'không liên quan');

      const first = PageResponse.parse((await call('GET', `/api/messages/?user_id=${employer.user.id}&ordering=-created_at`, candidate)).body).data;
      expect(first).toMatchObject({ total: 33, page: 1, total_pages: 2, page_size: 30 });
      expect(first.results[0]!.content).toBe('tin 33');
      expect(first.results.at(-1)!.content).toBe('tin 4');
      const second = PageResponse.parse((await call('GET', `/api/messages?user_id=${employer.user.id}&page=2&page_size=20`, candidate)).body).data;
      expect(second.results.map((m) => m.content)).toEqual(['tin 13', 'tin 12', 'tin 11', 'tin 10', 'tin 9', 'tin 8', 'tin 7', 'tin 6', 'tin 5', 'tin 4', 'tin 3', 'tin 2', 'tin 1']);
      const ascending = PageResponse.parse((await call('GET', `/api/messages/?user_id=${candidate.user.id}&ordering=created_at&page_size=2`, employer)).body).data;
      expect(ascending.results.map((m) => m.content)).toEqual(['tin 1', 'tin 2']);

      // The outsider asking for the candidate's thread sees only their own messages with them.
      const outsiderView = PageResponse.parse((await call('GET', `/api/messages/?user_id=${candidate.user.id}`, outsider)).body).data;
      expect(outsiderView.results.map((m) => m.content)).toEqual(['không liên quan']);
      expect((await call('GET', '/api/messages/', candidate)).status).toBe(400);
      expect((await call('GET', '/api/messages/?user_id=2000000000', candidate)).status).toBe(404);
      expect((await call('GET', `/api/messages/?user_id=${employer.user.id}`)).status).toBe(401);
    });

    it('lists conversations newest first with the other participant, last message and unread count', async () => {
      const me = await premiumCandidate();
      const employer = await createUser(ctx(), { role: 'employer', fullname: 'Phạm Văn Dũng' });
      const friend = await premiumCandidate();
      await ctx().database.query(`insert into enterprises (user_id, company_name, logo, is_active) values ($1, 'Công ty Dũng', 'public/logos/dung.png', true)`, [
        employer.user.id,
      ]);
      await sent(employer, me.user.id, 'Chào bạn');
      await sent(employer, me.user.id, 'Bạn có rảnh?');
      await sent(me, friend.user.id, 'Đi cà phê không?');
      await sent(friend, me.user.id, 'Ok');
      await sent(me, employer.user.id, 'Dạ có');

      const conversations = ConversationsResponse.parse((await call('GET', '/api/conversations/', me)).body).data;
      expect(conversations.map((c) => c.user_id)).toEqual([employer.user.id, friend.user.id]);
      expect(conversations[0]).toMatchObject({
        fullname: 'Phạm Văn Dũng',
        avatar: '/uploads/logos/dung.png',
        role: 'employer',
        unread_count: 2,
        last_message: { content: 'Dạ có', sender: me.user.id, recipient: employer.user.id },
      });
      expect(conversations[1]).toMatchObject({ role: 'candidate', avatar: null, unread_count: 1, last_message: { content: 'Ok' } });
      const latest = ConversationsResponse.parse((await call('GET', '/api/messages/latest/?separate_by_user=true', me)).body).data;
      expect(latest).toEqual(conversations);
      const plain = envelope(z.array(MessageSchema)).parse((await call('GET', '/api/messages/latest?separate_by_user=false', me)).body).data;
      expect(plain[0]!.content).toBe('Dạ có');
      const employerSide = ConversationsResponse.parse((await call('GET', '/api/conversations', employer)).body).data;
      expect(employerSide).toHaveLength(1);
      expect(employerSide[0]).toMatchObject({ user_id: me.user.id, unread_count: 1 });
      expect(ConversationsResponse.parse((await call('GET', '/api/conversations/', await createUser(ctx()))).body).data).toEqual([]);
    });

    it('marks read for the recipient only, including older messages of that sender', async () => {
      const employer = await createUser(ctx(), { role: 'employer' });
      const candidate = await createUser(ctx());
      const other = await createUser(ctx(), { role: 'employer' });
      const one = await sent(employer, candidate.user.id, 'một');
      const two = await sent(employer, candidate.user.id, 'hai');
      const three = await sent(employer, candidate.user.id, 'ba');
      const fromOther = await sent(other, candidate.user.id, 'khác');

      const unread = async () => UnreadResponse.parse((await call('GET', '/api/messages/unread/', candidate)).body).data;
      expect((await unread()).total).toBe(4);
      expect((await unread()).results.map((m) => m.id)).toEqual([fromOther.id, three.id, two.id, one.id]);

      const bySender = await call('POST', `/api/messages/${two.id}/read/`, employer);
      expect(bySender.status).toBe(403);
      expect((await call('POST', `/api/messages/${two.id}/read/`, other)).status).toBe(404);
      expect((await call('POST', '/api/messages/2000000000/read/', candidate)).status).toBe(404);
      expect((await unread()).total).toBe(4);

      const read = await call('POST', `/api/messages/${two.id}/read`, candidate);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ status: 200, message: 'Đã đánh dấu tin nhắn là đã đọc', data: { message_id: two.id, marked: 2 } });
      expect((await unread()).results.map((m) => m.id)).toEqual([fromOther.id, three.id]);
      await call('POST', `/api/messages/${three.id}/read/`, candidate);
      await call('POST', `/api/messages/${three.id}/read/`, candidate);
      await call('POST', `/api/messages/${fromOther.id}/read/`, candidate);
      expect(await unread()).toEqual({ total: 0, results: [] });
      expect(UnreadResponse.parse((await call('GET', '/api/messages/unread', employer)).body).data.total).toBe(0);
    });
  });
});

describe('chat constants', () => {
  it('keeps the Premium message of SPEC §2', () => {
    expect(PREMIUM_ONLY).toBe('Tính năng nhắn tin chỉ dành cho người dùng Premium');
  });
});
