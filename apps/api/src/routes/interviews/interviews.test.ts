import { ApiErrorBodySchema, InterviewSchema, envelope, paged } from '@jobhub/sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import { notificationsOf } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { VIETNAM_MORNING, createEmployer, createEmployerSetup, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { MSG_APPLICATION_NOT_FOUND } from '../applications/applications.messages';
const MSG_MEETING_LINK = 'Liên kết họp không hợp lệ';

const One = envelope(InterviewSchema);
const PageOf = envelope(paged(InterviewSchema));
const HOUR_MS = 3_600_000;

describeEachDatabase('interviews', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;
  let otherEmployer: TestEmployer;

  const call = (method: 'GET' | 'POST', url: string, user: CreatedUser, payload?: object) => callApi(ctx(), method, url, user, payload);
  const inHours = (hours: number) => new Date(ctx().clock.now().getTime() + hours * HOUR_MS).toISOString();
  /** A candidate with an application to a new post of `employer`. */
  const applied = async (title?: string) => {
    const candidate = await createUser(ctx());
    const postId = await insertPost(ctx(), employer, catalogue, title ? { title } : {});
    return {
      candidate,
      postId,
      cv: await insertApplication(ctx(), postId, candidate.user.id),
    };
  };
  const schedule = (cv: number, overrides: Record<string, unknown> = {}) =>
    call('POST', '/api/interviews/', employer, {
      cv,
      title: 'Phỏng vấn vòng 1',
      interview_date: inHours(48),
      location: 'Tầng 5, 1 Lê Lợi',
      ...overrides,
    });

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
    otherEmployer = await createEmployer(ctx());
  });

  it('schedules an interview for the post owner and notifies the candidate (interview_scheduled)', async () => {
    const { candidate, postId, cv } = await applied('Chuyên viên dữ liệu');
    const response = await schedule(cv, { note: 'Mang theo CMND' });
    expect(response.status).toBe(201);
    const body = One.parse(response.body);
    expect(body.data).toMatchObject({
      cv,
      post: postId,
      post_title: 'Chuyên viên dữ liệu',
      enterprise_name: employer.companyName,
      candidate_name: 'Ứng Viên Thử',
      title: 'Phỏng vấn vòng 1',
      interview_date: inHours(48),
      location: 'Tầng 5, 1 Lê Lợi',
      meeting_link: null,
      note: 'Mang theo CMND',
      status: 'scheduled',
      response_note: null,
    });
    const [notice] = await notificationsOf(ctx(), candidate.user.id, 'interview_scheduled');
    expect(notice).toMatchObject({
      object_id: cv,
      actor_id: employer.user.id,
      title: 'Lịch phỏng vấn mới',
    });
    // 48 h after 10:00 on 20/11 in Vietnam.
    expect(notice!.message).toBe(`${employer.companyName} mời bạn phỏng vấn vị trí "Chuyên viên dữ liệu" lúc 10:00 22/11/2026.`);
  });

  it('accepts a meeting link instead of a place', async () => {
    const { cv } = await applied();
    const response = await schedule(cv, {
      location: undefined,
      meeting_link: 'https://meet.example.vn/abc',
    });
    expect(response.status).toBe(201);
    expect(One.parse(response.body).data).toMatchObject({
      location: null,
      meeting_link: 'https://meet.example.vn/abc',
    });
  });

  it('requires a date in the future and a place or a meeting link (field errors)', async () => {
    const { candidate, cv } = await applied();
    const past = await schedule(cv, { interview_date: inHours(-1) });
    expect(past.status).toBe(400);
    expect(ApiErrorBodySchema.parse(past.body).errors?.interview_date).toEqual(['Thời gian phỏng vấn phải ở tương lai']);
    const now = await schedule(cv, { interview_date: inHours(0) });
    expect(now.status).toBe(400);

    const nowhere = await schedule(cv, { location: '   ', meeting_link: null });
    expect(nowhere.status).toBe(400);
    expect(ApiErrorBodySchema.parse(nowhere.body).errors?.location).toEqual(['Vui lòng nhập địa điểm hoặc liên kết họp']);

    const badLink = await schedule(cv, {
      location: undefined,
      meeting_link: 'không phải link',
    });
    expect(ApiErrorBodySchema.parse(badLink.body).errors?.meeting_link).toEqual(['Liên kết họp không hợp lệ']);
    const badDate = await schedule(cv, { interview_date: '20/12/2026' });
    expect(ApiErrorBodySchema.parse(badDate.body).errors?.interview_date).toEqual(['Thời gian phỏng vấn không hợp lệ']);
    const noTitle = await schedule(cv, { title: '  ' });
    expect(ApiErrorBodySchema.parse(noTitle.body).errors?.title).toEqual(['Vui lòng nhập tiêu đề']);

    expect(await notificationsOf(ctx(), candidate.user.id, 'interview_scheduled')).toEqual([]);
  });

  it('accepts only http(s) meeting links (javascript:, data: and ftp: links are refused)', async () => {
    const { candidate, cv } = await applied();
    for (const link of ['javascript:alert(document.cookie)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example.vn/cv']) {
      const response = await schedule(cv, { location: 'Hà Nội', meeting_link: link });
      expect(response.status, link).toBe(400);
      expect(ApiErrorBodySchema.parse(response.body).errors?.meeting_link).toEqual([MSG_MEETING_LINK]);
    }
    expect(await notificationsOf(ctx(), candidate.user.id, 'interview_scheduled')).toEqual([]);
    expect((await schedule(cv, { meeting_link: 'HTTP://meet.example.vn/x' })).status).toBe(201);
  });

  it('lets only the owner of the application’s post schedule (404 for another employer or an unknown CV)', async () => {
    const { candidate, cv } = await applied();
    for (const [user, id] of [
      [otherEmployer, cv],
      [employer, 2_000_000_000],
    ] as const) {
      const response = await call('POST', '/api/interviews/', user, {
        cv: id,
        title: 'Phỏng vấn',
        interview_date: inHours(24),
        location: 'Hà Nội',
      });
      expect(response.status).toBe(404);
      expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_APPLICATION_NOT_FOUND);
    }
    expect(
      (
        await call('POST', '/api/interviews/', candidate, {
          cv,
          title: 'x',
          interview_date: inHours(24),
          location: 'Hà Nội',
        })
      ).status,
    ).toBe(403);
  });

  it('lists interviews to each side: the candidate’s own, the employer’s posts’, latest date first', async () => {
    const first = await applied();
    const second = await applied();
    const early = One.parse((await schedule(first.cv, { interview_date: inHours(24) })).body).data;
    const late = One.parse(
      (
        await schedule(first.cv, {
          title: 'Vòng 2',
          interview_date: inHours(96),
        })
      ).body,
    ).data;
    const other = One.parse((await schedule(second.cv)).body).data;

    const mine = PageOf.parse((await call('GET', '/api/interviews/', first.candidate)).body).data;
    expect(mine.results.map((row) => row.id)).toEqual([late.id, early.id]);
    expect(mine.total).toBe(2);
    const theirs = PageOf.parse((await call('GET', '/api/interviews/', second.candidate)).body).data;
    expect(theirs.results.map((row) => row.id)).toEqual([other.id]);

    const owner = PageOf.parse((await call('GET', '/api/interviews/?page_size=100', employer)).body).data;
    expect(owner.results.map((row) => row.id)).toEqual(expect.arrayContaining([early.id, late.id, other.id]));
    const dates = owner.results.map((row) => row.interview_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const stranger = PageOf.parse((await call('GET', '/api/interviews/', otherEmployer)).body).data;
    expect(stranger.total).toBe(0);
  });

  it('lists only the interviews of one application with cv, and never another user’s', async () => {
    const { candidate, cv } = await applied();
    const postId = await insertPost(ctx(), employer, catalogue);
    const secondCv = await insertApplication(ctx(), postId, candidate.user.id);
    const first = One.parse((await schedule(cv)).body).data;
    const second = One.parse((await schedule(secondCv)).body).data;
    const stranger = await applied();

    const ofFirst = PageOf.parse((await call('GET', `/api/interviews/?cv=${cv}`, candidate)).body).data;
    expect(ofFirst.results.map((row) => row.id)).toEqual([first.id]);
    expect(ofFirst.total).toBe(1);
    const ownerView = PageOf.parse((await call('GET', `/api/interviews/?cv=${secondCv}`, employer)).body).data;
    expect(ownerView.results.map((row) => row.id)).toEqual([second.id]);
    expect(PageOf.parse((await call('GET', `/api/interviews/?cv=${cv}`, stranger.candidate)).body).data.total).toBe(0);
    expect(PageOf.parse((await call('GET', `/api/interviews/?cv=${cv}`, otherEmployer)).body).data.total).toBe(0);
    const bad = await call('GET', '/api/interviews/?cv=abc', candidate);
    expect(bad.status).toBe(400);
    expect(ApiErrorBodySchema.parse(bad.body).errors).toEqual({ cv: ['Mã không hợp lệ'] });
  });

  it('lets the candidate accept or decline an upcoming interview, and change the answer until it starts', async () => {
    const { candidate, cv } = await applied();
    const interview = One.parse((await schedule(cv, { interview_date: inHours(2) })).body).data;
    const url = `/api/interviews/${interview.id}/respond/`;
    const accepted = await call('POST', url, candidate, {
      response: 'accepted',
      note: 'Tôi sẽ đến đúng giờ',
    });
    expect(accepted.status).toBe(200);
    expect(One.parse(accepted.body)).toMatchObject({
      message: 'Đã xác nhận tham gia phỏng vấn',
      data: { status: 'accepted', response_note: 'Tôi sẽ đến đúng giờ' },
    });
    const declined = One.parse((await call('POST', url, candidate, { response: 'declined' })).body);
    expect(declined).toMatchObject({
      message: 'Đã từ chối lịch phỏng vấn',
      data: { status: 'declined', response_note: null },
    });

    expect((await call('POST', url, candidate, { response: 'maybe' })).status).toBe(400);
    expect(
      (
        await call('POST', url, await createUser(ctx()), {
          response: 'accepted',
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', url, employer, { response: 'accepted' })).status).toBe(403);

    ctx().clock.advance(3 * HOUR_MS);
    try {
      const fresh = {
        ...candidate,
        headers: {
          authorization: `Bearer ${await ctx().app.auth.signAccess(candidate.user)}`,
        },
      };
      const late = await call('POST', url, fresh, { response: 'accepted' });
      expect(late.status).toBe(400);
      expect(ApiErrorBodySchema.parse(late.body).message).toBe('Lịch phỏng vấn này không còn nhận phản hồi');
    } finally {
      ctx().clock.advance(-3 * HOUR_MS);
    }
  });
});
