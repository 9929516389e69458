import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { LoginResponseSchema } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { findUserByEmail } from '../repositories/users';
import { ensureAdmin } from '../services/admin-accounts';
import { describeEachDatabase, TEST_JWT_SECRET, useTestContext, type TestContext } from '../test/context';
import { bearer, createUser, uniqueSuffix } from '../test/helpers';
import { runAdminCreate } from './admin-create-command';

const PASSWORD = 'Quan-tri-2026!';

async function login(ctx: Pick<TestContext, 'inject'>, email: string, password: string) {
  return ctx.inject({ method: 'POST', url: '/api/login/', payload: { username: email, password } });
}

describeEachDatabase('ensureAdmin', (kind) => {
  const ctx = useTestContext(kind);
  const noSessions = async () => {};

  it('creates an active admin that signs in through POST /api/login/', async () => {
    const email = `admin.${uniqueSuffix()}@jobhub.vn`;
    expect(await ensureAdmin(ctx().database.db, { email, password: PASSWORD }, noSessions)).toMatchObject({ outcome: 'created' });
    const response = await login(ctx(), email, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(LoginResponseSchema.parse(response.json()).data).toMatchObject({ role: 'admin', is_active: true, is_banned: false });
  });

  it('leaves an existing admin as it is, unless asked to reset its password, which ends its sessions', async () => {
    const email = `admin.${uniqueSuffix()}@jobhub.vn`;
    await ensureAdmin(ctx().database.db, { email, password: PASSWORD }, noSessions);
    const again = await ensureAdmin(ctx().database.db, { email: email.toUpperCase(), password: 'Mat-khau-khac-2026' }, noSessions);
    expect(again).toMatchObject({ outcome: 'exists' });
    expect((await login(ctx(), email, PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx(), email, 'Mat-khau-khac-2026')).statusCode).toBe(400);

    const before = LoginResponseSchema.parse((await login(ctx(), email, PASSWORD)).json()).data.access;
    const reset = await ensureAdmin(ctx().database.db, { email, password: 'Mat-khau-moi-2026', resetPassword: true }, (id) => ctx().app.auth.revokeUser(id));
    expect(reset).toMatchObject({ outcome: 'password-reset' });
    expect((await login(ctx(), email, 'Mat-khau-moi-2026')).statusCode).toBe(200);
    expect((await login(ctx(), email, PASSWORD)).statusCode).toBe(400);
    expect((await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(before) })).statusCode).toBe(401);
  });

  it('refuses what registration refuses, and never turns another account into an admin', async () => {
    expect(await ensureAdmin(ctx().database.db, { email: `admin.${uniqueSuffix()}@jobhub.vn`, password: 'ngan' }, noSessions)).toEqual({
      outcome: 'invalid',
      field: 'password',
      message: 'Mật khẩu phải có ít nhất 8 ký tự',
    });
    expect(await ensureAdmin(ctx().database.db, { email: 'not-an-email', password: PASSWORD }, noSessions)).toMatchObject({ outcome: 'invalid', field: 'email' });
    const candidate = await createUser(ctx(), { role: 'candidate' });
    expect(await ensureAdmin(ctx().database.db, { email: candidate.user.email, password: PASSWORD, resetPassword: true }, noSessions)).toEqual({
      outcome: 'other-role',
      role: 'candidate',
    });
    expect((await findUserByEmail(ctx().database.db, candidate.user.email))?.role).toBe('candidate');
  });
});

describe('npm run admin:create', () => {
  /** Runs the command with this stdin text; returns its exit code and what it wrote. */
  async function run(argv: string[], source: Record<string, string>, stdinText = '') {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const chunks = { out: '', err: '' };
    stdout.on('data', (chunk: Buffer) => (chunks.out += chunk.toString()));
    stderr.on('data', (chunk: Buffer) => (chunks.err += chunk.toString()));
    const code = await runAdminCreate(argv, { stdin: Readable.from([stdinText]), stdout, stderr }, source);
    return { code, ...chunks };
  }

  it('migrates the embedded database, creates the admin once from stdin or JOBHUB_ADMIN_PASSWORD, never prints the password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-admin-create-'));
    const source = { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL: 'http://jobhub.test', LOG_LEVEL: 'silent' };
    try {
      const created = await run(['--email', 'Chu.Tich@JobHub.vn', '--name', 'Trần Quản Trị'], source, `${PASSWORD}\n`);
      expect(created, created.err).toMatchObject({ code: 0, out: expect.stringMatching(/^Created the admin Chu\.Tich@JobHub\.vn/) });
      const again = await run(['--email', 'chu.tich@jobhub.vn'], { ...source, JOBHUB_ADMIN_PASSWORD: 'Mat-khau-khac-2026' });
      expect(again).toMatchObject({ code: 0, out: expect.stringContaining('already exists') });
      const weak = await run(['--email', 'khac@jobhub.vn'], source, 'ngan\n');
      expect(weak).toMatchObject({ code: 1, err: 'Refused the password: Mật khẩu phải có ít nhất 8 ký tự\n' });
      expect(await run([], source)).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run admin:create') });
      for (const output of [created, again, weak]) {
        expect(output.out + output.err).not.toContain(PASSWORD);
        expect(output.out + output.err).not.toContain('Mat-khau-khac-2026');
      }

      // The server on that data dir signs the admin in with the first password.
      const env = parseEnv(source);
      const database = await openDatabase(env);
      const app = await buildApp({ env, database });
      try {
        const response = await login(app, 'chu.tich@jobhub.vn', PASSWORD);
        expect(response.statusCode, response.body).toBe(200);
        expect(LoginResponseSchema.parse(response.json()).data.role).toBe('admin');
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to run in production without DATABASE_URL (never the embedded database)', async () => {
    const result = await run(['--email', 'admin@jobhub.vn'], { NODE_ENV: 'production', JWT_SECRET: 'q8Vd3LmZ0rKx7TfW2nBy5HcJ9sPa4GeU1oRi6NtQ', PUBLIC_URL: 'https://jobhub.vn', JOBHUB_ADMIN_PASSWORD: PASSWORD });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/DATABASE_URL="": required when NODE_ENV=production/);
  });
});
