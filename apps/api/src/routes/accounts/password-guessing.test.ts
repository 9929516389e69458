import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { readTestVariable } from '../../env';
import type { Mail, Mailer } from '../../mail/mailer';
import { createTestContext, describeEachDatabase, testDatabases, useTestContext } from '../../test/context';
import { bearer, createUser, loginAs, uniqueSuffix } from '../../test/helpers';

/** A client that sends a different X-Forwarded-For with every request (ignored without TRUST_PROXY). */
let spoofed = 0;
const spoofedHeaders = () => ({ 'x-forwarded-for': `203.0.113.${(spoofed += 1) % 250}` });

describeEachDatabase('password guessing', (kind) => {
  // A high per-IP limit, so only the per-account backoff answers 429 here.
  const ctx = useTestContext(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '1000' } });
  const login = (username: string, password: string) =>
    ctx().inject({ method: 'POST', url: '/api/login/', payload: { username, password }, headers: spoofedHeaders() });

  it('answers 429 after five wrong passwords for one account from one address, whatever X-Forwarded-For says', async () => {
    const user = await createUser(ctx());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? user.user.email : user.user.username, 'sai-mat-khau')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await login(user.user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(ApiErrorBodySchema.parse(refused.json())).toEqual({
      status: 429,
      message: 'Bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau 30 giây.',
      retry_after: 30,
    });
  });

  it('does not keep the owner out: ten guesses from one address leave the owner signing in from another', async () => {
    const user = await createUser(ctx());
    const from = (remoteAddress: string, password: string) =>
      ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: user.user.email, password }, remoteAddress });
    const attacker: number[] = [];
    for (let i = 0; i < 10; i++) attacker.push((await from('198.51.100.66', 'sai-mat-khau')).statusCode);
    expect(attacker).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect((await from('192.0.2.10', user.password)).statusCode).toBe(200);
    // The guesser's address still waits, even with the right password.
    expect((await from('198.51.100.66', user.password)).statusCode).toBe(429);
  });

  it('counts spacing and case variants of a login as one login', async () => {
    const user = await createUser(ctx());
    const variants = [user.user.email, ` ${user.user.email.toUpperCase()} `, `\t${user.user.email}`, user.user.username, ` ${user.user.username} `];
    const statuses: number[] = [];
    for (const variant of [...variants, user.user.email]) statuses.push((await login(variant, 'sai-mat-khau')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('lets the right password in once the wait is over, and starts counting afresh', async () => {
    const user = await createUser(ctx());
    for (let i = 0; i < 5; i++) await login(user.user.email, 'sai-mat-khau');
    ctx().clock.advance(30_000);
    try {
      expect((await login(user.user.email, user.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(user.user.email, 'sai-mat-khau')).statusCode).toBe(400);
    } finally {
      ctx().clock.advance(-30_000);
    }
  });

  it('caps the wait at 15 minutes', async () => {
    const user = await createUser(ctx());
    let waited = 0;
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await login(user.user.email, 'sai-mat-khau');
      if (response.statusCode === 429) {
        waits.push(Number(response.headers['retry-after']));
        ctx().clock.advance(waits.at(-1)! * 1000);
        waited += waits.at(-1)! * 1000;
      }
    }
    try {
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
      expect((await login(user.user.email, 'sai-mat-khau')).statusCode).toBe(400); // the wait is over
      expect(ApiErrorBodySchema.parse((await login(user.user.email, 'sai')).json()).message).toBe(
        'Bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau 15 phút.',
      );
    } finally {
      ctx().clock.advance(-waited);
    }
  });

  it('limits an unknown login exactly like a real one', async () => {
    const ghost = `ghost_${uniqueSuffix()}@example.vn`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? ghost.toUpperCase() : ghost, 'sai-mat-khau')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('counts wrong current passwords on change-password for the account', async () => {
    const user = await createUser(ctx());
    const session = await loginAs(ctx(), user.user.email, user.password);
    const change = (current: string) =>
      ctx().inject({
        method: 'POST',
        url: '/api/change-password/',
        headers: { ...bearer(session.access), ...spoofedHeaders() },
        payload: { current_password: current, new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await change('sai-mat-khau')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await change(user.password)).statusCode).toBe(429);
    expect((await login(user.user.email, user.password)).statusCode).toBe(429);
  });
});

const REDIS_URL = readTestVariable('JOBHUB_TEST_REDIS_URL');

describe.skipIf(!REDIS_URL)('password guessing across API processes (Redis)', () => {
  it('shares the counts between two app instances through Redis', async () => {
    const env = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '1000', REDIS_URL: REDIS_URL! };
    const kind = testDatabases()[0]!;
    const now = Date.now();
    const [one, two] = await Promise.all([createTestContext(kind, { env, now }), createTestContext(kind, { env, now })]);
    try {
      // An unknown login keys on its text, so both instances (each with its own test database) see one account.
      const ghost = `ghost_${uniqueSuffix()}@example.vn`;
      const guess = (app: typeof one, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/login/', payload: { username: ghost, password: 'sai-mat-khau' }, remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await guess(i % 2 ? two : one, '198.51.100.77')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await guess(one, '192.0.2.11')).statusCode).toBe(400); // another address is not held back
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describeEachDatabase('change-password per-IP limit', (kind) => {
  const ctx = useTestContext(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '3' } });

  it('answers 429 after RATE_LIMIT_MAX calls a minute from one address', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx())));
    const statuses: number[] = [];
    for (const user of users) {
      const response = await ctx().inject({
        method: 'POST',
        url: '/api/change-password/',
        headers: user.headers,
        remoteAddress: '10.0.3.1',
        payload: { current_password: 'sai-mat-khau', new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('forgot-password timing', () => {
  it('answers before the reset mail is written, so known and unknown e-mails take the same time', async () => {
    const sent: Mail[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mailer: Mailer = {
      kind: 'outbox',
      async send(mail) {
        await gate;
        sent.push(mail);
      },
      async close() {},
    };
    const { createTestContext } = await import('../../test/context');
    const ctx = await createTestContext('pglite', { mailer });
    try {
      const user = await createUser(ctx);
      const response = await ctx.inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: user.user.email } });
      expect(response.statusCode).toBe(200);
      expect(sent).toHaveLength(0);
      release();
      await ctx.app.background.idle();
      expect(sent.map((mail) => mail.to)).toEqual([user.user.email]);
    } finally {
      release();
      await ctx.close();
    }
  });
});
