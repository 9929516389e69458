/**
 * Interviews (API.md, Applications → Interviews).
 *
 * - POST /api/interviews/: the owner of the application's post schedules one (date in the future,
 *   a place or an http(s) meeting link); the candidate gets `interview_scheduled` (object_id = application).
 * - GET /api/interviews/: a candidate sees the interviews of their applications, an employer those
 *   of their posts; paged, latest date first; `cv` keeps those of one application.
 * - POST /api/interviews/{id}/respond/: the candidate accepts or declines while the interview is
 *   upcoming and not cancelled/completed (they may change their answer until then).
 */
import { answerInterview, listUserInterviews, scheduleInterview } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { fieldError, httpError } from '../../lib/http-error';
import { recordApplicationEvent } from '../../repositories/application-events';
import { findApplication } from '../../repositories/applications';
import { findInterview, insertInterview, listInterviews, respondToInterview } from '../../repositories/interviews';
import { notify } from '../../services/notify';
import { MSG_APPLICATION_NOT_FOUND } from '../applications/applications.messages';
import { serveEndpoint } from '../serve-endpoint';
import { callerId, callerOf } from '../caller';

const MSG_INTERVIEW_NOT_FOUND = 'Không tìm thấy lịch phỏng vấn';

/** `dd/MM/yyyy HH:mm` in Vietnam time (UTC+7, no daylight saving). */
export function vietnamDateTime(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 3_600_000).toISOString();
  return `${shifted.slice(11, 16)} ${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)}`;
}

export async function interviewsRoutes(app: FastifyInstance) {

  serveEndpoint(app, scheduleInterview, { onRequest: app.requireRole('employer') }, async (request) => {
    const ownerId = callerId(request);
    const body = request.body;
    const application = await findApplication(app.db, body.cv);
    if (!application || application.owner_id !== ownerId) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
    const now = app.clock.now();
    const date = new Date(body.interview_date);
    if (date.getTime() <= now.getTime()) throw fieldError({ interview_date: ['Thời gian phỏng vấn phải ở tương lai'] });
    const id = await app.db.transaction(async (tx) => {
      const created = await insertInterview(tx, {
        applicationId: application.id,
        title: body.title,
        date,
        location: body.location?.trim() || null,
        meetingLink: body.meeting_link ?? null,
        note: body.note ?? null,
        now,
      });
      // An interview is the employer's response: it stops the follow-up job's reminder and close.
      await recordApplicationEvent(tx, { applicationId: application.id, kind: 'interview_scheduled', actor: 'employer', at: now });
      return created;
    });
    await notify(app, {
      recipientId: application.user_id,
      type: 'interview_scheduled',
      title: 'Lịch phỏng vấn mới',
      message: `${application.company_name} mời bạn phỏng vấn vị trí "${application.post_title}" lúc ${vietnamDateTime(date)}.`,
      objectId: application.id,
      actorId: ownerId,
    });
    const created = await findInterview(app.db, id);
    return { status: 201, message: 'Đã tạo lịch phỏng vấn', data: created!.interview };
  });

  serveEndpoint(app, listUserInterviews, { onRequest: app.requireRole('candidate', 'employer') }, async (request) => {
    const scope = callerOf(request).role === 'candidate' ? { candidateId: callerId(request) } : { ownerId: callerId(request) };
    return { status: 200, data: await listInterviews(app.db, scope, request.query) };
  });

  serveEndpoint(app, answerInterview, { onRequest: app.requireRole('candidate') }, async (request) => {
    const found = await findInterview(app.db, request.params.id);
    if (!found || found.candidateId !== callerId(request)) throw httpError(404, MSG_INTERVIEW_NOT_FOUND);
    const open = ['scheduled', 'accepted', 'declined'].includes(found.interview.status);
    if (!open || found.date.getTime() <= app.clock.now().getTime()) throw httpError(400, 'Lịch phỏng vấn này không còn nhận phản hồi');
    await respondToInterview(app.db, found.interview.id, request.body.response, request.body.note ?? null);
    const updated = await findInterview(app.db, found.interview.id);
    return {
      status: 200,
      message: request.body.response === 'accepted' ? 'Đã xác nhận tham gia phỏng vấn' : 'Đã từ chối lịch phỏng vấn',
      data: updated!.interview,
    };
  });
}
