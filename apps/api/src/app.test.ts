import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiErrorBodySchema, LoginResponseSchema, MessageEnvelopeSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { httpError } from './lib/http-error';
import { describeEachDatabase, useTestContext } from './test/context';
import { createUser, registerInput } from './test/helpers';

function testRoutes(app: FastifyInstance) {
  app.get('/api/test/throw', async () => {
    throw new Error('SELECT password_hash FROM users -- secret detail');
  });
  app.get('/api/test/sql', async () => app.db.execute(sql`select * from bang_khong_ton_tai where x = ${'secret'}`));
  app.get('/api/test/typed', async () => {
    throw httpError(409, 'Xung đột dữ liệu', { errors: { title: ['Tiêu đề đã tồn tại'] }, current_posts: 3 });
  });
  app.post('/api/test/upload', async (request) => {
    const file = await request.file();
    const buffer = await file!.toBuffer();
    return { status: 200, data: { bytes: buffer.length } };
  });
  app.get('/api/test/typed-500', async () => {
    throw httpError(503, 'Dịch vụ tạm thời gián đoạn');
  });
}

describeEachDatabase('app', (kind) => {
  const ctx = useTestContext(kind, { withSite: true, configure: testRoutes });

  describe('error handler', () => {
    it('hides 5xx details (no stack, no SQL) and logs them with the request id', async () => {
      for (const url of ['/api/test/throw', '/api/test/sql']) {
        const response = await ctx().inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(ApiErrorBodySchema.parse(response.json())).toEqual({ status: 500, message: 'Đã có lỗi xảy ra, vui lòng thử lại sau.' });
        expect(response.body).not.toMatch(/select|secret|stack|\.ts:|bang_khong/i);
        expect(response.headers['x-request-id']).toBeTruthy();
      }
    });

    it('passes typed HTTP errors through with their extra members', async () => {
      const response = await ctx().inject({ method: 'GET', url: '/api/test/typed' });
      expect(response.statusCode).toBe(409);
      expect(ApiErrorBodySchema.parse(response.json())).toEqual({
        status: 409,
        message: 'Xung đột dữ liệu',
        errors: { title: ['Tiêu đề đã tồn tại'] },
        current_posts: 3,
      });
      const unavailable = await ctx().inject({ method: 'GET', url: '/api/test/typed-500' });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.json()).toEqual({ status: 503, message: 'Dịch vụ tạm thời gián đoạn' });
    });

    it('answers malformed JSON with 400 and an oversized body with 413', async () => {
      const malformed = await ctx().inject({ method: 'POST', url: '/api/login/', headers: { 'content-type': 'application/json' }, payload: '{"username": "a",' });
      expect(malformed.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(malformed.json()).message).toBe('Dữ liệu gửi lên không đúng định dạng JSON');

      const huge = await ctx().inject({
        method: 'POST',
        url: '/api/login/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
      });
      expect(huge.statusCode).toBe(413);
      expect(ApiErrorBodySchema.parse(huge.json()).message).toBe('Dữ liệu gửi lên quá lớn');
    });

    it('refuses uploads over 5 MB with 413 in Vietnamese', async () => {
      const boundary = '----jobhub-test';
      const body = (size: number) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          Buffer.alloc(size, 1),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      const small = await ctx().inject({ method: 'POST', url: '/api/test/upload', headers, payload: body(1024) });
      expect(small.json()).toEqual({ status: 200, data: { bytes: 1024 } });
      const large = await ctx().inject({ method: 'POST', url: '/api/test/upload', headers, payload: body(6 * 1024 * 1024) });
      expect(large.statusCode).toBe(413);
      expect(ApiErrorBodySchema.parse(large.json()).message).toBe('Tệp tải lên quá lớn (tối đa 5 MB)');
    });

    it('answers an unsupported content type with 415 in the error shape', async () => {
      const response = await ctx().inject({ method: 'POST', url: '/api/login/', headers: { 'content-type': 'application/x-foo' }, payload: 'x' });
      expect(response.statusCode).toBe(415);
      ApiErrorBodySchema.parse(response.json());
    });

    it('refuses NUL characters with a field error', async () => {
      const response = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: 'a\u0000b', password: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).errors).toEqual({ username: ['Dữ liệu chứa ký tự không hợp lệ'] });
    });

    it('uses Vietnamese zod messages for generic issues', async () => {
      const response = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: 5, password: 'x' } });
      expect(response.statusCode).toBe(400);
      const message = ApiErrorBodySchema.parse(response.json()).errors?.username?.[0] ?? '';
      expect(message).toMatch(/Vui lòng nhập email|không hợp lệ/);
    });
  });

  describe('site, uploads and 404', () => {
    it('serves the site index for html navigations outside /api', async () => {
      const response = await ctx().inject({ method: 'GET', url: '/job-search?q=ky+su', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(response.headers['content-security-policy']).toContain('img-src');
    });

    it('serves the site for a browser navigation to /profile (also an API path)', async () => {
      const page = await ctx().inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const api = await ctx().inject({ method: 'GET', url: '/profile/', headers: { accept: 'application/json' } });
      expect(api.statusCode).toBe(401);
    });

    it('answers JSON 404 for unknown /api routes even for browsers, and for non-html requests', async () => {
      for (const request of [
        { url: '/api/khong-co/', accept: 'text/html' },
        { url: '/khong-co.js', accept: '*/*' },
        { url: '/dev/khong-co', accept: 'text/html' },
      ]) {
        const response = await ctx().inject({ method: 'GET', url: request.url, headers: { accept: request.accept } });
        expect(response.statusCode).toBe(404);
        expect(ApiErrorBodySchema.parse(response.json())).toEqual({ status: 404, message: 'Không tìm thấy tài nguyên' });
      }
      const post = await ctx().inject({ method: 'POST', url: '/api/khong-co', payload: {} });
      expect(post.statusCode).toBe(404);
    });

    it('serves public uploads under /uploads/ and nothing private', async () => {
      writeFileSync(join(ctx().env.UPLOAD_DIR, 'public', 'logo-test.txt'), 'logo');
      const response = await ctx().inject({ method: 'GET', url: '/uploads/logo-test.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('logo');
      // A private file beside public/: a client that takes JSON gets the 404, one that takes
      // anything a page; neither ever gets the file.
      writeFileSync(join(ctx().env.UPLOAD_DIR, 'dev-secret'), 'private-bytes');
      const traversal = await ctx().inject({ method: 'GET', url: '/uploads/../dev-secret', headers: { accept: 'application/json' } });
      expect(traversal.statusCode).toBe(404);
      const anyType = await ctx().inject({ method: 'GET', url: '/uploads/../dev-secret' });
      expect(anyType.body).not.toContain('private-bytes');
    });
  });

  describe('cors', () => {
    it('allows any origin with bearer tokens (no credentials)', async () => {
      const preflight = await ctx().inject({
        method: 'OPTIONS',
        url: '/api/posts/search/',
        headers: { origin: 'https://doi-tac.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  describe('auth preHandlers', () => {
    it('requireRole: 401 without token, 403 inactive / wrong role, passes otherwise', async () => {
      const app = ctx().app;
      const inactive = await createUser(ctx(), { role: 'employer', is_active: false });
      const candidate = await createUser(ctx(), { role: 'candidate' });
      const employer = await createUser(ctx(), { role: 'employer' });
      const check = async (headers?: Record<string, string>) => {
        const request = { headers: headers ?? {}, user: null } as never;
        try {
          await app.requireRole('employer')(request, {} as never);
          return 200;
        } catch (error) {
          return (error as { statusCode: number }).statusCode;
        }
      };
      expect(await check()).toBe(401);
      expect(await check(inactive.headers)).toBe(403);
      expect(await check(candidate.headers)).toBe(403);
      expect(await check(employer.headers)).toBe(200);
    });
  });
});

describeEachDatabase('rate limit', (kind) => {
  const ctx = useTestContext(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '3' } });

  it('answers 429 in Vietnamese after the per-IP limit on login, per IP', async () => {
    const payload = { username: 'ai-do@example.vn', password: 'sai-mat-khau' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await ctx().inject({ method: 'POST', url: '/api/login/', payload, remoteAddress: '10.0.0.1' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await ctx().inject({ method: 'POST', url: '/api/login/', payload, remoteAddress: '10.0.0.1' });
    expect(ApiErrorBodySchema.parse(limited.json())).toEqual({ status: 429, message: 'Bạn đã thao tác quá nhiều lần, vui lòng thử lại sau ít phút.' });

    const otherIp = await ctx().inject({ method: 'POST', url: '/api/login/', payload, remoteAddress: '10.0.0.2' });
    expect(otherIp.statusCode).toBe(400);
  });

  it('limits register, resend and forgot-password too, but not token refresh', async () => {
    const hit = async (url: string, payload: object) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await ctx().inject({ method: 'POST', url, payload, remoteAddress: '10.0.1.1' })).statusCode);
      return statuses;
    };
    expect((await hit('/api/register/', registerInput({ email: 'x' }))).at(-1)).toBe(429);
    expect((await hit('/api/resend-it/', { email: 'nobody@example.vn' })).at(-1)).toBe(429);
    expect((await hit('/api/forgot-password/', { email: 'nobody@example.vn' })).at(-1)).toBe(429);
    expect(await hit('/api/token-refresh/', { refresh: 'x' })).toEqual([401, 401, 401, 401]);
  });

  it('lets a correct login through under the limit', async () => {
    const user = await createUser(ctx());
    const response = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: user.user.email, password: user.password }, remoteAddress: '10.0.2.1' });
    expect(response.statusCode).toBe(200);
    LoginResponseSchema.parse(response.json());
    MessageEnvelopeSchema.parse(response.json());
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  const ipRoute = (app: FastifyInstance) => {
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
  };
  const ipOf = async (ctx: () => { inject: (options: object) => Promise<{ json(): unknown }> }, remoteAddress: string, forwarded: string) =>
    ((await ctx().inject({ method: 'GET', url: '/api/test/ip', remoteAddress, headers: { 'x-forwarded-for': forwarded } })).json() as { ip: string }).ip;

  describe('unset, in production', () => {
    const ctx = useTestContext('pglite', { configure: ipRoute, env: { NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '3' } });

    it('ignores X-Forwarded-For', async () => {
      expect(await ipOf(ctx, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    });

    it('keeps the per-IP login limit when every request claims another address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await ctx().inject({
          method: 'POST',
          url: '/api/login/',
          remoteAddress: '198.51.100.8',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { username: `ghost${i}@example.vn`, password: 'sai-mat-khau' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  });

  describe('a hop count', () => {
    const ctx = useTestContext('pglite', { configure: ipRoute, env: { TRUST_PROXY: '1' } });

    it('takes the address the one proxy saw, not what the client wrote before it', async () => {
      expect(await ipOf(ctx, '10.1.1.1', '203.0.113.5, 198.51.100.9')).toBe('198.51.100.9');
    });
  });

  describe('a list of proxy addresses', () => {
    const ctx = useTestContext('pglite', { configure: ipRoute, env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' } });

    it('trusts X-Forwarded-For only from those proxies', async () => {
      expect(await ipOf(ctx, '10.2.3.4', '203.0.113.5')).toBe('203.0.113.5');
      expect(await ipOf(ctx, '192.0.2.1', '203.0.113.6')).toBe('203.0.113.6');
      expect(await ipOf(ctx, '198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    });
  });
});
