import { describe, expect, it } from 'vitest';
import type { Role } from '../contract/auth';
import { guestRouteRedirect, homeForRole } from './role-redirects';

describe('homeForRole', () => {
  it.each([
    ['admin', '/admin'],
    ['employer', '/employer'],
    ['candidate', '/job-search'],
    ['none', '/select-role'],
    ['hacker', '/'],
    ['toString', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%s → %s', (role, expected) => expect(homeForRole(role)).toBe(expected));
});

describe('guestRouteRedirect', () => {
  it.each<[Role, string, string | null]>([
    ['employer', '/login', '/employer'],
    ['employer', '/', '/employer'],
    ['candidate', '/login', '/job-search'],
    ['candidate', '/register', '/job-search'],
    ['candidate', '/forgot-password', '/'],
    ['candidate', '/', null],
    ['admin', '/login', '/'],
    ['none', '/register', '/select-role'],
    ['none', '/', '/select-role'],
    ['none', '/select-role', null],
  ])('%s on %s → %s', (role, path, expected) => expect(guestRouteRedirect(role, path)).toBe(expected));
});
