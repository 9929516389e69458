import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_VNPAY_TMN_CODE, EnvError, REPO_ROOT, isLoopbackHost, parseEnv } from './env';

/** Random-looking (as `openssl rand -base64 48` makes them), so production accepts it. */
const SECRET = 'q8Vd3LmZ0rKx7TfW2nBy5HcJ9sPa4GeU1oRi6NtQ';
/** The settings production cannot start without. */
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: 'postgres://jobhub@db.example.vn:5432/jobhub', PUBLIC_URL: 'https://jobhub.vn' } as const;
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'jobhub-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('parseEnv', () => {
  it('applies the documented defaults, resolving paths from the repo root', () => {
    const env = parseEnv({ JWT_SECRET: SECRET });
    expect(env).toMatchObject({
      PORT: 8000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:8000',
      DATA_DIR: join(REPO_ROOT, '.data'),
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      SITE_DIR: join(REPO_ROOT, 'apps/reference-site/dist'),
      SITE_RENDERER: join(REPO_ROOT, 'apps/reference-site/dist-server/entry-server.js'),
      WIDGETS_DIR: join(REPO_ROOT, 'packages/widgets/dist/cdn'),
      UPLOAD_DIR: join(REPO_ROOT, '.data', 'uploads'),
      SEED: true,
      AUTO_APPROVE_ENTERPRISES: false,
      DEV_MAIL_ENABLED: true,
      RATE_LIMIT_ENABLED: true,
      LOG_LEVEL: 'info',
    });
    expect(existsSync(join(REPO_ROOT, 'apps/api/package.json'))).toBe(true);
    expect(parseEnv({ JWT_SECRET: SECRET, DATA_DIR: 'tmp/x' }).DATA_DIR).toBe(join(REPO_ROOT, 'tmp/x'));
  });

  it('parses booleans, numbers and URLs', () => {
    const env = parseEnv({
      JWT_SECRET: SECRET,
      PORT: '0',
      SEED: 'false',
      RATE_LIMIT_ENABLED: '0',
      AUTO_APPROVE_ENTERPRISES: 'no',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://jobhub.vn/',
    });
    expect(env).toMatchObject({ PORT: 0, SEED: false, RATE_LIMIT_ENABLED: false, AUTO_APPROVE_ENTERPRISES: false, PUBLIC_URL: 'https://jobhub.vn' });
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or proxy addresses', () => {
    expect(parseEnv({ JWT_SECRET: SECRET }).TRUST_PROXY).toBe(false);
    expect(parseEnv(PRODUCTION).TRUST_PROXY).toBe(false);
    expect(parseEnv({ JWT_SECRET: SECRET, TRUST_PROXY: ' ' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ JWT_SECRET: SECRET, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ JWT_SECRET: SECRET, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ JWT_SECRET: SECRET, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ JWT_SECRET: SECRET, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/33', '10.0.0', 'proxy.example.vn', '10.0.0.1,,10.0.0.2', '1.2.3.4/8/1', '-1']) {
      expect(() => parseEnv({ JWT_SECRET: SECRET, TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY=.*hop count/);
    }
  });

  it('reads the application follow-up days (7 and 14 by default) and wants the close after the reminder', () => {
    expect(parseEnv({ JWT_SECRET: SECRET })).toMatchObject({ APPLICATION_REMINDER_DAYS: 7, APPLICATION_AUTO_CLOSE_DAYS: 14 });
    expect(parseEnv({ JWT_SECRET: SECRET, APPLICATION_REMINDER_DAYS: '3', APPLICATION_AUTO_CLOSE_DAYS: '10' })).toMatchObject({ APPLICATION_REMINDER_DAYS: 3, APPLICATION_AUTO_CLOSE_DAYS: 10 });
    expect(() => parseEnv({ JWT_SECRET: SECRET, APPLICATION_REMINDER_DAYS: '14' })).toThrowError(/APPLICATION_AUTO_CLOSE_DAYS=14: must be more than APPLICATION_REMINDER_DAYS/);
    expect(() => parseEnv({ JWT_SECRET: SECRET, APPLICATION_REMINDER_DAYS: '0' })).toThrowError(/APPLICATION_REMINDER_DAYS/);
  });

  it('takes the Google client id and secret together', () => {
    const env = parseEnv({ JWT_SECRET: SECRET, GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'google-secret-value' });
    expect([env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET]).toEqual(['id.apps.googleusercontent.com', 'google-secret-value']);
    expect(parseEnv({ JWT_SECRET: SECRET }).GOOGLE_CLIENT_ID).toBeUndefined();
    expect(() => parseEnv({ JWT_SECRET: SECRET, GOOGLE_CLIENT_ID: 'id' })).toThrowError(/GOOGLE_CLIENT_SECRET.*go together/);
    expect(() => parseEnv({ JWT_SECRET: SECRET, GOOGLE_CLIENT_SECRET: 'google-secret-value' })).toThrowError(/GOOGLE_CLIENT_ID.*go together/);
  });

  it('reads the fresh-post days (30 and 37 by default) and wants the pause after the reminder', () => {
    const env = parseEnv({ JWT_SECRET: SECRET });
    expect([env.POST_CONFIRM_REMIND_DAYS, env.POST_CONFIRM_PAUSE_DAYS]).toEqual([30, 37]);
    expect(parseEnv({ JWT_SECRET: SECRET, POST_CONFIRM_REMIND_DAYS: '14', POST_CONFIRM_PAUSE_DAYS: '21' }).POST_CONFIRM_PAUSE_DAYS).toBe(21);
    expect(() => parseEnv({ JWT_SECRET: SECRET, POST_CONFIRM_REMIND_DAYS: '30', POST_CONFIRM_PAUSE_DAYS: '30' })).toThrowError(/POST_CONFIRM_PAUSE_DAYS=30: must be more than/);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => parseEnv({ JWT_SECRET: SECRET, PORT: 'abc', SEED: 'maybe', DATABASE_URL: 'mysql://x' })).toThrowError(EnvError);
    try {
      parseEnv({ JWT_SECRET: SECRET, PORT: 'abc', SEED: 'maybe', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT="abc"/);
      expect((error as Error).message).toMatch(/SEED="maybe"/);
      expect((error as Error).message).toMatch(/DATABASE_URL="mysql:\/\/x"/);
    }
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('generates a dev secret once (mode 600) and reuses it', () => {
    const dataDir = tempDir();
    const first = parseEnv({ DATA_DIR: dataDir }).JWT_SECRET;
    const file = join(dataDir, 'dev-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
  });

  it('leaves companies waiting for approval by default in every NODE_ENV; AUTO_APPROVE_ENTERPRISES turns it on', () => {
    expect(parseEnv({ JWT_SECRET: SECRET }).AUTO_APPROVE_ENTERPRISES).toBe(false);
    expect(parseEnv({ JWT_SECRET: SECRET, NODE_ENV: 'test' }).AUTO_APPROVE_ENTERPRISES).toBe(false);
    expect(parseEnv(PRODUCTION).AUTO_APPROVE_ENTERPRISES).toBe(false);
    // Blank counts as unset: it must not switch auto-approval on.
    expect(parseEnv({ ...PRODUCTION, AUTO_APPROVE_ENTERPRISES: ' ' }).AUTO_APPROVE_ENTERPRISES).toBe(false);
    expect(parseEnv({ ...PRODUCTION, AUTO_APPROVE_ENTERPRISES: 'yes' }).AUTO_APPROVE_ENTERPRISES).toBe(true);
    expect(parseEnv({ JWT_SECRET: SECRET, AUTO_APPROVE_ENTERPRISES: 'true' }).AUTO_APPROVE_ENTERPRISES).toBe(true);
  });

  it('never seeds demo data in production, whatever SEED says', () => {
    expect(parseEnv({ JWT_SECRET: SECRET }).SEED).toBe(true);
    expect(parseEnv(PRODUCTION).SEED).toBe(false);
    expect(parseEnv({ ...PRODUCTION, SEED: 'true' }).SEED).toBe(false);
  });

  it('requires JWT_SECRET, DATABASE_URL and PUBLIC_URL in production, naming each with how to set it', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/JWT_SECRET="": required when NODE_ENV=production; make one with `openssl rand -base64 48`/);
    expect(message).toMatch(/DATABASE_URL="": required when NODE_ENV=production \(production never uses the embedded database\)/);
    expect(message).toMatch(/PUBLIC_URL="": required when NODE_ENV=production; set it to the address browsers use/);
    const { DATABASE_URL: _database, ...withoutDatabase } = PRODUCTION;
    expect(() => parseEnv(withoutDatabase)).toThrowError(/DATABASE_URL=""/);
    const { PUBLIC_URL: _public, ...withoutPublicUrl } = PRODUCTION;
    expect(() => parseEnv(withoutPublicUrl)).toThrowError(/PUBLIC_URL=""/);
    expect(() => parseEnv({ ...PRODUCTION, PUBLIC_URL: ' ' })).toThrowError(/PUBLIC_URL=""/);
    expect(parseEnv(PRODUCTION)).toMatchObject({ DATABASE_URL: PRODUCTION.DATABASE_URL, PUBLIC_URL: 'https://jobhub.vn' });
  });

  it('refuses a guessable JWT_SECRET in production without printing it', () => {
    const weak: [string, RegExp][] = [
      ['x'.repeat(40), /repeats the same 1 characters/],
      ['changeme-please-0123456789-abcdefghijklmnop', /starts with "changeme"/],
      ['Secret_for_JobHub_production_2025_XYZ!', /starts with "secret"/],
      ['my-secret-value-that-is-long-enough-2025', /starts with "mysecret"/],
      ['a1B2c3D4e5F6g7H8a1B2c3D4e5F6g7H8a1B2c3D4', /repeats the same 16 characters/],
      ['hello-world-hello-world-hello-world-hello', /repeats the same 12 characters/],
      ['abcdefghijklmnopqrstuvwxyz0123456789ABCD', /runs of consecutive characters/],
      ['aaaabbbbccccddddeeeeffffgggghhhhiiiijjjj', /only 10 distinct characters/],
    ];
    for (const [secret, reason] of weak) {
      let message = '';
      try {
        parseEnv({ ...PRODUCTION, JWT_SECRET: secret });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, secret).toMatch(reason);
      expect(message, secret).toMatch(/JWT_SECRET=<hidden, \d+ characters>: .*make one with `openssl rand -base64 48`/);
      expect(message, secret).not.toContain(secret);
    }
    // Outside production a typed secret is fine (a developer's machine).
    expect(parseEnv({ JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toBe('x'.repeat(40));
  });

  it('defaults PUBLIC_URL to the address the server listens on outside production', () => {
    expect(parseEnv({ JWT_SECRET: SECRET, PORT: '8100' }).PUBLIC_URL).toBe('http://127.0.0.1:8100');
    expect(parseEnv({ JWT_SECRET: SECRET, PORT: '8100', HOST: 'localhost' }).PUBLIC_URL).toBe('http://localhost:8100');
    expect(parseEnv({ JWT_SECRET: SECRET, PORT: '8100', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:8100');
    expect(parseEnv({ JWT_SECRET: SECRET, PORT: '8100', PUBLIC_URL: 'http://jobhub.local:3000/' }).PUBLIC_URL).toBe('http://jobhub.local:3000');
    // Everything built from it follows: here the built-in VNPay sandbox.
    expect(parseEnv({ JWT_SECRET: SECRET, PORT: '8100', NODE_ENV: 'test' }).VNPAY!.URL).toBe('http://127.0.0.1:8100/dev/vnpay');
  });

  it('serves the dev outbox by default outside production only; DEV_MAIL_ENABLED overrides', () => {
    // `npm start` leaves NODE_ENV unset (development): the outbox at /dev/mail stays on.
    expect(parseEnv({ JWT_SECRET: SECRET }).DEV_MAIL_ENABLED).toBe(true);
    expect(parseEnv({ JWT_SECRET: SECRET, NODE_ENV: 'test' }).DEV_MAIL_ENABLED).toBe(true);
    expect(parseEnv({ JWT_SECRET: SECRET, NODE_ENV: 'development', DEV_MAIL_ENABLED: 'off' }).DEV_MAIL_ENABLED).toBe(false);
    expect(parseEnv(PRODUCTION).DEV_MAIL_ENABLED).toBe(false);
    expect(parseEnv({ ...PRODUCTION, DEV_MAIL_ENABLED: '' }).DEV_MAIL_ENABLED).toBe(false);
    expect(parseEnv({ ...PRODUCTION, DEV_MAIL_ENABLED: 'true' }).DEV_MAIL_ENABLED).toBe(true);
    expect(() => parseEnv({ JWT_SECRET: SECRET, DEV_MAIL_ENABLED: 'sometimes' })).toThrow(/DEV_MAIL_ENABLED="sometimes"/);
  });

  it('refuses a non-loopback HOST unless NODE_ENV=production', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
      expect(parseEnv({ JWT_SECRET: SECRET, DATA_DIR: tempDir(), HOST: host }).HOST).toBe(host);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'jobhub.example', '127.0.0.1.evil.example']) {
      expect(isLoopbackHost(host), host).toBe(false);
      expect(() => parseEnv({ JWT_SECRET: SECRET, DATA_DIR: tempDir(), HOST: host }), host).toThrowError(/HOST=.*NODE_ENV=production/);
      expect(() => parseEnv({ NODE_ENV: 'development', JWT_SECRET: SECRET, DATA_DIR: tempDir(), HOST: host }), host).toThrowError(EnvError);
    }
    expect(parseEnv({ ...PRODUCTION, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('never prints the value of JWT_SECRET or a password in a URL', () => {
    const tooShort = 'my-real-but-short-secret';
    let message = '';
    try {
      parseEnv({ JWT_SECRET: tooShort, DATABASE_URL: 'mysql://admin:hunter2@db.example/jobhub' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/JWT_SECRET=<hidden, 24 characters>: must be at least 32 characters/);
    expect(message).toMatch(/DATABASE_URL="mysql:\/\/admin:hidden@db.example\/jobhub"/);
    expect(message).not.toContain(tooShort);
    expect(message).not.toContain('hunter2');
  });
});

describe('VNPay settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: SECRET } as const;

  it('uses the built-in sandbox with a generated secret outside production, and the same secret on the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobhub-env-'));
    const first = parseEnv({ ...base, DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:9000' });
    // Parsing alone writes nothing; the secret is made when first read (the app's payment routes).
    expect(existsSync(join(dir, 'vnpay-dev-secret'))).toBe(false);
    expect(first.VNPAY).toMatchObject({
      TMN_CODE: DEV_VNPAY_TMN_CODE,
      URL: 'http://127.0.0.1:9000/dev/vnpay',
      API_URL: 'http://127.0.0.1:9000/dev/vnpay/merchant_webapi/api/transaction',
      BUILT_IN_SANDBOX: true,
    });
    expect(first.VNPAY!.HASH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'vnpay-dev-secret')).mode & 0o777).toBe(0o600);
    expect(parseEnv({ ...base, DATA_DIR: dir }).VNPAY!.HASH_SECRET).toBe(first.VNPAY!.HASH_SECRET);
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes all three variables, refuses a partial set without printing the secret, and has no sandbox in production', () => {
    const set = { VNPAY_TMN_CODE: 'ABC12345', VNPAY_HASH_SECRET: 'S'.repeat(32), VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' };
    expect(parseEnv({ ...base, ...set }).VNPAY).toEqual({
      TMN_CODE: 'ABC12345',
      HASH_SECRET: 'S'.repeat(32),
      URL: set.VNPAY_URL,
      API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
      BUILT_IN_SANDBOX: false,
    });
    const production = { ...set, VNPAY_URL: 'https://pay.vnpay.vn/vpcpay.html', VNPAY_API_URL: 'https://merchant.vnpay.vn/merchant_webapi/api/transaction' };
    expect(parseEnv({ ...base, ...production }).VNPAY!.API_URL).toBe(production.VNPAY_API_URL);
    expect(() => parseEnv({ ...base, VNPAY_HASH_SECRET: 'S'.repeat(32) })).toThrow(/set all three/);
    expect(() => parseEnv({ ...base, VNPAY_HASH_SECRET: 'S'.repeat(32) })).not.toThrow(/SSSS/);
    expect(parseEnv({ ...base, ...PRODUCTION, HOST: '0.0.0.0' }).VNPAY).toBeUndefined();
  });
});
