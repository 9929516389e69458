import * as z from 'zod/mini';
import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { outboxWarning } from '../../mail/mailer';
import { describeEachDatabase, useTestContext, type TestContext } from '../../test/context';
import { registerUser } from '../../test/helpers';

const MailListSchema = z.object({
  status: z.number(),
  data: z.array(z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), html: z.nullable(z.string()), created_at: z.string() })),
});

describeEachDatabase('dev mail outbox (SMTP_URL unset, NODE_ENV test)', (kind) => {
  const ctx = useTestContext(kind);

  it('lists mails newest first as JSON', async () => {
    const first = await registerUser(ctx());
    const second = await registerUser(ctx());
    // Mail is queued: the send-mail job writes the outbox after the answer.
    await ctx().app.background.idle();
    const response = await ctx().inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
    const { data } = MailListSchema.parse(response.json());
    expect(data.map((mail) => mail.to).slice(0, 2)).toEqual([second.email, first.email]);
    expect(data[0]!.subject).toBe('Kích hoạt tài khoản JobHub');
  });

  it('renders an accessible Vietnamese page with clickable links and escaped content', async () => {
    await registerUser(ctx(), { fullname: '<script>alert("x")</script> Trần' });
    await ctx().app.background.idle();
    const response = await ctx().inject({ method: 'GET', url: '/dev/mail/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Hộp thư phát triển');
    expect(html).toMatch(/<a href="http:\/\/jobhub\.test\/api\/activate\/[A-Za-z0-9_-]+">/);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
  });
});

describeEachDatabase('dev mail outbox, read from another site', (kind) => {
  const ctx = useTestContext(kind);
  const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

  it('never sends CORS headers, on answers and preflights, while the API does', async () => {
    for (const url of ['/dev/mail.json', '/dev/mail', '/dev/nothing-here', '/%64ev/mail.json']) {
      const get = await ctx().inject({ method: 'GET', url, headers: { origin: 'http://jobhub.test' } });
      expect(corsHeaders(get.headers), url).toEqual([]);
      const preflight = await ctx().inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(corsHeaders(preflight.headers), url).toEqual([]);
    }
    const api = await ctx().inject({ method: 'GET', url: '/api/fields/', headers: { origin: 'https://partner.example' } });
    expect(api.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses a request from another origin or site, in the contract shape', async () => {
    await registerUser(ctx());
    const refused = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const response = await ctx().inject({ method: 'GET', url: '/dev/mail.json', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Hộp thư phát triển chỉ mở được từ chính trang JobHub');
      expect(response.body).not.toContain('/api/activate/');
    }
    const allowed = [{}, { origin: 'http://jobhub.test', 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }];
    for (const headers of allowed) {
      const response = await ctx().inject({ method: 'GET', url: '/dev/mail.json', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

const notServed = async (context: TestContext) => {
  for (const url of ['/dev/mail', '/dev/mail/', '/dev/mail.json']) {
    const response = await context.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(response.statusCode, url).toBe(404);
    expect(response.body).not.toContain('/api/activate/');
  }
};

describe('dev mail outbox with SMTP configured', () => {
  const ctx = useTestContext('pglite', { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });

  it('is not served', async () => {
    await notServed(ctx());
    expect(outboxWarning(ctx().env, ctx().app.mailer)).toBeUndefined();
  });
});

describe('dev mail outbox in production without SMTP_URL', () => {
  const ctx = useTestContext('pglite', { env: { NODE_ENV: 'production' } });

  it('keeps mails in the outbox table but never serves them, and warns at start-up', async () => {
    const user = await registerUser(ctx());
    const stored = await ctx().database.query<{ to: string }>(`select "to" from mail_outbox where "to" = $1`, [user.email]);
    expect(stored).toHaveLength(1);
    await notServed(ctx());
    expect(ctx().env.DEV_MAIL_ENABLED).toBe(false);
    expect(outboxWarning(ctx().env, ctx().app.mailer)).toMatch(/SMTP_URL is not set in production.*not served/);
  });
});

describe('dev mail outbox switched explicitly', () => {
  const off = useTestContext('pglite', { env: { DEV_MAIL_ENABLED: 'false' } });
  const staging = useTestContext('pglite', { env: { NODE_ENV: 'production', DEV_MAIL_ENABLED: 'true' } });

  it('DEV_MAIL_ENABLED=false hides it outside production', async () => {
    await notServed(off());
    expect(outboxWarning(off().env, off().app.mailer)).toBeUndefined();
  });

  it('DEV_MAIL_ENABLED=true serves it in production (private staging), with a warning', async () => {
    const user = await registerUser(staging());
    const response = await staging().inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
    expect(MailListSchema.parse(response.json()).data[0]!.to).toBe(user.email);
    expect(outboxWarning(staging().env, staging().app.mailer)).toMatch(/served at \/dev\/mail because DEV_MAIL_ENABLED=true/);
  });
});
