import { isEmployerAreaPath, routeGuard, type RouteGuardResult, type RouteMeta } from '../rules/route-guard';
import { createEnterpriseOwnership, type EnterpriseOwnership } from './enterprise-ownership';
import { createSessionClient, type ClientOptions, type SessionClient } from './session-client';

export type { ClientOptions, SessionEndReason } from './session-client';

/** Where a navigation is heading. */
export interface RouteLocation {
  path: string;
  search?: string;
}

/**
 * A JobHub client: the session core ({@link SessionClient}: the HTTP client with the SPEC §4 401
 * rule and the shared token refresh, the stored tokens, `$session`, the token checks) plus the
 * route guards and the company-ownership state.
 * Resources are separate factories that take the client, so a bundle carries only what it uses:
 * `createAuthApi`, `createEnterprisesApi`, `createJobsApi`, `createCatalogueApi`, `createJobSearch`.
 */
export interface JobHubClient extends SessionClient {
  /** Whether the signed-in employer has a company profile, shared by the guards, login and enterprises. */
  readonly ownership: EnterpriseOwnership;
  /**
   * The SPEC §6 guards for a navigation: runs the token check, applies `routeGuard`, and for an
   * employer in the employer area looks up (and caches) whether a company profile exists.
   */
  guardRoute(meta: RouteMeta, location: RouteLocation): Promise<RouteGuardResult>;
}

/**
 * Creates a JobHub client (the session core). Each client owns its stores; nothing is shared
 * between clients. The session is read synchronously from storage, so `$session` is right before
 * the app mounts. Add the resources you use with their factories.
 *
 * @example
 * const client = createClient({
 *   baseUrl: 'https://api.jobhub.vn',
 *   onSessionExpired: () => toast.error(ERROR_MESSAGES.sessionExpired),
 *   onLogout: () => socket.disconnect(),
 * });
 * const stop = client.startTokenChecks();
 * const auth = createAuthApi(client);
 * const outcome = await auth.login({ username: 'an@example.com', password });
 */
export function createClient(options: ClientOptions = {}): JobHubClient {
  const session = createSessionClient(options);
  const { $session, logger } = session;
  const ownership = createEnterpriseOwnership(session.http, $session);

  return {
    ...session,
    ownership,
    async guardRoute(meta, location) {
      await session.checkToken();
      const current = $session.get();
      const input = { meta, session: current, path: location.path, search: location.search ?? '' };
      const first = routeGuard(input);
      if (first || meta.access !== 'auth' || current.status !== 'authenticated') return first;
      if (current.user.role !== 'employer' || !isEmployerAreaPath(location.path)) return null;
      let hasEnterprise: boolean | undefined;
      try {
        hasEnterprise = await ownership.hasEnterprise();
      } catch (error) {
        logger.warn('own enterprise lookup failed; letting the navigation through', error);
      }
      return routeGuard({ ...input, hasEnterprise });
    },
  };
}
