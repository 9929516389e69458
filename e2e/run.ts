/**
 * Runs the e2e suite: starts the real server (API + built site) on a fresh data directory, waits
 * for it, runs every `*.e2e.ts` journey with node's test runner in Debian's Chromium, then stops
 * the server. The site must be built first (`npm run build`).
 *
 * Environment:
 * - E2E_ONLY: run only the journeys whose file name contains one of these comma-separated words
 *   (e.g. `E2E_ONLY=marketplace,realtime npm run test:e2e`); unset runs every journey.
 * - E2E_PORT: the server's port (default 8765).
 * - E2E_SITE_DIR: serve the site from this build instead of apps/reference-site/dist (e.g. a
 *   `vite build --outDir` of your own, so others' rebuilds do not change the site mid-run).
 * - E2E_SCREENSHOT_DIR: where a failing journey step saves a full-page screenshot (support.ts onPage).
 * - JOBHUB_CACHE_DIR: where the seeded data dir is kept between runs (default ~/.cache/jobhub).
 * The journeys get E2E_BASE_URL and E2E_DATA_DIR (the server's data dir, with demo-accounts.txt).
 *
 * The demo seed (20,000 posts, demo accounts, CVs, images) is made once and kept: the server is
 * started on an empty data dir, seeds it, and is stopped; that folder is cached under a key made of
 * the seed's inputs (migrations, seed and repository code, the lockfile) and Vietnam's date (the
 * seed dates posts from "now"). Each run starts its server on a copy, so journeys never see a
 * previous run's writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sourceHash } from '../scripts/build-stamp';
import { waitForHealth } from '../scripts/wait-for-health';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8765);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const STARTUP_TIMEOUT_MS = 180_000;
/** Login/register calls per minute and IP: every journey signs in from 127.0.0.1 within minutes. */
const E2E_RATE_LIMIT_MAX = 500;
/** What the seeded data dir is made from: a change to any of these seeds again. */
const SEED_INPUTS = ['apps/api/src/db', 'apps/api/src/repositories', 'apps/api/src/routes/partner-oauth/demo-partner-app.ts', 'package-lock.json'];
const SEED_CACHE_DIR = join(process.env.JOBHUB_CACHE_DIR ?? join(homedir(), '.cache', 'jobhub'), 'e2e-seed');

/** The journey files to run: all `*.e2e.ts`, or those matching E2E_ONLY. */
function selectJourneys(names: readonly string[], only: string | undefined): string[] {
  const journeys = names.filter((name) => name.endsWith('.e2e.ts')).sort();
  const words = (only ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return journeys;
  return journeys.filter((name) => words.some((word) => name.toLowerCase().includes(word)));
}

function log(message: string): void {
  process.stdout.write(`[e2e] ${message}\n`);
}

/**
 * The API server (TypeScript sources) on the embedded database in `dataDir`, answering
 * /api/health. `banner: false` drops its start banner (the seeding run's is of no use).
 */
async function startServer(dataDir: string, { banner = true } = {}): Promise<ChildProcess> {
  const server = spawn('node', ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: String(E2E_RATE_LIMIT_MAX),
      ...(process.env.E2E_SITE_DIR ? { SITE_DIR: resolve(process.env.E2E_SITE_DIR) } : {}),
    },
    stdio: ['ignore', banner ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(BASE_URL, STARTUP_TIMEOUT_MS, server);
    return server;
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done).once('error', done));
  server.kill('SIGTERM');
  await exited;
}

/** Vietnam's date (UTC+7), e.g. 2026-11-29. */
function vietnamDate(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The seeded data dir for today's seed inputs: from the cache, or made now (the server seeds an
 * empty data dir at start; a graceful stop flushes it) and then cached, replacing older ones.
 */
async function seededDataDir(): Promise<string> {
  const key = `${sourceHash(ROOT, SEED_INPUTS).slice(0, 16)}-${vietnamDate()}`;
  const cached = join(SEED_CACHE_DIR, key);
  if (existsSync(cached)) {
    log(`seeded data dir from the cache (${key})`);
    return cached;
  }
  mkdirSync(SEED_CACHE_DIR, { recursive: true });
  const building = mkdtempSync(join(SEED_CACHE_DIR, `${key}.building-`));
  const started = Date.now();
  log(`seeding a new data dir (${key}); later runs copy it`);
  await stopServer(await startServer(building, { banner: false }));
  for (const entry of readdirSync(SEED_CACHE_DIR)) {
    if (entry !== key && !entry.includes('.building-')) rmSync(join(SEED_CACHE_DIR, entry), { recursive: true, force: true });
  }
  try {
    renameSync(building, cached);
  } catch (error) {
    // Another run cached the same key first: use that one.
    if (!existsSync(cached)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return cached;
}

async function main(): Promise<number> {
  const files = selectJourneys(readdirSync(import.meta.dirname), process.env.E2E_ONLY).map((name) => join('e2e', name));
  if (files.length === 0) throw new Error(`no journey matches E2E_ONLY=${process.env.E2E_ONLY ?? ''}`);
  const seeded = await seededDataDir();
  const dataDir = mkdtempSync(join(tmpdir(), 'jobhub-e2e-'));
  cpSync(seeded, dataDir, { recursive: true });
  log(`data dir ${dataDir}`);
  const started = Date.now();
  const server = await startServer(dataDir);
  try {
    log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    log(`journeys: ${files.join(', ')}`);
    // TAP on stdout as before (.ci/run counts its `# pass` lines), then the slowest steps.
    const reporters = ['--test-reporter=tap', '--test-reporter-destination=stdout', '--test-reporter=./e2e/slowest-steps-reporter.mjs', '--test-reporter-destination=stdout'];
    const runner = spawn('node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, ...files], {
      cwd: ROOT,
      env: { ...process.env, E2E_BASE_URL: BASE_URL, E2E_DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    const code = await new Promise<number>((done) => runner.on('exit', (exitCode) => done(exitCode ?? 1)));
    log(`suite (server start + journeys) took ${((Date.now() - started) / 1000).toFixed(1)} s (exit code ${code})`);
    return code;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`[e2e] ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  }
);
