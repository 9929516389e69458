/**
 * Google sign-in against the built-in OpenID provider (oidc-provider at /dev/oidc), over real HTTP:
 * the app listens on 127.0.0.1, a cookie-keeping test browser follows every redirect (JobHub →
 * provider → its login page → provider → JobHub's callback → the site), and the callback's
 * openid-client redeems the code at the provider's token endpoint and verifies the RS256 ID token
 * against its JWKS. Tampering happens where an attacker could: the authorization URL's nonce or
 * state, the callback's state, another browser's callback, a replayed callback, a late code, an
 * impostor provider whose ID token another key signed.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { findUserByEmail } from '../../repositories/users';
import { describeEachDatabase, createTestContext, type TestContext } from '../../test/context';
import { bearer, createUser, tokenFromMail, uniqueSuffix } from '../../test/helpers';
import { createListeningContext, loginFormAction, TestBrowser, type Hop } from '../../test/oidc-browser';
import { MSG_GOOGLE } from './google-auth.handlers';
import { MSG_FLOW_INVALID, MSG_NOT_CONFIGURED } from './google-auth.routes';
import { MSG_CODE_REFUSED, MSG_ID_TOKEN_INVALID, MSG_PROVIDER_DENIED } from './oidc-relying-party';

interface Identity {
  email: string;
  name?: string;
  verified?: boolean;
}

interface FlowOptions {
  /** Changes the provider's authorization URL before the browser opens it. */
  tamperAuthorization?: (url: URL) => void;
  /** Runs with the provider's redirect to JobHub's callback before the browser follows it (may change it). */
  beforeCallback?: (callback: URL) => void | Promise<void>;
  /** Press "Hủy đăng nhập" on the provider's page instead of signing in. */
  abort?: boolean;
}

