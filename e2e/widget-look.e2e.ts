/**
 * The widgets keep their look on a hostile partner page, in the dark preset and in English.
 *
 * The page (another origin) mounts the job search and the notification bell from the npm entry,
 * bundled here with esbuild as a partner's bundler would (ES modules, code splitting: the English
 * dictionary is a chunk of its own); partner-loader.e2e.ts checks the script-tag path the same way
 * for the job search. Each widget is screenshotted on a plain page and on one whose CSS
 * sets every inherited property it can with !important and `all: unset` on the elements; the two
 * screenshots must match pixel for pixel (pixelmatch). The dark preset in English is checked with
 * axe, and its screenshot is kept in E2E_ARTIFACT_DIR (default: a temporary directory).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { build, type Plugin } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { minifyCss } from '../packages/widgets/scripts/minify-css';
import { assertSamePixels } from './same-pixels';
import { BASE_URL, demoAccount, expectAccessible, launchBrowser } from './support';

const ROOT = resolve(import.meta.dirname, '..');
const WIDGETS_SRC = join(ROOT, 'packages/widgets/src');
const ARTIFACTS = process.env.E2E_ARTIFACT_DIR ?? mkdtempSync(join(tmpdir(), 'jobhub-widget-look-'));
/** One clock for every load: relative times ('5 phút trước') must not move between screenshots. */
const NOW = new Date().toISOString();

/** The hostile page's CSS: the issue's, plus the other inherited properties a page could force. */
const HOSTILE_CSS = `
* {
  text-transform: uppercase !important; letter-spacing: 3px !important; font-style: italic !important;
  line-height: 3 !important; color: red !important; word-spacing: 1em !important; text-align: right !important;
  font-weight: 700 !important; font-family: serif !important; cursor: wait !important; direction: rtl !important;
  white-space: pre !important; text-indent: 2em !important;
}
jobhub-job-search, jobhub-notification-bell { all: unset }
`;

/** The partner page's script: the two widgets from the npm entry (`--conditions=source`). */
const PAGE_SCRIPT = `
import { createElement } from 'react';
import { createAuthApi, createClient, createMemoryStorage, createNotificationsStore, createPublicClient, createRealtime } from '@jobhub/sdk';
import {
  createWidgetClient, mountInShadowRoot, mountJobSearch, NotificationBellPanel,
  NOTIFICATION_BELL_STYLES, NOTIFICATION_BELL_STYLE_ID, setWidgetLocale,
} from './entries/npm';

const params = new URLSearchParams(location.search);
const apiBase = params.get('api');
const theme = params.get('theme') === 'dark' ? 'dark' : undefined;
const now = () => new Date(params.get('now'));
if (params.get('locale') === 'en') setWidgetLocale('en');

mountJobSearch(document.querySelector('jobhub-job-search'), {
  client: createWidgetClient(createPublicClient({ baseUrl: apiBase })),
  initialQuery: { q: 'ke toan' },
  theme,
  now,
});

const client = createClient({ baseUrl: apiBase, storage: createMemoryStorage() });
await createAuthApi(client).login({ username: params.get('user'), password: params.get('password') });
const notifications = createNotificationsStore(client, createRealtime(client));
mountInShadowRoot(document.querySelector('jobhub-notification-bell'), createElement(NotificationBellPanel, { notifications, now }), {
  css: NOTIFICATION_BELL_STYLES,
  styleId: NOTIFICATION_BELL_STYLE_ID,
  theme,
});
`;

