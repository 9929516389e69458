/**
 * "Sign in with JobHub" in a partner's page (docs/partner-sign-in.md): the OAuth 2.0 authorization
 * code flow with PKCE (S256), state and nonce, in a popup, against JobHub's provider at
 * `${apiBase}/oauth`. The protocol (PKCE, the callback's checks, token and revocation requests
 * and their answers) is oauth4webapi's, by the author of oidc-provider, which JobHub runs.
 *
 * Tokens stay in memory only (this page's JavaScript): the access token lives 10 minutes and is
 * renewed with the rotating refresh token shortly before it ends, or when the API refused it.
 */
import * as oauth from 'oauth4webapi';
import type { TokenProvider } from '../http/client';

/** Renew this long before the access token ends. */
const EXPIRY_MARGIN_MS = 60_000;
/** How often the popup is looked at (its address is readable once it is back on this origin). */
const POPUP_POLL_MS = 200;

export interface SignInWithJobHubOptions {
  /** JobHub's address, e.g. 'https://jobhub.vn' (the provider is at `${apiBase}/oauth`). */
  apiBase: string;
  /** The client id JobHub's admin gave the app. */
  clientId: string;
  /** Scopes asked for (default 'openid profile notifications chat'); the app's registration caps them. */
  scope?: string;
  /** A registered redirect URI on this origin (default: this page's address without query or fragment). */
  redirectUri?: string;
}

/** A partner's signed-in JobHub user: hand `getToken` to `createSessionClient({ getToken })` or the widgets. */
export interface PartnerSession {
  getToken: TokenProvider;
  /** Revokes the grant at JobHub (the refresh token, and with it every token) and forgets the tokens. */
  signOut(): Promise<void>;
}

/** Why a sign-in did not finish: the popup was blocked or closed, the user refused, or JobHub said no. */
export class SignInWithJobHubError extends Error {
  override name = 'SignInWithJobHubError';
  constructor(
    readonly code: 'popup_blocked' | 'popup_closed' | 'access_denied' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const MESSAGES = {
  popup_blocked: 'Trình duyệt đã chặn cửa sổ đăng nhập JobHub. Hãy cho phép cửa sổ bật lên rồi thử lại.',
  popup_closed: 'Cửa sổ đăng nhập JobHub đã bị đóng trước khi hoàn tất.',
  access_denied: 'Bạn đã từ chối cấp quyền cho ứng dụng.',
  failed: 'Không thể đăng nhập bằng JobHub. Vui lòng thử lại.',
} as const;

function fail(code: SignInWithJobHubError['code'], cause?: unknown): SignInWithJobHubError {
  return new SignInWithJobHubError(code, MESSAGES[code], { cause });
}

/** Waits until the popup is back on this origin at the redirect URI; its address, then it closes. */
function waitForCallback(popup: Window, redirectUri: string): Promise<URL> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        reject(fail('popup_closed'));
        return;
      }
      let href: string;
      try {
        href = popup.location.href; // throws while the popup is on JobHub (another origin)
      } catch {
        return;
      }
      if (!href.startsWith(redirectUri)) return;
      clearInterval(timer);
      popup.close();
      resolve(new URL(href));
    }, POPUP_POLL_MS);
  });
}

/**
 * Opens JobHub's sign-in and consent in a popup and resolves with the session once the user allowed
 * the app. Call it from a click handler (browsers block popups opened otherwise).
 *
 * @example
 * button.onclick = async () => {
 *   const session = await signInWithJobHub({ apiBase: 'https://jobhub.vn', clientId: 'jh_…' });
 *   const client = createSessionClient({ baseUrl: 'https://jobhub.vn', getToken: session.getToken });
 * };
 */
export async function signInWithJobHub(options: SignInWithJobHubOptions): Promise<PartnerSession> {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const issuer = `${apiBase}/oauth`;
  const as: oauth.AuthorizationServer = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    revocation_endpoint: `${issuer}/token/revocation`,
  };
  const client: oauth.Client = { client_id: options.clientId };
  const auth = oauth.None();
  // Plain http only for a JobHub on this machine (development).
  const http = { [oauth.allowInsecureRequests]: new URL(issuer).protocol === 'http:' };
  const redirectUri = options.redirectUri ?? `${location.origin}${location.pathname}`;

  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  // The popup opens now, inside the click; its address is set once the challenge is computed.
  const popup = window.open('', 'jobhub-sign-in', 'popup,width=480,height=720');
  if (!popup) throw fail('popup_blocked');
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile notifications chat',
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  popup.location.href = url.href;

  const callback = await waitForCallback(popup, redirectUri);
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, callback, state);
  } catch (error) {
    throw error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied' ? fail('access_denied', error) : fail('failed', error);
  }

  let tokens: { access: string; refresh: string | undefined; expiresAt: number } | null;
  const keep = (answer: oauth.TokenEndpointResponse) => {
    tokens = { access: answer.access_token, refresh: answer.refresh_token ?? tokens?.refresh, expiresAt: Date.now() + (answer.expires_in ?? 0) * 1000 };
    return answer.access_token;
  };
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, verifier, http);
    keep(await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: nonce }));
  } catch (error) {
    throw fail('failed', error);
  }

  let renewing: Promise<string | null> | null = null;
  const renew = (): Promise<string | null> =>
    (renewing ??= (async () => {
      const refresh = tokens?.refresh;
      if (!refresh) return (tokens = null);
      try {
        const response = await oauth.refreshTokenGrantRequest(as, client, auth, refresh, http);
        return keep(await oauth.processRefreshTokenResponse(as, client, response));
      } catch (error) {
        // JobHub refused the refresh token (revoked, expired, reused): signed out. Anything else
        // (no network) is the caller's to retry; the tokens are kept.
        if (error instanceof oauth.ResponseBodyError) return (tokens = null);
        throw error;
      }
    })().finally(() => {
      renewing = null;
    }));

  return {
    async getToken({ forceRefresh }) {
      if (!tokens) return null;
      if (!forceRefresh && Date.now() < tokens.expiresAt - EXPIRY_MARGIN_MS) return tokens.access;
      return renew();
    },
    async signOut() {
      const refresh = tokens?.refresh;
      tokens = null;
      if (!refresh) return;
      const response = await oauth.revocationRequest(as, client, auth, refresh, http);
      await oauth.processRevocationResponse(response);
    },
  };
}
