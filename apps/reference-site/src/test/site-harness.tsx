/**
 * Test harness of the site shell: a real SDK client over a fake `fetch` (route table), signed
 * JWT-shaped tokens in memory storage, and the full route tree in a MemoryRouter.
 * Imported by tests only.
 */
import { createMemoryStorage, silentLogger, type KeyValueStorage, type SocketLike, type WebSocketClass } from '@jobhub/sdk';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { ClientProvider, createSiteClient, type Client } from '../app/client-context';
import { AppRoutes } from '../app/routes';

// Pages are lazy chunks: the first test to open one waits for Vite to transform it, which has
// taken over 4 s when the two shared cores are busy. Waits stay bounded by the site project's
// 15 s test timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 12_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

export interface FakeRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
export interface FakeAnswer {
  status?: number;
  body: unknown;
}
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>;

const normalise = (path: string) => path.replace(/\/+$/, '') || '/';

/** A fake fetch answering 'METHOD /path' keys (trailing slash ignored); unknown routes → 404. */
export function createFakeFetch(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw string
      }
    }
    const request: FakeRequest = { method, path: url.pathname, search: url.search, body };
    requests.push(request);
    const handler = Object.entries(routes).find(([key]) => {
      const [m = 'GET', p = '/'] = key.split(' ');
      return m.toUpperCase() === method && normalise(p) === normalise(url.pathname);
    })?.[1];
    const answer = handler ? await handler(request) : { status: 404, body: { status: 404, message: 'Không tìm thấy' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}

export const ok = (data: unknown, message?: string): FakeAnswer => ({ status: 200, body: { status: 200, message, data } });
export const message = (text: string, status = 200): FakeAnswer => ({ status, body: { status, message: text } });
export const fail = (status: number, text: string, errors?: Record<string, string[]>): FakeAnswer => ({
  status,
  body: { status, message: text, ...(errors ? { errors } : {}) },
});

function base64url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

export interface TokenClaimsInput {
  user_id?: number;
  role?: 'admin' | 'employer' | 'candidate' | 'none';
  is_active?: boolean;
  is_banned?: boolean;
  fullname?: string;
  username?: string;
  /** Seconds from now until expiry (default one day). */
  expiresIn?: number;
}

/** An unsigned JWT-shaped access token with the API's claims. */
export function fakeJwt(input: TokenClaimsInput = {}): string {
  const { expiresIn = 86_400, ...claims } = input;
  const payload = {
    user_id: 7,
    role: 'candidate',
    is_active: true,
    is_banned: false,
    ...claims,
    exp: Math.floor(Date.now() / 1000) + expiresIn,
  };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.sig`;
}

/** Storage holding a signed-in session. */
export function signedIn(claims: TokenClaimsInput = {}): KeyValueStorage {
  return createMemoryStorage({
    token: fakeJwt(claims),
    refreshToken: 'refresh-1',
    username: claims.username ?? 'an@example.com',
    user_role: claims.role ?? 'candidate',
  });
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** A fake WebSocket server side: sockets the SDK opened, each answering `authenticate` with `auth_success`. */
export interface FakeSockets {
  WebSocket: WebSocketClass;
  sockets: FakeSocket[];
  /** Sends a frame to every open socket. */
  push(frame: unknown): void;
}

export interface FakeSocket extends SocketLike {
  url: string;
  sent: unknown[];
}

export function createFakeSockets(): FakeSockets {
  const sockets: FakeSocket[] = [];
  class Socket implements FakeSocket {
    readyState = 0;
    sent: unknown[] = [];
    onopen: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number; reason?: string }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    constructor(public url: string) {
      sockets.push(this);
      queueMicrotask(() => {
        if (this.readyState !== 0) return;
        this.readyState = 1;
        this.onopen?.({});
        this.onmessage?.({ data: JSON.stringify({ type: 'auth_required' }) });
      });
    }
    send(data: string) {
      const frame = JSON.parse(data) as { type?: string };
      this.sent.push(frame);
      if (frame.type === 'authenticate') {
        queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: 'auth_success' }) }));
      }
    }
    close(code = 1000, reason = '') {
      if (this.readyState === 3) return;
      this.readyState = 3;
      this.onclose?.({ code, reason });
    }
  }
  return {
    WebSocket: Socket,
    sockets,
    push(frame) {
      for (const socket of sockets) {
        if (socket.readyState === 1) socket.onmessage?.({ data: JSON.stringify(frame) });
      }
    },
  };
}

export interface RenderSiteOptions {
  routes?: FakeRoutes;
  storage?: KeyValueStorage;
}

/** Renders the whole site at `path` with a fresh SDK client. */
export function renderSite(path: string, options: RenderSiteOptions = {}) {
  const fake = createFakeFetch(options.routes ?? {});
  const storage = options.storage ?? createMemoryStorage();
  const realtime = createFakeSockets();
  // Failures show at once: the SDK's retries of GET requests are tested in the SDK.
  const client: Client = createSiteClient({ baseUrl: '', fetch: fake.fetch, storage, logger: silentLogger, retry: false, WebSocket: realtime.WebSocket });
  const utils = render(
    <ClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </ClientProvider>,
  );
  return { ...utils, client, storage, requests: fake.requests, realtime };
}

/** The router's current path + query. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** A candidate's profile (GET /api/profile/), signed in with a password. */
export const PROFILE = {
  user_id: 7,
  username: 'an',
  email: 'an@example.com',
  fullname: 'Nguyễn Văn An',
  gender: 'male',
  role: 'candidate',
  is_active: true,
  is_premium: false,
  premium_expiry: null,
  balance: 0,
  name_display: '',
  avatar: null,
  has_password: true,
};

export const ENTERPRISE = {
  id: 3,
  company_name: 'Công ty TNHH Sao Việt',
  address: '12 Lê Lợi',
  business_certificate: null,
  description: 'Phần mềm cho doanh nghiệp.',
  email_company: 'hr@saoviet.vn',
  field_of_activity: 'Công nghệ thông tin',
  link_web_site: 'https://saoviet.vn',
  logo: null,
  background_image: null,
  phone_number: '0281234567',
  scale: '25-99',
  tax: '0312345678',
  city: 'Hồ Chí Minh',
  is_active: true,
  is_premium: false,
  created_at: '2025-01-01T00:00:00.000Z',
};
