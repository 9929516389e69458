/**
 * "Sign in with JobHub" (docs/partner-sign-in.md): the provider at /oauth (partner-provider.ts),
 * the consent page's two calls, the admin's partner-app registry and the user's connected apps.
 *
 * The consent page is the site's /oauth/consent/:uid (the provider's interaction URL). Its calls
 * (/oauth/consent/:uid/details/ and /decision/) need both the user's JobHub bearer token and the
 * provider's interaction cookie, which the provider set for that path in the browser that started
 * the authorization: a consent given in another browser (a link sent to a victim) finds no cookie
 * and is refused, so nobody can get a code for someone else's account.
 *
 * oidc-provider is a Koa app: mounted by lib/mount-oidc-provider.ts (hijacked reply, prefix cut off,
 * `originalUrl` kept, bodies left unread), with the issuer's host and scheme forwarded.
 */
import {
  createPartnerApp,
  decideConsent,
  disablePartnerApp,
  getConsentDetails,
  listConnectedApps,
  listPartnerApps,
  PARTNER_SCOPES,
  revokeConnectedApp,
  updatePartnerApp,
  type PartnerScope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError, MSG_NOT_FOUND } from '../../lib/http-error';
import { mountOidcProvider } from '../../lib/mount-oidc-provider';
import { sendError } from '../../plugins/errors';
import { acceptsHtml, sendSiteIndex } from '../../plugins/site';
import { listConnectedApps as readConnectedApps, revokeClientGrants, revokeUserGrants } from '../../repositories/oidc-records';
import * as partnerApps from '../../repositories/partner-apps';
import { partnerSessionId } from '../../services/partner-tokens';
import { serveEndpoint } from '../serve-endpoint';
import { CONSENT_PAGE_PATH, PARTNER_OIDC_PATH, partnerApiResource } from './partner-oidc-settings';
import { createPartnerProvider, IDENTITY_SCOPES, type PartnerProvider } from './partner-provider';
import { callerId } from '../caller';

export const MSG_CONSENT_EXPIRED = 'Yêu cầu đăng nhập đã hết hạn hoặc không được mở trong trình duyệt này. Vui lòng thử lại từ ứng dụng.';
export const MSG_APP_NOT_FOUND = 'Không tìm thấy ứng dụng đối tác';
export const MSG_APP_CREATED = 'Đã đăng ký ứng dụng đối tác';
export const MSG_APP_UPDATED = 'Đã cập nhật ứng dụng đối tác';
export const MSG_APP_DISABLED = 'Đã vô hiệu hóa ứng dụng đối tác';
export const MSG_REVOKED = 'Đã thu hồi quyền truy cập của ứng dụng';
export const MSG_NOT_CONNECTED = 'Ứng dụng này chưa được kết nối với tài khoản của bạn';
const MSG_DENIED = 'Người dùng đã từ chối cấp quyền';


/** oidc-provider's routes (its defaults): authorization and its resume, token, revocation, JWKS, userinfo, discovery. */
const PROVIDER_PATH = /^\/(auth(\/[\w-]+)?|token(\/revocation|\/introspection)?|jwks|me|\.well-known\/openid-configuration)$/;

const partnerScopesOf = (scope: unknown): PartnerScope[] => {
  const asked = String(scope ?? '').split(' ');
  return PARTNER_SCOPES.filter((known) => asked.includes(known));
};

