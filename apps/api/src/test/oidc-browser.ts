/**
 * A minimal browser for the Google sign-in tests: real HTTP (fetch) against a listening test app,
 * a cookie jar that honours each cookie's Path, redirects followed by hand so a test can stop at
 * any hop, look at it, or change it (a tampered state or nonce).
 */
import { createServer } from 'node:net';
import { createTestContext, type DatabaseKind, type TestContext, type TestContextOptions } from './context';

/** A free TCP port on 127.0.0.1 (the app's PUBLIC_URL must name it before the app is built). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A test app listening on 127.0.0.1, its PUBLIC_URL that address (the built-in provider's issuer derives from it). */
export async function createListeningContext(kind: DatabaseKind, options: TestContextOptions = {}): Promise<TestContext & { origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext(kind, { ...options, env: { PUBLIC_URL: origin, ...options.env } });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return Object.assign(ctx, { origin });
}

interface Cookie {
  value: string;
  path: string;
}

export interface Hop {
  status: number;
  url: string;
  location: string | null;
  body: string;
}

export class TestBrowser {
  private readonly cookies = new Map<string, Cookie>();

  constructor(private readonly origin: string) {}

  /** The value of a cookie in the jar. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private store(response: Response, url: URL) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || url.pathname.replace(/\/[^/]*$/, '') || '/';
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  /** One request, no redirect followed. Same-origin requests carry the headers a browser sends. */
  async request(target: string, init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}): Promise<Hop> {
    const url = new URL(target, this.origin);
    const headers: Record<string, string> = { accept: 'text/html', ...init.headers };
    const cookie = this.cookieHeader(url.pathname);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.origin;
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
      headers.origin = this.origin;
    }
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    const send = () => fetch(url, { method, headers, body, redirect: 'manual' });
    // Like a browser, a GET that went out on a kept-alive connection the server had just closed
    // (a test that restarts the server on its port) is sent again once on a new connection.
    const response = await send().catch((error: unknown) => {
      if (method !== 'GET' || (error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      return send();
    });
    this.store(response, url);
    const location = response.headers.get('location');
    return { status: response.status, url: url.href, location: location ? new URL(location, url).href : null, body: await response.text() };
  }

  /** Follows redirects from `target` until an answer that is not one, or until `stop` says so. */
  async follow(target: string, stop: (hop: Hop) => boolean = () => false, init?: Parameters<TestBrowser['request']>[1]): Promise<Hop> {
    let hop = await this.request(target, init);
    for (let i = 0; i < 10 && hop.location && !stop(hop); i += 1) hop = await this.request(hop.location);
    return hop;
  }
}

/** The `action` of the built-in provider's identity form on its login page. */
export function loginFormAction(page: string): string {
  const match = /<form method="post" action="([^"]+\/login)">\s*<label/.exec(page);
  if (!match?.[1]) throw new Error('no login form on the page');
  return match[1].replace(/&amp;/g, '&');
}
