import {
  ApiErrorBodySchema,
  MessageEnvelopeSchema,
  NotificationPageSchema,
  NotificationSchema,
  UnreadCountResponseSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DAY_MS } from '../../lib/clock';
import { notify } from '../../services/notify';
import { describeEachDatabase, useTestContext, type TestContext } from '../../test/context';
import { createCatalogue, createEmployer, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';
import { CV_VIEWED_DAILY_LIMIT, CV_VIEWED_MESSAGE, CV_VIEWED_TITLE } from './notifications.handlers';

const PageResponse = envelope(NotificationPageSchema);
const OneResponse = envelope(NotificationSchema);
const SystemResponse = envelope(z.object({ created: z.number(), notification: z.optional(NotificationSchema) }));

async function seedNotifications(ctx: TestContext, recipientId: number, types: string[]) {
  for (const [index, type] of types.entries()) {
    await notify(ctx.app, { recipientId, type: type as 'system', title: `Tiêu đề ${index}`, message: `Nội dung ${index}`, objectId: index + 1 });
  }
}

describeEachDatabase('notifications', (kind) => {
  const ctx = useTestContext(kind);
  const call = async (method: 'GET' | 'POST', url: string, user?: CreatedUser, payload?: object) => {
    const response = await ctx().inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const unread = async (user: CreatedUser) => UnreadCountResponseSchema.parse((await call('GET', '/api/notifications/unread-count', user)).body).unread_count;

  describe('reading', () => {
    it('lists only the caller’s notifications, newest first, paged by 10 by default', async () => {
      const me = await createUser(ctx());
      const other = await createUser(ctx());
      await seedNotifications(ctx(), me.user.id, Array.from({ length: 12 }, () => 'system'));
      await seedNotifications(ctx(), other.user.id, ['system']);

      const first = PageResponse.parse((await call('GET', '/api/notifications', me)).body).data;
      expect(first).toMatchObject({ total: 12, page: 1, total_pages: 2, page_size: 10 });
      expect(first.results).toHaveLength(10);
      expect(first.results[0]!.title).toBe('Tiêu đề 11');
      const ids = first.results.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const second = PageResponse.parse((await call('GET', '/api/notifications/?page=2&page_size=10', me)).body).data;
      expect(second.results.map((row) => row.title)).toEqual(['Tiêu đề 1', 'Tiêu đề 0']);
      expect(second.results[0]).toMatchObject({ notification_type: 'system', is_read: false, link: null, object_id: 2, icon: null });
    });

    it('filters unread, applications and system', async () => {
      const me = await createUser(ctx(), { role: 'employer' });
      await seedNotifications(ctx(), me.user.id, ['new_application', 'cv_viewed', 'application_withdrawn', 'position_expired', 'system', 'message_received']);
      const all = PageResponse.parse((await call('GET', '/api/notifications/?page_size=100', me)).body).data;
      const newest = all.results[0]!;
      await call('POST', `/api/notifications/${newest.id}/read/`, me);

      const applications = PageResponse.parse((await call('GET', '/api/notifications?type=application', me)).body).data;
      expect(applications.results.map((row) => row.notification_type).sort()).toEqual(['application_withdrawn', 'cv_viewed', 'new_application']);
      const system = PageResponse.parse((await call('GET', '/api/notifications?type=system', me)).body).data;
      expect(system.results.map((row) => row.notification_type)).toEqual(['system']);
      const unreadOnly = PageResponse.parse((await call('GET', '/api/notifications?read=false', me)).body).data;
      expect(unreadOnly.total).toBe(5);
      expect(unreadOnly.results.every((row) => !row.is_read)).toBe(true);
      const readOnly = PageResponse.parse((await call('GET', '/api/notifications?read=true', me)).body).data;
      expect(readOnly.results.map((row) => row.id)).toEqual([newest.id]);

      const bad = await call('GET', '/api/notifications?type=bogus&page=0', me);
      expect(bad.status).toBe(400);
      const errors = ApiErrorBodySchema.parse(bad.body).errors!;
      expect(errors.type).toEqual(['Bộ lọc không hợp lệ']);
      expect(errors.page).toEqual(['Trang phải từ 1 trở lên']);
    });

    it('answers 401 without a token and 403 for a banned user', async () => {
      expect((await call('GET', '/api/notifications')).status).toBe(401);
      expect((await call('GET', '/api/notifications/unread-count/')).status).toBe(401);
      const banned = await createUser(ctx(), { is_banned: true });
      expect((await call('GET', '/api/notifications', banned)).status).toBe(403);
    });

    it('shows one own notification; another user’s is 404', async () => {
      const me = await createUser(ctx());
      const other = await createUser(ctx());
      const mine = await notify(ctx().app, { recipientId: me.user.id, type: 'job_applied', title: 'Đã ứng tuyển', message: 'Kỹ sư phần mềm', link: '/my-applications' });
      const own = await call('GET', `/api/notifications/${mine.id}/`, me);
      expect(OneResponse.parse(own.body).data).toMatchObject({ id: mine.id, notification_type: 'job_applied', link: '/my-applications' });
      expect((await call('GET', `/api/notifications/${mine.id}`, me)).status).toBe(200);
      const foreign = await call('GET', `/api/notifications/${mine.id}/`, other);
      expect(foreign.status).toBe(404);
      expect(ApiErrorBodySchema.parse(foreign.body).message).toBe('Không tìm thấy thông báo');
      expect((await call('GET', '/api/notifications/abc/', me)).status).toBe(400);
    });
  });

  describe('marking read', () => {
    it('marks one read, never below 0, and only the owner can', async () => {
      const me = await createUser(ctx());
      const other = await createUser(ctx());
      await seedNotifications(ctx(), me.user.id, ['system', 'system']);
      expect(await unread(me)).toBe(2);
      const [latest] = PageResponse.parse((await call('GET', '/api/notifications', me)).body).data.results;

      const foreign = await call('POST', `/api/notifications/${latest!.id}/read/`, other);
      expect(foreign.status).toBe(404);
      expect(await unread(me)).toBe(2);

      const response = await call('POST', `/api/notifications/${latest!.id}/read`, me);
      expect(MessageEnvelopeSchema.parse(response.body)).toEqual({ status: 200, message: 'Đã đánh dấu thông báo là đã đọc' });
      expect(await unread(me)).toBe(1);
      await call('POST', `/api/notifications/${latest!.id}/read/`, me);
      expect(await unread(me)).toBe(1);

      const all = await call('POST', '/api/notifications/mark-all-as-read', me);
      expect(MessageEnvelopeSchema.parse(all.body).message).toBe('Đã đánh dấu tất cả thông báo là đã đọc');
      expect(await unread(me)).toBe(0);
      await call('POST', '/api/notifications/mark-all-as-read/', me);
      expect(await unread(me)).toBe(0);
      expect((await call('GET', '/api/notifications/unread-count', other)).body).toEqual({ status: 200, unread_count: 0 });
    });

    it('mark-all leaves other users’ notifications unread', async () => {
      const me = await createUser(ctx());
      const other = await createUser(ctx());
      await seedNotifications(ctx(), other.user.id, ['system']);
      await call('POST', '/api/notifications/mark-all-as-read/', me);
      expect(await unread(other)).toBe(1);
      expect((await call('POST', '/api/notifications/mark-all-as-read/')).status).toBe(401);
    });
  });

  describe('creating', () => {
    let catalogue: TestCatalogue | undefined;
    /** An application of `candidate` (a new one by default) to a new post of the employer's company. */
    const applicant = async (employer: TestEmployer, candidate?: CreatedUser) => {
      catalogue ??= await createCatalogue(ctx());
      const who = candidate ?? (await createUser(ctx()));
      const application = await insertApplication(ctx(), await insertPost(ctx(), employer, catalogue), who.user.id);
      return { candidate: who, application };
    };
    const cvViewed = (recipient: number, extra: Record<string, unknown> = {}) => ({
      notification_type: 'cv_viewed',
      recipient_id: recipient,
      object_id: 41,
      title: CV_VIEWED_TITLE,
      message: CV_VIEWED_MESSAGE,
      link: null,
      ...extra,
    });

    it('lets an employer tell an applicant their CV was viewed, once per application', async () => {
      const employer = await createEmployer(ctx());
      const { candidate, application } = await applicant(employer);
      const response = await call(
        'POST',
        '/api/notifications/create/',
        employer,
        cvViewed(candidate.user.id, { object_id: application, title: 'Spam!', message: 'Mua ngay' }),
      );
      expect(response.status).toBe(201);
      const created = OneResponse.parse(response.body).data;
      expect(created).toMatchObject({ notification_type: 'cv_viewed', title: CV_VIEWED_TITLE, message: CV_VIEWED_MESSAGE, object_id: application, is_read: false });

      const again = await call('POST', '/api/notifications/create', employer, cvViewed(candidate.user.id, { object_id: application }));
      expect(again.status).toBe(200);
      expect(OneResponse.parse(again.body).data.id).toBe(created.id);
      expect(await unread(candidate)).toBe(1);
    });

    it('refuses what employers, candidates and role none may not create', async () => {
      const employer = await createEmployer(ctx());
      const { candidate } = await applicant(employer);
      const otherEmployer = await createUser(ctx(), { role: 'employer' });
      const none = await createUser(ctx(), { role: 'none' });

      const system = await call('POST', '/api/notifications/create/', employer, cvViewed(candidate.user.id, { notification_type: 'system' }));
      expect(system.status).toBe(403);
      expect(ApiErrorBodySchema.parse(system.body).message).toBe('Nhà tuyển dụng chỉ có thể tạo thông báo đã xem CV');
      expect((await call('POST', '/api/notifications/create/', candidate, cvViewed(employer.user.id))).status).toBe(403);
      expect((await call('POST', '/api/notifications/create/', none, cvViewed(candidate.user.id))).status).toBe(403);
      expect((await call('POST', '/api/notifications/create/', undefined, cvViewed(candidate.user.id))).status).toBe(401);

      const toEmployer = await call('POST', '/api/notifications/create/', employer, cvViewed(otherEmployer.user.id));
      expect(toEmployer.status).toBe(400);
      expect(ApiErrorBodySchema.parse(toEmployer.body).errors).toEqual({ recipient_id: ['Người nhận phải là ứng viên'] });
      const missing = await call('POST', '/api/notifications/create/', employer, cvViewed(2_000_000_000));
      expect(missing.status).toBe(404);
      expect(ApiErrorBodySchema.parse(missing.body).message).toBe('Không tìm thấy người nhận');
      const external = await call('POST', '/api/notifications/create/', employer, cvViewed(candidate.user.id, { link: 'https://evil.example/' }));
      expect(external.status).toBe(400);
      expect(ApiErrorBodySchema.parse(external.body).errors!.link).toBeDefined();
      const invalid = await call('POST', '/api/notifications/create/', employer, { notification_type: 'party', recipient_id: 'x', title: ' ', message: '' });
      expect(invalid.status).toBe(400);
      expect(ApiErrorBodySchema.parse(invalid.body).errors).toMatchObject({
        notification_type: ['Loại thông báo không hợp lệ'],
        recipient_id: ['Mã không hợp lệ'],
        title: ['Vui lòng nhập tiêu đề'],
        message: ['Vui lòng nhập nội dung'],
      });
      expect(await unread(otherEmployer)).toBe(0);
    });

    it('needs a real relation: object_id is the recipient’s application to the caller’s post', async () => {
      const employer = await createEmployer(ctx());
      const rival = await createEmployer(ctx());
      const { candidate, application } = await applicant(employer);
      // The same candidate applied to the rival too; a stranger applied only to the rival.
      const { application: rivalApplication } = await applicant(rival, candidate);
      const { candidate: stranger, application: strangerApplication } = await applicant(rival);

      const missing = await call('POST', '/api/notifications/create/', employer, cvViewed(candidate.user.id, { object_id: null }));
      expect(missing.status).toBe(400);
      expect(ApiErrorBodySchema.parse(missing.body).errors).toEqual({ object_id: ['Vui lòng chọn hồ sơ ứng tuyển đã xem'] });
      const omitted = await call('POST', '/api/notifications/create/', employer, { notification_type: 'cv_viewed', recipient_id: candidate.user.id, title: 'x', message: 'y' });
      expect(omitted.status).toBe(400);

      const refusals: [string, number, number][] = [
        ['someone else’s application to the rival', stranger.user.id, strangerApplication],
        ['the candidate’s application to the rival', candidate.user.id, rivalApplication],
        ['a stranger named with the caller’s application', stranger.user.id, application],
        ['an application that does not exist', candidate.user.id, 2_000_000_000],
      ];
      for (const [what, recipient, objectId] of refusals) {
        const refused = await call('POST', '/api/notifications/create/', employer, cvViewed(recipient, { object_id: objectId }));
        expect(refused.status, what).toBe(403);
        expect(ApiErrorBodySchema.parse(refused.body), what).toEqual({ status: 403, message: 'Ứng viên này không ứng tuyển vào tin tuyển dụng của bạn' });
      }
      expect(await unread(candidate)).toBe(0);
      expect(await unread(stranger)).toBe(0);

      // The rival may notify about its own applicants.
      expect((await call('POST', '/api/notifications/create/', rival, cvViewed(stranger.user.id, { object_id: strangerApplication }))).status).toBe(201);
      expect((await call('POST', '/api/notifications/create/', employer, cvViewed(candidate.user.id, { object_id: application }))).status).toBe(201);
    });

    it('limits cv_viewed per employer and day', async () => {
      const employer = await createEmployer(ctx());
      const { candidate, application } = await applicant(employer);
      await ctx().database.query(
        `insert into notifications (recipient_id, actor_id, notification_type, title, message, object_id, created_at)
         select $1, $2, 'cv_viewed', 't', 'm', 1000000 + g, $3 from generate_series(1, ${CV_VIEWED_DAILY_LIMIT}) g`,
        [candidate.user.id, employer.user.id, ctx().clock.now().toISOString()],
      );
      const limited = await call('POST', '/api/notifications/create/', employer, cvViewed(candidate.user.id, { object_id: application }));
      expect(limited.status).toBe(429);
      const dayAgo = new Date(ctx().clock.now().getTime() - DAY_MS - 1000).toISOString();
      await ctx().database.query(`update notifications set created_at = $2 where actor_id = $1`, [employer.user.id, dayAgo]);
      const later = await call('POST', '/api/notifications/create/', employer, cvViewed(candidate.user.id, { object_id: application }));
      expect(later.status).toBe(201);
    });

    it('lets an admin create any type, and system notifications to one user or everyone', async () => {
      const admin = await createUser(ctx(), { role: 'admin' });
      const employer = await createUser(ctx(), { role: 'employer' });
      const candidate = await createUser(ctx());
      const inactive = await createUser(ctx(), { is_active: false });

      const typed = await call('POST', '/api/notifications/create/', admin, {
        notification_type: 'position_expired',
        recipient_id: employer.user.id,
        object_id: 7,
        title: 'Tin tuyển dụng đã hết hạn',
        message: 'Kỹ sư dữ liệu',
        link: '/employer/posts?job_id=7',
      });
      expect(typed.status).toBe(201);

      const single = await call('POST', '/api/notifications/create-system/', admin, { title: 'Chào mừng', message: 'Xin chào ứng viên', recipient_id: candidate.user.id });
      expect(single.status).toBe(201);
      expect(SystemResponse.parse(single.body).data).toMatchObject({ created: 1, notification: { notification_type: 'system', title: 'Chào mừng' } });

      const before = await ctx().database.query<{ n: number }>(`select count(*)::int as n from users where is_active and not is_banned`);
      const broadcast = await call('POST', '/api/notifications/create-system', admin, { notification_type: 'system', title: 'Bảo trì', message: 'Hệ thống bảo trì lúc 23:00' });
      expect(broadcast.status).toBe(201);
      expect(SystemResponse.parse(broadcast.body).data.created).toBe(before[0]!.n);
      const candidateList = PageResponse.parse((await call('GET', '/api/notifications?type=system', candidate)).body).data;
      expect(candidateList.results.map((row) => row.title)).toEqual(['Bảo trì', 'Chào mừng']);
      const inactiveRows = await ctx().database.query(`select 1 from notifications where recipient_id = $1`, [inactive.user.id]);
      expect(inactiveRows).toHaveLength(0);

      expect((await call('POST', '/api/notifications/create-system/', employer, { title: 'x', message: 'y' })).status).toBe(403);
      expect((await call('POST', '/api/notifications/create-system/', admin, { title: 'x', message: 'y', recipient_id: 2_000_000_000 })).status).toBe(404);
      const tooLong = await call('POST', '/api/notifications/create-system/', admin, { title: 'x'.repeat(201), message: 'y' });
      expect(ApiErrorBodySchema.parse(tooLong.body).errors!.title).toEqual(['Tiêu đề tối đa 200 ký tự']);
    });
  });
});
