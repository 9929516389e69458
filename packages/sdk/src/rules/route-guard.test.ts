import { describe, expect, it } from 'vitest';
import type { Role } from '../contract/auth';
import { isEmployerAreaPath, routeGuard, type RouteGuardInput, type RouteMeta } from './route-guard';
import type { Session } from './session';

const anonymous: Session = { status: 'anonymous' };
const as = (role: Role, is_active = true): Session => ({
  status: 'authenticated',
  user: { user_id: 1, username: 'an@example.com', role, is_active, is_banned: false },
});
const guest: RouteMeta = { access: 'guest' };
const open: RouteMeta = { access: 'open' };
const auth: RouteMeta = { access: 'auth' };
const candidateOnly: RouteMeta = { access: 'auth', roles: ['candidate'] };
const selectRole: RouteMeta = { access: 'auth', roles: ['none'] };
const employerOnly: RouteMeta = { access: 'auth', roles: ['employer'] };
const statistics: RouteMeta = { access: 'auth', roles: ['employer', 'admin'] };

describe('routeGuard (SPEC §6)', () => {
  const table: [string, Omit<RouteGuardInput, 'hasEnterprise'> & { hasEnterprise?: boolean }, string | null][] = [
    ['open routes let everyone in', { meta: open, session: anonymous, path: '/job-search' }, null],
    ['open routes let employers in', { meta: open, session: as('employer'), path: '/job/3' }, null],
    ['guests may open guest routes', { meta: guest, session: anonymous, path: '/login' }, null],
    ['an employer on a guest route goes to /employer', { meta: guest, session: as('employer'), path: '/' }, '/employer'],
    ['a candidate on /login goes to /job-search', { meta: guest, session: as('candidate'), path: '/login' }, '/job-search'],
    ['a candidate on /register goes to /job-search', { meta: guest, session: as('candidate'), path: '/register/' }, '/job-search'],
    ['a candidate on /forgot-password goes to /', { meta: guest, session: as('candidate'), path: '/forgot-password' }, '/'],
    ['a candidate may stay on the home page', { meta: guest, session: as('candidate'), path: '/' }, null],
    ['an admin on /login goes to /', { meta: guest, session: as('admin'), path: '/login' }, '/'],
    ['an inactive user may open /activate', { meta: guest, session: as('candidate', false), path: '/activate' }, null],
    ['an inactive user may open /activate/{email}', { meta: guest, session: as('candidate', false), path: '/activate/a%40b.vn' }, null],
    ['an inactive user may follow the e-mailed /api/activate/{token} link', { meta: guest, session: as('candidate', false), path: '/api/activate/tok' }, null],
    ['an inactive candidate on /login still goes to /job-search', { meta: guest, session: as('candidate', false), path: '/login' }, '/job-search'],
    ['trailing slashes collapse to the home page', { meta: guest, session: as('candidate'), path: '//' }, null],
    ['an active user on /activate goes to /', { meta: guest, session: as('candidate'), path: '/activate' }, '/'],
    ['anonymous on an auth route goes to login with the full path', { meta: auth, session: anonymous, path: '/my-applications', search: '?cv_id=4&x=a b' }, '/login?redirect=%2Fmy-applications%3Fcv_id%3D4%26x%3Da%20b'],
    ['the search may come without "?"', { meta: auth, session: anonymous, path: '/profile', search: 'tab=1' }, '/login?redirect=%2Fprofile%3Ftab%3D1'],
    ['an empty search adds nothing', { meta: auth, session: anonymous, path: '/profile', search: '?' }, '/login?redirect=%2Fprofile'],
    ['role none goes to /select-role', { meta: auth, session: as('none'), path: '/profile' }, '/select-role'],
    ['role none goes to /select-role even on role routes', { meta: candidateOnly, session: as('none'), path: '/saved-jobs' }, '/select-role'],
    ['role none may open /select-role', { meta: auth, session: as('none'), path: '/select-role' }, null],
    ['role none may open /select-role when only role none may', { meta: selectRole, session: as('none'), path: '/select-role' }, null],
    ['a candidate may not open /select-role', { meta: selectRole, session: as('candidate'), path: '/select-role' }, '/'],
    ['role none on a guest route goes to /select-role', { meta: guest, session: as('none'), path: '/login' }, '/select-role'],
    ['a candidate on a candidate route proceeds', { meta: candidateOnly, session: as('candidate'), path: '/saved-jobs' }, null],
    ['an employer on a candidate route goes to /', { meta: candidateOnly, session: as('employer'), path: '/saved-jobs' }, '/'],
    ['a candidate in the employer area goes to /', { meta: employerOnly, session: as('candidate'), path: '/employer' }, '/'],
    ['an admin may open /enterprise/statistics', { meta: statistics, session: as('admin'), path: '/enterprise/statistics' }, null],
    ['a candidate may not open /enterprise/statistics', { meta: statistics, session: as('candidate'), path: '/enterprise/statistics' }, '/'],
    ['an employer without a company goes to create-enterprise', { meta: employerOnly, session: as('employer'), path: '/employer/posts', hasEnterprise: false }, '/employer/create-enterprise'],
    ['an employer without a company may open create-enterprise', { meta: employerOnly, session: as('employer'), path: '/employer/create-enterprise', hasEnterprise: false }, null],
    ['an employer with a company proceeds', { meta: employerOnly, session: as('employer'), path: '/employer', hasEnterprise: true }, null],
    ['an employer proceeds while ownership is unknown', { meta: employerOnly, session: as('employer'), path: '/employer' }, null],
    ['ownership does not matter outside the employer area', { meta: auth, session: as('employer'), path: '/profile', hasEnterprise: false }, null],
  ];

  it.each(table)('%s', (_name, input, expected) => {
    expect(routeGuard(input)).toEqual(expected === null ? null : { redirect: expected });
  });

  it.each([
    ['/employer', true],
    ['/employer/posts/3', true],
    ['/employers', false],
    ['/job-search', false],
  ])('isEmployerAreaPath(%s) = %s', (path, expected) => expect(isEmployerAreaPath(path)).toBe(expected));
});
