import type { ReadableAtom } from 'nanostores';
import type { HttpClient } from '../http/client';
import { AuthError } from '../http/errors';
import type { Logger } from '../lib/logger';
import type { TimerHandle, Timers } from '../lib/timers';
import type { Session } from '../rules/session';
import { TOKEN_CHECK_INTERVAL_MS, earlyTokenCheckAt, tokenCheckDecision } from '../rules/token-check';

/**
 * Result of a token check: `anonymous` (no token), `ok`, `refreshed`, `logged_out` (token
 * unreadable, without expiry, or refresh refused) or `unavailable` (the refresh could not reach
 * the server; the session is kept and the next check tries again).
 */
export type TokenCheckResult = 'anonymous' | 'ok' | 'refreshed' | 'logged_out' | 'unavailable';

/** Token check actions. */
export interface TokenCheck {
  /** Runs the SPEC §4 token check once. Never throws. */
  checkToken(): Promise<TokenCheckResult>;
  /**
   * Runs the check now, every 15 minutes and whenever the user becomes authenticated, and once
   * more in between when the token would otherwise expire before the next periodic check
   * (`earlyTokenCheckAt`). Returns a function that stops it.
   */
  startTokenChecks(): () => void;
}

/** Dependencies of {@link createTokenCheck}. */
export interface TokenCheckDeps {
  http: HttpClient;
  $session: ReadableAtom<Session>;
  now: () => number;
  timers: Timers;
  logger: Logger;
  /** Ends the session without the expiry hook (unreadable token). */
  logout: () => void;
}

/**
 * Creates the token check (SPEC §4 Token check) sharing the HTTP client's single-flight refresh.
 *
 * @example
 * const stop = createTokenCheck(deps).startTokenChecks();
 */
export function createTokenCheck(deps: TokenCheckDeps): TokenCheck {
  const { http, logger } = deps;

  // Not single-flight itself: a check must read the token at call time (a sign-in may just have
  // happened); concurrent checks still share the HTTP client's single-flight refresh.
  async function checkToken(): Promise<TokenCheckResult> {
    const token = http.tokens.getAccess();
    if (!token) return 'anonymous';
    const decision = tokenCheckDecision(token, deps.now());
    if (decision === 'ok') return 'ok';
    if (decision === 'logout') {
      logger.warn('stored token is unreadable or has no expiry: logging out');
      deps.logout();
      return 'logged_out';
    }
    try {
      await http.refreshSession(); // on refusal it clears the session and calls onSessionExpired
      return 'refreshed';
    } catch (error) {
      if (error instanceof AuthError) return 'logged_out';
      logger.warn('token refresh unavailable, keeping the session', error);
      return 'unavailable';
    }
  }

  function startTokenChecks(): () => void {
    let nextPeriodicMs = deps.now() + TOKEN_CHECK_INTERVAL_MS;
    let early: TimerHandle | undefined;
    let stopped = false;
    // After each check, for the token it left: only a moment still ahead is planned, so a refresh
    // that failed for now is not retried in a loop (the next check or a 401 retries it).
    const planEarlyCheck = () => {
      if (early !== undefined) deps.timers.clearTimeout(early);
      early = undefined;
      const at = earlyTokenCheckAt(http.tokens.getAccess(), nextPeriodicMs);
      if (stopped || at === null || at <= deps.now()) return;
      early = deps.timers.setTimeout(run, at - deps.now());
    };
    const run = () => void checkToken().then(planEarlyCheck);
    run();
    const interval = deps.timers.setInterval(() => {
      nextPeriodicMs = deps.now() + TOKEN_CHECK_INTERVAL_MS;
      run();
    }, TOKEN_CHECK_INTERVAL_MS);
    let wasAuthenticated = deps.$session.get().status === 'authenticated';
    const unlisten = deps.$session.listen((session) => {
      const authenticated = session.status === 'authenticated';
      if (authenticated && !wasAuthenticated) run();
      wasAuthenticated = authenticated;
    });
    return () => {
      stopped = true;
      deps.timers.clearInterval(interval);
      if (early !== undefined) deps.timers.clearTimeout(early);
      unlisten();
    };
  }

  return { checkToken, startTokenChecks };
}
