import { ApiErrorBodySchema, ApplicationSchema, ApplicationTimelineSchema, CvViewerSchema, SavedCvSchema, envelope } from '@jobhub/sdk/contract';
import * as z from 'zod';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';

/** A step of the clock shorter than an access token's life. */
const STEP_MS = 5 * MINUTE_MS;
import { multipartForm, notificationsOf, type FormFile } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { TEST_PDF, VIETNAM_MORNING, createEmployer, createEmployerSetup, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';

const Timeline = envelope(ApplicationTimelineSchema);
const Viewers = envelope(z.array(CvViewerSchema));
const Applied = envelope(ApplicationSchema);
const Saved = envelope(SavedCvSchema);

describeEachDatabase('application timeline and who viewed my CV', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;

  const pdf: FormFile = { name: 'ho-so.pdf', body: TEST_PDF, type: 'application/pdf' };
  const multipart = async (user: CreatedUser, url: string, fields: Record<string, string>, cv?: FormFile) => {
    const { payload, headers } = multipartForm(fields, cv ? { cv } : {});
    const response = await ctx().inject({ method: 'POST', url, payload, headers: { ...headers, ...user.headers } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as unknown;
  };
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, user: CreatedUser, payload?: object) => {
    const response = await ctx().inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    const json = (response.headers['content-type'] ?? '').toString().includes('json');
    return { status: response.statusCode, body: (json ? response.json() : null) as unknown };
  };
  const applyFields = (postId: number, extra: Record<string, string> = {}) => ({
    post: String(postId),
    name: 'Trần Thị Ứng Viên',
    email: 'ung.vien@example.vn',
    phone_number: '0912 345 678',
    ...extra,
  });
  const timeline = async (user: CreatedUser, id: number) => {
    const response = await call('GET', `/api/cv/${id}/timeline/`, user);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return Timeline.parse(response.body).data;
  };
  const viewers = async (user: CreatedUser, savedCvId: number) => {
    const response = await call('GET', `/api/profile/cvs/${savedCvId}/viewers/`, user);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return Viewers.parse(response.body).data;
  };

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
  });
  afterEach(() => ctx().clock.set(VIETNAM_MORNING));

  describe('the timeline', () => {
    it('records sent, the first CV view (file or page, once), each status change and an interview, oldest first', async () => {
      const candidate = await createUser(ctx());
      const postId = await insertPost(ctx(), employer, catalogue, { title: 'Kỹ sư dữ liệu' });
      const application = Applied.parse(await multipart(candidate, '/api/cv/create/', applyFields(postId), pdf)).data;
      expect((await timeline(candidate, application.id)).events).toMatchObject([{ kind: 'sent', actor: 'candidate', status: null }]);

      ctx().clock.advance(STEP_MS);
      // Downloading the CV is viewing it; the page's mark-as-viewed and a second download add nothing.
      expect((await call('GET', `/api/cv/${application.id}/file/`, employer)).status).toBe(200);
      expect((await call('GET', `/api/cv/${application.id}/file/`, employer)).status).toBe(200);
      expect((await call('POST', `/api/cv/mark-as-viewed/${application.id}/`, employer)).status).toBe(200);
      expect(await notificationsOf(ctx(), candidate.user.id, 'cv_viewed')).toHaveLength(1);
      // The candidate reading their own file is no view.
      expect((await call('GET', `/api/cv/${application.id}/file/`, candidate)).status).toBe(200);

      ctx().clock.advance(STEP_MS);
      expect((await call('PUT', `/api/cv/${application.id}/status/`, employer, { status: 'approved' })).status).toBe(200);
      // The same status again changes nothing.
      expect((await call('PUT', `/api/cv/${application.id}/status/`, employer, { status: 'approved', note: 'Ghi chú' })).status).toBe(200);
      ctx().clock.advance(MINUTE_MS);
      const interviewAt = new Date(ctx().clock.now().getTime() + 48 * HOUR_MS).toISOString();
      const interview = await call('POST', '/api/interviews/', employer, { cv: application.id, title: 'Phỏng vấn vòng 1', interview_date: interviewAt, location: 'Tầng 5' });
      expect(interview.status).toBe(201);

      const { application: id, events } = await timeline(candidate, application.id);
      expect(id).toBe(application.id);
      expect(events.map(({ kind, actor, status }) => ({ kind, actor, status }))).toEqual([
        { kind: 'sent', actor: 'candidate', status: null },
        { kind: 'cv_viewed', actor: 'employer', status: null },
        { kind: 'status_changed', actor: 'employer', status: 'approved' },
        { kind: 'interview_scheduled', actor: 'employer', status: null },
      ]);
      expect(events[1]!.created_at).toBe(new Date(VIETNAM_MORNING.getTime() + STEP_MS).toISOString());
    });

    it('answers 404 to another candidate and for a missing application, 403 to an employer, 401 without a token', async () => {
      const candidate = await createUser(ctx());
      const other = await createUser(ctx());
      const postId = await insertPost(ctx(), employer, catalogue);
      const application = Applied.parse(await multipart(candidate, '/api/cv/create/', applyFields(postId), pdf)).data;
      const refused = await call('GET', `/api/cv/${application.id}/timeline/`, other);
      expect(refused.status).toBe(404);
      expect(ApiErrorBodySchema.parse(refused.body).message).toBe('Không tìm thấy hồ sơ ứng tuyển');
      expect((await call('GET', '/api/cv/2000000000/timeline/', candidate)).status).toBe(404);
      expect((await call('GET', `/api/cv/${application.id}/timeline/`, employer)).status).toBe(403);
      expect((await ctx().inject({ method: 'GET', url: `/api/cv/${application.id}/timeline/` })).statusCode).toBe(401);
      const bad = await call('GET', '/api/cv/abc/timeline/', candidate);
      expect(bad.status).toBe(400);
      expect(ApiErrorBodySchema.parse(bad.body).errors).toBeDefined();
    });
  });

  describe('who viewed my CV', () => {
    it('lists the companies that opened applications sent with a saved CV, and when, latest first', async () => {
      const candidate = await createUser(ctx());
      const saved = Saved.parse(await multipart(candidate, '/api/profile/cvs/', { name: 'CV chính' }, pdf)).data;
      const other = await createEmployer(ctx());
      const first = Applied.parse(await multipart(candidate, '/api/cv/create/', applyFields(await insertPost(ctx(), employer, catalogue, { title: 'Vị trí A' }), { saved_cv_id: String(saved.id) }))).data;
      const second = Applied.parse(await multipart(candidate, '/api/cv/create/', applyFields(await insertPost(ctx(), other, catalogue, { title: 'Vị trí B' }), { saved_cv_id: String(saved.id) }))).data;
      expect(await viewers(candidate, saved.id)).toEqual([]);

      ctx().clock.advance(STEP_MS);
      await call('POST', `/api/cv/mark-as-viewed/${first.id}/`, employer);
      ctx().clock.advance(STEP_MS);
      await call('GET', `/api/cv/${second.id}/file/`, other);
      ctx().clock.set(VIETNAM_MORNING);

      expect(await viewers(candidate, saved.id)).toEqual([
        {
          application: second.id,
          enterprise: other.enterpriseId,
          enterprise_name: other.companyName,
          enterprise_logo: null,
          post_title: 'Vị trí B',
          viewed_at: new Date(VIETNAM_MORNING.getTime() + 2 * STEP_MS).toISOString(),
        },
        expect.objectContaining({ application: first.id, enterprise_name: employer.companyName, post_title: 'Vị trí A', viewed_at: new Date(VIETNAM_MORNING.getTime() + STEP_MS).toISOString() }),
      ]);
    });

    it('counts a CV uploaded while applying and kept in the library (save_cv)', async () => {
      const candidate = await createUser(ctx());
      const application = Applied.parse(await multipart(candidate, '/api/cv/create/', applyFields(await insertPost(ctx(), employer, catalogue), { save_cv: 'true' }), pdf)).data;
      const [kept] = z.array(SavedCvSchema).parse((envelope(z.array(SavedCvSchema)).parse((await call('GET', '/api/profile/cvs/', candidate)).body)).data);
      await call('POST', `/api/cv/mark-as-viewed/${application.id}/`, employer);
      expect((await viewers(candidate, kept!.id)).map((row) => row.application)).toEqual([application.id]);
    });

    it('answers 404 for another candidate’s CV and 403 to an employer', async () => {
      const candidate = await createUser(ctx());
      const other = await createUser(ctx());
      const saved = Saved.parse(await multipart(candidate, '/api/profile/cvs/', {}, pdf)).data;
      const refused = await call('GET', `/api/profile/cvs/${saved.id}/viewers/`, other);
      expect(refused.status).toBe(404);
      expect(ApiErrorBodySchema.parse(refused.body).message).toBe('Không tìm thấy CV');
      expect((await call('GET', `/api/profile/cvs/${saved.id}/viewers/`, employer)).status).toBe(403);
    });
  });
});
