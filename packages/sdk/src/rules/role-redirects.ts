import type { Role } from '../contract/auth';

/** Where each role lands after login (SPEC §4 Login). */
export const ROLE_HOME = {
  admin: '/admin',
  employer: '/employer',
  candidate: '/job-search',
  none: '/select-role',
} as const satisfies Record<Role, string>;

/** Where an employer without a company profile is sent (SPEC §4, §6). */
export const CREATE_ENTERPRISE_PATH = '/employer/create-enterprise';
export const SELECT_ROLE_PATH = '/select-role';
export const LOGIN_PATH = '/login';

/**
 * The landing page for a role: admin → /admin, employer → /employer, candidate → /job-search,
 * none → /select-role, anything else → /.
 *
 * @example
 * homeForRole('candidate'); // '/job-search'
 */
export function homeForRole(role: string | null | undefined): string {
  return role && Object.hasOwn(ROLE_HOME, role) ? ROLE_HOME[role as Role] : '/';
}

/**
 * Where an authenticated user who opens a guest-only route goes (SPEC §2): an employer to
 * /employer; a candidate on /login or /register to /job-search; a user without a role to
 * /select-role (SPEC §4); everyone else to /.
 * Returns `null` when the user may stay (already on the target).
 *
 * @param role - The user's role.
 * @param path - The requested path without query.
 * @example
 * guestRouteRedirect('candidate', '/login'); // '/job-search'
 */
export function guestRouteRedirect(role: Role, path: string): string | null {
  let target = '/';
  // SPEC §4: a user with role 'none' is always sent to /select-role.
  if (role === 'none') target = SELECT_ROLE_PATH;
  else if (role === 'employer') target = ROLE_HOME.employer;
  else if (role === 'candidate' && (path === '/login' || path === '/register')) target = ROLE_HOME.candidate;
  return target === path ? null : target;
}
