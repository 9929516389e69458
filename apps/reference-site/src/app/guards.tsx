import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { isEmployerAreaPath, LOGIN_PATH, routeGuard, tokenCheckDecision, type RouteMeta } from '@jobhub/sdk';
import { useClient, useSession, type Client } from './client-context';
import { PageLoading } from '../components/page-loading';
import { clearUserLogout, isUserLogout } from './use-logout';
import { ActivationGate } from './activation-gate';
import { useHydrated } from './hydration';

/** True when the stored access token must be refreshed (or dropped) before a page may render. */
export function tokenNeedsCheck(client: Client): boolean {
  const token = client.http.tokens.getAccess();
  return token !== null && tokenCheckDecision(token, client.now()) !== 'ok';
}

/**
 * SPEC §4 Token check "before each navigation": runs `client.checkToken()` on every location
 * change. Returns false while a check that matters (token expiring, expired or unreadable) is in
 * flight, so the new page renders only after it; a healthy token renders at once.
 */
export function useNavigationTokenCheck(): boolean {
  const client = useClient();
  const location = useLocation();
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void client.checkToken().finally(() => {
      if (!cancelled) setCheckedKey(location.key);
    });
    return () => {
      cancelled = true;
    };
  }, [client, location.key]);
  // A server-rendered page hydrates as it was rendered; the check then holds the next render.
  const hydrated = useHydrated();
  return !hydrated || checkedKey === location.key || !tokenNeedsCheck(client);
}

/**
 * Route wrapper applying the SPEC §6 guards with the SDK's pure `routeGuard` rule: renders the
 * child routes, a redirect, or a loading state while the SDK settles what the rule needs (token
 * check, the employer's own-enterprise lookup through `client.guardRoute`).
 */
export function RouteGuard({ meta }: { meta: RouteMeta }) {
  const client = useClient();
  const session = useSession();
  const hasEnterprise = useStore(client.enterprises.$hasEnterprise);
  const { pathname, search } = useLocation();
  // Nothing waits while a server-rendered page hydrates: it must render as the server did.
  const tokenPending = useHydrated() && tokenNeedsCheck(client);
  const lookupNeeded =
    meta.access === 'auth' &&
    session.status === 'authenticated' &&
    session.user.role === 'employer' &&
    isEmployerAreaPath(pathname) &&
    hasEnterprise === undefined;
  const [settled, setSettled] = useState<string | null>(null);
  const key = `${pathname}${search}|${session.status}|${String(hasEnterprise)}`;
  const waiting = (tokenPending || lookupNeeded) && settled !== key;

  useEffect(() => {
    if (!waiting) return;
    let cancelled = false;
    // guardRoute runs the token check and the own-enterprise lookup; its answer is re-derived
    // below from the updated session and $hasEnterprise stores.
    void client
      .guardRoute(meta, { path: pathname, search })
      .catch(() => null)
      .finally(() => {
        if (!cancelled) setSettled(key);
      });
    return () => {
      cancelled = true;
    };
  }, [client, meta, pathname, search, key, waiting]);

  useEffect(() => {
    if (pathname === LOGIN_PATH) clearUserLogout(client);
  }, [client, pathname]);

  if (waiting) return <PageLoading />;
  const result = routeGuard({ meta, session, path: pathname, search, hasEnterprise });
  if (result) {
    // After the logout button the guarded page just left goes to plain /login (no ?redirect=).
    const to = session.status === 'anonymous' && isUserLogout(client) && result.redirect.startsWith(`${LOGIN_PATH}?`) ? LOGIN_PATH : result.redirect;
    return <Navigate to={to} replace />;
  }
  // The employer area's layout gates its own pages (its sidebar stays).
  if (isEmployerAreaPath(pathname)) return <Outlet />;
  return (
    <ActivationGate>
      <Outlet />
    </ActivationGate>
  );
}
