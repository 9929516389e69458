import type * as z from 'zod/mini';
import { TokenRefreshResponseSchema } from '../contract/auth';
import { refreshTokens } from '../contract/endpoints/accounts';
import { silentLogger, type Logger } from '../lib/logger';
import { createSingleFlight } from '../lib/single-flight';
import { ApiError, AuthError, NetworkError, SdkError } from './errors';
import type { TokenStore } from './token-store';
import { createTransport, type RequestOptions, type ResponseSchema, type TransportOptions } from './transport';

/**
 * Where the bearer token comes from when the app holds it elsewhere: a partner's backend, or
 * {@link signInWithJobHub}'s `PartnerSession.getToken`. `forceRefresh` asks for a new one (the API
 * refused the last); `null` means signed out.
 */
export type TokenProvider = (options: { forceRefresh: boolean }) => Promise<string | null>;

/** Options of {@link createHttpClient}: the transport's (base URL, fetch, retries) and the session's. */
export interface HttpClientOptions extends TransportOptions {
  tokens: TokenStore;
  /**
   * The token provider. When set, every request reads its bearer token from it (kept in `tokens`
   * so the session follows it) and the client never runs its own JobHub refresh: a 401 asks it
   * once with `forceRefresh: true` and replays; `null` ends the session (`onSessionExpired`).
   */
  getToken?: TokenProvider;
  /**
   * Called once per failed refresh, after the session was cleared; the app shows
   * 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' (SPEC §4).
   */
  onSessionExpired?: (error: AuthError) => void;
  logger?: Logger;
}

/** Sending and parsing requests: what public reads (jobs, catalogue) need from a client. */
export interface RequestClient {
  /**
   * Sends a request and parses the answer with `schema`. Throws {@link ApiError} for error
   * statuses, {@link NetworkError} without a response, {@link AuthError} when the session ended,
   * and `SdkError('invalid_response')` when the answer does not match the contract.
   */
  request<S extends ResponseSchema>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** Like `request`, without parsing (the answer is returned as `unknown`). */
  requestRaw(path: string, options?: RequestOptions): Promise<unknown>;
}

/** The JobHub HTTP client: JSON/multipart requests, bearer auth and the SPEC §4 401 rule. */
export interface HttpClient extends RequestClient {
  /**
   * Refreshes the access token with POST /api/token-refresh/ and stores the rotated pair.
   * Concurrent callers (401 handling, the token check) share one in-flight refresh.
   * Resolves with the new access token. Rejects with {@link AuthError} after clearing the
   * session when the server refuses the refresh token; rejects with the transient error
   * (NetworkError, 5xx ApiError) and keeps the session when the server could not answer.
   */
  refreshSession(): Promise<string>;
  /**
   * The token a request would send now: the stored one, or, with a token provider, the provider's
   * (stored on the way). Null when signed out. Rejects with {@link AuthError} when the provider
   * ends a session that was on.
   */
  readToken(): Promise<string | null>;
  /** The token store this client reads and writes. */
  readonly tokens: TokenStore;
}

/** The token refresh call of SPEC §7. */
export const TOKEN_REFRESH_PATH = refreshTokens.path;
/** Why a session ended when the token provider answered null. */
const SIGNED_OUT = 'The token provider signed out';
/** Statuses on which a refresh failure is transient: the refresh token may still be good. */
const TRANSIENT_STATUS = new Set([408, 429]);

function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || TRANSIENT_STATUS.has(error.status);
  return error instanceof NetworkError || (error instanceof SdkError && error.code === 'aborted');
}

/**
 * Creates the HTTP client of a signed-in session, on top of {@link createTransport}.
 *
 * The 401 rule (SPEC §4): a request sent with a token that answers 401 triggers one shared
 * refresh; the request is then replayed once with the new token. Requests that fail while the
 * refresh runs wait for it and are replayed, or rejected with the same {@link AuthError} when it
 * fails. If the token already changed (another request refreshed it), the request is replayed
 * without a new refresh. Other errors reach the caller unchanged. A 401 is never retried by the
 * transport's retry layer (this rule owns it), nor is the token refresh (a POST).
 *
 * @example
 * const http = createHttpClient({ baseUrl: '', tokens: createTokenStore() });
 * const page = await http.request('/api/posts', envelope(paged(PostRowSchema)));
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens, logger = silentLogger } = options;
  const { send, parse } = createTransport(options);

  function endSession(cause: unknown): never {
    const error = new AuthError(undefined, cause);
    tokens.clear();
    logger.warn('session expired:', cause instanceof Error ? cause.message : cause);
    try {
      options.onSessionExpired?.(error);
    } catch (hookError) {
      logger.error('onSessionExpired hook failed', hookError);
    }
    throw error;
  }

  /** Asks the token provider and stores its answer; null when it says signed out (a session on ends). */
  async function provided(getToken: TokenProvider, forceRefresh: boolean): Promise<string | null> {
    const token = await getToken({ forceRefresh });
    if (token === null) {
      if (tokens.getAccess()) endSession(SIGNED_OUT);
      return null;
    }
    // The provider's tokens carry no JobHub refresh token: this client never refreshes them itself.
    if (token !== tokens.getAccess()) tokens.setTokens({ access: token, refresh: '' });
    return token;
  }

  const refreshSession = createSingleFlight(async (): Promise<string> => {
    if (options.getToken) return (await provided(options.getToken, true)) ?? endSession(SIGNED_OUT);
    const refresh = tokens.getRefresh();
    if (!refresh) return endSession(new Error('No refresh token stored'));
    let data: unknown;
    try {
      // Our clients rotate: each refresh token works once, and a reused one ends the login.
      data = await send(TOKEN_REFRESH_PATH, { method: 'POST', body: { refresh, rotate: true } }, null);
    } catch (error) {
      if (isTransient(error)) throw error;
      return endSession(error);
    }
    const pair = (() => {
      try {
        return parse(TokenRefreshResponseSchema, data, 'POST', TOKEN_REFRESH_PATH).data;
      } catch (error) {
        return endSession(error);
      }
    })();
    if (tokens.getRefresh() !== refresh) {
      // The user logged out (or another tab signed in) while the refresh ran: do not resurrect.
      throw new AuthError('Session changed while the token was being refreshed.');
    }
    tokens.setTokens(pair);
    return pair.access;
  });

  const readToken = async () => (options.getToken ? provided(options.getToken, false) : tokens.getAccess());

  async function requestRaw(path: string, opts: RequestOptions = {}): Promise<unknown> {
    const managed = opts.auth !== false && opts.accessToken === undefined;
    // Without a provider the request goes out synchronously, as before (no await on that path).
    const sent = opts.auth === false ? null : (opts.accessToken ?? (options.getToken ? await readToken() : tokens.getAccess()));
    try {
      return await send(path, opts, sent);
    } catch (error) {
      if (!(managed && sent && error instanceof ApiError && error.status === 401)) throw error;
    }
    const current = tokens.getAccess();
    if (!current) throw new AuthError('Signed out while the request was in flight.');
    // Another request already refreshed: replay with its token instead of refreshing again.
    const token = current !== sent ? current : await refreshSession();
    return send(path, opts, token); // the one replay; a second 401 goes to the caller as is
  }

  return {
    tokens,
    refreshSession,
    readToken,
    requestRaw,
    async request(path, schema, opts = {}) {
      const data = await requestRaw(path, opts);
      return parse(schema, data, opts.method ?? 'GET', path);
    },
  };
}
