/**
 * The built-in OpenID provider at /dev/oidc: the embedded default behind "Đăng nhập với Google" when
 * GOOGLE_CLIENT_ID is unset (never in production). It is oidc-provider, a certified OpenID Connect
 * implementation, so the sign-in code (routes/google-auth) runs the same authorization-code flow
 * with PKCE, state and nonce against it as against Google: discovery, JWKS, RS256-signed ID tokens
 * (key generated at first start, dev-oidc-settings.ts).
 *
 * Its login page lets the tester pick a listed identity or type an e-mail and a name (and untick
 * "e-mail verified"); every authorization shows it again, so any identity can be tried next.
 * Like /dev/mail it sends no CORS headers and refuses requests another site makes
 * (`isOtherSiteRequest`); the server's own calls (token, JWKS, discovery) carry neither header.
 *
 * oidc-provider is a Koa app, mounted under the prefix by lib/mount-oidc-provider.ts.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { EMAIL_MAX, PERSON_NAME_MAX } from '@jobhub/sdk/contract';
import { mountOidcProvider } from '../../lib/mount-oidc-provider';
import { httpError } from '../../lib/http-error';
import { escapeHtml } from '../../lib/escape-html';
import { isOtherSiteRequest } from '../dev-mail/dev-mail.routes';
import { googleRedirectUri } from '../google-auth/oidc-relying-party';
import { DEV_OIDC_CLIENT_ID, DEV_OIDC_PATH, devOidcIssuer, devOidcSecrets } from './dev-oidc-settings';

const MSG_OTHER_SITE = 'Nhà cung cấp đăng nhập thử nghiệm chỉ mở được từ chính trang JobHub';
const MSG_BAD_EMAIL = 'Vui lòng nhập email hợp lệ';
const MSG_BAD_NAME = `Vui lòng nhập họ tên (tối đa ${PERSON_NAME_MAX} ký tự)`;

/** One identity the provider vouches for. */
export interface DevIdentity {
  email: string;
  name: string;
  email_verified: boolean;
}

/** The listed test identities: two seeded demo accounts (e-mail linking) and a new person. */
export const DEV_TEST_IDENTITIES: readonly DevIdentity[] = [
  { email: 'candidate@jobhub.local', name: 'Nguyễn Văn An', email_verified: true },
  { email: 'employer@jobhub.local', name: 'Trần Thị Bình', email_verified: true },
  { email: 'nguoi.moi@example.com', name: 'Lê Thị Mới', email_verified: true },
];

/** A stable `sub` per e-mail, as Google keeps one per account. */
export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;


