/**
 * Admin moderation (role admin): enterprises waiting for approval and reported posts, registered
 * from the contract's endpoint table. Rules: admin.handlers.ts.
 */
import {
  approveEnterprise,
  dismissReport,
  getEnterpriseCertificate,
  listEnterprisesForReview,
  listFlaggedConversations,
  listReports,
  rejectEnterprise,
  takeDownReport,
} from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { listEnterprisesForReview as readEnterprisesForReview, listReports as readReports } from '../../repositories/admin';
import { listFlaggedConversations as readFlaggedConversations } from '../../repositories/flagged-conversations';
import { CONTENT_TYPES, type FileKind } from '../../repositories/files';
import { openStoredFileOr404 } from '../open-stored-file';
import { withFileUrls } from '../enterprises/company-file-urls';
import { sendPrivateFile } from '../send-private-file';
import { serveEndpoint } from '../serve-endpoint';
import { createAdminHandlers, MSG_CERTIFICATE_NOT_FOUND } from './admin.handlers';
import { callerId } from '../caller';

/**
 * Registers the admin routes under /api/admin/.
 * @example await app.register(adminRoutes);
 */
export async function adminRoutes(app: FastifyInstance) {
  const handlers = createAdminHandlers(app);
  const admin = { onRequest: app.requireRole('admin') };

  serveEndpoint(app, listEnterprisesForReview, admin, async (request) => {
    const { status, ...paging } = request.query;
    const page = await readEnterprisesForReview(app.db, status, paging, app.clock.now());
    return { status: 200, data: { ...page, results: page.results.map((company) => withFileUrls(app.env.PUBLIC_URL, company)) } };
  });

  serveEndpoint(app, approveEnterprise, admin, async (request) => ({ status: 200, message: await handlers.approve(request.params.id) }));

  serveEndpoint(app, rejectEnterprise, admin, async (request) => ({
    status: 200,
    message: await handlers.reject(request.params.id, callerId(request)),
  }));

  // The certificate is a private upload: served only here (admins) and to its owner.
  serveEndpoint(app, getEnterpriseCertificate, admin, async (request, reply) => {
    const key = await handlers.certificate(request.params.id);
    const kind = key.split('.').pop() as FileKind;
    const file = await openStoredFileOr404(app.storage, key, MSG_CERTIFICATE_NOT_FOUND);
    return sendPrivateFile(reply.header('content-length', String(file.size)), file.body, CONTENT_TYPES[kind] ?? 'application/octet-stream');
  });

  serveEndpoint(app, listFlaggedConversations, admin, async (request) => ({ status: 200, data: await readFlaggedConversations(app.db, request.query) }));

  serveEndpoint(app, listReports, admin, async (request) => {
    const { status, ...paging } = request.query;
    return { status: 200, data: await readReports(app.db, status, paging) };
  });

  serveEndpoint(app, takeDownReport, admin, async (request) => ({
    status: 200,
    message: await handlers.takeDown(request.params.id, callerId(request)),
  }));

  serveEndpoint(app, dismissReport, admin, async (request) => ({
    status: 200,
    message: await handlers.dismiss(request.params.id, callerId(request)),
  }));
}