/** `import css from './x.css?inline'` as tsup and rollup load it. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(context) {
    context.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.replace(/\?inline$/, '')), namespace: 'inline-css' }));
    context.onLoad({ filter: /.*/, namespace: 'inline-css' }, (args) => ({
      contents: minifyCss(readFileSync(args.path, 'utf8')),
      loader: 'text',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * The page's own wrappers stay in place under the hostile CSS (inline !important beats it, and no
 * whitespace between the tags makes a line under `white-space: pre`): the two screenshots are then
 * taken at the same spot, since Chromium's anti-aliasing of rounded corners differs by a shade from
 * one position to another. Where the page puts a widget is the page's business; how it looks is not.
 */
const PINNED =
  'position: absolute; line-height: normal !important; font: 16px/normal sans-serif !important; direction: ltr !important; ' +
  'text-indent: 0 !important; text-align: left !important; letter-spacing: normal !important; word-spacing: normal !important;';

let browser: Browser;
let partner: Server;
let partnerUrl: string;
let bundleDir: string;

function pageHtml(query: URLSearchParams): string {
  const dark = query.get('theme') === 'dark';
  const pinned = query.get('pinned') ? PINNED : 'position: absolute;';
  return `<!doctype html>
<html lang="${query.get('locale') === 'en' ? 'en' : 'vi'}">
  <head>
    <meta charset="utf-8" />
    <title>Partner page</title>
    <style>body { margin: 0; background: ${dark ? '#0b1120; color: #e2e8f0' : '#ffffff'}; }</style>
    ${query.get('hostile') ? `<style>${HOSTILE_CSS}</style>` : ''}
    <script type="module" src="/look-page.js"></script>
  </head>
  <body>
    <p id="page-text">Partner page</p>
    <header style="${pinned} top: 8px; left: 1000px"><jobhub-notification-bell></jobhub-notification-bell></header>
    <main style="${pinned} top: 720px; left: 16px; width: 960px"><jobhub-job-search></jobhub-job-search></main>
  </body>
</html>`;
}

/** The partner site: the page, aimed at this run's API, and the bundle's files. */
function servePartnerSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(url.searchParams));
      return;
    }
    const file = join(bundleDir, url.pathname.replace(/^\/+/, ''));
    if (!file.startsWith(bundleDir) || !/\.js$/.test(file)) {
      response.writeHead(404).end();
      return;
    }
    try {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

before(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'jobhub-look-bundle-'));
  await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: WIDGETS_SRC, sourcefile: 'look-page.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: bundleDir,
    entryNames: 'look-page',
    chunkNames: '[name]-[hash]',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source', 'browser'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __JOBHUB_VERSION__: '"e2e"' },
    plugins: [inlineCss],
    logLevel: 'error',
  });
  partner = await servePartnerSite();
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  partner?.close();
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});

interface Load {
  page: Page;
  /** Paths of the scripts the page loaded. */
  scripts: string[];
  close(): Promise<void>;
}

