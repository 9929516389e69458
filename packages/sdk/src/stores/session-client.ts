import type { ReadableAtom } from 'nanostores';
import { logout as logoutEndpoint } from '../contract/endpoints/accounts';
import { callEndpoint } from '../http/call-endpoint';
import { createHttpClient, type HttpClient, type TokenProvider } from '../http/client';
import { AuthError } from '../http/errors';
import type { RetryOptions } from '../http/retry';
import { createTokenStore, defaultStorage } from '../http/token-store';
import { createLogger, type Logger } from '../lib/logger';
import { createMemoryStorage, type KeyValueStorage } from '../lib/memory-storage';
import { globalTimers, type Timers } from '../lib/timers';
import type { Session } from '../rules/session';
import { createSessionStore } from './session';
import { createTokenCheck, type TokenCheckResult } from './token-check';

/** Why a session ended: the user logged out, or the refresh token was refused. */
export type SessionEndReason = 'logout' | 'expired';

/** Options of {@link createClient} and {@link createSessionClient}; every environment dependency is injectable. */
export interface ClientOptions {
  /** API origin, e.g. 'https://api.jobhub.vn'; '' (default) means same origin. */
  baseUrl?: string;
  /** fetch implementation (default: the global fetch). */
  fetch?: typeof globalThis.fetch;
  /**
   * Retries of GET requests on 408, 429 and 5xx (default: three, after ~0.5, 1 and 2 s with
   * jitter, or what `Retry-After` asks); `false` turns them off, e.g. for a test of a failure.
   */
  retry?: RetryOptions | false;
  /**
   * How long a request may wait for its answer, retries included, before it fails with a
   * `NetworkError` whose `timedOut` is true and whose `userMessage` is `ERROR_MESSAGES.requestTimeout`
   * (default 15 s, `REQUEST_TIMEOUT_MS`; uploads at least 2 min); `false` for none.
   */
  timeoutMs?: number | false;
  /** Where the session is kept (default: localStorage when usable, else memory). */
  storage?: KeyValueStorage;
  /** Clock in epoch ms (default `Date.now`). */
  now?: () => number;
  /** Timers (default: the globals). */
  timers?: Timers;
  /**
   * Called once when a refresh is refused and the session was cleared: show
   * 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' (`ERROR_MESSAGES.sessionExpired`).
   */
  onSessionExpired?: (error: AuthError) => void;
  /** Called whenever a session ends (logout or expiry), e.g. to disconnect the socket. */
  onLogout?: (reason: SessionEndReason) => void;
  /** Logger (default: console with the `[jobhub]` prefix). */
  logger?: Logger;
  /**
   * The token provider, for apps that hold the user's tokens elsewhere (a partner's backend, or
   * `signInWithJobHub(...)`'s `getToken`). When set, the client reads its bearer token from it,
   * keeps it in memory only (not `storage`), never runs its own JobHub refresh, and a 401 asks it
   * once with `forceRefresh: true`; `null` means signed out. The socket gets its token through it too.
   */
  getToken?: TokenProvider;
}

/**
 * A signed-in session without the site's navigation rules: the HTTP client (with the SPEC §4 401
 * rule and the shared token refresh), the stored tokens, `$session` and the token checks. What
 * the real-time resources (`createRealtime`, `createNotificationsStore`, `createChatStore`) and
 * the `http`-only resources need; a {@link JobHubClient} is one, plus route guards and ownership.
 */
export interface SessionClient {
  readonly http: HttpClient;
  /** The API origin the client was created with ('' = same origin); the socket URL derives from it. */
  readonly baseUrl: string;
  /** The signed-in user, or anonymous. */
  readonly $session: ReadableAtom<Session>;
  /**
   * Ends the session: tells the server (POST /api/logout/ with the refresh token, best effort: a
   * failure is only logged), clears the four stored keys at once and calls `onLogout('logout')`.
   */
  logout(): void;
  /** Runs the SPEC §4 token check once (before each navigation and on login). Never throws. */
  checkToken(): Promise<TokenCheckResult>;
  /** Starts the periodic token check (now, every 15 min, on sign-in); returns a stop function. */
  startTokenChecks(): () => void;
  /** The injected clock. */
  readonly now: () => number;
  /** The injected timers (used by `createJobSearch`). */
  readonly timers: Timers;
  readonly logger: Logger;
}

/**
 * Creates the session core of a client: what {@link createClient} builds before adding the route
 * guards and the company-ownership state. Use it where no navigation is guarded, e.g. a
 * notification bell or a chat dock embedded in another site, so that a bundle carries neither
 * the guards nor the enterprise lookup.
 *
 * @example
 * const client = createSessionClient({ baseUrl: 'https://api.jobhub.vn', storage: createMemoryStorage() });
 * client.startTokenChecks();
 * const notifications = createNotificationsStore(client, createRealtime(client));
 */
export function createSessionClient(options: ClientOptions = {}): SessionClient {
  const logger = options.logger ?? createLogger('jobhub');
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? globalTimers;
  // A provider's tokens live in memory: the provider is where they are kept.
  const tokens = createTokenStore(options.getToken ? createMemoryStorage() : (options.storage ?? defaultStorage()));

  const notifyEnd = (reason: SessionEndReason) => {
    try {
      options.onLogout?.(reason);
    } catch (error) {
      logger.error('onLogout hook failed', error);
    }
  };

  const http = createHttpClient({
    baseUrl: options.baseUrl ?? '',
    tokens,
    logger,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.getToken ? { getToken: options.getToken } : {}),
    retry: options.retry === false ? false : { now, ...options.retry },
    timers,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    onSessionExpired(error) {
      notifyEnd('expired');
      options.onSessionExpired?.(error);
    },
  });
  const $session = createSessionStore(tokens);

  const logout = () => {
    const refresh = tokens.getRefresh();
    if (refresh) {
      // Revokes the login on the server and closes its sockets; the session ends here either way.
      callEndpoint(http, logoutEndpoint, { body: { refresh } }, { auth: false }).catch((error: unknown) => logger.warn('logout could not reach the server; the session is cleared here', error));
    }
    tokens.clear();
    notifyEnd('logout');
  };
  const tokenCheck = createTokenCheck({ http, $session, now, timers, logger, logout });
  /** With a token provider, the check starts from its current token (the socket's too). */
  const checkToken = options.getToken
    ? async (): Promise<TokenCheckResult> => {
        try {
          await http.readToken();
        } catch (error) {
          return error instanceof AuthError ? 'logged_out' : 'unavailable';
        }
        return tokenCheck.checkToken();
      }
    : tokenCheck.checkToken;

  return {
    http,
    baseUrl: options.baseUrl ?? '',
    $session,
    logout,
    checkToken,
    startTokenChecks: tokenCheck.startTokenChecks,
    now,
    timers,
    logger,
  };
}
