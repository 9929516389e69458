/**
 * Sign-in with Google (API.md, Accounts; SPEC §4, §6, §8): GET /api/auth/google/login/ starts the
 * flow, GET /api/auth/google/callback/ finishes it and redirects the browser to the site's
 * /auth/google/callback with the tokens (or `error`, or the refusal flags), and the signed-in user
 * links or unlinks Google at /api/auth/google/link/.
 *
 * A flow's state, nonce and PKCE verifier stay server-side (`oidc_flows`, 10 minutes, spent by the
 * callback) and are bound to the browser that started it by an HttpOnly cookie: the callback of a
 * flow started elsewhere (a login-CSRF link) finds no matching cookie and is refused.
 */
import { getGoogleLink, googleCallback, googleLogin, startGoogleLink, unlinkGoogle } from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { httpError } from '../../lib/http-error';
import { authRateLimit } from '../../plugins/security';
import { insertOidcFlow, OIDC_FLOW_TTL_MS, takeOidcFlow } from '../../repositories/oidc-flows';
import { findUserById } from '../../repositories/users';
import { serveEndpoint } from '../serve-endpoint';
import { createGoogleAuthHandlers } from './google-auth.handlers';
import {
  createRelyingParty,
  googleRedirectUri,
  MSG_PROVIDER_UNREACHABLE,
  newFlowChecks,
  relyingPartySettings,
  SignInFailure,
} from './oidc-relying-party';
import { callerId } from '../caller';

export const MSG_NOT_CONFIGURED = 'Đăng nhập bằng Google chưa được cấu hình trên máy chủ này.';
export const MSG_FLOW_INVALID = 'Phiên đăng nhập Google không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.';
/** The cookie binding flows to the browser that started them. */
export const BINDING_COOKIE = 'jobhub_oidc';
const COOKIE_PATH = '/api/auth/google/';
const BINDING_PATTERN = /^[\w-]{32,128}$/;
/** The site's screen that finishes a sign-in (SPEC §2 open route). */
const SITE_CALLBACK = '/auth/google/callback';
const SITE_PROFILE = '/profile';
/** An employer's Google link lives in the employer area's settings ('Cài đặt'). */
const SITE_EMPLOYER_SETTINGS = '/employer/settings';

function readBinding(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === BINDING_COOKIE && BINDING_PATTERN.test(value)) return value;
  }
  return null;
}

export async function googleAuthRoutes(app: FastifyInstance) {
  const settings = relyingPartySettings(app.env);
  const redirectUri = googleRedirectUri(app.env);
  const rp = settings ? createRelyingParty(settings, redirectUri) : null;
  const handlers = createGoogleAuthHandlers(app);
  const secure = app.env.PUBLIC_URL.startsWith('https:');
  const siteUrl = (path: string, params: Record<string, string>) => `${app.env.PUBLIC_URL}${path}?${new URLSearchParams(params).toString()}`;
  const signInError = (message: string) => siteUrl(SITE_CALLBACK, { error: message });
  /** Where a link flow of `userId` comes back to: the page holding its Google section. */
  const linkPage = async (userId: number) => ((await findUserById(app.db, userId))?.role === 'employer' ? SITE_EMPLOYER_SETTINGS : SITE_PROFILE);
  const redirect = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);

  /** Stores a new flow and answers the provider's authorization URL; sets the binding cookie. */
  const startFlow = async (request: FastifyRequest, reply: FastifyReply, purpose: 'login' | 'link', userId: number | null) => {
    if (!rp) throw new SignInFailure(MSG_NOT_CONFIGURED);
    const checks = newFlowChecks();
    let url: string;
    try {
      url = await rp.authorizationUrl(checks);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID provider discovery failed');
      throw new SignInFailure(MSG_PROVIDER_UNREACHABLE);
    }
    const binding = readBinding(request) ?? randomToken();
    await insertOidcFlow(
      app.db,
      checks.state,
      { purpose, userId, nonce: checks.nonce, codeVerifier: checks.codeVerifier, bindingHash: sha256Hex(binding) },
      app.clock.now(),
    );
    const cookie = [`${BINDING_COOKIE}=${binding}`, `Path=${COOKIE_PATH}`, `Max-Age=${OIDC_FLOW_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Lax'];
    if (secure) cookie.push('Secure');
    void reply.header('set-cookie', cookie.join('; '));
    return url;
  };

  serveEndpoint(app, googleLogin, { config: authRateLimit(app) }, async (request, reply) => {
    try {
      return redirect(reply, await startFlow(request, reply, 'login', null));
    } catch (error) {
      if (error instanceof SignInFailure) return redirect(reply, signInError(error.message));
      throw error;
    }
  });

  serveEndpoint(app, googleCallback, {}, async (request, reply) => {
    if (!rp) return redirect(reply, signInError(MSG_NOT_CONFIGURED));
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const state = new URLSearchParams(query).get('state');
    const flow = state ? await takeOidcFlow(app.db, state, app.clock.now()) : undefined;
    const binding = readBinding(request);
    if (!flow || !state || !binding || sha256Hex(binding) !== flow.bindingHash) return redirect(reply, signInError(MSG_FLOW_INVALID));
    const linkBack = flow.purpose === 'link' ? await linkPage(flow.userId!) : SITE_PROFILE;
    const fail = flow.purpose === 'link' ? (message: string) => siteUrl(linkBack, { google_error: message }) : signInError;
    try {
      const identity = await rp.redeem(query, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
      if (flow.purpose === 'link') {
        await handlers.link(flow.userId!, identity);
        return redirect(reply, siteUrl(linkBack, { google: 'linked' }));
      }
      const outcome = await handlers.signIn(identity);
      if (outcome.kind === 'banned') return redirect(reply, siteUrl(SITE_CALLBACK, { is_banned: 'true' }));
      if (outcome.kind === 'disabled') return redirect(reply, siteUrl(SITE_CALLBACK, { is_active: 'false' }));
      const { data } = outcome;
      return redirect(
        reply,
        siteUrl(SITE_CALLBACK, {
          access_token: data.access,
          refresh_token: data.refresh,
          role: data.role,
          is_active: String(data.is_active),
          is_banned: String(data.is_banned),
        }),
      );
    } catch (error) {
      if (!(error instanceof SignInFailure)) throw error;
      if (error.cause) request.log.info({ err: error.cause }, 'Google sign-in refused');
      return redirect(reply, fail(error.message));
    }
  });

  const signedIn = { onRequest: app.authenticate };

  serveEndpoint(app, getGoogleLink, signedIn, async (request) => handlers.status(callerId(request)));

  serveEndpoint(app, startGoogleLink, signedIn, async (request, reply) => {
    try {
      return { status: 200, data: { url: await startFlow(request, reply, 'link', callerId(request)) } };
    } catch (error) {
      throw error instanceof SignInFailure ? httpError(400, error.message) : error;
    }
  });

  serveEndpoint(app, unlinkGoogle, signedIn, async (request) => handlers.unlink(callerId(request)));
}
