/**
 * Time to the first job card on a partner page (issue 27, "first job card fast"): the real server
 * on the embedded database, a partner page on another origin (e2e/first-card-page.ts: the loader
 * and a `<jobhub-job-search>`), Chromium with Slow 4G emulated over CDP (150 ms latency on every
 * request, 1.6 Mbps down, 750 kbps up, cache disabled, a new browser context per run). Measures,
 * from navigation start, when the first card shows in the element's shadow root, and splits the
 * wait into the loader (jobhub.js arrived), the modules (runtime and element module arrived) and
 * the API (the search request, sent → answered). Two ways, runs interleaved:
 * - without prefetch: `no-prefetch` on the element, the old path (modules first, then the search);
 * - with prefetch: the loader's search in parallel with the modules.
 * A figure for a quiet machine, not a CI assertion (goal: ≤ 1.5 s).
 *
 *   npm run build -w @jobhub/sdk && npm run build -w @jobhub/widgets && npm run bench:first-card [-- --runs 7]
 *
 * Env: FIRST_CARD_PORT (default 8877), FIRST_CARD_DATA_DIR: the server's data dir (default: a copy of
 * the e2e run's seeded data dir when there is one, else a new one the server seeds at start).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { firstCardPage, servePartnerPage } from '../e2e/first-card-page';
import { launchBrowser } from '../e2e/support';
import { waitForHealth } from '../scripts/wait-for-health';
import { percentile } from './common';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, query: { type: 'string', default: 'city=H%C3%A0+N%E1%BB%99i' } } });
const RUNS = Math.max(1, Number(values.runs));
const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.FIRST_CARD_PORT ?? 8877);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Chrome DevTools' "Slow 4G" as the issue states it: 150 ms latency, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const SEED_CACHE_DIR = join(process.env.JOBHUB_CACHE_DIR ?? join(homedir(), '.cache', 'jobhub'), 'e2e-seed');

/** One page load's figures, ms from navigation start. */
interface Run {
  firstCard: number;
  loader: number;
  modules: number;
  apiStart: number;
  apiEnd: number;
}

/** A copy of the newest seeded e2e data dir, or a new dir (the server seeds it at start). */
function dataDir(): { dir: string; temporary: boolean } {
  if (process.env.FIRST_CARD_DATA_DIR) return { dir: process.env.FIRST_CARD_DATA_DIR, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'jobhub-first-card-'));
  const seeded = existsSync(SEED_CACHE_DIR) ? readdirSync(SEED_CACHE_DIR).filter((name) => !name.includes('.building-')).sort().at(-1) : undefined;
  if (seeded) cpSync(join(SEED_CACHE_DIR, seeded), dir, { recursive: true });
  return { dir, temporary: true };
}

async function startServer(dir: string): Promise<ChildProcess> {
  const server = spawn('node', ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: { ...process.env, PORT: String(PORT), PUBLIC_URL: BASE_URL, DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(BASE_URL, 300_000, server);
  return server;
}

/** Loads the partner page once under Slow 4G and reads its figures. */
async function measure(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(url);
  await page.waitForFunction(() => 'firstCard' in window, undefined, { timeout: 60_000 });
  // A string: tsx would wrap the named helpers of a function in `__name`, which the page lacks.
  const run = (await page.evaluate(`(() => {
    const entries = performance.getEntriesByType('resource');
    const end = (match) => Math.max(...entries.filter((entry) => match.test(entry.name)).map((entry) => entry.responseEnd));
    const search = entries.find((entry) => entry.name.includes('/api/posts/search/'));
    return {
      firstCard: window.firstCard,
      loader: end(/\\/jobhub\\.js$/),
      modules: end(/\\/jobhub-(runtime|job-search)-[\\w-]+\\.js$/),
      apiStart: search ? search.startTime : NaN,
      apiEnd: search ? search.responseEnd : NaN,
    };
  })()`)) as Run;
  await context.close();
  return run;
}

const ms = (value: number) => `${Math.round(value)}`.padStart(6);

function report(label: string, runs: Run[]): void {
  const column = (pick: (run: Run) => number) => runs.map(pick).sort((a, b) => a - b);
  const line = (name: string, pick: (run: Run) => number) => {
    const sorted = column(pick);
    process.stdout.write(`  ${name.padEnd(34)} p50 ${ms(percentile(sorted, 50))} ms   p95 ${ms(percentile(sorted, 95))} ms\n`);
  };
  process.stdout.write(`${label} (${runs.length} runs)\n`);
  line('first job card', (run) => run.firstCard);
  line('loader arrived (jobhub.js)', (run) => run.loader);
  line('modules arrived (runtime + element)', (run) => run.modules);
  line('API search sent', (run) => run.apiStart);
  line('API search answered', (run) => run.apiEnd);
}

async function main(): Promise<void> {
  const { dir, temporary } = dataDir();
  const server = await startServer(dir);
  const partner = await servePartnerPage((url) => firstCardPage(BASE_URL, { query: decodeURIComponent(values.query), prefetch: !url.searchParams.has('off') }));
  const browser = await launchBrowser();
  try {
    // One warm-up of each (the server's first search, the modules read from disk), not counted.
    await measure(browser, `${partner.url}/?off`);
    await measure(browser, `${partner.url}/`);
    const without: Run[] = [];
    const withPrefetch: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      without.push(await measure(browser, `${partner.url}/?off`));
      withPrefetch.push(await measure(browser, `${partner.url}/`));
    }
    process.stdout.write(`First job card on a partner page, Slow 4G (150 ms, 1.6 Mbps / 750 kbps), query '${decodeURIComponent(values.query)}'\n`);
    report('without prefetch (no-prefetch: modules, then the search)', without);
    report('with prefetch (the loader searches in parallel with the modules)', withPrefetch);
  } finally {
    await browser.close();
    partner.server.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
