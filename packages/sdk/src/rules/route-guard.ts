import type { Role } from '../contract/auth';
import { CREATE_ENTERPRISE_PATH, guestRouteRedirect, LOGIN_PATH, SELECT_ROLE_PATH } from './role-redirects';
import type { Session } from './session';

/** How a route may be reached (SPEC §2): guests only, anyone, or signed-in users. */
export type RouteAccess = 'guest' | 'open' | 'auth';

/** Guard metadata a router attaches to each route. */
export interface RouteMeta {
  access: RouteAccess;
  /** Roles allowed on an `auth` route; any role when omitted. */
  roles?: readonly Role[];
}

/** What the guard needs to know about the navigation. */
export interface RouteGuardInput {
  meta: RouteMeta;
  session: Session;
  /** Path without query, e.g. `/employer/posts`. */
  path: string;
  /** Query string, with or without the leading `?`. */
  search?: string;
  /**
   * Whether the employer has a company profile: `false` after a 404 from the own-enterprise
   * lookup, `undefined` while unknown (the guard then lets the navigation through).
   */
  hasEnterprise?: boolean | undefined;
}

/** A guard answer: go elsewhere, or `null` to proceed. */
export type RouteGuardResult = { redirect: string } | null;

/** True for /employer and every path under it: the employer area (SPEC §2). */
export function isEmployerAreaPath(path: string): boolean {
  return path === '/employer' || path.startsWith('/employer/');
}

function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

function isActivationPath(path: string): boolean {
  return path === '/activate' || path.startsWith('/activate/') || path.startsWith('/api/activate/');
}

/**
 * The route guards of SPEC §6 as one pure decision.
 *
 * - `open`: always proceeds.
 * - `guest`: an authenticated user is redirected per SPEC §2 (employer → /employer; candidate on
 *   /login or /register → /job-search; others → /). A signed-in user whose account is not yet
 *   active may still open the activation screens (the yellow banner links there).
 * - `auth`: anonymous → `/login?redirect=<full path, URL-encoded>`; role `none` → /select-role
 *   (except on /select-role); a role not in `meta.roles` → /; an employer without a company
 *   profile in the employer area → /employer/create-enterprise.
 *
 * @example
 * routeGuard({ meta: { access: 'auth' }, session: { status: 'anonymous' }, path: '/profile' });
 * // { redirect: '/login?redirect=%2Fprofile' }
 */
export function routeGuard(input: RouteGuardInput): RouteGuardResult {
  const { meta, session } = input;
  const path = normalizePath(input.path);
  if (meta.access === 'open') return null;

  if (meta.access === 'guest') {
    if (session.status === 'anonymous') return null;
    if (!session.user.is_active && isActivationPath(path)) return null;
    const target = guestRouteRedirect(session.user.role, path);
    return target === null ? null : { redirect: target };
  }

  if (session.status === 'anonymous') {
    const search = input.search ? (input.search.startsWith('?') ? input.search : `?${input.search}`) : '';
    const full = `${input.path}${search === '?' ? '' : search}`;
    return { redirect: `${LOGIN_PATH}?redirect=${encodeURIComponent(full)}` };
  }

  const { role } = session.user;
  if (role === 'none') return path === SELECT_ROLE_PATH ? null : { redirect: SELECT_ROLE_PATH };
  if (meta.roles && !meta.roles.includes(role)) return { redirect: '/' };
  if (
    role === 'employer' &&
    input.hasEnterprise === false &&
    isEmployerAreaPath(path) &&
    path !== CREATE_ENTERPRISE_PATH
  ) {
    return { redirect: CREATE_ENTERPRISE_PATH };
  }
  return null;
}
