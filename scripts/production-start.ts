/**
 * Goes live as an operator would, on this machine (`.ci/run`, after `npm run build`): on a new,
 * empty PostgreSQL database it
 * 1. starts `NODE_ENV=production npm start` with a guessable JWT_SECRET and expects a refusal;
 * 2. starts it with a random secret and checks: no process runs tsx, the catalogue is there and no
 *    demo data, the page and a hashed asset come compressed with the right Cache-Control;
 * 3. runs `npm run admin:create` twice (created, then "exists") and signs the admin in.
 * The database is dropped at the end. Prints what it checked; exits 1 on the first failure.
 *
 *   npm run build && node --import tsx scripts/production-start.ts
 * Env: JOBHUB_TEST_DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432/test).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { LoginResponseSchema } from '@jobhub/sdk/contract';
import { waitForHealth } from './wait-for-health';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.JOBHUB_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 8190 + Math.floor(Math.random() * 100);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'quantri@congty.vn';
const ADMIN_PASSWORD = `Quan-tri-${randomBytes(6).toString('hex')}`;

function ok(what: string): void {
  process.stdout.write(`ok   ${what}\n`);
}

async function main(): Promise<void> {
  const name = `jobhub_golive_${randomBytes(4).toString('hex')}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const dataDir = mkdtempSync(join(tmpdir(), 'jobhub-golive-'));
  await admin.unsafe(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: BASE,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64'),
    LOG_LEVEL: 'warn',
  };
  try {
    const weak = spawnSync('npm', ['start'], { cwd: ROOT, env: { ...env, JWT_SECRET: 'changeme-changeme-changeme-changeme' }, encoding: 'utf8', timeout: 60_000 });
    assert.equal(weak.status, 1, `a weak secret must stop the start (exit ${weak.status})`);
    assert.match(weak.stderr, /JWT_SECRET=<hidden, 35 characters>: starts with "changeme"/);
    ok('a guessable JWT_SECRET stops the start with a message, the secret not shown');

    const server = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    try {
      await waitForHealth(BASE, 60_000, server);
      const processes = execFileSync('ps', ['-o', 'args=', '--ppid', String(server.pid), '-g', String(server.pid)], { encoding: 'utf8' });
      assert.doesNotMatch(processes, /tsx/, `no tsx in the server's processes:\n${processes}`);
      assert.match(processes, /scripts\/start\.mjs/);
      ok('the compiled server runs with plain node (no tsx)');

      const fields = (await (await fetch(`${BASE}/api/fields/`)).json()) as { data: unknown[] };
      const posts = (await (await fetch(`${BASE}/api/posts/?page_size=1`)).json()) as { data: { total: number } };
      assert.ok(fields.data.length >= 10, `the catalogue is there (${fields.data.length} fields)`);
      assert.equal(posts.data.total, 0, 'no demo posts');
      const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      const [counts] = await db<{ users: number; enterprises: number }[]>`select (select count(*)::int from users) as users, (select count(*)::int from enterprises) as enterprises`;
      await db.end();
      assert.deepEqual(counts, { users: 0, enterprises: 0 }, 'no demo accounts or companies');
      ok(`the catalogue (${fields.data.length} fields) and no demo data`);

      const page = await fetch(`${BASE}/`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(page.headers.get('content-encoding'), 'br');
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
      assert.ok(asset, 'the page names its script');
      const script = await fetch(`${BASE}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(script.headers.get('content-encoding'), 'br');
      assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.match(script.headers.get('vary') ?? '', /Accept-Encoding/i);
      ok('the page (no-cache) and its hashed script (immutable) come brotli-compressed');

      // Server rendering runs from the build (dist-server), as crawlers and link previews read it.
      const home = await fetch(`${BASE}/`, { headers: { accept: '*/*' } });
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"WebSite"/);
      const unknownJob = await fetch(`${BASE}/job/1`, { headers: { accept: '*/*' } });
      assert.equal(unknownJob.status, 404);
      assert.match(await unknownJob.text(), /<meta name="robots" content="noindex"\/>/);
      const robots = await (await fetch(`${BASE}/robots.txt`)).text();
      assert.match(robots, new RegExp(`^Sitemap: ${BASE}/sitemap.xml$`, 'm'));
      ok('server-rendered pages from the build: the home page with its WebSite data, a 404 page for an unknown job, robots.txt');

      const create = () =>
        spawnSync('npm', ['run', '--silent', 'admin:create', '--', '--email', ADMIN_EMAIL], { cwd: ROOT, env: { ...env, JOBHUB_ADMIN_PASSWORD: ADMIN_PASSWORD }, encoding: 'utf8', timeout: 60_000 });
      const first = create();
      assert.equal(first.status, 0, first.stderr);
      assert.match(first.stdout, /Created the admin/);
      const second = create();
      assert.equal(second.status, 0, second.stderr);
      assert.match(second.stdout, /already exists/);
      assert.ok(!`${first.stdout}${first.stderr}${second.stdout}${second.stderr}`.includes(ADMIN_PASSWORD), 'the password is never printed');
      const login = await fetch(`${BASE}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }) });
      assert.equal(login.status, 200);
      assert.equal(LoginResponseSchema.parse(await login.json()).data.role, 'admin');
      ok('npm run admin:create makes an admin once (a second run changes nothing), who signs in');
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write('production start: all good\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`production start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