async function openPartnerPage(options: { hostile?: boolean; pinned?: boolean; theme?: 'dark'; locale?: 'en' } = {}): Promise<Load> {
  const candidate = demoAccount('candidate');
  const query = new URLSearchParams({ api: BASE_URL, now: NOW, user: candidate.email, password: candidate.password });
  if (options.hostile) query.set('hostile', '1');
  if (options.pinned) query.set('pinned', '1');
  if (options.theme) query.set('theme', options.theme);
  if (options.locale) query.set('locale', options.locale);
  const context = await browser.newContext({ viewport: { width: 1440, height: 1800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${partnerUrl}/?${query}`);
  return {
    page,
    scripts,
    async close() {
      assert.deepEqual(errors, [], 'errors on the partner page');
      await context.close();
    },
  };
}

/** Waits for the search results and the bell's count, then for images and fonts. */
async function settle(page: Page, resultsLink: RegExp): Promise<void> {
  await page.locator('jobhub-job-search').getByRole('link', { name: resultsLink }).first().waitFor();
  await page.locator('jobhub-job-search .jh-count').filter({ hasText: /\d/ }).waitFor();
  await page.locator('jobhub-notification-bell button[aria-haspopup]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** Opens the bell's dropdown and waits for its first page (the demo candidate has notifications). */
async function openBell(page: Page): Promise<void> {
  await page.locator('jobhub-notification-bell button[aria-haspopup]').click();
  await page.locator('jobhub-notification-bell .jh-menu-list li').first().waitFor();
  // 'Đang tải...' is a `.jh-note` too: wait until nothing in the panel is loading.
  await page.locator('jobhub-notification-bell .jh-dropdown [role="status"]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

/** The bell and its open dropdown, as one screenshot (the dropdown overflows the host). */
async function bellShot(page: Page): Promise<Buffer> {
  const clip = await page.evaluate(() => {
    const host = document.querySelector('jobhub-notification-bell')!;
    const boxes = [host.getBoundingClientRect(), host.shadowRoot!.querySelector('.jh-dropdown')!.getBoundingClientRect()];
    const left = Math.floor(Math.min(...boxes.map((box) => box.left)));
    const top = Math.floor(Math.min(...boxes.map((box) => box.top)));
    const right = Math.ceil(Math.max(...boxes.map((box) => box.right)));
    const bottom = Math.ceil(Math.max(...boxes.map((box) => box.bottom)));
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
  // The clip is taken where each page puts the bell; only its content is compared.
  return page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
}

test('host CSS cannot change the widgets: hostile page and plain page match pixel for pixel', async () => {
  const plain = await openPartnerPage({ pinned: true });
  await settle(plain.page, /Kế toán/);
  const plainSearch = await plain.page.locator('jobhub-job-search').screenshot({ animations: 'disabled', caret: 'hide' });
  await openBell(plain.page);
  const plainBell = await bellShot(plain.page);
  // Vietnamese pages never download the English dictionary.
  assert.ok(!plain.scripts.some((path) => /\/en-[^/]*\.js$/.test(path)), `a Vietnamese page loaded ${plain.scripts.join(', ')}`);
  await plain.close();

  const hostile = await openPartnerPage({ hostile: true, pinned: true });
  await settle(hostile.page, /Kế toán/i);
  // The hostile rules do apply to the page itself and to the hosts...
  // (No named functions inside evaluate: tsx would wrap them in a helper the page does not have.)
  const looks = await hostile.page.evaluate(() => {
    const search = document.querySelector('jobhub-job-search')!;
    const card = getComputedStyle(search.shadowRoot!.querySelector('.jh-card__title')!);
    return {
      page: getComputedStyle(document.getElementById('page-text')!).textTransform,
      searchHost: getComputedStyle(search).display,
      bellHost: getComputedStyle(document.querySelector('jobhub-notification-bell')!).display,
      inside: [card.textTransform, card.letterSpacing, card.fontStyle, card.direction, card.cursor],
    };
  });
  assert.equal(looks.page, 'uppercase');
  // ...but `all: unset` leaves the hosts a block and an inline block, and nothing gets inside.
  assert.equal(looks.searchHost, 'block');
  assert.equal(looks.bellHost, 'inline-block');
  assert.deepEqual(looks.inside, ['none', 'normal', 'normal', 'ltr', 'auto']);
  const hostileSearch = await hostile.page.locator('jobhub-job-search').screenshot({ animations: 'disabled', caret: 'hide' });
  await openBell(hostile.page);
  const hostileBell = await bellShot(hostile.page);
  await hostile.close();

  assertSamePixels(plainSearch, hostileSearch, 'job-search', ARTIFACTS);
  assertSamePixels(plainBell, hostileBell, 'notification-bell', ARTIFACTS);
});

test('the dark preset in English reads well (axe) and formats per locale', async () => {
  const load = await openPartnerPage({ theme: 'dark', locale: 'en' });
  const { page } = load;
  await settle(page, /Kế toán/);
  const search = page.locator('jobhub-job-search');
  await search.getByRole('search', { name: 'Search jobs' }).waitFor();
  assert.match((await search.locator('.jh-count').textContent()) ?? '', /^[\d,]+\+? jobs?$/);
  assert.match((await search.locator('.jh-card__salary').first().textContent()) ?? '', /₫|Negotiable/);
  await openBell(page);
  await page.locator('jobhub-notification-bell').getByRole('dialog', { name: 'Notifications' }).waitFor();
  // The English dictionary came as its own chunk, on demand.
  assert.ok(load.scripts.some((path) => /\/en-[^/]*\.js$/.test(path)), `no English chunk among ${load.scripts.join(', ')}`);
  const background = await search.evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('.jh-job-search')!).backgroundColor);
  assert.equal(background, 'rgb(15, 23, 42)');

  await expectAccessible(page, 'the widgets in the dark preset, in English');
  const file = join(ARTIFACTS, 'widgets-dark-en.png');
  writeFileSync(file, await page.screenshot({ fullPage: true, animations: 'disabled' }));
  process.stdout.write(`# widget-look: dark English screenshot at ${file}\n`);
  await load.close();
});
