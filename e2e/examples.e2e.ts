/**
 * The partner examples: the plain HTML page under hostile CSS (examples/partner-page, through the
 * loader of the server of e2e/run.ts), and, as built by scripts/build-examples.sh from the packed
 * tarballs, the Vite + React app (static build) and the Next.js App Router app (`next start`). Each
 * shows job cards from the JobHub API in Chromium, without page errors; the Next.js page moves
 * nothing while it hydrates, nor while its HTML arrives in parts (e2e/paused-html.ts).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { servePausedHtml } from './paused-html';
import { serveStatic, type StaticSite } from './static-server';
import { BASE_URL, launchBrowser } from './support';

const WORK = process.env.JOBHUB_EXAMPLES_DIR ?? join(process.env.TMPDIR ?? tmpdir(), 'jobhub-examples');
const NEXT_STARTUP_MS = 60_000;

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The job cards the widget shows (articles inside its shadow root), once the first search has answered. */
async function jobCards(page: Page): Promise<string[]> {
  // Playwright's locators pierce open shadow roots.
  const cards = page.getByRole('article');
  await cards.first().waitFor({ timeout: 20_000 });
  return cards.allInnerTexts();
}

async function visit(url: string, label: string, check?: (page: Page) => Promise<void>): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // React reports a hydration mismatch on the console, not as a page error.
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(url);
  const cards = await jobCards(page);
  assert.ok(cards.length > 0, `${label}: no job card`);
  await check?.(page);
  assert.deepEqual(errors, [], `${label}: page errors`);
  await page.close();
}

test('the partner page shows the job search through the loader, untouched by its hostile CSS', async () => {
  // The page points at `npm start`'s port; served here aimed at this run's server.
  const site = await serveStatic(resolve(import.meta.dirname, '../examples/partner-page'), {
    rewriteHtml: (html) => html.replaceAll('http://127.0.0.1:8000', BASE_URL),
  });
  try {
    await visit(`${site.url}/`, 'partner-page', async (page) => {
      const title = page.getByRole('article').first().getByRole('heading');
      const style = await title.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { textTransform: computed.textTransform, fontStyle: computed.fontStyle, letterSpacing: computed.letterSpacing };
      });
      assert.deepEqual(style, { textTransform: 'none', fontStyle: 'normal', letterSpacing: 'normal' }, 'host CSS leaked into the widget');
    });
  } finally {
    site.close();
  }
});

/** Chromium's layout-shift score of the page so far and in the next 500 ms (input excepted). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 500);
      }),
  );
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

test('the Vite + React example shows job cards from the API', async () => {
  const dist = join(WORK, 'vite-react/dist');
  assert.ok(existsSync(join(dist, 'index.html')), `build the examples first: npm run examples:build (no ${dist})`);
  const site: StaticSite = await serveStatic(dist, { fallback: 'index.html' });
  try {
    await visit(`${site.url}/?api=${encodeURIComponent(BASE_URL)}`, 'vite-react');
  } finally {
    site.close();
  }
});

test('the Next.js example renders the job search from a server component page', async () => {
  const app = join(WORK, 'next-app');
  assert.ok(existsSync(join(app, '.next/BUILD_ID')), `build the examples first: npm run examples:build (no ${app}/.next)`);
  const port = await freePort();
  const server: ChildProcess = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + NEXT_STARTUP_MS;
    for (;;) {
      const ready = await fetch(url).then((response) => response.ok, () => false);
      if (ready) break;
      assert.ok(Date.now() < deadline && server.exitCode === null, `next start did not answer ${url}`);
      await new Promise((done) => setTimeout(done, 500));
    }
    const pageUrl = `${url}/?api=${encodeURIComponent(BASE_URL)}&city=${encodeURIComponent('Hà Nội')}`;
    // The first page is in the HTML the server sends (a declarative shadow root), before any script.
    const html = await (await fetch(pageUrl)).text();
    const api = (await (await fetch(`${BASE_URL}/api/posts/search/?city=${encodeURIComponent('Hà Nội')}&page_size=10`)).json()) as { data: { results: { id: number; title: string }[] } };
    assert.ok(api.data.results.length > 0, 'the API has jobs in Hà Nội');
    assert.match(html, /<template shadowrootmode="open">/);
    for (const job of api.data.results) assert.ok(html.includes(`/job/${job.id}"`), `job ${job.id} is not in the server's HTML`);
    await visit(pageUrl, 'next-app', async (page) => {
      // Hydrated without a mismatch (React reports one on the console), with the same cards, and
      // nothing moved on the way (Chromium's layout-shift entries).
      const cards = await page.getByRole('article').count();
      assert.equal(cards, api.data.results.length);
      assert.equal(await layoutShift(page), 0, 'the page moved while the widget hydrated');
    });
    // The browser paints the server's HTML as it parses it: cut where an earlier box's place depends
    // on what follows (the sort select after the count, its options, a card's later lines), the
    // page must look the same before and after the rest arrives.
    const { pathname, search } = new URL(pageUrl);
    const moved: string[] = [];
    for (const cut of [/<select[^>]*-sort"/, /<option value="salary"/, /<p class="jh-card__meta"/]) {
      assert.match(html, cut);
      const paused = await servePausedHtml(url, pathname + search, cut);
      try {
        await visit(pageUrl.replace(url, paused.url), `next-app cut at ${cut.source}`, async (page) => {
          const shift = await layoutShift(page);
          if (shift > 0) moved.push(`${cut.source}: ${shift}`);
        });
      } finally {
        paused.close();
      }
    }
    assert.deepEqual(moved, [], 'the page moved when the rest of its HTML arrived after these cuts');
  } finally {
    // `npx` starts next in its own process group: stop the group.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
});
