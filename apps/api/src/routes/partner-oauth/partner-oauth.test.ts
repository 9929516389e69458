/**
 * "Sign in with JobHub" over real HTTP: the app listens on 127.0.0.1, a cookie-keeping test browser
 * goes to the provider's authorization endpoint, lands on the consent page, the page's calls
 * (bearer token + the interaction cookie) grant or deny, the browser follows the provider back to
 * the partner's redirect URI, and the partner redeems the code with PKCE at the token endpoint
 * (CORS from its origin). Then the token is used on the API within and outside its scopes,
 * refreshed (rotation), and revoked on /profile.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/context';
import { bearer, createUser, type CreatedUser } from '../../test/helpers';
import { createListeningContext, TestBrowser } from '../../test/oidc-browser';
import { openAuthenticatedSocket } from '../../test/socket-client';
import { MSG_PARTNER_SCOPE } from '../../services/partner-tokens';
import { MSG_CONSENT_EXPIRED, MSG_REVOKED } from './partner-oauth.routes';

const PARTNER = 'https://partner.example';
const REDIRECT = `${PARTNER}/callback`;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

describeEachDatabase('Sign in with JobHub (partner OpenID provider)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createListeningContext>>;
  let admin: CreatedUser;
  let clientId: string;
  beforeAll(async () => {
    ctx = await createListeningContext(kind);
    admin = await createUser(ctx, { role: 'admin' });
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/admin/partner-apps/',
      headers: admin.headers,
      payload: { name: 'Việc Làm Đối Tác', allowed_origins: [PARTNER], redirect_uris: [REDIRECT], scopes: ['notifications'] },
    });
    expect(created.statusCode).toBe(201);
    clientId = created.json().data.client_id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  const authorizeUrl = (challenge: string, state: string, overrides: Record<string, string> = {}) =>
    `${ctx.origin}/oauth/auth?${new URLSearchParams({
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid profile notifications',
      state,
      nonce: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...overrides,
    }).toString()}`;

  /** From the authorization request to the consent page: the interaction uid. */
  async function openConsent(browser: TestBrowser, challenge: string, state: string) {
    const hop = await browser.request(authorizeUrl(challenge, state));
    expect(hop.status).toBe(303);
    const consent = new URL(hop.location!);
    expect(consent.pathname).toMatch(/^\/oauth\/consent\/[\w-]+$/);
    return consent.pathname.split('/').pop()!;
  }

  const tokenRequest = (params: Record<string, string>, origin = PARTNER) =>
    fetch(`${ctx.origin}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ client_id: clientId, ...params }).toString(),
    });

  /** A whole sign-in of `user`, consenting; returns the token answer. */
  async function signIn(user: CreatedUser, granted = false): Promise<TokenAnswer> {
    const browser = new TestBrowser(ctx.origin);
    const { verifier, challenge } = pkce();
    const state = randomBytes(8).toString('hex');
    const uid = await openConsent(browser, challenge, state);
    const details = await browser.request(`/oauth/consent/${uid}/details/`, { headers: { ...user.headers, accept: 'application/json' } });
    expect(details.status).toBe(200);
    expect(JSON.parse(details.body).data).toEqual({ client_id: clientId, name: 'Việc Làm Đối Tác', scopes: ['notifications'], granted });
    const decision = await browser.request(`/oauth/consent/${uid}/decision/`, { json: { allow: true }, headers: { ...user.headers, accept: 'application/json' } });
    expect(decision.status).toBe(200);
    const back = await browser.follow(JSON.parse(decision.body).data.redirect_to, (hop) => hop.location?.startsWith(REDIRECT) ?? false);
    const callback = new URL(back.location!);
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code')!;
    const answer = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    return (await answer.json()) as TokenAnswer;
  }

  it('refuses registrations with bad origins or redirect URIs, in the contract shape, in Vietnamese', async () => {
    const bad = await ctx.inject({
      method: 'POST',
      url: '/api/admin/partner-apps/',
      headers: admin.headers,
      payload: { name: ' ', allowed_origins: ['http://evil.example', 'https://ok.example/path'], redirect_uris: ['https://ok.example/cb'], scopes: ['payments'] },
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['allowed_origins.0', 'allowed_origins.1', 'name', 'scopes.0']);
    expect(errors['allowed_origins.0']![0]).toMatch(/^Nguồn gốc phải có dạng https/);
    expect(errors.name![0]).toBe('Vui lòng nhập tên ứng dụng');

    const offOrigin = await ctx.inject({
      method: 'POST',
      url: '/api/admin/partner-apps/',
      headers: admin.headers,
      payload: { name: 'Lệch', allowed_origins: ['https://ok.example'], redirect_uris: ['https://ok.example/cb', 'https://elsewhere.example/cb'], scopes: ['chat'] },
    });
    expect(offOrigin.statusCode).toBe(400);
    expect(offOrigin.json().errors).toEqual({ redirect_uris: ['Mỗi địa chỉ chuyển hướng phải thuộc một nguồn gốc được phép'] });

    const local = await ctx.inject({
      method: 'POST',
      url: '/api/admin/partner-apps/',
      headers: admin.headers,
      payload: { name: 'Dev', allowed_origins: ['http://localhost:5180'], redirect_uris: ['http://localhost:5180/'], scopes: ['chat'] },
    });
    expect(local.statusCode).toBe(201);
    const candidate = await createUser(ctx);
    const notAdmin = await ctx.inject({ method: 'GET', url: '/api/admin/partner-apps/', headers: candidate.headers });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('runs the code flow with PKCE: scoped token, 403 outside its scopes, rotating refresh, revocation on /profile', async () => {
    const user = await createUser(ctx, { fullname: 'Nguyễn Văn Đối Tác' });
    const tokens = await signIn(user);
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    expect(tokens.scope.split(' ')).toContain('notifications');

    const partner = bearer(tokens.access_token);
    const unread = await ctx.inject({ method: 'GET', url: '/api/notifications/unread-count/', headers: partner });
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toMatchObject({ unread_count: 0 });
    const profile = await ctx.inject({ method: 'GET', url: '/api/profile/', headers: partner });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user_id).toBe(user.user.id);
    for (const url of ['/api/saved-posts/', '/api/conversations/', '/api/profile/connected-apps/']) {
      const refused = await ctx.inject({ method: 'GET', url, headers: partner });
      expect({ url, status: refused.statusCode, message: refused.json().message }).toEqual({ url, status: 403, message: MSG_PARTNER_SCOPE });
    }

    // Refresh rotates: the new refresh token works, the spent one does not.
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as TokenAnswer;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const reused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.status).toBe(400);

    // /profile lists the app; 'Thu hồi' ends the grant and every token.
    // The reused refresh token above ended the first grant (reuse detection): consent is asked again.
    await signIn(user);
    const sign = await signIn(user, true); // a third sign-in: already granted, not asked again; still one line
    const connected = await ctx.inject({ method: 'GET', url: '/api/profile/connected-apps/', headers: user.headers });
    expect(connected.json().data).toEqual([{ client_id: clientId, name: 'Việc Làm Đối Tác', scopes: ['notifications'], granted_at: expect.any(String) }]);
    const revoked = await ctx.inject({ method: 'POST', url: `/api/profile/connected-apps/${clientId}/revoke/`, headers: user.headers });
    expect(revoked.json()).toEqual({ status: 200, message: MSG_REVOKED });
    for (const access of [tokens.access_token, next.access_token, sign.access_token]) {
      const after = await ctx.inject({ method: 'GET', url: '/api/notifications/unread-count/', headers: bearer(access) });
      expect(after.statusCode).toBe(401);
    }
    const refreshAfter = await tokenRequest({ grant_type: 'refresh_token', refresh_token: sign.refresh_token });
    expect(refreshAfter.status).toBe(400);
    const none = await ctx.inject({ method: 'GET', url: '/api/profile/connected-apps/', headers: user.headers });
    expect(none.json().data).toEqual([]);
  });

  it('opens the real-time socket with a partner token, and closes it when the user revokes the app', async () => {
    const user = await createUser(ctx);
    const tokens = await signIn(user);
    const socket = await openAuthenticatedSocket(`${ctx.origin.replace(/^http/, 'ws')}/api/ws/notifications/`, tokens.access_token);
    const own = await openAuthenticatedSocket(`${ctx.origin.replace(/^http/, 'ws')}/api/ws/notifications/`, user.access);
    const revoked = await ctx.inject({ method: 'POST', url: `/api/profile/connected-apps/${clientId}/revoke/`, headers: user.headers });
    expect(revoked.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4001);
    // The user's own JobHub socket stays.
    await vi.waitFor(() => expect(ctx.app.realtime.hub.socketsOf(user.user.id)).toBe(1));
    await own.close();
  });

  it('sends a partner socket only the frames of its scopes (no chat frames for a notifications-only app)', async () => {
    const user = await createUser(ctx);
    const tokens = await signIn(user);
    const base = ctx.origin.replace(/^http/, 'ws');
    const partnerSocket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, tokens.access_token);
    const own = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, user.access);
    await ctx.app.realtime.publish([user.user.id], { type: 'new_message', message: 'Chào bạn' } as never);
    await ctx.app.realtime.publish([user.user.id], { type: 'system', title: 'Thông báo' } as never);
    await own.next((frame) => frame.type === 'system', 'the notification on the JobHub socket');
    expect(own.frames.map((frame) => frame.type)).toContain('new_message');
    await partnerSocket.next((frame) => frame.type === 'system', 'the notification on the partner socket');
    expect(partnerSocket.frames.map((frame) => frame.type)).not.toContain('new_message');
    await partnerSocket.close();
    await own.close();
  });

  it('ends partner tokens when the user’s sessions end (password change, ban)', async () => {
    const user = await createUser(ctx);
    const tokens = await signIn(user);
    await ctx.app.auth.revokeUser(user.user.id);
    const after = await ctx.inject({ method: 'GET', url: '/api/notifications/unread-count/', headers: bearer(tokens.access_token) });
    expect(after.statusCode).toBe(401);
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(400);
  });

  it('allows CORS on the token endpoint only for the app’s registered origins', async () => {
    // The preflight cannot name the client (no body): oidc-provider lets it through, and decides on
    // the request itself, where the client is known (`clientBasedCORS`).
    const allowed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: 'unknown' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const other = await tokenRequest({ grant_type: 'refresh_token', refresh_token: 'unknown' }, 'https://evil.example');
    expect(other.status).toBe(400);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an unregistered redirect URI, a consent from another browser, and sends a refusal back as access_denied', async () => {
    const browser = new TestBrowser(ctx.origin);
    const { challenge } = pkce();
    const wrong = await browser.request(authorizeUrl(challenge, 's1', { redirect_uri: 'https://evil.example/cb' }));
    expect(wrong.status).toBe(400);
    expect(wrong.location).toBeNull();
    const noPkce = await browser.request(authorizeUrl(challenge, 's1', { code_challenge_method: 'plain' }));
    expect(noPkce.location ?? '').not.toContain('code=');

    const user = await createUser(ctx);
    const uid = await openConsent(browser, challenge, 's2');
    const elsewhere = new TestBrowser(ctx.origin);
    const stolen = await elsewhere.request(`/oauth/consent/${uid}/decision/`, { json: { allow: true }, headers: { ...user.headers, accept: 'application/json' } });
    expect(stolen.status).toBe(400);
    expect(JSON.parse(stolen.body).message).toBe(MSG_CONSENT_EXPIRED);

    const anonymous = await browser.request(`/oauth/consent/${uid}/decision/`, { json: { allow: true }, headers: { accept: 'application/json' } });
    expect(anonymous.status).toBe(401);
    const denied = await browser.request(`/oauth/consent/${uid}/decision/`, { json: { allow: false }, headers: { ...user.headers, accept: 'application/json' } });
    const back = await browser.follow(JSON.parse(denied.body).data.redirect_to, (hop) => hop.location?.startsWith(REDIRECT) ?? false);
    const callback = new URL(back.location!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('s2');
    expect(callback.searchParams.get('code')).toBeNull();
  });
});
