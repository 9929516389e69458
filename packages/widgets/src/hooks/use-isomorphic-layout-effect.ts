import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, where the widgets' DOM work (attaching the shadow root,
 * starting the search, measuring) must happen before paint or the page flickers; `useEffect` when
 * rendering on the server, where neither runs, but React 18 logs a warning for every
 * `useLayoutEffect` it meets there (React 19 no longer does). The CDN build, which only ever runs
 * in a browser, reads `typeof document` as 'object' and keeps `useLayoutEffect` alone.
 *
 * @example
 * useIsomorphicLayoutEffect(() => setRoot(host.attachShadow({ mode: 'open' })), []);
 */
export const useIsomorphicLayoutEffect: typeof useLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