function renderPage(uid: string, clientName: string, error: string | null, typed: { email: string; name: string }): string {
  const action = `${DEV_OIDC_PATH}/interaction/${encodeURIComponent(uid)}`;
  const listed = DEV_TEST_IDENTITIES.map(
    (identity) => `<li><form method="post" action="${action}/login">
<input type="hidden" name="email" value="${escapeHtml(identity.email)}"><input type="hidden" name="name" value="${escapeHtml(identity.name)}"><input type="hidden" name="email_verified" value="on">
<button type="submit">${escapeHtml(identity.name)} <span>${escapeHtml(identity.email)}</span></button></form></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Đăng nhập thử nghiệm — JobHub</title>
<style>
body{font-family:system-ui,Arial,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111827;line-height:1.5}
ul{list-style:none;padding:0}li{margin:0 0 .5rem}
button{font:inherit;padding:.6rem 1rem;border:1px solid #9ca3af;border-radius:8px;background:#fff;color:#111827;cursor:pointer;width:100%;text-align:left}
button span{display:block;color:#4b5563;font-size:.9rem}
.primary{background:#1d4ed8;color:#fff;border-color:#1d4ed8;text-align:center}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=email],input[type=text]{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #6b7280;border-radius:6px}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
.error{color:#991b1b;background:#fef2f2;border:1px solid #fecaca;padding:.5rem;border-radius:6px}
.note{color:#4b5563;font-size:.9rem}
</style>
</head>
<body>
<main>
<h1>Đăng nhập thử nghiệm</h1>
<p class="note">Nhà cung cấp OpenID tích hợp sẵn thay cho Google khi chưa cấu hình GOOGLE_CLIENT_ID (chỉ dùng khi phát triển). Ứng dụng: ${escapeHtml(clientName)}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<h2>Chọn một danh tính thử nghiệm</h2>
<ul aria-label="Danh tính thử nghiệm">
${listed}
</ul>
<h2>Hoặc nhập danh tính khác</h2>
<form method="post" action="${action}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" required maxlength="${EMAIL_MAX}" autocomplete="off" value="${escapeHtml(typed.email)}">
<label for="name">Họ tên</label>
<input id="name" name="name" type="text" required maxlength="${PERSON_NAME_MAX}" autocomplete="off" value="${escapeHtml(typed.name)}">
<label class="check"><input type="checkbox" name="email_verified" checked> Email đã được xác minh</label>
<p><button class="primary" type="submit">Đăng nhập</button></p>
</form>
<form method="post" action="${action}/abort"><button type="submit">Hủy đăng nhập</button></form>
</main>
</body>
</html>`;
}

function readForm(body: unknown): Record<string, string> {
  return body && typeof body === 'object' ? (body as Record<string, string>) : {};
}

type DevProvider = InstanceType<typeof import('oidc-provider').default>;

/**
 * The provider with its signing keys and client, built on first use: oidc-provider prints start-up
 * warnings (Node 20, its in-memory store) that every server and test would otherwise print, though
 * most never open /dev/oidc.
 */
async function createDevProvider(app: FastifyInstance, identities: ReadonlyMap<string, DevIdentity>): Promise<DevProvider> {
  const { Provider, interactionPolicy } = await import('oidc-provider');
  const secrets = devOidcSecrets(app.env.DATA_DIR);

  // Every authorization shows the login page again (no silent sign-in as the last identity).
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('pick_identity', 'the tester picks an identity each time', (ctx: KoaContextWithOIDC) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );

  return new Provider(devOidcIssuer(app.env), {
    clients: [
      {
        client_id: DEV_OIDC_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'JobHub',
        redirect_uris: [googleRedirectUri(app.env)],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google does: the ID token itself carries the e-mail and name the scopes asked for.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Seconds. A code lives 60 s, like Google's; the rest only needs to outlast one sign-in.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    interactions: { policy, url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}` },
    // A first-party client: no consent screen, the grant is made on the spot.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount(_ctx, sub) {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...identity }) };
    },
  });
}

export async function devOidcRoutes(app: FastifyInstance) {
  const siteOrigin = new URL(app.env.PUBLIC_URL).origin;
  /** Identities signed in through the login page, by `sub` (the provider asks for their claims). */
  const identities = new Map<string, DevIdentity>();
  let built: Promise<DevProvider> | undefined;
  const devProvider = (): Promise<DevProvider> => (built ??= createDevProvider(app, identities));

  app.addHook('onRequest', async (request) => {
    if (isOtherSiteRequest(request, siteOrigin)) throw httpError(403, MSG_OTHER_SITE);
  });

  // The login page (our own), with urlencoded forms.
  await app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const sendPage = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply, error: string | null, typed = { email: '', name: '' }) => {
      const provider = await devProvider();
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const client = await provider.Client.find(String(details.params.client_id));
      return reply
        .status(error ? 400 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Chrome sends `Origin: null` on a form post from a no-referrer page, and the same-origin
        // check above would refuse the page's own forms.
        .header('referrer-policy', 'same-origin')
        .send(renderPage(details.uid, client?.clientName ?? String(details.params.client_id), error, typed));
    };

    pages.get<{ Params: { uid: string } }>(`${DEV_OIDC_PATH}/interaction/:uid`, (request, reply) => sendPage(request, reply, null));

    pages.post<{ Params: { uid: string } }>(`${DEV_OIDC_PATH}/interaction/:uid/login`, async (request, reply) => {
      const form = readForm(request.body);
      const email = (form.email ?? '').trim().toLowerCase();
      const name = (form.name ?? '').trim();
      if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX) return sendPage(request, reply, MSG_BAD_EMAIL, { email, name });
      if (name === '' || name.length > PERSON_NAME_MAX) return sendPage(request, reply, MSG_BAD_NAME, { email, name });
      const provider = await devProvider();
      await provider.interactionDetails(request.raw, reply.raw); // throws for an unknown or finished interaction
      const sub = devSubject(email);
      identities.set(sub, { email, name, email_verified: form.email_verified === 'on' });
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: sub, remember: false } }, { mergeWithLastSubmission: false });
    });

    pages.post<{ Params: { uid: string } }>(`${DEV_OIDC_PATH}/interaction/:uid/abort`, async (request, reply) => {
      const provider = await devProvider();
      await provider.interactionDetails(request.raw, reply.raw);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'Người dùng đã hủy đăng nhập' },
        { mergeWithLastSubmission: false },
      );
    });
  });

  // Everything else under the prefix is oidc-provider itself.
  await mountOidcProvider(app, { path: DEV_OIDC_PATH, publicUrl: app.env.PUBLIC_URL, provider: devProvider });
}
