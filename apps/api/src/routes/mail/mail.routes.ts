/**
 * POST /api/mail/unsubscribe/?token=…: the one-click unsubscribe of RFC 8058. Mail clients POST
 * `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe URL; the site's
 * /unsubscribe page posts the same token as JSON. No sign-in: the signed token
 * (mail/unsubscribe-token.ts) is the permission; a tampered one answers 403.
 * GET /api/admin/mail-failures/: the mails that still failed after the send job's retries.
 */
import { listFailedMails, MAIL_TYPE_LABELS, unsubscribeMail } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { listFailedMails as failedMails } from '../../mail/mail-queue';
import { readUnsubscribeToken } from '../../mail/unsubscribe-token';
import { updateMailPreferences } from '../../repositories/mail-preferences';
import { serveEndpoint } from '../serve-endpoint';

export const MSG_UNSUBSCRIBE_INVALID = 'Liên kết hủy đăng ký không hợp lệ';
/** Form bodies are tiny (`List-Unsubscribe=One-Click`). */
const FORM_BODY_LIMIT = 1024;

export async function mailRoutes(app: FastifyInstance) {
  // RFC 8058's POST is application/x-www-form-urlencoded; parsed only in this plugin's scope.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  serveEndpoint(app, unsubscribeMail, {}, async (request) => {
    const claim = readUnsubscribeToken(app.env.JWT_SECRET, request.query.token);
    if (!claim) throw httpError(403, MSG_UNSUBSCRIBE_INVALID);
    const stored = await updateMailPreferences(app.db, claim.userId, { [claim.type]: false });
    if (!stored) throw httpError(403, MSG_UNSUBSCRIBE_INVALID);
    return { status: 200, message: `Bạn đã hủy nhận email: ${MAIL_TYPE_LABELS[claim.type]}`, data: { type: claim.type } };
  });

  serveEndpoint(app, listFailedMails, { onRequest: app.requireRole('admin') }, async () => ({
    status: 200,
    data: await failedMails(app.db),
  }));
}
