// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatDock } from '../components/chat-dock/chat-dock';
import { EmployerConsole } from '../components/employer-console/employer-console';
import { JobSearch } from '../components/job-search/job-search';
import { NotificationBell } from '../components/notification-bell/notification-bell';
import { useIsomorphicLayoutEffect } from '../hooks/use-isomorphic-layout-effect';
import { makePage, makeRow } from '../test/fake-api';
import { JobHubProvider } from './jobhub-provider';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('server rendering (react-dom/server)', () => {
  it('runs no layout effect there: React 18 warns for each useLayoutEffect a server render meets', () => {
    // React 19 dropped that warning, so the console alone cannot show it with the React installed here.
    expect(useIsomorphicLayoutEffect).toBe(useEffect);
    expect(useIsomorphicLayoutEffect).not.toBe(useLayoutEffect);
  });

  it('renders the four widgets in a provider without a warning or an error', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const html = renderToString(
      <JobHubProvider apiBase="http://api.test" clientOptions={{ fetch }}>
        <JobSearch initialResults={makePage([makeRow({ id: 4, title: 'Kế toán trưởng', enterprise_logo: '/media/logo.png' })])} />
        <NotificationBell />
        <ChatDock />
        <EmployerConsole />
      </JobHubProvider>,
    );
    expect(html).toContain('Kế toán trưởng');
    // The logo is on the API's host in the server's HTML too.
    expect(html).toContain('src="http://api.test/media/logo.png"');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
