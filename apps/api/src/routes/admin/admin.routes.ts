/**
 * Admin moderation (role admin): enterprises waiting for approval and reported posts, the calls
 * of packages/sdk/src/stores/admin-api.ts. Rules: admin.handlers.ts.
 */
import { createReadStream } from 'node:fs';
import {
  AdminEnterprisePageSchema,
  AdminIdParamsSchema,
  AdminReportPageSchema,
  ApiErrorBodySchema,
  MessageEnvelopeSchema,
  PageQuerySchema,
  REPORT_STATUSES,
  envelope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ENTERPRISE_REVIEW_STATUSES, listEnterprisesForReview, listReports } from '../../repositories/admin';
import { CONTENT_TYPES, storedFilePath, type FileKind } from '../../repositories/files';
import { createAdminHandlers } from './admin.handlers';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const EnterpriseQuerySchema = z.extend(PageQuerySchema, {
  status: z._default(z.enum(ENTERPRISE_REVIEW_STATUSES, { error: 'Trạng thái không hợp lệ' }), 'pending'),
});
const ReportQuerySchema = z.extend(PageQuerySchema, {
  status: z._default(z.enum(REPORT_STATUSES, { error: 'Trạng thái không hợp lệ' }), 'open'),
});

/**
 * Registers the admin routes under /api/admin/.
 * @example await app.register(adminRoutes);
 */
export async function adminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createAdminHandlers(instance);
  const admin = { onRequest: instance.requireRole('admin') };
  const me = (request: { user: { user_id: number } | null }) => request.user!.user_id;
  const action = { ...admin, schema: { params: AdminIdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } };

  app.get(
    '/api/admin/enterprises/',
    { ...admin, schema: { querystring: EnterpriseQuerySchema, response: { 200: envelope(AdminEnterprisePageSchema), ...errors } } },
    async (request) => {
      const { status, ...paging } = request.query;
      return { status: 200, data: await listEnterprisesForReview(instance.db, status, paging) };
    },
  );

  app.post('/api/admin/enterprises/:id/approve/', action, async (request) => ({ status: 200, message: await handlers.approve(request.params.id) }));

  app.post('/api/admin/enterprises/:id/reject/', action, async (request) => ({
    status: 200,
    message: await handlers.reject(request.params.id, me(request)),
  }));

  // The certificate is a private upload: served only here (admins) and to its owner.
  app.get('/api/admin/enterprises/:id/certificate/', { ...admin, schema: { params: AdminIdParamsSchema } }, async (request, reply) => {
    const key = await handlers.certificate(request.params.id);
    const kind = key.split('.').pop() as FileKind;
    return reply
      .type(CONTENT_TYPES[kind] ?? 'application/octet-stream')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(storedFilePath(instance.env.UPLOAD_DIR, key)));
  });

  app.get(
    '/api/admin/reports/',
    { ...admin, schema: { querystring: ReportQuerySchema, response: { 200: envelope(AdminReportPageSchema), ...errors } } },
    async (request) => {
      const { status, ...paging } = request.query;
      return { status: 200, data: await listReports(instance.db, status, paging) };
    },
  );

  app.post('/api/admin/reports/:id/take-down/', action, async (request) => ({
    status: 200,
    message: await handlers.takeDown(request.params.id, me(request)),
  }));

  app.post('/api/admin/reports/:id/dismiss/', action, async (request) => ({
    status: 200,
    message: await handlers.dismiss(request.params.id, me(request)),
  }));
}
