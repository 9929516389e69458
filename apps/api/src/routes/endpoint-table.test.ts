import { listEndpoints } from '@jobhub/sdk/contract';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';

/** Served routes outside the contract: the WebSocket upgrade, the dev outbox and the site. */
const OUTSIDE_CONTRACT = /^\/(?:dev\/|api\/ws\/|ws\/)|^\/api\/health\/?$/;

const key = (method: string, url: string) => `${method} ${url.replace(/\/+$/, '') || '/'}`;

describe('the endpoint table and the served routes', () => {
  const served = new Set<string>();
  const onRoute = (route: RouteOptions) => {
    if ((route as { websocket?: boolean }).websocket) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') served.add(key(method, route.url));
  };
  useTestContext('pglite', { onRoute });

  it('serves every endpoint of the table, aliases included', () => {
    const missing = listEndpoints()
      .flatMap(([name, e]) => [e.path, ...(e.aliases ?? [])].map((path) => ({ name, k: key(e.method, path) })))
      .filter(({ k }) => !served.has(k));
    expect(missing).toEqual([]);
  });

  it('serves no /api or /auth route that the table does not hold', () => {
    const table = new Set(listEndpoints().flatMap(([, e]) => [e.path, ...(e.aliases ?? [])].map((path) => key(e.method, path))));
    const extra = [...served].filter((k) => {
      const url = k.slice(k.indexOf(' ') + 1);
      return /^\/(?:api|auth)\//.test(`${url}/`) && !OUTSIDE_CONTRACT.test(url) && !table.has(k);
    });
    expect(extra).toEqual([]);
  });

  it('names each endpoint once across features', () => {
    const names = listEndpoints().map(([name]) => name);
    expect(names.length).toBe(new Set(names).size);
  });
});