export async function partnerOauthRoutes(app: FastifyInstance) {
  const resource = partnerApiResource(app.env);
  let built: Promise<PartnerProvider> | undefined;
  const provider = (): Promise<PartnerProvider> => (built ??= createPartnerProvider(app));
  const signedIn = { onRequest: app.requireRole() };
  const admin = { onRequest: app.requireRole('admin') };

  /** The interaction of this browser (its cookie), or 400 when it is gone or belongs to another. */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
    const oidc = await provider();
    try {
      const details = await oidc.interactionDetails(request.raw, reply.raw);
      if (details.uid !== uid) throw new Error('another interaction');
      return { oidc, details };
    } catch {
      throw httpError(400, MSG_CONSENT_EXPIRED);
    }
  };

  // The sign-in runs in a popup the partner's page opened and watches (signInWithJobHub): helmet's
  // `Cross-Origin-Opener-Policy: same-origin` would cut the popup from its opener (to the opener it
  // looks closed at once). The provider's answers and the consent page keep the opener.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${PARTNER_OIDC_PATH}/`)) reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
  });

  // The consent page itself is the site's (the SPA's index.html).
  app.get(`${CONSENT_PAGE_PATH}/:uid`, async (request, reply) => {
    if (acceptsHtml(request) && sendSiteIndex(app, reply)) return reply;
    return sendError(reply, 404, { message: MSG_NOT_FOUND });
  });

  serveEndpoint(app, getConsentDetails, signedIn, async (request, reply) => {
    const { details } = await interactionOf(request, reply, request.params.uid);
    const clientId = String(details.params.client_id);
    const partner = await partnerApps.findPartnerApp(app.db, clientId);
    if (!partner?.is_active) throw httpError(400, MSG_CONSENT_EXPIRED);
    const scopes = partnerScopesOf(details.params.scope);
    const held = (await readConnectedApps(app.db, callerId(request), app.clock.now())).find((connected) => connected.client_id === clientId);
    const granted = held !== undefined && scopes.every((scope) => held.scopes.includes(scope));
    return { status: 200, data: { client_id: clientId, name: partner.name, scopes, granted } };
  });

  serveEndpoint(app, decideConsent, signedIn, async (request, reply) => {
    const { oidc, details } = await interactionOf(request, reply, request.params.uid);
    const clientId = String(details.params.client_id);
    const accountId = String(callerId(request));
    let result: Parameters<PartnerProvider['interactionResult']>[2];
    if (!request.body.allow) {
      result = { error: 'access_denied', error_description: MSG_DENIED };
    } else {
      const existing = details.grantId ? await oidc.Grant.find(details.grantId) : undefined;
      const grant = existing?.accountId === accountId && existing.clientId === clientId ? existing : new oidc.Grant({ accountId, clientId });
      const asked = String(details.params.scope ?? '').split(' ');
      const scopes = partnerScopesOf(details.params.scope);
      // The partner scopes are known to the provider as scopes of the request (its `scopes`) and
      // as the API's: granted as both, the access token for the API carries them.
      grant.addOIDCScope([...IDENTITY_SCOPES.filter((scope) => asked.includes(scope)), ...scopes].join(' '));
      if (scopes.length > 0) grant.addResourceScope(resource, scopes.join(' '));
      result = { login: { accountId }, consent: { grantId: await grant.save() } };
    }
    const redirectTo = await oidc.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return { status: 200, data: { redirect_to: redirectTo } };
  });

  // The admin's registry.
  serveEndpoint(app, listPartnerApps, admin, async () => ({ status: 200, data: await partnerApps.listPartnerApps(app.db) }));

  serveEndpoint(app, createPartnerApp, admin, async (request) => ({
    status: 201,
    message: MSG_APP_CREATED,
    data: await partnerApps.insertPartnerApp(app.db, request.body, callerId(request)),
  }));

  serveEndpoint(app, updatePartnerApp, admin, async (request) => {
    const updated = await partnerApps.updatePartnerApp(app.db, request.params.client_id, request.body, app.clock.now());
    if (!updated) throw httpError(404, MSG_APP_NOT_FOUND);
    return { status: 200, message: MSG_APP_UPDATED, data: updated };
  });

  serveEndpoint(app, disablePartnerApp, admin, async (request) => {
    const updated = await partnerApps.updatePartnerApp(app.db, request.params.client_id, { is_active: false }, app.clock.now());
    if (!updated) throw httpError(404, MSG_APP_NOT_FOUND);
    for (const userId of await revokeClientGrants(app.db, updated.client_id)) app.auth.sessionEnded({ userId, sessionId: partnerSessionId(updated.client_id) });
    return { status: 200, message: MSG_APP_DISABLED, data: updated };
  });

  // The user's connected apps (/profile).
  serveEndpoint(app, listConnectedApps, signedIn, async (request) => {
    const rows = await readConnectedApps(app.db, callerId(request), app.clock.now());
    return { status: 200, data: rows.map((row) => ({ ...row, granted_at: row.granted_at.toISOString() })) };
  });

  serveEndpoint(app, revokeConnectedApp, signedIn, async (request) => {
    if (!(await revokeUserGrants(app.db, callerId(request), request.params.client_id))) throw httpError(404, MSG_NOT_CONNECTED);
    // Its open sockets close too (on every process).
    app.auth.sessionEnded({ userId: callerId(request), sessionId: partnerSessionId(request.params.client_id) });
    return { status: 200, message: MSG_REVOKED };
  });

  // Everything else under the prefix is oidc-provider itself; only its own endpoints reach it,
  // anything else answers in the contract's shape.
  await mountOidcProvider(app, {
    path: PARTNER_OIDC_PATH,
    publicUrl: app.env.PUBLIC_URL,
    provider,
    refuse: (path, _request, reply) => (PROVIDER_PATH.test(path) ? undefined : sendError(reply, 404, { message: MSG_NOT_FOUND })),
  });
}
