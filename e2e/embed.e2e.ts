/**
 * The script-tag bundle on a plain partner page (another origin): examples/embed.html loads
 * packages/widgets/dist/embed.js alone, and <jobhub-job-search> searches the real API over CORS.
 */
import assert from 'node:assert/strict';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, expectAccessible, launchBrowser } from './support';

const ROOT = resolve(import.meta.dirname, '..');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

let browser: Browser;
let partner: Server;
let partnerUrl: string;

/**
 * A static server for the repository root: the "partner" site, on its own origin. The example
 * page points at the default port; it is served aimed at this run's server (rewritten here, not
 * by request interception: Chromium treats an intercepted document as public and then blocks its
 * requests to loopback under Local Network Access).
 */
function servePartnerSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(ROOT, path);
    if (!file.startsWith(ROOT) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    if (extname(file) === '.html') {
      response.end(readFileSync(file, 'utf8').replaceAll('http://127.0.0.1:8000', BASE_URL));
      return;
    }
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

before(async () => {
  partner = await servePartnerSite();
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  partner?.close();
});

test('the script-tag widget searches JobHub from a plain page on another origin', async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${partnerUrl}/examples/embed.html`);
  const box = page.getByRole('searchbox').first();
  await box.fill('ke toan');
  const result = page.getByRole('link', { name: /Kế toán/ }).first();
  await result.waitFor();
  const href = await result.getAttribute('href');
  assert.match(href ?? '', new RegExp(`^${BASE_URL}/job/\\d+$`));
  await expectAccessible(page, 'examples/embed.html');
  assert.deepEqual(errors, []);
  await context.close();
});
