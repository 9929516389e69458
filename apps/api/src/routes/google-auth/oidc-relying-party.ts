/**
 * JobHub as an OpenID Connect relying party (openid-client): Google with GOOGLE_CLIENT_ID /
 * GOOGLE_CLIENT_SECRET, else outside production the built-in provider at /dev/oidc. One code path
 * for both: discovery, an authorization-code request with PKCE (S256), state and nonce, and a
 * callback whose ID token is checked for issuer, audience, expiry, nonce and signature (the JWS is
 * verified against the provider's JWKS: `enableNonRepudiationChecks`, since openid-client only
 * trusts TLS for ID tokens from the token endpoint otherwise, and the dev provider is plain http).
 */
import { googleCallback } from '@jobhub/sdk/contract';
import * as oidc from 'openid-client';
import type { Env } from '../../env';
import { DEV_OIDC_CLIENT_ID, devOidcIssuer, devOidcSecrets, devOidcServed } from '../dev-oidc/dev-oidc-settings';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const OIDC_SCOPE = 'openid email profile';

export const MSG_PROVIDER_DENIED = 'Bạn đã hủy đăng nhập với Google.';
export const MSG_CODE_REFUSED = 'Mã xác thực không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.';
export const MSG_ID_TOKEN_INVALID = 'Không xác minh được danh tính từ Google.';
export const MSG_PROVIDER_UNREACHABLE = 'Không kết nối được với Google. Vui lòng thử lại sau.';

/** Which provider JobHub talks to, as which client. */
export interface RelyingPartySettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

/** The identity the provider vouched for in its ID token. */
export interface ProviderIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Where the provider sends the browser back (registered with the provider). */
export function googleRedirectUri(env: Pick<Env, 'PUBLIC_URL'>): string {
  return `${env.PUBLIC_URL}${googleCallback.path}`;
}

/** Google when configured; the built-in provider outside production; null: sign-in with Google is off. */
export function relyingPartySettings(env: Env): RelyingPartySettings | null {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    return { issuer: new URL(GOOGLE_ISSUER), clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (devOidcServed(env)) {
    return { issuer: new URL(devOidcIssuer(env)), clientId: DEV_OIDC_CLIENT_ID, clientSecret: devOidcSecrets(env.DATA_DIR).clientSecret };
  }
  return null;
}

/** Why a callback failed, in words for the user (shown as 'Xác thực Google thất bại: {error}'). */
export class SignInFailure extends Error {
  override name = 'SignInFailure';
}

/** What the callback checks the provider's answer against (kept server-side while the user signs in). */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface RelyingParty {
  /** The provider's authorization URL for a new flow. */
  authorizationUrl(checks: FlowChecks): Promise<string>;
  /**
   * Validates the provider's answer (the callback's query string) against `checks`, redeems the
   * code and verifies the ID token. Throws {@link SignInFailure}.
   */
  redeem(callbackQuery: string, checks: FlowChecks): Promise<ProviderIdentity>;
}

/** New random state, nonce and PKCE verifier. */
export function newFlowChecks(): FlowChecks {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/**
 * @example const rp = createRelyingParty(settings, googleRedirectUri(env)); reply.redirect(await rp.authorizationUrl(newFlowChecks()));
 */
export function createRelyingParty(settings: RelyingPartySettings, redirectUri: string): RelyingParty {
  let configuration: Promise<oidc.Configuration> | undefined;
  /** Discovery once per process; a failure is forgotten so the next sign-in tries again. */
  const configure = () => {
    configuration ??= (async () => {
      const insecure = settings.issuer.protocol === 'http:';
      const config = await oidc.discovery(
        settings.issuer,
        settings.clientId,
        undefined,
        oidc.ClientSecretPost(settings.clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      oidc.enableNonRepudiationChecks(config);
      return config;
    })().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    async authorizationUrl(checks) {
      const config = await configure();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    async redeem(callbackQuery, checks) {
      let config: oidc.Configuration;
      try {
        config = await configure();
      } catch {
        throw new SignInFailure(MSG_PROVIDER_UNREACHABLE);
      }
      const currentUrl = new URL(redirectUri);
      currentUrl.search = callbackQuery;
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new SignInFailure(error.error === 'access_denied' ? MSG_PROVIDER_DENIED : `Google từ chối đăng nhập (${error.error}).`);
        }
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') throw new SignInFailure(MSG_CODE_REFUSED);
        throw new SignInFailure(MSG_ID_TOKEN_INVALID, { cause: error });
      }
      const claims = tokens.claims();
      if (!claims) throw new SignInFailure(MSG_ID_TOKEN_INVALID);
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
      const picture = text(claims.picture);
      return {
        sub: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        name: text(claims.name),
        picture: picture && /^https:\/\//.test(picture) ? picture : null,
      };
    },
  };
}
