import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, ok, renderSite, signedIn } from '../test/site-harness';
import { needsActivation } from './activation-gate';

/** API paths that answer 403 to an account that is not activated (docs/api-reference.md: no "also before activation"). */
const ACTIVE_ONLY_API = /^\/api\/(notifications|messages|conversations|saved-posts|cv|statistics|criteria|posts\/recommended|posts\/enterprise\/$|gemini-chat|interviews)/;

const PAGES: ['candidate' | 'employer', string, boolean][] = [
  ['candidate', '/', false],
  ['candidate', '/about', false],
  ['candidate', '/job/5', false],
  ['candidate', '/profile', false],
  ['candidate', '/saved-jobs', true],
  ['candidate', '/my-applications', true],
  ['candidate', '/candidate/messages', true],
  ['candidate', '/my-criteria', true],
  ['candidate', '/job-recommendations', true],
  ['employer', '/employer', true],
  ['employer', '/employer/posts', true],
  ['employer', '/employer/messages', true],
  ['employer', '/employer/company', false],
  ['employer', '/employer/settings', false],
];

describe('an account that is not activated', () => {
  it.each(PAGES)('%s on %s makes no request sure to answer 403 and opens no socket', async (role, path, gated) => {
    const { requests, realtime } = renderSite(path, {
      storage: signedIn({ role, is_active: false }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE) },
    });
    if (gated) expect(await screen.findByRole('heading', { name: 'Tài khoản chưa được kích hoạt' })).toBeTruthy();
    else await waitFor(() => expect(requests.length > 0 || path === '/about').toBe(true));
    // Give lazy chunks and effects time to send whatever they would send.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.map((request) => `${request.method} ${request.path}`).filter((line) => ACTIVE_ONLY_API.test(line.split(' ')[1]!))).toEqual([]);
    expect(realtime.sockets).toHaveLength(0);
  });

  it('an activated user on the same pages loads them (the gate is only for unactivated accounts)', async () => {
    const { requests } = renderSite('/saved-jobs', { storage: signedIn({ role: 'candidate', is_active: true }), routes: {} });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/saved-posts/')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Tài khoản chưa được kích hoạt' })).toBeNull();
  });

  it.each([
    ['/saved-jobs', true],
    ['/employer', true],
    ['/employer/', true],
    ['/employer/posts/12/edit', true],
    ['/employer/cv/3', true],
    ['/notifications/4', true],
    ['/employer/company', false],
    ['/employer/settings', false],
    ['/profile', false],
    ['/job/5', false],
  ])('needsActivation(%s) = %s', (path, expected) => {
    expect(needsActivation(path)).toBe(expected);
  });
});
