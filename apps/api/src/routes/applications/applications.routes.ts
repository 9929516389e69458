/** Application (CV) routes (API.md, Applications). Rules: applications.handlers.ts. */
import {
  applyToPost,
  deleteApplication,
  getApplication,
  getApplicationCvFile,
  getSignedApplicationCvFile,
  listMyApplications,
  listPostApplicants,
  markApplicationViewed,
  setApplicationNote,
  setApplicationStatus,
  withdrawApplication,
  withoutAccents,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ApplicationRecord } from '../../repositories/applications';
import { CV_CONTENT_TYPES } from '../../repositories/cv-files';
import { sendPrivateFile } from '../send-private-file';
import { serveEndpoint } from '../serve-endpoint';
import { createApplicationsHandlers } from './applications.handlers';
import { MSG_CV_FILE_MISSING } from './applications.messages';
import { openStoredFileOr404 } from '../open-stored-file';
import { callerId } from '../caller';
import type { AuthUser } from '../../types';

/**
 * `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), `inline` for
 * PDFs (the employer page shows them in a viewer) and `attachment` for DOCX.
 */
export function contentDisposition(fileName: string, kind: 'pdf' | 'docx'): string {
  const ascii = withoutAccents(fileName).replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind === 'pdf' ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The part of a Fastify reply a CV answer needs (typed by its endpoint). */
interface CvReply<R> {
  type(contentType: string): R;
  header(key: string, value: string): R;
  send(payload: Blob): R;
}

export async function applicationsRoutes(app: FastifyInstance) {
  const handlers = createApplicationsHandlers(app);
  const candidate = { onRequest: app.requireRole('candidate') };
  const employer = { onRequest: app.requireRole('employer') };
  const signedIn = { onRequest: app.requireRole() };

  // The daily-limit 403 carries daily_limit / applied_today (ApiErrorBodySchema keeps them).
  serveEndpoint(app, applyToPost, candidate, async (request) => ({
    status: 201,
    message: 'Ứng tuyển thành công',
    data: await handlers.create(request, callerId(request)),
  }));

  serveEndpoint(app, listMyApplications, candidate, async (request) => ({ status: 200, data: await handlers.listOwn(callerId(request), request.query) }));

  serveEndpoint(app, listPostApplicants, employer, async (request) => ({
    status: 200,
    data: await handlers.listForPost(callerId(request), request.params.post_id, request.query),
  }));

  serveEndpoint(app, getApplication, signedIn, async (request) => ({ status: 200, data: await handlers.detail(request.params.id, callerId(request)) }));

  const sendCv = async <R extends CvReply<R>>(reply: R, record: ApplicationRecord) => {
    const file = await openStoredFileOr404(app.storage, record.cv_path, MSG_CV_FILE_MISSING);
    reply.header('content-disposition', contentDisposition(record.cv_file_name, record.cv_file_type)).header('content-length', String(file.size));
    return sendPrivateFile(reply, file.body, CV_CONTENT_TYPES[record.cv_file_type]);
  };

  serveEndpoint(app, getApplicationCvFile, signedIn, async (request, reply) => sendCv(reply, await handlers.file(request.params.id, callerId(request))));

  // No token: the signed link (the application's cv_file_url) is the permission.
  serveEndpoint(app, getSignedApplicationCvFile, {}, async (request, reply) =>
    sendCv(reply, await handlers.signedFile(request.params.id, request.query)),
  );

  const withdraw = async (request: { params: { id: number }; user: AuthUser | null }) => {
    await handlers.withdraw(request.params.id, callerId(request));
    return { status: 200, message: 'Đã rút hồ sơ ứng tuyển' };
  };
  serveEndpoint(app, deleteApplication, candidate, withdraw);
  serveEndpoint(app, withdrawApplication, candidate, withdraw);

  serveEndpoint(app, setApplicationStatus, employer, async (request) => ({
    status: 200,
    message: 'Cập nhật trạng thái hồ sơ thành công',
    data: await handlers.setStatus(request.params.id, callerId(request), request.body),
  }));

  serveEndpoint(app, setApplicationNote, employer, async (request) => ({
    status: 200,
    message: 'Đã lưu ghi chú',
    data: await handlers.setNote(request.params.id, callerId(request), request.body.note),
  }));

  serveEndpoint(app, markApplicationViewed, employer, async (request) => ({
    status: 200,
    message: 'Đã đánh dấu đã xem',
    data: await handlers.markViewed(request.params.id, callerId(request)),
  }));
}