describeEachDatabase('Google sign-in with the built-in OpenID provider', (kind) => {
  let ctx: TestContext & { origin: string };
  beforeAll(async () => {
    ctx = await createListeningContext(kind, { withSite: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const newEmail = () => `google_${uniqueSuffix()}@example.vn`;
  const isCallback = (hop: Hop) => hop.location?.startsWith(`${ctx.origin}/api/auth/google/callback/`) ?? false;

  /** From the provider's authorization URL to JobHub's final redirect (its Location, parsed). */
  async function finishAtProvider(browser: TestBrowser, authorizationUrl: string, identity: Identity, options: FlowOptions = {}) {
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${ctx.origin}/dev/oidc/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    options.tamperAuthorization?.(url);
    const page = await browser.follow(url.href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Đăng nhập thử nghiệm');
    const action = loginFormAction(page.body);
    const form = options.abort
      ? { path: action.replace(/\/login$/, '/abort'), fields: {} }
      : { path: action, fields: { email: identity.email, name: identity.name ?? 'Người Dùng Google', ...(identity.verified === false ? {} : { email_verified: 'on' }) } };
    const atCallback = await browser.follow(form.path, isCallback, { form: form.fields });
    expect(isCallback(atCallback)).toBe(true);
    const callback = new URL(atCallback.location!);
    await options.beforeCallback?.(callback);
    const done = await browser.request(callback.href);
    expect(done.status).toBe(302);
    return new URL(done.location!);
  }

  /** A whole sign-in from the site's 'Google' button; returns where JobHub sends the browser last. */
  async function googleSignIn(identity: Identity, options: FlowOptions = {}, browser = new TestBrowser(ctx.origin)) {
    const start = await browser.request('/api/auth/google/login/');
    expect(start.status).toBe(302);
    expect(browser.cookie('jobhub_oidc')).toBeTruthy();
    return finishAtProvider(browser, start.location!, identity, options);
  }

  const tokensOf = (landing: URL) => ({ access: landing.searchParams.get('access_token'), refresh: landing.searchParams.get('refresh_token') });

  it('signs a new identity up with role none and no password, then signs it in again as the same account', async () => {
    const email = newEmail();
    const landing = await googleSignIn({ email, name: 'Phạm Văn Google' });
    expect(landing.origin + landing.pathname).toBe(`${ctx.origin}/auth/google/callback`);
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ role: 'none', is_active: 'true', is_banned: 'false' });
    const { access, refresh } = tokensOf(landing);
    expect(access && refresh).toBeTruthy();

    const profile = await ctx.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access!) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email, fullname: 'Phạm Văn Google', role: 'none', is_active: true });
    const row = (await findUserByEmail(ctx.database.db, email))!;
    expect(row.password_hash).toBeNull();
    expect(row.google_sub).toMatch(/^dev-/);

    // The refresh token it got is a working one.
    const refreshed = await ctx.inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh } });
    expect(refreshed.statusCode).toBe(200);

    const again = await googleSignIn({ email, name: 'Phạm Văn Google' });
    const second = await ctx.inject({ method: 'GET', url: '/api/profile/', headers: bearer(tokensOf(again).access!) });
    expect(second.json().data.user_id).toBe(row.id);

    // Choosing a role returns tokens that carry it; a second choice is refused.
    const chosen = await ctx.inject({ method: 'POST', url: '/api/set-role/', headers: bearer(access!), payload: { role: 'candidate' } });
    expect(chosen.statusCode).toBe(200);
    const asCandidate = await ctx.inject({ method: 'GET', url: '/api/profile/', headers: bearer(chosen.json().data.access) });
    expect(asCandidate.json().data.role).toBe('candidate');
    const twice = await ctx.inject({ method: 'POST', url: '/api/set-role/', headers: bearer(chosen.json().data.access), payload: { role: 'employer' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Người dùng đã có vai trò');
  });

  it('links to the existing activated account with the same verified e-mail and keeps its role', async () => {
    const existing = await createUser(ctx, { role: 'candidate' });
    const landing = await googleSignIn({ email: existing.user.email.toUpperCase() });
    expect(landing.searchParams.get('role')).toBe('candidate');
    const profile = await ctx.inject({ method: 'GET', url: '/api/profile/', headers: bearer(tokensOf(landing).access!) });
    expect(profile.json().data.user_id).toBe(existing.user.id);
    const status = await ctx.inject({ method: 'GET', url: '/api/auth/google/link/', headers: existing.headers });
    expect(status.json().data).toEqual({ linked: true, email: existing.user.email, has_password: true });
  });

  it('does not link an unverified e-mail', async () => {
    const existing = await createUser(ctx, { role: 'candidate' });
    const landing = await googleSignIn({ email: existing.user.email, verified: false });
    expect(landing.searchParams.get('error')).toBe(MSG_GOOGLE.emailUnverified);
    expect(landing.searchParams.get('access_token')).toBeNull();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(row!.google_sub).toBeNull();
  });

  it('refuses a banned account, without tokens', async () => {
    const banned = await createUser(ctx, { is_banned: true });
    const landing = await googleSignIn({ email: banned.user.email });
    expect(landing.pathname).toBe('/auth/google/callback');
    expect(landing.searchParams.get('is_banned')).toBe('true');
    expect(landing.searchParams.get('access_token')).toBeNull();
    expect(landing.searchParams.get('refresh_token')).toBeNull();
  });

  it('refuses an account banned after it was linked', async () => {
    const email = newEmail();
    await googleSignIn({ email });
    await ctx.database.db.update(users).set({ is_banned: true }).where(eq(users.email, email));
    const landing = await googleSignIn({ email });
    expect(landing.searchParams.get('is_banned')).toBe('true');
    expect(landing.searchParams.get('access_token')).toBeNull();
  });

  it('refuses a disabled (not activated) account and does not link it', async () => {
    const inactive = await createUser(ctx, { is_active: false });
    const landing = await googleSignIn({ email: inactive.user.email });
    expect(landing.searchParams.get('is_active')).toBe('false');
    expect(landing.searchParams.get('access_token')).toBeNull();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, inactive.user.id));
    expect(row!.google_sub).toBeNull();
  });

  it('refuses a callback whose state was changed', async () => {
    const email = newEmail();
    const landing = await googleSignIn({ email }, { beforeCallback: (callback) => callback.searchParams.set('state', 'x'.repeat(43)) });
    expect(landing.searchParams.get('error')).toBe(MSG_FLOW_INVALID);
    expect(await findUserByEmail(ctx.database.db, email)).toBeUndefined();
  });

  it('refuses a state the provider echoes back changed (the authorization request was tampered with)', async () => {
    const landing = await googleSignIn({ email: newEmail() }, { tamperAuthorization: (url) => url.searchParams.set('state', `${url.searchParams.get('state')}x`) });
    expect(landing.searchParams.get('error')).toBe(MSG_FLOW_INVALID);
  });

  it('refuses the callback in a browser other than the one that started the flow (login CSRF)', async () => {
    const email = newEmail();
    const victim = new TestBrowser(ctx.origin);
    await victim.request('/api/auth/google/login/'); // the victim has a binding cookie of its own
    let victimLanding: URL | undefined;
    // The attacker signs in at the provider and hands the callback URL to the victim, who opens it first.
    await googleSignIn(
      { email },
      {
        beforeCallback: async (callback) => {
          const done = await victim.request(callback.href);
          victimLanding = new URL(done.location!);
        },
      },
    );
    expect(victimLanding!.searchParams.get('error')).toBe(MSG_FLOW_INVALID);
    expect(victimLanding!.searchParams.get('access_token')).toBeNull();
    expect(await findUserByEmail(ctx.database.db, email)).toBeUndefined();
  });

  it('spends a flow once: a replayed callback is refused', async () => {
    const browser = new TestBrowser(ctx.origin);
    let callbackUrl = '';
    const first = await googleSignIn(
      { email: newEmail() },
      {
        beforeCallback: (callback) => {
          callbackUrl = callback.href;
        },
      },
      browser,
    );
    expect(tokensOf(first).access).toBeTruthy();
    const replay = await browser.request(callbackUrl);
    expect(new URL(replay.location!).searchParams.get('error')).toBe(MSG_FLOW_INVALID);
  });

  it('refuses an ID token whose nonce is not the one JobHub sent', async () => {
    const email = newEmail();
    const landing = await googleSignIn({ email }, { tamperAuthorization: (url) => url.searchParams.set('nonce', 'not-the-nonce-jobhub-kept') });
    expect(landing.searchParams.get('error')).toBe(MSG_ID_TOKEN_INVALID);
    expect(landing.searchParams.get('access_token')).toBeNull();
    expect(await findUserByEmail(ctx.database.db, email)).toBeUndefined();
  });

  it('refuses an expired authorization code (the provider refuses to redeem it)', async () => {
    const email = newEmail();
    const landing = await googleSignIn(
      { email },
      {
        beforeCallback: () => {
          // The provider's clock (Date) moves past the code's 60 s; JobHub's own flow (app clock) is still fresh.
          vi.useFakeTimers({ toFake: ['Date'] });
          vi.setSystemTime(Date.now() + 5 * 60_000);
        },
      },
    );
    expect(landing.searchParams.get('error')).toBe(MSG_CODE_REFUSED);
    expect(await findUserByEmail(ctx.database.db, email)).toBeUndefined();
  });

  it('refuses a flow older than 10 minutes (JobHub forgets it)', async () => {
    const landing = await googleSignIn({ email: newEmail() }, { beforeCallback: () => ctx.clock.advance(11 * 60_000) });
    expect(landing.searchParams.get('error')).toBe(MSG_FLOW_INVALID);
  });

  it('says so when the user cancels at the provider', async () => {
    const landing = await googleSignIn({ email: newEmail() }, { abort: true });
    expect(landing.searchParams.get('error')).toBe(MSG_PROVIDER_DENIED);
  });

  it('links Google to the signed-in account from /profile and unlinks it; an account without a password keeps it', async () => {
    const member = await createUser(ctx, { role: 'employer' });
    const browser = new TestBrowser(ctx.origin);
    const start = await browser.request('/api/auth/google/link/', { method: 'POST', headers: { ...member.headers, accept: 'application/json' } });
    expect(start.status).toBe(200);
    const googleEmail = newEmail(); // another e-mail than the account's: linking is explicit
    const landing = await finishAtProvider(browser, JSON.parse(start.body).data.url, { email: googleEmail });
    // An employer comes back to the employer area's settings, where its Google section is.
    expect(landing.pathname).toBe('/employer/settings');
    expect(landing.searchParams.get('google')).toBe('linked');
    const status = await ctx.inject({ method: 'GET', url: '/api/auth/google/link/', headers: member.headers });
    expect(status.json().data).toEqual({ linked: true, email: googleEmail, has_password: true });

    // Signing in with that Google account now opens the employer's account.
    const signedIn = await googleSignIn({ email: googleEmail });
    expect(signedIn.searchParams.get('role')).toBe('employer');

    // The same Google account cannot be linked to a second JobHub account.
    const other = await createUser(ctx);
    const otherBrowser = new TestBrowser(ctx.origin);
    const otherStart = await otherBrowser.request('/api/auth/google/link/', { method: 'POST', headers: other.headers });
    const refused = await finishAtProvider(otherBrowser, JSON.parse(otherStart.body).data.url, { email: googleEmail });
    expect(refused.searchParams.get('google_error')).toBe(MSG_GOOGLE.googleTaken);
    expect(refused.pathname).toBe('/profile');

    const unlinked = await ctx.inject({ method: 'DELETE', url: '/api/auth/google/link/', headers: member.headers });
    expect(unlinked.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/api/auth/google/link/', headers: member.headers })).json().data.linked).toBe(false);
    const again = await ctx.inject({ method: 'DELETE', url: '/api/auth/google/link/', headers: member.headers });
    expect(again.statusCode).toBe(400);

    const googleOnly = await googleSignIn({ email: newEmail() });
    const refusedUnlink = await ctx.inject({ method: 'DELETE', url: '/api/auth/google/link/', headers: bearer(tokensOf(googleOnly).access!) });
    expect(refusedUnlink.statusCode).toBe(400);
    expect(refusedUnlink.json().message).toBe(MSG_GOOGLE.needsPassword);
  });

  it('lets an account made through Google set a password by the reset flow, then sign in with it and unlink', async () => {
    const email = newEmail();
    const landing = await googleSignIn({ email });
    const headers = bearer(tokensOf(landing).access!);
    expect((await ctx.inject({ method: 'GET', url: '/api/auth/google/link/', headers })).json().data).toEqual({ linked: true, email, has_password: false });
    const forgot = await ctx.inject({ method: 'POST', url: '/api/forgot-password/', payload: { email } });
    expect(forgot.statusCode).toBe(200);
    const token = await tokenFromMail(ctx, email, '/reset-password/');
    const reset = await ctx.inject({ method: 'POST', url: `/api/reset-password/${token}/`, payload: { password: 'Mat-khau-Google-1' } });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.inject({ method: 'POST', url: '/api/login/', payload: { username: email, password: 'Mat-khau-Google-1' } });
    expect(login.statusCode).toBe(200);
    const fresh = bearer(login.json().data.access);
    expect((await ctx.inject({ method: 'DELETE', url: '/api/auth/google/link/', headers: fresh })).statusCode).toBe(200);
  });

  it('needs a signed-in user to link', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/api/auth/google/link/' });
    expect(response.statusCode).toBe(401);
  });

  it('publishes discovery and a JWKS, and refuses requests another site makes', async () => {
    const discovery = await fetch(`${ctx.origin}/dev/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const metadata = (await discovery.json()) as { issuer: string; jwks_uri: string; code_challenge_methods_supported: string[] };
    expect(metadata.issuer).toBe(`${ctx.origin}/dev/oidc`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    const jwks = (await (await fetch(metadata.jwks_uri)).json()) as { keys: { kty: string; d?: string }[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA' });
    expect(jwks.keys[0]!.d).toBeUndefined();
    const foreign = await fetch(`${ctx.origin}/dev/oidc/.well-known/openid-configuration`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an unknown or finished login page with a 4xx, not a 5xx', async () => {
    const page = await fetch(`${ctx.origin}/dev/oidc/interaction/unknown-uid`, { headers: { accept: 'text/html' } });
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    const post = await fetch(`${ctx.origin}/dev/oidc/interaction/unknown-uid/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx.origin },
      body: 'email=a%40example.vn&name=A',
    });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });

  it('serves the site for /auth/google/callback on a page load', async () => {
    const page = await ctx.inject({ method: 'GET', url: '/auth/google/callback?error=x', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  // Last in this block: it stops the app's listener for a while.
  it('refuses an ID token that the published key did not sign (an impostor with the same issuer, client and key id)', async () => {
    await googleSignIn({ email: newEmail() }); // JobHub now holds the provider's JWKS
    const browser = new TestBrowser(ctx.origin);
    const start = await browser.request('/api/auth/google/login/');

    // The impostor: a second app answering on the same address, its provider with the same client
    // secret and key id but another RSA key.
    const secrets = JSON.parse(readFileSync(join(ctx.env.DATA_DIR, 'dev-oidc.json'), 'utf8')) as { signingKey: { kid: string } };
    const impostorDir = await mkdtemp(join(tmpdir(), 'jobhub-impostor-'));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: secrets.signingKey.kid, alg: 'RS256', use: 'sig' };
    writeFileSync(join(impostorDir, 'dev-oidc.json'), JSON.stringify({ ...secrets, signingKey }));
    const port = Number(new URL(ctx.origin).port);
    const listening = ctx.app.server;
    await new Promise<void>((done) => {
      listening.close(() => done());
      listening.closeAllConnections();
    });
    const impostor = await createTestContext(kind, { env: { PUBLIC_URL: ctx.origin, DATA_DIR: impostorDir } });
    try {
      await impostor.app.listen({ port, host: '127.0.0.1' });
      const atCallback = await browser.follow(start.location!, (hop) => hop.status === 200);
      const done = await browser.follow(loginFormAction(atCallback.body), isCallback, { form: { email: newEmail(), name: 'Kẻ Giả Mạo', email_verified: 'on' } });
      const callback = new URL(done.location!);
      // JobHub (not listening now) gets the callback directly, with the flow's binding cookie.
      const answer = await ctx.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie: `jobhub_oidc=${browser.cookie('jobhub_oidc')}` } });
      const landing = new URL(answer.headers.location as string);
      expect(landing.searchParams.get('error')).toBe(MSG_ID_TOKEN_INVALID);
      expect(landing.searchParams.get('access_token')).toBeNull();
    } finally {
      await impostor.close();
      await rm(impostorDir, { recursive: true, force: true });
      await new Promise<void>((done) => listening.listen(port, '127.0.0.1', () => done()));
    }
  });
});

describeEachDatabase('Google sign-in in production without Google keys', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { env: { NODE_ENV: 'production', DEV_MAIL_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves no built-in provider and sends the button to the site with an explanation', async () => {
    const discovery = await ctx.inject({ method: 'GET', url: '/dev/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
    const start = await ctx.inject({ method: 'GET', url: '/api/auth/google/login/' });
    expect(start.statusCode).toBe(302);
    const landing = new URL(start.headers.location as string);
    expect(landing.pathname).toBe('/auth/google/callback');
    expect(landing.searchParams.get('error')).toBe(MSG_NOT_CONFIGURED);
  });
});
