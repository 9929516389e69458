/** Application (CV) routes (API.md, Applications). Rules: applications.handlers.ts. */
import { open } from 'node:fs/promises';
import {
  ApiErrorBodySchema,
  ApplicationNoteBodySchema,
  ApplicationPageSchema,
  ApplicationSchema,
  ApplicationStatusBodySchema,
  IdParamsSchema,
  IdSchema,
  MessageEnvelopeSchema,
  MyApplicationsQuerySchema,
  PostApplicantsQuerySchema,
  envelope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { httpError } from '../../lib/http-error';
import { CV_CONTENT_TYPES } from '../../repositories/cv-files';
import { storedFilePath } from '../../repositories/files';
import { MSG_CV_FILE_MISSING, createApplicationsHandlers } from './applications.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const One = envelope(ApplicationSchema);
const PageOf = envelope(ApplicationPageSchema);
const PostParamsSchema = z.object({ post_id: IdSchema });

/**
 * `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), `inline` for
 * PDFs (the employer page shows them in a viewer) and `attachment` for DOCX.
 */
export function contentDisposition(fileName: string, kind: 'pdf' | 'docx'): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind === 'pdf' ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function applicationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createApplicationsHandlers(instance);
  const candidate = { onRequest: instance.requireRole('candidate') };
  const employer = { onRequest: instance.requireRole('employer') };
  const signedIn = { onRequest: instance.requireRole() };
  const me = (request: { user: { user_id: number } | null }) => request.user!.user_id;

  app.post(
    '/api/cv/create/',
    // No error schemas here: the daily-limit 403 carries daily_limit / applied_today (DailyLimitErrorSchema).
    { ...candidate, schema: { response: { 201: One } } },
    async (request, reply) => {
      const data = await handlers.create(request, me(request));
      return reply.code(201).send({ status: 201, message: 'Ứng tuyển thành công', data });
    },
  );

  app.get('/api/cv/', { ...candidate, schema: { querystring: MyApplicationsQuerySchema, response: { 200: PageOf, ...errors } } }, async (request) => ({
    status: 200,
    data: await handlers.listOwn(me(request), request.query),
  }));

  app.get(
    '/api/cv/post/:post_id/',
    { ...employer, schema: { params: PostParamsSchema, querystring: PostApplicantsQuerySchema, response: { 200: PageOf, ...errors } } },
    async (request) => ({ status: 200, data: await handlers.listForPost(me(request), request.params.post_id, request.query) }),
  );

  app.get('/api/cv/:id/', { ...signedIn, schema: { params: IdParamsSchema, response: { 200: One, ...errors } } }, async (request) => ({
    status: 200,
    data: await handlers.detail(request.params.id, me(request)),
  }));

  app.get('/api/cv/:id/file/', { ...signedIn, schema: { params: IdParamsSchema } }, async (request, reply) => {
    const record = await handlers.file(request.params.id, me(request));
    // Opened before the headers go out: a file gone from disk answers 404, not a 500 mid-stream.
    const handle = await open(storedFilePath(instance.env.UPLOAD_DIR, record.cv_path), 'r').catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') throw httpError(404, MSG_CV_FILE_MISSING);
      throw error;
    });
    const { size } = await handle.stat();
    return reply
      .type(CV_CONTENT_TYPES[record.cv_file_type])
      .header('content-disposition', contentDisposition(record.cv_file_name, record.cv_file_type))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', size)
      .send(handle.createReadStream());
  });

  const withdraw = async (request: { params: { id: number }; user: { user_id: number } | null }) => {
    await handlers.withdraw(request.params.id, me(request));
    return { status: 200, message: 'Đã rút hồ sơ ứng tuyển' };
  };
  app.delete('/api/cv/:id/', { ...candidate, schema: { params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, withdraw);
  app.post('/api/cv/:id/withdraw/', { ...candidate, schema: { params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, withdraw);

  app.put(
    '/api/cv/:id/status/',
    { ...employer, schema: { params: IdParamsSchema, body: ApplicationStatusBodySchema, response: { 200: One, ...errors } } },
    async (request) => ({
      status: 200,
      message: 'Cập nhật trạng thái hồ sơ thành công',
      data: await handlers.setStatus(request.params.id, me(request), request.body),
    }),
  );

  app.put(
    '/api/cv/:id/note/',
    { ...employer, schema: { params: IdParamsSchema, body: ApplicationNoteBodySchema, response: { 200: One, ...errors } } },
    async (request) => ({ status: 200, message: 'Đã lưu ghi chú', data: await handlers.setNote(request.params.id, me(request), request.body.note) }),
  );

  app.post(
    '/api/cv/mark-as-viewed/:id/',
    { ...employer, schema: { params: IdParamsSchema, response: { 200: One, ...errors } } },
    async (request) => ({ status: 200, message: 'Đã đánh dấu đã xem', data: await handlers.markViewed(request.params.id, me(request)) }),
  );
}
