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
 * The journeys get E2E_BASE_URL and E2E_DATA_DIR (the server's data dir, with demo-accounts.txt).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8765);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const STARTUP_TIMEOUT_MS = 180_000;
/** Login/register calls per minute and IP: every journey signs in from 127.0.0.1 within minutes. */
const E2E_RATE_LIMIT_MAX = 500;

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

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${BASE_URL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`server did not answer ${BASE_URL}/api/health within ${STARTUP_TIMEOUT_MS} ms`);
}

async function main(): Promise<number> {
  const files = selectJourneys(readdirSync(import.meta.dirname), process.env.E2E_ONLY).map((name) => join('e2e', name));
  if (files.length === 0) throw new Error(`no journey matches E2E_ONLY=${process.env.E2E_ONLY ?? ''}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'jobhub-e2e-'));
  log(`data dir ${dataDir}`);
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const started = Date.now();
    await waitForHealth(server);
    log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    log(`journeys: ${files.join(', ')}`);
    const runner = spawn('node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: ROOT,
      env: { ...process.env, E2E_BASE_URL: BASE_URL, E2E_DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    const code = await new Promise<number>((done) => runner.on('exit', (exitCode) => done(exitCode ?? 1)));
    log(`suite (server start + journeys) took ${((Date.now() - started) / 1000).toFixed(1)} s (exit code ${code})`);
    return code;
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done).once('error', done));
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
