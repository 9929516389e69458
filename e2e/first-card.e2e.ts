/**
 * First job card fast (docs/widgets-delivery.md, "First job card"): on a partner page of another
 * origin with a strict CSP, the loader requests the job search's first page while the element's
 * modules are still loading, and the element shows those cards without a second search request.
 * With `no-prefetch` the element searches itself once its modules have arrived (the old path).
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { firstCardPage, servePartnerPage } from './first-card-page';
import { BASE_URL, launchBrowser } from './support';

let browser: Browser;
let partner: { url: string; server: Server };

before(async () => {
  // /?off: the element carries no-prefetch.
  partner = await servePartnerPage((url) => firstCardPage(BASE_URL, { query: 'q=ke+toan&page=1', prefetch: !url.searchParams.has('off') }));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  partner?.server.close();
});

/** What the page asked JobHub for, in order: the search requests' URLs and when the element's module arrived. */
async function openPartnerPage(path: string): Promise<{ page: Page; events: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const events: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/api/posts/search/')) events.push(`search ${request.url()}`);
  });
  page.on('requestfinished', (request) => {
    if (/\/jobhub-job-search-[\w-]{8}\.js$/.test(request.url())) events.push('module');
  });
  await page.goto(`${partner.url}${path}`);
  await page.locator('jobhub-job-search article.jh-card').first().waitFor();
  return { page, events, errors };
}

test('the loader’s prefetch is the one search for the first page, sent before the module has arrived', async () => {
  const { page, events, errors } = await openPartnerPage('/');
  const card = page.locator('jobhub-job-search article.jh-card').first();
  assert.match((await card.innerText()).normalize('NFC'), /kế toán/i);
  // Give a second request, if the element were to send one, the time to go out.
  await page.waitForTimeout(500);
  assert.deepEqual(events, [`search ${BASE_URL}/api/posts/search/?q=ke+toan`, 'module']);
  assert.deepEqual(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), []);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('with no-prefetch the element searches itself once its module has arrived', async () => {
  const { page, events, errors } = await openPartnerPage('/?off');
  await page.waitForTimeout(500);
  assert.deepEqual(events, ['module', `search ${BASE_URL}/api/posts/search/?q=ke+toan`]);
  assert.deepEqual(errors, []);
  await page.context().close();
});
