/**
 * JobHub as an OpenID provider for partner apps ("Sign in with JobHub", docs/partner-sign-in.md):
 * oidc-provider, a certified implementation, configured for public browser clients only:
 * authorization code + PKCE (S256), no client secret, refresh tokens rotated at each use.
 *
 * - Clients are the `partner_apps` rows (an admin registers them); a disabled app is unknown.
 * - Storage: `oidc_records` (repositories/oidc-records.ts), on PGlite and PostgreSQL alike.
 * - Access tokens are RS256 JWTs for the resource `${PUBLIC_URL}/api`, 10 minutes, carrying the
 *   granted scopes and JobHub's own access-token claims (user_id, role, token_version…): the SDK
 *   reads its session from those claims exactly as from a JobHub token (rules/session.ts), and the
 *   API checks them without calling the provider. Each API request still checks that the grant
 *   lives (plugins/auth.ts), so a revocation on /profile ends the token at once.
 * - CORS on the token and revocation endpoints only for the app's allowed origins.
 * - Every authorization shows the consent page (the site's /oauth/consent/:uid), which signs the
 *   user in with JobHub's own login first: the provider's session is never trusted alone, so a
 *   JobHub account switched in between cannot be granted silently.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { PARTNER_SCOPES } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { findPartnerApp } from '../../repositories/partner-apps';
import { createOidcAdapterClass } from '../../repositories/oidc-records';
import { findUserById } from '../../repositories/users';
import {
  CONSENT_PAGE_PATH,
  PARTNER_ACCESS_TTL_S,
  PARTNER_REFRESH_TTL_S,
  partnerApiResource,
  partnerCookieKeys,
  partnerIssuer,
  partnerSigningKey,
} from './partner-oidc-settings';

export type PartnerProvider = InstanceType<typeof import('oidc-provider').default>;

/** The identity scopes every app gets besides its partner scopes. */
export const IDENTITY_SCOPES = ['openid', 'profile'] as const;

/** The user id behind a provider account id; null when it is not one of ours. */
export function userIdOf(accountId: string | undefined): number | null {
  const id = Number(accountId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function createPartnerProvider(app: FastifyInstance): Promise<PartnerProvider> {
  const { Provider, interactionPolicy, errors } = await import('oidc-provider');
  const resource = partnerApiResource(app.env);
  const Adapter = createOidcAdapterClass(app.db, app.clock);

  /** Clients come from `partner_apps`; every other model from `oidc_records`. */
  class PartnerAdapter extends Adapter {
    constructor(private readonly name: string) {
      super(name);
    }

    override async find(id: string) {
      if (this.name !== 'Client') return super.find(id);
      const partner = await findPartnerApp(app.db, id);
      if (!partner?.is_active) return undefined;
      return {
        client_id: partner.client_id,
        client_name: partner.name,
        application_type: 'web',
        redirect_uris: partner.redirect_uris,
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'none',
        scope: [...IDENTITY_SCOPES, ...partner.scopes].join(' '),
        allowed_origins: partner.allowed_origins,
      };
    }
  }

  // Every authorization goes through the consent page, signed in with JobHub's own login.
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('jobhub_login', 'the JobHub login is confirmed on the consent page each time', (ctx: KoaContextWithOIDC) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );

  const provider = new Provider(partnerIssuer(app.env), {
    adapter: PartnerAdapter,
    jwks: { keys: [partnerSigningKey(app.env)] },
    cookies: { keys: partnerCookieKeys(app.env) },
    scopes: [...IDENTITY_SCOPES, ...PARTNER_SCOPES],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    extraClientMetadata: { properties: ['allowed_origins'] },
    clientBasedCORS(_ctx, origin, client) {
      const origins = client.metadata().allowed_origins;
      return Array.isArray(origins) && origins.includes(origin);
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: PARTNER_SCOPES.join(' '),
            audience: resource,
            accessTokenTTL: PARTNER_ACCESS_TTL_S,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Refresh tokens for every app (no offline_access prompt: the consent page asked), rotated.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Seconds.
    ttl: {
      AccessToken: PARTNER_ACCESS_TTL_S,
      AuthorizationCode: 60,
      IdToken: PARTNER_ACCESS_TTL_S,
      Interaction: 10 * 60,
      Session: 10 * 60,
      Grant: PARTNER_REFRESH_TTL_S,
      RefreshToken: PARTNER_REFRESH_TTL_S,
    },
    interactions: { policy, url: (_ctx, interaction) => `${CONSENT_PAGE_PATH}/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const userId = userIdOf(sub);
      const user = userId === null ? undefined : await findUserById(app.db, userId);
      if (!user || user.is_banned || !user.is_active) return undefined;
      return { accountId: sub, claims: () => ({ sub, name: user.fullname || user.username, preferred_username: user.username }) };
    },
    // JobHub's own access-token claims (plugins/auth.ts), so the SDK and the API read a partner
    // token like a JobHub one; `grant_id` lets the API check the grant still lives.
    async extraTokenClaims(_ctx, token) {
      const userId = 'accountId' in token ? userIdOf(token.accountId) : null;
      const user = userId === null ? undefined : await findUserById(app.db, userId);
      if (!user) return undefined;
      return {
        user_id: user.id,
        role: user.role,
        is_active: user.is_active,
        is_banned: user.is_banned,
        username: user.username,
        fullname: user.fullname,
        token_version: user.token_version,
        grant_id: 'grantId' in token ? token.grantId : undefined,
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Lỗi đăng nhập — JobHub</title></head><body><main><h1>Không thể đăng nhập bằng JobHub</h1><p>Yêu cầu đăng nhập của ứng dụng không hợp lệ hoặc đã hết hạn.</p><p><code>${String(out.error).replace(/[^a-z_]/g, '')}</code></p></main></body></html>`;
    },
  });
  // The mount forwards the issuer's host and scheme (PUBLIC_URL), see partner-oauth.routes.ts.
  provider.proxy = true;
  return provider;
}
